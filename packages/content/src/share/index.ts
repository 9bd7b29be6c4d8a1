import { directionOf, isShareServiceKey, readShareConfig, type ShareConfig, type ShareServiceKey, shareTexts, t } from '@beckon/core';
import { freshId } from '../dom/frame.js';
import { languageOf } from '../dom/language.js';
import { warn } from '../dom/log.js';
import { addPageStyles } from '../dom/page-styles.js';
import { shareFrom } from './act.js';
import { type BarContext, nativeShareAvailable } from './context.js';
import { adoptControl, newWindowNote, serviceControl } from './controls.js';
import { showCounts, totalBox } from './count-badges.js';
import { countShare, watchCounts } from './counts.js';
import { keepToOneRow } from './fit.js';
import { moreButton } from './more.js';
import { serverOrigin, sharedPage } from './page.js';
import { addSlider } from './slider.js';
import { statusRegion } from './status.js';
import { shareCss } from './styles.js';

/** The services to build: the list, with the device's own dialog first when asked for and available, and only then. */
function servicesToBuild(config: ShareConfig): ShareServiceKey[] {
  const keys = config.services.filter((key) => key !== 'native');
  return (config.native || config.services.includes('native')) && nativeShareAvailable() ? ['native', ...keys] : keys;
}

/** The publisher's own links (data-share-service), else controls built from data-share-services; returns those it built. */
function fillBar(list: HTMLElement, context: BarContext): HTMLElement[] {
  const own = [...list.querySelectorAll<HTMLElement>('[data-share-service]')];
  for (const control of own) {
    const key = control.dataset.shareService?.trim().toLowerCase();
    if (isShareServiceKey(key)) adoptControl(control, key, context);
  }
  const built = own.length ? [] : servicesToBuild(context.config).map((key) => serviceControl(key, context));
  list.append(...built);
  if (context.config.more) list.appendChild(moreButton(context));
  return built;
}

/** Names the bar for assistive technology, unless the publisher did. */
function nameBar(bar: HTMLElement, context: BarContext): void {
  if (!bar.hasAttribute('role') && !['NAV', 'ASIDE', 'UL', 'OL', 'SECTION'].includes(bar.tagName)) bar.setAttribute('role', 'group');
  if (!bar.hasAttribute('aria-label') && !bar.hasAttribute('aria-labelledby')) bar.setAttribute('aria-label', t(context.lang, shareTexts.bar));
}

function startCounts(bar: HTMLElement, list: HTMLElement, context: BarContext): BarContext['shared'] {
  const { clientId } = context.config;
  if (!context.config.counts || !clientId) return () => {};
  const origin = serverOrigin();
  const total = totalBox(list, context.lang);
  watchCounts(origin, clientId, context.page.url, (counts) => showCounts(bar, total, counts, context.lang));
  return (service) => countShare(origin, clientId, context.page.url, service);
}

/** The vertical bar's controls sit in a list the slider slides away. */
function controlsBox(bar: HTMLElement, vertical: boolean): HTMLElement {
  if (!vertical) return bar;
  const list = document.createElement('div');
  list.className = 'beckon-share__list';
  list.append(...bar.childNodes);
  bar.appendChild(list);
  return list;
}

/** Enhances one share bar. */
export function enhanceBar(bar: HTMLElement): void {
  if (bar.classList.contains('beckon-share')) return;
  const config = readShareConfig((name) => bar.getAttribute(name));
  const lang = languageOf(bar);
  const vertical = config.layout === 'vertical';
  const list = controlsBox(bar, vertical);
  const context: BarContext = {
    config,
    lang,
    dir: directionOf(lang),
    page: sharedPage(config),
    newWindowNote: freshId('beckon-share-note'),
    say: () => {},
    shared: () => {},
  };
  addPageStyles(shareCss);
  newWindowNote(bar, context.newWindowNote, context);
  context.say = statusRegion(bar);
  const built = fillBar(list, context);
  context.shared = startCounts(bar, list, context);
  nameBar(bar, context);
  bar.classList.add('beckon-share', vertical ? 'beckon-share--vertical' : 'beckon-share--horizontal');
  if (vertical) {
    bar.style.setProperty('--beckon-share-offset', `${config.offset}px`);
    addSlider(bar, list, lang, config.hidden);
  } else if (config.more && built.length) keepToOneRow(bar, built);
  bar.addEventListener('click', (event) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>('[data-share-service]');
    if (control && bar.contains(control) && !event.defaultPrevented) shareFrom(control, event, context);
  });
}

/** Every share bar on the page; one that fails is skipped with a note, the others go on. */
export function enhance(elements: readonly Element[]): void {
  for (const element of elements) {
    try {
      if (element instanceof HTMLElement) enhanceBar(element);
    } catch (error) {
      warn('a share bar could not be enhanced; its links stay as written', error);
    }
  }
}
