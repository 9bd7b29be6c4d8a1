import { CONNECTOR_MAX_KEY_LENGTH, parseSettingsWith, readBoolean, readFieldMap, readString, readTags, type SettingsResult } from './connector-settings.js';

/**
 * Issue 21: what an owner gives to send leads to a Mailchimp audience (Marketing API 3.0).
 * `fieldMap` maps lead field keys onto the audience's merge tags; first and last name go to
 * FNAME and LNAME (the merge fields every new audience has) unless the owner maps them elsewhere.
 */
export interface MailchimpSettings {
  apiKey: string;
  /** the audience id (Mailchimp's API still calls audiences lists) */
  listId: string;
  tags: string[];
  /** true: new contacts get Mailchimp's confirmation email (`pending`) before they are subscribed */
  doubleOptIn: boolean;
  fieldMap: Record<string, string>;
}

export const MAILCHIMP_DEFAULT_FIELD_MAP: Readonly<Record<string, string>> = { first_name: 'FNAME', last_name: 'LNAME' };

/** A Mailchimp key ends in its data centre (`…-us21`), which names the API host the key works on. */
const MAILCHIMP_KEY = /^[A-Za-z0-9]{16,64}-([a-z]{2,4}\d{1,3})$/;
/** Audience ids are short alphanumeric ids (`a1b2c3d4e5`); the bound keeps anything path-like out of the URL. */
const MAILCHIMP_LIST_ID = /^[A-Za-z0-9]{5,32}$/;

/** The data centre a key belongs to (`us21`), or null for a string that is not a Mailchimp key. */
export function mailchimpDataCenter(apiKey: string): string | null {
  return MAILCHIMP_KEY.exec(apiKey)?.[1] ?? null;
}

export function parseMailchimpSettings(input: unknown): SettingsResult<MailchimpSettings> {
  return parseSettingsWith(input, (settings) => ({
    apiKey: readString(settings, 'apiKey', {
      max: CONNECTOR_MAX_KEY_LENGTH,
      pattern: MAILCHIMP_KEY,
      shape: 'a Mailchimp API key ends in its data centre, like 0123456789abcdef0123456789abcdef-us21',
    }),
    listId: readString(settings, 'listId', {
      max: 32,
      pattern: MAILCHIMP_LIST_ID,
      shape: 'the audience id, letters and digits (Audience → Settings → Audience name and defaults)',
    }),
    tags: readTags(settings, 'tags'),
    doubleOptIn: readBoolean(settings, 'doubleOptIn', false),
    fieldMap: readFieldMap(settings, 'fieldMap', {
      keys: 'lead-field',
      // Mailchimp's merge tags: letters, digits and underscores, at most 10 characters, kept upper case.
      target: { max: 10, pattern: /^[A-Za-z0-9_]{1,10}$/, shape: 'a merge tag of at most 10 letters, digits or underscores' },
      normalise: (tag) => tag.toUpperCase(),
    }),
  }));
}
