import { MESSAGE_FADE_MS, t, texts, type Language } from '@beckon/core';
import { adoptStyles, attachOpenShadow } from '@beckon/embed-kit';
import { shadowCss } from '../styles.js';

/** SPEC §8: success and update read as success, already_exist as a warning, the rest as errors. */
export type Tone = 'success' | 'warning' | 'error';

export interface MessageArea {
  /** SPEC §4 processing: the loader shows while the call is on its way. */
  processing(on: boolean): void;
  /** A message in the live region, gone after MESSAGE_FADE_MS (SPEC §9). */
  show(text: string, tone: Tone): void;
  /** The element the area lives in, inside the form. */
  host: HTMLElement;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, parent: Node): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  parent.appendChild(node);
  return node;
}

/**
 * The form's message area and loader, in a shadow root so that the page's CSS cannot hide or
 * restyle them: in the form's [data-beckon-messages] element when it has one, else at its end.
 * Two live regions, so that an error interrupts (role=alert) and the rest wait their turn (role=status).
 */
export function createMessageArea(form: HTMLFormElement, lang: Language, dir: 'rtl' | 'ltr', nonce: string | undefined): MessageArea {
  let host = form.querySelector<HTMLElement>('[data-beckon-messages]');
  if (!host) {
    host = document.createElement('div');
    host.setAttribute('data-beckon-messages', '');
    form.appendChild(host);
  }
  const shadow = attachOpenShadow(host);
  adoptStyles(shadow, shadowCss, nonce);
  const area = element('div', 'area', shadow);
  area.dir = dir;
  area.lang = lang;
  const loader = element('div', 'loader', area);
  loader.hidden = true;
  element('span', 'spin', loader).setAttribute('aria-hidden', 'true');
  element('span', '', loader).textContent = t(lang, texts.signupSending);
  const polite = element('div', 'msg', area);
  polite.setAttribute('role', 'status');
  const urgent = element('div', 'msg', area);
  urgent.setAttribute('role', 'alert');
  let fade: ReturnType<typeof setTimeout> | undefined;

  // The regions stay in the page, empty, so that assistive technology is already listening when a message comes.
  const clear = () => {
    for (const region of [polite, urgent]) {
      region.className = 'msg';
      region.textContent = '';
    }
  };
  return {
    host,
    processing(on) {
      loader.hidden = !on;
      if (on) clear();
    },
    show(text, tone) {
      clearTimeout(fade);
      clear();
      const region = tone === 'error' ? urgent : polite;
      // Read once between the two class changes, so that the fade starts over for a repeated message.
      void region.offsetWidth;
      region.className = `msg ${tone}`;
      region.textContent = text;
      fade = setTimeout(clear, MESSAGE_FADE_MS);
    },
  };
}
