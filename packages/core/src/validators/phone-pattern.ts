import { PHONE_MAX_LENGTH, PHONE_MIN_LENGTH } from '../constants.js';
import type { Language } from '../types/design.js';
import { t, texts } from '../strings/index.js';
import { PHONE_CHARACTERS, phoneDigitCount } from './phone-basic.js';

/**
 * SPEC §5/§9 phone 'pattern' mode: 7 to 15 digits, written with digits and phone symbols
 * (+ - ( ) space .) only; else 'Please enter 7 to 15 digits and avoid using letters or symbols'.
 * The symbols do not count towards the 7 to 15, so '+972 (50) 123-4567' (12 digits) passes.
 */
export function phonePatternError(rawValue: string, lang: Language): string | null {
  const value = rawValue.trim();
  const digits = phoneDigitCount(value);
  if (!PHONE_CHARACTERS.test(value) || digits < PHONE_MIN_LENGTH || digits > PHONE_MAX_LENGTH) return t(lang, texts.phonePattern);
  return null;
}
