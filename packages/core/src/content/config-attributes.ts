/** Reads one attribute of the publisher's element; null when it is absent. */
export type AttributeReader = (name: string) => string | null;

/** Beckon's own bound: characters of a selector an attribute may name. */
export const CONTENT_SELECTOR_MAX_LENGTH = 200;

/**
 * A yes/no attribute: present and empty, `true`, `1`, `yes` or `on` mean yes; `false`, `0`, `no`
 * or `off` mean no; absent or anything else keeps the default (a typo never flips a setting).
 */
export function flagAttribute(value: string | null, fallback: boolean): boolean {
  if (value === null) return fallback;
  const text = value.trim().toLowerCase();
  if (['', 'true', '1', 'yes', 'on'].includes(text)) return true;
  if (['false', '0', 'no', 'off'].includes(text)) return false;
  return fallback;
}

/** A whole number in [min, max], else the fallback. */
export function integerAttribute(value: string | null, fallback: number, min: number, max: number): number {
  if (value === null || !/^\s*-?\d+\s*$/.test(value)) return fallback;
  const number = Number(value);
  return number >= min && number <= max ? number : fallback;
}

/** A selector as written, or null when empty or too long to be one a publisher meant. */
export function selectorAttribute(value: string | null): string | null {
  const text = value?.trim() ?? '';
  return text && text.length <= CONTENT_SELECTOR_MAX_LENGTH ? text : null;
}
