import {
  CONNECTOR_MAX_KEY_LENGTH,
  CONNECTOR_MAX_TARGET_LENGTH,
  parseSettingsWith,
  readFieldMap,
  readString,
  settingError,
  type SettingsResult,
} from './connector-settings.js';

/**
 * Issue 21: what an owner gives to send leads to Klaviyo. `fieldMap` maps lead field keys onto
 * profile attributes (first_name, last_name, phone_number, organization, title, location.city …);
 * any other name becomes a custom profile property. First and last name and the phone map to
 * Klaviyo's own attributes unless the owner maps them elsewhere.
 */
export interface KlaviyoSettings {
  /** a private API key (`pk_…`) with the profiles, lists and subscriptions scopes */
  apiKey: string;
  listId: string;
  fieldMap: Record<string, string>;
}

export const KLAVIYO_DEFAULT_FIELD_MAP: Readonly<Record<string, string>> = { first_name: 'first_name', last_name: 'last_name', phone: 'phone_number' };

/** The profile attributes Klaviyo's profile-import call takes by name (everything else is a property). */
export const KLAVIYO_PROFILE_ATTRIBUTES = ['first_name', 'last_name', 'phone_number', 'organization', 'title', 'external_id', 'locale', 'image'] as const;
export const KLAVIYO_LOCATION_ATTRIBUTES = ['address1', 'address2', 'city', 'country', 'region', 'zip', 'timezone'] as const;

const KLAVIYO_PRIVATE_KEY = /^pk_[A-Za-z0-9]{20,80}$/;
/** Klaviyo's list ids are short alphanumeric ids (`Y6nRLr`). */
const KLAVIYO_LIST_ID = /^[A-Za-z0-9]{4,20}$/;

export function parseKlaviyoSettings(input: unknown): SettingsResult<KlaviyoSettings> {
  return parseSettingsWith(input, (settings) => {
    const apiKey = readString(settings, 'apiKey', { max: CONNECTOR_MAX_KEY_LENGTH });
    if (!KLAVIYO_PRIVATE_KEY.test(apiKey))
      return settingError('apiKey must be a Klaviyo private API key (it starts with pk_); the 6-character public key cannot add profiles.');
    return {
      apiKey,
      listId: readString(settings, 'listId', {
        max: 20,
        pattern: KLAVIYO_LIST_ID,
        shape: 'the list id from the list’s settings in Klaviyo, letters and digits',
      }),
      fieldMap: readFieldMap(settings, 'fieldMap', {
        keys: 'lead-field',
        // `$` names are Klaviyo's own special properties; an owner's property never starts with one.
        target: { max: CONNECTOR_MAX_TARGET_LENGTH, pattern: /^[^$]/, shape: 'a profile attribute or property name, not starting with $' },
      }),
    };
  });
}
