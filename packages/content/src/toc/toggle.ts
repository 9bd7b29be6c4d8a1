import { contentTexts, deviceForWidth, type Language, t, tocHiddenFromCookie, type TocConfig } from '@beckon/core';
import { freshId } from '../dom/frame.js';
import { readCookie, writeToggleCookie } from '../dom/strict-cookie.js';

/**
 * The title becomes the toggle: its own words move into a real button (aria-expanded,
 * aria-controls), so it keeps the publisher's look and size. A table without a title gets one.
 */
function titleButton(nav: HTMLElement, lang: Language): HTMLButtonElement {
  let title = nav.querySelector<HTMLElement>('[data-toc-title]');
  if (!title) {
    title = document.createElement('p');
    title.className = 'beckon-toc__title';
    title.textContent = t(lang, contentTexts.tocTitle);
    nav.prepend(title);
  }
  title.classList.add('beckon-toc__title');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'beckon-toc__toggle';
  button.append(...title.childNodes);
  const chevron = document.createElement('span');
  chevron.className = 'beckon-toc__chevron';
  chevron.setAttribute('aria-hidden', 'true');
  button.appendChild(chevron);
  title.appendChild(button);
  return button;
}

/** Hidden at first when the visitor hid it last time, or (without a choice of theirs) by default or on this device. */
export function startsHidden(config: TocConfig, cookieName: string): boolean {
  const byDefault = config.hiddenByDefault || config.hiddenOn.includes(deviceForWidth(window.innerWidth));
  return tocHiddenFromCookie(readCookie(cookieName), byDefault);
}

/** Makes the table collapsible; each toggle is kept in the table's own cookie. */
export function addToggle(nav: HTMLElement, body: HTMLElement, lang: Language, cookieName: string, hidden: boolean): HTMLButtonElement {
  body.id ||= freshId('beckon-toc-body');
  const button = titleButton(nav, lang);
  button.setAttribute('aria-controls', body.id);
  const apply = (next: boolean) => {
    body.hidden = next;
    button.setAttribute('aria-expanded', String(!next));
    nav.classList.toggle('beckon-toc--collapsed', next);
  };
  apply(hidden);
  button.addEventListener('click', () => {
    const next = !body.hidden;
    apply(next);
    writeToggleCookie(cookieName, next);
  });
  return button;
}
