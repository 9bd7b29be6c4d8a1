import type { Language } from '../types/design.js';
import { t, texts } from '../strings/index.js';
import { parseDate } from './date.js';

/**
 * SPEC §5: a birthday is a real date (as a date field reads it) before today, else 'Please enter
 * a valid birthday.'. Today is `now`'s UTC date, so the widget and the server agree.
 */
export function birthdayError(value: string, now: Date, lang: Language): string | null {
  const date = parseDate(value);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (!date || Date.UTC(date.year, date.month - 1, date.day) >= today) return t(lang, texts.birthdayInvalid);
  return null;
}
