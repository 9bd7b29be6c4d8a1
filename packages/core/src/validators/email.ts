import { NAME_EMAIL_MAX_LENGTH } from '../constants.js';

/** Local part without spaces or specials; a domain of dot-separated labels and a 2+ letter TLD. */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** SPEC §5: standard address pattern, at most 254 characters (§9). */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length > 0 && email.length <= NAME_EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) && !email.includes('..');
}

/** SPEC §4: the converted visitor's email is stored lowercase. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

const ANY_ADDRESS = /^[^@\s]+@[^@\s]+$/;

/**
 * Looser than isValidEmail on purpose: any address that may have been stored under an older
 * rule, for finding what is kept (a visitor's request to be forgotten), never for taking new input.
 */
export function isStoredEmailShape(value: string): boolean {
  return ANY_ADDRESS.test(value.trim());
}
