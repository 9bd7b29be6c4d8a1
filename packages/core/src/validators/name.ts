import { NAME_EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../constants.js';
import type { DesignedField, Language } from '../types/design.js';
import { t, texts } from '../strings/index.js';

const NAME_KEYS: ReadonlySet<string> = new Set(['first_name', 'last_name', 'name']);

/** SPEC §3/§5: a name field is of type 'name' or has a standard name key (first_name, last_name, name). */
export function isNameField(field: Pick<DesignedField, 'type' | 'field_key'>): boolean {
  return field.type === 'name' || NAME_KEYS.has(field.field_key);
}

/**
 * SPEC §5/§9 name rule on a filled value: at most 254 characters; a required name is 1 to 40
 * characters with no digits and no angle brackets, titled 'Please enter at least 2 or more
 * characters' (the spec's own title, although its length rule starts at 1).
 */
export function nameError(rawValue: string, required: boolean, lang: Language): string | null {
  const value = rawValue.trim();
  const length = [...value].length;
  if (length > NAME_EMAIL_MAX_LENGTH) return t(lang, texts.tooLong, { max: String(NAME_EMAIL_MAX_LENGTH) });
  if (!required) return null;
  if (length < NAME_MIN_LENGTH || length > NAME_MAX_LENGTH || /[\d<>]/u.test(value)) return t(lang, texts.nameTitle);
  return null;
}
