import { t, texts, type Language } from '@beckon/core';
import { flagOf, type Country } from './countries.js';

/** The dropdown's parts, all inside one shadow root. */
export interface PickerParts {
  root: HTMLElement;
  toggle: HTMLButtonElement;
  flag: HTMLElement;
  dial: HTMLElement;
  popup: HTMLElement;
  search: HTMLInputElement;
  list: HTMLUListElement;
  note: HTMLElement;
}

function part<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, parent: Node): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  parent.appendChild(node);
  return node;
}

/**
 * WAI-ARIA combobox with a listbox popup: the button opens a popup holding the search box
 * (role=combobox, owning the listbox through aria-controls and pointing at the active option with
 * aria-activedescendant) and the list of countries.
 */
export function buildPicker(shadow: ShadowRoot, lang: Language, dir: 'rtl' | 'ltr'): PickerParts {
  const root = part('div', 'picker', shadow);
  root.dir = dir;
  root.lang = lang;
  const toggle = part('button', 'toggle', root);
  toggle.type = 'button';
  toggle.setAttribute('aria-haspopup', 'listbox');
  toggle.setAttribute('aria-expanded', 'false');
  const flag = part('span', 'flag', toggle);
  flag.setAttribute('aria-hidden', 'true');
  const dial = part('span', 'dial', toggle);
  part('span', 'caret', toggle).textContent = '▾';
  toggle.lastElementChild!.setAttribute('aria-hidden', 'true');
  const popup = part('div', 'popup', root);
  popup.hidden = true;
  const search = part('input', 'search', popup);
  search.type = 'text';
  search.autocomplete = 'off';
  search.spellcheck = false;
  search.setAttribute('role', 'combobox');
  search.setAttribute('aria-autocomplete', 'list');
  search.setAttribute('aria-expanded', 'true');
  search.setAttribute('aria-controls', 'countries');
  search.setAttribute('aria-label', t(lang, texts.countrySearch));
  search.placeholder = t(lang, texts.countrySearch);
  const list = part('ul', 'list', popup);
  list.id = 'countries';
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', t(lang, texts.countriesList));
  const note = part('p', 'note', popup);
  note.setAttribute('role', 'status');
  return { root, toggle, flag, dial, popup, search, list, note };
}

/** One option per country: its flag, its name, its dial code. */
export function countryOption(country: Country): HTMLLIElement {
  const option = document.createElement('li');
  option.className = 'option';
  option.id = `country-${country.iso}`;
  option.setAttribute('role', 'option');
  option.setAttribute('aria-selected', 'false');
  option.dataset.iso = country.iso;
  const flag = part('span', 'flag', option);
  flag.setAttribute('aria-hidden', 'true');
  flag.textContent = flagOf(country.iso);
  part('span', 'name', option).textContent = country.name;
  part('span', 'dial', option).textContent = country.dial;
  return option;
}

/** Letters without their accents, in lower case: "réunion" is found by "reunion". */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** A country matches by its name (any word's start or anywhere), its dial code with or without +, or its ISO code. */
export function countryMatches(country: Country, query: string): boolean {
  const wanted = searchable(query);
  if (wanted === '') return true;
  const digits = wanted.replace(/^\+/, '');
  if (/^\d+$/.test(digits)) return country.dial.slice(1).startsWith(digits);
  return searchable(country.name).includes(wanted) || country.iso.toLowerCase() === wanted;
}
