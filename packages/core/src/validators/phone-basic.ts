import { PHONE_MAX_LENGTH } from '../constants.js';
import type { Language } from '../types/design.js';
import { t, texts } from '../strings/index.js';

/** SPEC §5: what a phone number may be typed with: digits and the symbols + - ( ) space and dot. */
export const PHONE_CHARACTERS = /^[\d+\-(). ]+$/;

/** How many digits a phone value holds. */
export function phoneDigitCount(value: string): number {
  return value.replace(/\D/g, '').length;
}

/**
 * SPEC §5 basic phone check (the default mode): only digits and phone symbols, at least one
 * digit and no more than 15 of them; else 'Please enter a valid phone number'.
 */
export function phoneBasicError(rawValue: string, lang: Language): string | null {
  const value = rawValue.trim();
  const digits = phoneDigitCount(value);
  if (!PHONE_CHARACTERS.test(value) || digits === 0 || digits > PHONE_MAX_LENGTH) return t(lang, texts.phoneInvalid);
  return null;
}
