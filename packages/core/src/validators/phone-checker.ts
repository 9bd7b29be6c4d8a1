import type { Language } from '../types/design.js';
import { t, texts } from '../strings/index.js';

/**
 * The international phone check's answer (SPEC §5). Declared apart from the checker itself
 * (`@beckon/core/phone`) so that core's main entry never loads the phone metadata.
 */
export type InternationalPhoneResult = { ok: true; e164: string } | { ok: false; message: 'invalid' | 'empty_or_error' };

/** The shape of `internationalPhone` from `@beckon/core/phone`, injected where it is loaded. */
export type InternationalPhoneChecker = (value: string, country: string) => InternationalPhoneResult;

/**
 * SPEC §5 international phone messages: an invalid number gives 'Invalid number - please try
 * again'; an exception, or a required number left empty, 'Please enter a valid phone number'.
 */
export function internationalPhoneError(result: InternationalPhoneResult, lang: Language): string | null {
  if (result.ok) return null;
  return t(lang, result.message === 'invalid' ? texts.phoneInternationalInvalid : texts.phoneInvalid);
}
