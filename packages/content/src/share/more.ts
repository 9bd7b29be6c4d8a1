import { filterShareServices, SHARE_CATALOGUE, SHARE_ICONS, type ShareCatalogueEntry, shareTexts, t } from '@beckon/core';
import { freshId } from '../dom/frame.js';
import { shareFrom } from './act.js';
import { type BarContext, nativeShareAvailable } from './context.js';
import { serviceControl } from './controls.js';
import { openDialog } from './dialog.js';
import { iconElement } from './icon.js';

/** Every service this device can use: the device's own dialog only where it has one. */
function listedServices(): ShareCatalogueEntry[] {
  return SHARE_CATALOGUE.filter((service) => service.key !== 'native' || nativeShareAvailable());
}

function searchBox(list: HTMLElement, context: BarContext): HTMLInputElement {
  const search = document.createElement('input');
  search.type = 'search';
  search.className = 'beckon-share-dialog__input beckon-share-dialog__search';
  search.setAttribute('aria-label', t(context.lang, shareTexts.search));
  search.placeholder = t(context.lang, shareTexts.search);
  search.setAttribute('aria-controls', list.id);
  search.autocomplete = 'off';
  search.maxLength = 100;
  return search;
}

/**
 * The 'more' popup (SPEC §2): every service, with a search box that keeps those whose name holds
 * the text, in any case (core's filterShareServices). An empty result says so in a live region.
 */
export function openMore(trigger: HTMLElement, context: BarContext): void {
  const { lang } = context;
  const dialog = openDialog({ title: t(lang, shareTexts.moreTitle), lang, dir: context.dir, returnTo: trigger, className: 'beckon-share-dialog--more' });
  const list = document.createElement('ul');
  list.id = freshId('beckon-share-catalogue');
  list.className = 'beckon-share-dialog__list';
  const items = new Map<string, HTMLLIElement>();
  const services = listedServices();
  for (const service of services) {
    const item = document.createElement('li');
    item.appendChild(serviceControl(service.key, context, true));
    items.set(service.key, item);
    list.appendChild(item);
  }
  const empty = document.createElement('p');
  empty.className = 'beckon-share-dialog__empty';
  empty.setAttribute('role', 'status');
  const search = searchBox(list, context);
  search.addEventListener('input', () => {
    const shown = new Set(filterShareServices(services, search.value).map((service) => service.key));
    items.forEach((item, key) => (item.hidden = !shown.has(key as ShareCatalogueEntry['key'])));
    empty.textContent = shown.size ? '' : t(lang, shareTexts.noResults);
  });
  list.addEventListener('click', (event) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>('[data-share-service]');
    if (!control) return;
    dialog.close();
    shareFrom(control, event, context, trigger);
  });
  dialog.panel.append(search, empty, list);
  search.focus();
}

/** The bar's 'More' button; it opens the popup. */
export function moreButton(context: BarContext): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'beckon-share__button beckon-share__more';
  const label = t(context.lang, shareTexts.more);
  button.setAttribute('aria-label', label);
  button.title = label;
  button.setAttribute('aria-haspopup', 'dialog');
  button.style.setProperty('--beckon-share-colour', '#4B5563');
  button.appendChild(iconElement(SHARE_ICONS.more));
  button.addEventListener('click', () => openMore(button, context));
  return button;
}
