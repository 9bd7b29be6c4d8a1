import { type Language, shareTexts, t } from '@beckon/core';
import { freshId } from '../dom/frame.js';

/**
 * The vertical bar's hide/show slider (SPEC §4): a button under the bar, titled 'Hide' while
 * the bar shows and 'Share' while it is slid away. The slide takes SPEC §9's 400 ms (none with
 * reduced motion, in the stylesheet); a slid-away bar is inert, so no hidden link takes focus.
 */
export function addSlider(bar: HTMLElement, list: HTMLElement, lang: Language, startHidden: boolean): HTMLButtonElement {
  list.id ||= freshId('beckon-share-list');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'beckon-share__slider';
  button.setAttribute('aria-controls', list.id);
  const arrow = document.createElement('span');
  arrow.className = 'beckon-share__arrow';
  arrow.setAttribute('aria-hidden', 'true');
  const words = document.createElement('span');
  words.className = 'beckon-share__slider-text';
  button.append(arrow, words);
  const apply = (hidden: boolean) => {
    const label = t(lang, hidden ? shareTexts.show : shareTexts.hide);
    words.textContent = label;
    button.title = label;
    button.setAttribute('aria-expanded', String(!hidden));
    bar.classList.toggle('beckon-share--slid', hidden);
    list.inert = hidden;
  };
  apply(startHidden);
  button.addEventListener('click', () => apply(!bar.classList.contains('beckon-share--slid')));
  bar.appendChild(button);
  return button;
}
