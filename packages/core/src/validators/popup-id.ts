import { POPUP_ID_LENGTH } from '../constants.js';

const POPUP_ID_PATTERN = new RegExp(`^[a-z0-9]{${POPUP_ID_LENGTH}}$`);

/** SPEC §1: a pop-up id is 13 characters (lowercase letters and digits). */
export function isPopupId(value: unknown): value is string {
  return typeof value === 'string' && POPUP_ID_PATTERN.test(value);
}
