import type { DesignedField, Language } from '../types/design.js';
import { t, texts } from '../strings/index.js';

export interface CalendarDate {
  day: number;
  month: number;
  year: number;
}

/** A four-digit year, a month 1-12 and a day that month has (29 February only in leap years). */
function realDate(day: number, month: number, year: number): CalendarDate | null {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? { day, month, year } : null;
}

/**
 * SPEC §5 date format dd/mm/yyyy. Also read: d/m/yyyy, the same with '.' or '-' between the
 * parts, and ISO yyyy-mm-dd as a native date picker sends it. Null when it is no real date.
 */
export function parseDate(rawValue: string): CalendarDate | null {
  const value = rawValue.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso) return realDate(Number(iso[3]), Number(iso[2]), Number(iso[1]));
  const dayFirst = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/.exec(value);
  if (dayFirst) return realDate(Number(dayFirst[1]), Number(dayFirst[3]), Number(dayFirst[4]));
  return null;
}

/** The date written dd/mm/yyyy: 29 February 2024 → '29/02/2024'. */
export function formatDate(date: CalendarDate): string {
  return `${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}/${date.year}`;
}

/** SPEC §5: a date field's value as dd/mm/yyyy, or null when it is no real date. */
export function normaliseDate(value: string): string | null {
  const date = parseDate(value);
  return date ? formatDate(date) : null;
}

/** SPEC §5 date fields: a real date, else 'Please enter a valid date in the format dd/mm/yyyy'. */
export function dateError(value: string, lang: Language): string | null {
  return parseDate(value) ? null : t(lang, texts.dateInvalid);
}

/** A birthday field: type 'birthday' or the standard key birthday (SPEC §3). */
export function isBirthdayField(field: Pick<DesignedField, 'type' | 'field_key'>): boolean {
  return field.type === 'birthday' || field.field_key === 'birthday';
}
