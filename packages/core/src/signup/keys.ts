/** The part of a keydown event the key filters read. */
export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** SPEC §5: the characters an SMS input takes from the keyboard. */
const SMS_KEYS: ReadonlySet<string> = new Set([...'0123456789', ' ', '+', '(', ')', '-']);
/** SPEC §5: the characters a date input takes from the keyboard. */
const DATE_KEYS: ReadonlySet<string> = new Set([...'0123456789', ' ', '-', '/']);

/**
 * Named keys (Backspace, Delete, Tab, the arrows, Home, End, Enter, Shift, and the
 * 'Unidentified' that Android keyboards report for every key) type no character of their own,
 * so only one-character keys are filtered. Ctrl and Meta combinations are shortcuts (paste, select
 * all, undo) and always pass; what a paste brings in is checked on submit.
 */
function keyAllowed(press: KeyPress, allowed: ReadonlySet<string>): boolean {
  if (press.ctrlKey === true || press.metaKey === true) return true;
  const typesOneCharacter = [...press.key].length === 1;
  return !typesOneCharacter || allowed.has(press.key);
}

/** SPEC §5: SMS keys are digits, space, plus, brackets and dash (plus the editing keys). */
export function smsKeyAllowed(press: KeyPress): boolean {
  return keyAllowed(press, SMS_KEYS);
}

/** SPEC §5: date keys are digits, space, dash and slash (plus the editing keys). */
export function dateKeyAllowed(press: KeyPress): boolean {
  return keyAllowed(press, DATE_KEYS);
}
