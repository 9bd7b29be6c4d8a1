import { formatShareCount, shareTexts, t, type Language } from '@beckon/core';
import type { PageCounts } from './counts.js';

/**
 * The bar's total, in a box that is there from the start (empty until the counts come), so
 * showing it moves nothing. Screen readers hear it as words: '1.2K shares'.
 */
export function totalBox(bar: HTMLElement, lang: Language): HTMLElement {
  const box = document.createElement('span');
  box.className = 'beckon-share__total';
  const number = document.createElement('span');
  number.className = 'beckon-share__total-count';
  const words = document.createElement('span');
  words.className = 'beckon-share__total-words';
  words.textContent = t(lang, shareTexts.total);
  box.append(number, words);
  bar.prepend(box);
  return box;
}

/**
 * Shows the counts (SPEC §5 and §9: only counts of at least 1; K and M): a badge on each
 * service's control, floating on its corner so the control keeps its size, and the total.
 */
export function showCounts(bar: HTMLElement, total: HTMLElement | null, counts: PageCounts, lang: Language): void {
  for (const control of bar.querySelectorAll<HTMLElement>('[data-share-service]')) {
    const count = counts.counts[control.dataset.shareService!];
    const text = formatShareCount(count);
    let badge = control.querySelector<HTMLElement>(':scope > .beckon-share__count');
    // The name says the count the badge shows (a name that omits visible words misleads voice control).
    const named = control.dataset.shareLabel ?? control.getAttribute('aria-label');
    if (named !== null) {
      control.dataset.shareLabel = named;
      control.setAttribute(
        'aria-label',
        text ? `${named}, ${t(lang, count === 1 ? shareTexts.serviceCountOne : shareTexts.serviceCount, { count: text })}` : named,
      );
    }
    if (!text) {
      badge?.remove();
      continue;
    }
    if (!badge) {
      badge = document.createElement('span');
      badge.className = 'beckon-share__count';
      badge.setAttribute('aria-hidden', 'true');
      control.appendChild(badge);
    }
    badge.textContent = text;
  }
  const totalText = formatShareCount(counts.total);
  if (!total) return;
  total.classList.toggle('beckon-share__total--shown', totalText !== null);
  total.querySelector('.beckon-share__total-count')!.textContent = totalText ?? '';
  total.querySelector('.beckon-share__total-words')!.textContent = t(lang, counts.total === 1 ? shareTexts.totalOne : shareTexts.total);
}
