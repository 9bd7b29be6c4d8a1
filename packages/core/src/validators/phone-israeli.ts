import { ISRAELI_AREA_CODE_NUMBER_LENGTH, ISRAELI_AREA_CODES, ISRAELI_MOBILE_NUMBER_LENGTH, ISRAELI_MOBILE_PREFIXES } from '../constants.js';
import type { Language } from '../types/design.js';
import { t, texts } from '../strings/index.js';

/**
 * SPEC §5 Israeli 'advanced' phone: no double dashes; with the dashes removed only digits are
 * left; an area code 02/03/04/08/09 and 9 digits in all, or a prefix 050-055, 058, 072-074,
 * 076, 077, 079 and 10 digits in all. Returns the digits ('0501234567'), or null when wrong.
 */
export function israeliPhoneDigits(rawValue: string): string | null {
  const value = rawValue.trim();
  if (value.includes('--')) return null;
  const digits = value.replace(/-/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if ((ISRAELI_AREA_CODES as readonly string[]).includes(digits.slice(0, 2))) {
    return digits.length === ISRAELI_AREA_CODE_NUMBER_LENGTH ? digits : null;
  }
  if ((ISRAELI_MOBILE_PREFIXES as readonly string[]).includes(digits.slice(0, 3))) {
    return digits.length === ISRAELI_MOBILE_NUMBER_LENGTH ? digits : null;
  }
  return null;
}

/** SPEC §5: a wrong Israeli number gets 'מספר הטלפון שגוי' ('The phone number is wrong'). */
export function israeliPhoneError(value: string, lang: Language): string | null {
  return israeliPhoneDigits(value) === null ? t(lang, texts.phoneIsraeliWrong) : null;
}
