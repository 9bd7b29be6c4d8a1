import {
  allFormats,
  formatEntry,
  formatLayoutWords,
  formatName,
  isInlineType,
  isModalType,
  POPUP_TYPE_NAMES,
  POPUP_TYPES,
  type CloseTrigger,
  type Language,
  type PopupType,
} from '@beckon/core';
import { mountPopup, type Mounted } from '../runtime/render/mount.js';
import { showTeaser } from '../runtime/page/teaser.js';
import type { Device } from '../views/types.js';
import { recordCssOf } from '../views/type-css.js';
import {
  GALLERY_SCREENS,
  galleryEntries,
  galleryPath,
  galleryRecord,
  gallerySample,
  isFormatScreen,
  type GalleryEntry,
  type GalleryScreen,
} from './entries.js';
import { gameViews } from '../views/games/index.js';

/**
 * The gallery page (examples/gallery, served at /demo/gallery): an index of every type, format
 * and screen, and a host page that shows one of them through the widget's own mount, views and
 * stylesheet, exactly as a visitor would get it. `frame=phone` shows the page in a phone-sized
 * frame for browsing on a desktop.
 */
const SCREEN_NAMES: Record<GalleryScreen, string> = {
  main: 'Main form',
  thank_you: 'Thank-you',
  play: 'Play',
  winning: 'Winning',
  losing: 'Losing',
  skip: 'Skip button',
  close_note: 'Close note',
  offer: 'Offer in brand colours',
  products: 'Product recommendations',
  every_field: 'Every field kind',
  teaser: 'Teaser tab',
};
/** The types in an owner's words: core's, the names the dashboard uses too. */
const TYPE_NAMES = POPUP_TYPE_NAMES;
/** The gallery's own rule for its viewports: a window 767 px wide or less is a phone. */
const PHONE_MAX_WIDTH = 767;

const params = new URLSearchParams(location.search);
const lang: Language = params.get('lang') === 'he' ? 'he' : 'en';
const frame = params.get('frame') === 'phone' ? 'phone' : 'none';
const chrome = params.get('chrome') !== '0';

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function withParams(path: string, extra: Record<string, string>): string {
  const url = new URL(path, location.origin);
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
  return url.pathname + url.search;
}

function link(entry: GalleryEntry, label: string, forLang: Language = lang): HTMLAnchorElement {
  return el('a', { href: withParams(galleryPath(entry, forLang), frame === 'phone' ? { frame } : {}) }, label);
}

function currentEntry(): GalleryEntry | null {
  const type = params.get('type') as PopupType | null;
  if (!type || !(POPUP_TYPES as readonly string[]).includes(type)) return null;
  const screen = (GALLERY_SCREENS as readonly string[]).includes(params.get('screen') ?? '') ? (params.get('screen') as GalleryScreen) : 'main';
  return { type, format: formatEntry(type, params.get('format') ?? 'format_1').format, screen };
}

function renderIndex(main: HTMLElement): void {
  document.title = 'Beckon gallery: every type, format and screen';
  const entries = galleryEntries();
  main.append(el('h1', {}, 'Every pop-up type, format and screen'));
  main.append(
    el(
      'p',
      { className: 'g-lede' },
      `${allFormats().length} formats across ${POPUP_TYPES.length} types, each on its main and thank-you screens, plus the screens every type shares. Open one, then use Previous and Next. `,
      el(
        'a',
        { href: withParams('/demo/gallery', { lang: lang === 'he' ? 'en' : 'he', ...(frame === 'phone' ? { frame } : {}) }) },
        lang === 'he' ? 'Show in English' : 'Show in Hebrew',
      ),
      ' · ',
      el(
        'a',
        { href: withParams('/demo/gallery', { lang, frame: frame === 'phone' ? 'none' : 'phone' }) },
        frame === 'phone' ? 'Open on the desktop' : 'Open in a phone frame',
      ),
    ),
  );
  for (const type of POPUP_TYPES) {
    const ofType = entries.filter((e) => e.type === type);
    const section = el('section', { className: 'g-type' }, el('h2', {}, TYPE_NAMES[type]));
    const list = el('ul', { className: 'g-formats' });
    for (const format of [...new Set(ofType.filter((e) => e.screen === 'main').map((e) => e.format))]) {
      const info = formatEntry(type, format);
      const item = el(
        'li',
        {},
        link({ type, format, screen: 'main' }, format.replace('_', ' ')),
        ' ',
        el('span', { className: 'g-meta' }, formatLayoutWords(info)),
        ' ',
        link({ type, format, screen: 'thank_you' }, 'thank-you'),
      );
      for (const e of ofType.filter((g) => g.format === format && isFormatScreen(g.screen) && g.screen !== 'main' && g.screen !== 'thank_you')) {
        item.append(' ', link(e, SCREEN_NAMES[e.screen].toLowerCase()));
      }
      list.append(item);
    }
    const extras = el('p', { className: 'g-extras' }, 'Also: ');
    ofType
      .filter((e) => !isFormatScreen(e.screen))
      .forEach((e, i) => {
        if (i > 0) extras.append(' · ');
        extras.append(link(e, SCREEN_NAMES[e.screen]));
      });
    section.append(list, extras);
    main.append(section);
  }
}

function renderToolbar(bar: HTMLElement, entry: GalleryEntry, status: HTMLElement): void {
  const entries = galleryEntries();
  const index = entries.findIndex((e) => e.type === entry.type && e.format === entry.format && e.screen === entry.screen);
  const previous = entries[(index - 1 + entries.length) % entries.length]!;
  const next = entries[(index + 1) % entries.length]!;
  bar.append(
    el('a', { href: withParams('/demo/gallery', { lang, ...(frame === 'phone' ? { frame } : {}) }), className: 'g-home' }, 'All formats'),
    el('strong', { className: 'g-title' }, `${formatName(entry.type, entry.format)} · ${SCREEN_NAMES[entry.screen]}`),
    el(
      'nav',
      { className: 'g-nav' },
      link(previous, 'Previous'),
      link(next, 'Next'),
      link(entry, lang === 'he' ? 'English' : 'עברית', lang === 'he' ? 'en' : 'he'),
      el('a', { href: withParams(galleryPath(entry, lang), { frame: frame === 'phone' ? 'none' : 'phone' }) }, frame === 'phone' ? 'Desktop' : 'Phone frame'),
    ),
    status,
  );
}

function showPopup(entry: GalleryEntry, status: HTMLElement): void {
  // The gallery has no server to send the type's and blocks' stylesheet parts with the record: it adds them itself.
  const painted = galleryRecord(entry, lang, formatEntry(entry.type, entry.format));
  const record = { ...painted, poptin_css: recordCssOf(painted) };
  const device: Device = innerWidth <= PHONE_MAX_WIDTH ? 'mobile' : 'desktop';
  const container = isInlineType(entry.type) ? (document.getElementById('gallery-embed') ?? undefined) : undefined;
  let mounted: Mounted | null = null;
  const again = el('button', { type: 'button', className: 'g-again', hidden: true }, 'Show it again');
  status.replaceChildren(el('span', { className: 'g-said' }), again);
  const said = status.firstElementChild as HTMLElement;

  const gameScreen = entry.screen === 'play' || entry.screen === 'winning' || entry.screen === 'losing' ? entry.screen : undefined;
  const open = () => {
    if (mounted) return;
    again.hidden = true;
    said.textContent = '';
    document.body.dataset.galleryState = 'open';
    mounted = mountPopup(
      {
        record,
        device,
        // The gallery has no server: every submit succeeds, so the thank-you screen can be seen.
        onSubmit: async () => ({ ok: true }),
        onClosed: (trigger: CloseTrigger) => {
          mounted?.unmount();
          mounted = null;
          said.textContent = `Closed (${trigger}).`;
          document.body.dataset.galleryState = 'closed';
          if (entry.screen !== 'teaser') again.hidden = false;
          teaser?.popupClosed();
        },
        initialScreen: gameScreen ?? (entry.screen === 'thank_you' ? 'thank_you' : 'main'),
        // A game is playable from its main and play screens (a local draw: the gallery has no
        // server); the winning and losing screens show a sample prize.
        ...(record.poptin_type === 'gamified' ? { games: gameViews, sampleResult: gallerySample(entry.screen, lang) } : {}),
      },
      { modal: isModalType(entry.type) && !container, nonce: undefined, container },
    );
    teaser?.popupShown();
  };
  again.addEventListener('click', open);
  const teaser = entry.screen === 'teaser' ? showTeaser(record, { nonce: undefined, open }) : null;
  if (entry.screen === 'teaser') document.body.dataset.galleryState = 'teaser';
  else open();
}

function start(): void {
  document.documentElement.lang = lang;
  const bar = document.getElementById('gallery-bar')!;
  const main = document.getElementById('gallery-main')!;
  const entry = currentEntry();
  if (!chrome) bar.remove();
  if (frame === 'phone' && entry) {
    const inner = withParams(location.pathname + location.search, { frame: 'none', chrome: '0' });
    renderToolbar(bar, entry, el('span'));
    main.replaceChildren(el('iframe', { className: 'g-phone', src: inner, title: 'The page on a 390 by 844 phone' }));
    document.body.classList.add('g-framed');
    return;
  }
  if (!entry) {
    document.getElementById('gallery-host')?.remove();
    bar.append(el('strong', { className: 'g-title' }, 'Beckon gallery'));
    renderIndex(main);
    return;
  }
  main.remove();
  const status = el('p', { className: 'g-status', role: 'status' });
  if (chrome) renderToolbar(bar, entry, status);
  document.title = `${TYPE_NAMES[entry.type]} ${entry.format} — ${SCREEN_NAMES[entry.screen]} (${lang}) · Beckon gallery`;
  showPopup(entry, status);
}

start();
