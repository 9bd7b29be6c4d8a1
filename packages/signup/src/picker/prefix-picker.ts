import { t, texts, type Language } from '@beckon/core';
import { adoptStyles, attachOpenShadow, warn } from '@beckon/embed-kit';
import { prefixOf } from '../runtime/read-form.js';
import { shadowCss } from '../styles.js';
import { flagOf, loadCountries, replacePrefix, type Country } from './countries.js';
import { buildPicker, countryMatches, countryOption, type PickerParts } from './picker-dom.js';

export interface PickerOptions {
  /** the Beckon server the form posts to, which also answers its country list */
  server: string;
  lang: Language;
  dir: 'rtl' | 'ltr';
  nonce: string | undefined;
}

/** The class of the element that holds a dropdown, placed just before its SMS input. */
export const PREFIX_HOST_CLASS = 'beckon-signup-prefix';
const GLOBE = '🌐';

/**
 * SPEC §1 country-prefix dropdown of one SMS input. What it shows and what it wrote live on the
 * input (data-prefix, data-country), where the form's rules read the dial code; the list is asked
 * of the server the first time the dropdown opens.
 */
class PrefixPicker {
  private readonly parts: PickerParts;
  private countries: Country[] = [];
  private options: HTMLLIElement[] = [];
  private visible: HTMLLIElement[] = [];
  private active = -1;
  private activeOption: HTMLLIElement | undefined;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly input: HTMLInputElement,
    private readonly host: HTMLElement,
    private readonly settings: PickerOptions,
  ) {
    const shadow = attachOpenShadow(host);
    adoptStyles(shadow, shadowCss, settings.nonce);
    this.parts = buildPicker(shadow, settings.lang, settings.dir);
    this.listen();
    const dial = prefixOf(input);
    if (dial && input.value.trim() === '') input.value = `${dial} `;
    this.showChoice();
  }

  get isOpen(): boolean {
    return !this.parts.popup.hidden;
  }

  private listen(): void {
    const { toggle, search, list } = this.parts;
    toggle.addEventListener('click', () => (this.isOpen ? this.close(true) : this.open()));
    toggle.addEventListener('keydown', (event) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      this.open();
    });
    search.addEventListener('input', () => this.filter());
    search.addEventListener('keydown', (event) => this.onKey(event));
    // A press on the list keeps the focus in the search box; the click then chooses.
    list.addEventListener('mousedown', (event) => event.preventDefault());
    list.addEventListener('click', (event) => {
      const option = (event.target as Element).closest<HTMLLIElement>('[role=option]');
      if (option) this.choose(option);
    });
    document.addEventListener('pointerdown', (event) => {
      if (this.isOpen && !event.composedPath().includes(this.host)) this.close(false);
    });
  }

  /** The button says the chosen country: its flag when known, and its dial code. */
  private showChoice(): void {
    const dial = prefixOf(this.input) ?? '';
    const iso = this.input.getAttribute('data-country')?.trim().toUpperCase() ?? '';
    const known = /^[A-Z]{2}$/.test(iso) ? iso : (this.onlyCountryWith(dial)?.iso ?? '');
    const { flag, toggle, dial: dialText } = this.parts;
    flag.textContent = known ? flagOf(known) : GLOBE;
    dialText.textContent = dial;
    const name = this.countries.find((country) => country.iso === known)?.name;
    const label =
      dial === '' ? t(this.settings.lang, texts.countryCodeNone) : t(this.settings.lang, texts.countryCodeButton, { country: name ? `${name} ${dial}` : dial });
    toggle.setAttribute('aria-label', label);
    for (const option of this.options) option.setAttribute('aria-selected', String(option.dataset.iso === known));
  }

  /** A dial code only one country has (+972) names its country; a shared one (+1, +44) does not. */
  private onlyCountryWith(dial: string): Country | undefined {
    const having = this.countries.filter((country) => country.dial === dial);
    return having.length === 1 ? having[0] : undefined;
  }

  open(): void {
    const { popup, toggle, search } = this.parts;
    popup.hidden = false;
    toggle.setAttribute('aria-expanded', 'true');
    search.value = '';
    search.focus();
    if (this.options.length > 0) this.filter();
    else void this.load();
  }

  close(returnFocus: boolean): void {
    const { popup, toggle, search } = this.parts;
    popup.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
    search.removeAttribute('aria-activedescendant');
    if (returnFocus) toggle.focus();
  }

  private load(): Promise<void> {
    const { note, list } = this.parts;
    const { server, lang } = this.settings;
    note.hidden = false;
    note.textContent = t(lang, texts.countriesLoading);
    this.loading ??= loadCountries(server, lang).then(
      (countries) => {
        this.countries = countries;
        this.options = countries.map(countryOption);
        list.replaceChildren(...this.options);
        this.showChoice();
        if (this.isOpen) this.filter();
      },
      (error: unknown) => {
        this.loading = null;
        note.textContent = t(lang, texts.countriesFailed);
        warn('could not load the countries of the SMS dropdown', error);
      },
    );
    return this.loading;
  }

  /** Only the countries matching the search show; the chosen one is active when it shows, else the first. */
  private filter(): void {
    const query = this.parts.search.value;
    this.visible = [];
    this.options.forEach((option, index) => {
      option.hidden = !countryMatches(this.countries[index]!, query);
      if (!option.hidden) this.visible.push(option);
    });
    const { note } = this.parts;
    note.hidden = this.visible.length > 0;
    note.textContent = this.visible.length > 0 ? '' : t(this.settings.lang, texts.countriesNoMatch);
    const chosen = this.visible.findIndex((option) => option.getAttribute('aria-selected') === 'true');
    this.setActive(chosen >= 0 && query.trim() === '' ? chosen : 0);
  }

  private setActive(index: number): void {
    this.activeOption?.classList.remove('active');
    this.active = this.visible.length === 0 ? -1 : Math.max(0, Math.min(index, this.visible.length - 1));
    const option = (this.activeOption = this.visible[this.active]);
    const { search } = this.parts;
    if (!option) return search.removeAttribute('aria-activedescendant');
    option.classList.add('active');
    search.setAttribute('aria-activedescendant', option.id);
    option.scrollIntoView?.({ block: 'nearest' });
  }

  /** WAI-ARIA combobox keys: arrows, Home and End move, Enter chooses, Escape closes back to the button, Tab leaves. */
  private onKey(event: KeyboardEvent): void {
    const moves: Record<string, number> = { ArrowDown: this.active + 1, ArrowUp: this.active - 1, Home: 0, End: this.visible.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      this.setActive(moves[event.key]!);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = this.visible[this.active];
      if (option) this.choose(option);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      this.close(true);
    } else if (event.key === 'Tab') this.close(false);
  }

  /** The chosen country's dial code replaces the one in the input, which keeps the rest of the number. */
  private choose(option: HTMLLIElement): void {
    const country = this.countries[this.options.indexOf(option)];
    if (!country) return;
    const before = prefixOf(this.input);
    this.input.value = replacePrefix(this.input.value, [...new Set([...(before ? [before] : []), ...this.countries.map((c) => c.dial)])], country.dial);
    this.input.setAttribute('data-prefix', country.dial);
    this.input.setAttribute('data-country', country.iso);
    this.input.dispatchEvent(new Event('input', { bubbles: true }));
    this.showChoice();
    this.close(false);
    this.input.focus();
  }
}

/** A dropdown before the SMS input, in its own shadow root; nothing happens if one is there already. */
export function attachPrefixPicker(input: HTMLInputElement, options: PickerOptions): void {
  const previous = input.previousElementSibling;
  if (previous?.classList.contains(PREFIX_HOST_CLASS)) return;
  const host = document.createElement('span');
  host.className = PREFIX_HOST_CLASS;
  // Inline, so that no page rule on spans can hide or stretch the dropdown.
  host.style.display = 'inline-block';
  host.style.position = 'relative';
  input.insertAdjacentElement('beforebegin', host);
  new PrefixPicker(input, host, options);
}
