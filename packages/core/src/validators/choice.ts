import { MULTI_SELECT_SEPARATOR } from '../constants.js';
import type { Language } from '../types/design.js';
import { t, texts } from '../strings/index.js';

/** The options a visitor chose, trimmed, the empty ones dropped. */
export function chosenOptions(value: string | readonly string[]): string[] {
  return (typeof value === 'string' ? [value] : value).map((v) => v.trim()).filter((v) => v !== '');
}

/**
 * SPEC §3: a multi-select (and a checkbox group) is submitted comma-joined. The spec says
 * "comma-joined" and nothing more, so the join is ',' with no space: 'Red,Blue'.
 */
export function joinChoices(value: string | readonly string[]): string {
  return chosenOptions(value).join(MULTI_SELECT_SEPARATOR);
}

/**
 * SPEC §5: a required checkbox, radio or multi-select group needs at least one chosen option,
 * else 'Please choose at least one option'.
 */
export function requiredChoiceError(value: string | readonly string[], lang: Language): string | null {
  return chosenOptions(value).length === 0 ? t(lang, texts.chooseOption) : null;
}

/** What an unticked checkbox may still send: nothing, or a word for no. */
const UNTICKED: ReadonlySet<string> = new Set(['', 'no', 'false', '0', 'off']);

/** SPEC §3 consent: 'yes' when the box is ticked (a browser sends 'on' or the box's value), 'no' otherwise. */
export function consentValue(value: string | readonly string[]): 'yes' | 'no' {
  return chosenOptions(value).some((v) => !UNTICKED.has(v.toLowerCase())) ? 'yes' : 'no';
}

/** SPEC §5: a required consent box must be ticked, else 'Please tick this box to continue'. */
export function consentError(value: string | readonly string[], required: boolean, lang: Language): string | null {
  return required && consentValue(value) === 'no' ? t(lang, texts.consentUnchecked) : null;
}
