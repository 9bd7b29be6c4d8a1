import { contentTexts, type Language, t } from '@beckon/core';
import { freshId } from '../dom/frame.js';

/**
 * The toggle: the publisher's own `[data-menu-toggle]` button when the nav has one (its words
 * and look kept), else a new "Menu" button with three bars. It controls the list it comes before,
 * so Tab goes from the open toggle straight into the links.
 */
export function menuToggle(nav: HTMLElement, list: HTMLElement, lang: Language): HTMLButtonElement {
  list.id ||= freshId('beckon-menu-list');
  let button = nav.querySelector<HTMLButtonElement>('button[data-menu-toggle]');
  if (!button) {
    button = document.createElement('button');
    const bars = document.createElement('span');
    bars.className = 'beckon-menu__bars';
    bars.setAttribute('aria-hidden', 'true');
    button.append(bars, t(lang, contentTexts.menuOpen));
    list.before(button);
  }
  button.type = 'button';
  button.classList.add('beckon-menu__toggle');
  button.setAttribute('aria-controls', list.id);
  button.setAttribute('aria-expanded', 'false');
  return button;
}
