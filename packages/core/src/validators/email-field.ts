import type { Language } from '../types/design.js';
import { t, texts } from '../strings/index.js';
import { isValidEmail } from './email.js';

/** SPEC §5 email: allowed characters and the standard pattern (at most 254, §9), else 'There are typos in the email'. */
export function emailError(value: string, lang: Language): string | null {
  return isValidEmail(value) ? null : t(lang, texts.emailTypos);
}
