import type { Language } from '@beckon/core';

/**
 * The part's language: the nearest lang attribute (the element's own, else the page's); with no
 * lang anywhere, a right-to-left direction means Hebrew, the kit's one right-to-left language.
 */
export function languageOf(element: Element): Language {
  const lang = element.closest('[lang]')?.getAttribute('lang')?.trim();
  if (lang) return /^(he|iw)([-_]|$)/i.test(lang) ? 'he' : 'en';
  return element.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl' ? 'he' : 'en';
}
