import { LIST_ID_PATTERN } from '../api/admin-lists.js';
import { SIGNUP_DOUBLE_OPT_IN_MODES, type PopupSettings } from '../types/popup.js';

/** Issue 18: how many lists one pop-up's leads may join; the schema and the editor hold to it too. */
export const POPUP_SIGNUP_LIMITS = { lists: 20 } as const;

const listIdShape = new RegExp(LIST_ID_PATTERN);

type Add = (path: string, message: string) => void;

/**
 * Issue 18: the lists a pop-up feeds. Only the shape is checked here: whether the account owns
 * each list is the server's to decide when a lead arrives (a list deleted since is skipped).
 */
export function checkPopupSignup(s: Pick<PopupSettings, 'signup_lists' | 'signup_double_opt_in'>, add: Add): void {
  const mode: unknown = s.signup_double_opt_in;
  if (mode !== undefined && !(SIGNUP_DOUBLE_OPT_IN_MODES as readonly unknown[]).includes(mode)) {
    add('signup_double_opt_in', `Choose the double opt-in: ${SIGNUP_DOUBLE_OPT_IN_MODES.join(', ')}.`);
  }
  const lists: unknown = s.signup_lists;
  if (lists === undefined) return;
  if (!Array.isArray(lists)) {
    add('signup_lists', 'The lists must be a list of list ids.');
    return;
  }
  if (lists.length > POPUP_SIGNUP_LIMITS.lists) add('signup_lists', `Leads may join at most ${POPUP_SIGNUP_LIMITS.lists} lists.`);
  const seen = new Set<string>();
  lists.slice(0, POPUP_SIGNUP_LIMITS.lists + 1).forEach((id: unknown, i) => {
    if (typeof id !== 'string' || !listIdShape.test(id)) add(`signup_lists.${i}`, 'This is not a list id: choose the list from your lists.');
    else if (seen.has(id)) add(`signup_lists.${i}`, 'This list is chosen twice.');
    else seen.add(id);
  });
}
