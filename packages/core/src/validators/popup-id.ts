import { POPUP_ID_LENGTH } from '../constants.js';

/** SPEC §1: a pop-up id is 13 characters (lowercase letters and digits). */
export const POPUP_ID_PATTERN = `^[a-z0-9]{${POPUP_ID_LENGTH}}$`;
/** A site's client id as the embed snippet and every call name it. */
export const CLIENT_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
/** The public id of the account that owns a pop-up (SPEC §3 viewer_id). */
export const VIEWER_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

const POPUP_ID = new RegExp(POPUP_ID_PATTERN);

export function isPopupId(value: unknown): value is string {
  return typeof value === 'string' && POPUP_ID.test(value);
}
