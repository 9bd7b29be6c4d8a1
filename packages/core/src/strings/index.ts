import type { Language } from '../types/design.js';
import type { Text } from './texts.js';
import * as texts from './texts.js';

export { texts };
export type { Text };

/** A text in the pop-up's language, with `{name}` placeholders filled from vars. */
export function t(lang: Language, text: Text, vars: Record<string, string> = {}): string {
  return text[lang].replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

/** Hebrew reads right to left. */
export function directionOf(lang: Language): 'rtl' | 'ltr' {
  return lang === 'he' ? 'rtl' : 'ltr';
}
