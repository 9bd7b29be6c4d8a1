import { contentTexts, type Language, t } from '@beckon/core';
import { freshId } from '../dom/frame.js';

/** A long list shows its first `limit` entries and a 'Show more' / 'Show less' button for the rest. */
export function addShowMore(body: HTMLElement, list: HTMLElement, limit: number, lang: Language): void {
  const extra = [...list.children].filter((item) => item.tagName === 'LI').slice(limit);
  if (limit <= 0 || extra.length === 0) return;
  list.id ||= freshId('beckon-toc-list');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'beckon-toc__more';
  button.setAttribute('aria-controls', list.id);
  const apply = (open: boolean) => {
    for (const item of extra) (item as HTMLElement).hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    button.textContent = t(lang, open ? contentTexts.tocShowLess : contentTexts.tocShowMore);
  };
  apply(false);
  button.addEventListener('click', () => apply(button.getAttribute('aria-expanded') !== 'true'));
  body.appendChild(button);
}
