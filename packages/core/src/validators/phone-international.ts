/**
 * `@beckon/core/phone`: the international phone check (SPEC §5). It carries libphonenumber-js's
 * metadata (tens of KB), so nothing reachable from core's main entry may import this module: the
 * widget loads it with import() when a pop-up has an international phone field, and passes it to
 * `validateForm` as `ctx.phone`.
 */
import { isSupportedCountry, parsePhoneNumberWithError } from 'libphonenumber-js/min';
import type { InternationalPhoneResult } from './phone-checker.js';

export type { InternationalPhoneChecker, InternationalPhoneResult } from './phone-checker.js';

/**
 * Parses a number typed for `country` (ISO 3166 alpha-2, any case): a number without a dial
 * code gets the country's, its national leading 0 stripped ('050 123 4567', 'IL' →
 * '+972501234567'). 'invalid' when it parses but is no valid number; 'empty_or_error' when it is
 * empty or cannot be parsed at all (letters, an unknown country and no dial code).
 */
export function internationalPhone(value: string, country: string): InternationalPhoneResult {
  const text = value.trim();
  if (text === '') return { ok: false, message: 'empty_or_error' };
  const code = country.trim().toUpperCase();
  try {
    const number = parsePhoneNumberWithError(text, isSupportedCountry(code) ? { defaultCountry: code, extract: false } : { extract: false });
    return number.isValid() ? { ok: true, e164: number.number } : { ok: false, message: 'invalid' };
  } catch {
    return { ok: false, message: 'empty_or_error' };
  }
}
