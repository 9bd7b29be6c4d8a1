import {
  CONNECTOR_MAX_KEY_LENGTH,
  CONNECTOR_MAX_LISTS,
  parseSettingsWith,
  readBoolean,
  readChoice,
  readFieldMap,
  readPositiveInteger,
  readString,
  readWebUrl,
  settingError,
  type SettingsResult,
} from './connector-settings.js';

/**
 * Issue 21: what an owner gives to send leads to Brevo (API v3). `fieldMap` maps lead field keys
 * onto contact attributes; first and last name go to FIRSTNAME and LASTNAME and the phone to SMS
 * (Brevo's default attributes) unless the owner maps them elsewhere.
 */
export interface BrevoSettings {
  apiKey: string;
  listIds: number[];
  /** true: Brevo sends its double opt-in email (templateId) and adds the contact once it is confirmed */
  doubleOptIn: boolean;
  /** a Brevo template made for double opt-in (it carries the confirmation link); required with doubleOptIn */
  templateId: number | null;
  /** where Brevo sends the visitor after they confirm; required with doubleOptIn */
  redirectionUrl: string | null;
  fieldMap: Record<string, string>;
  /**
   * What a Beckon unsubscribe does in Brevo: `unlink` takes the contact out of these lists only
   * (the default: the visitor left this sign-up, not every email the owner sends), `blacklist`
   * blocks all email campaigns to the address in the owner's Brevo account.
   */
  unsubscribe: 'unlink' | 'blacklist';
}

export const BREVO_DEFAULT_FIELD_MAP: Readonly<Record<string, string>> = { first_name: 'FIRSTNAME', last_name: 'LASTNAME', phone: 'SMS' };
export const BREVO_UNSUBSCRIBE_MODES = ['unlink', 'blacklist'] as const;

/** Brevo's v3 API keys start with `xkeysib-`; its SMTP keys (`xsmtpsib-`) do not open the API. */
const BREVO_KEY = /^xkeysib-[A-Za-z0-9-]{20,180}$/;
/** Brevo attribute names: letters, digits and underscores, starting with a letter; kept upper case as Brevo shows them. */
const BREVO_ATTRIBUTE = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

function readListIds(settings: Readonly<Record<string, unknown>>): number[] {
  const raw = settings['listIds'];
  if (!Array.isArray(raw) || raw.length === 0) return settingError('listIds: choose at least one Brevo list.');
  if (raw.length > CONNECTOR_MAX_LISTS) return settingError(`listIds: at most ${CONNECTOR_MAX_LISTS} lists.`);
  return [...new Set(raw.map((id, index) => readPositiveInteger(id, `listIds[${index}]`)))];
}

export function parseBrevoSettings(input: unknown): SettingsResult<BrevoSettings> {
  return parseSettingsWith(input, (settings) => {
    const apiKey = readString(settings, 'apiKey', { max: CONNECTOR_MAX_KEY_LENGTH });
    if (apiKey.startsWith('xsmtpsib-')) return settingError('apiKey is an SMTP key; give a Brevo API key (it starts with xkeysib-).');
    if (!BREVO_KEY.test(apiKey)) return settingError('apiKey does not look right: a Brevo API key starts with xkeysib- (SMTP & API → API keys).');
    const doubleOptIn = readBoolean(settings, 'doubleOptIn', false);
    const hasTemplate = settings['templateId'] !== undefined && settings['templateId'] !== null && settings['templateId'] !== '';
    if (doubleOptIn && !hasTemplate) return settingError('templateId is required with doubleOptIn: the id of a Brevo double opt-in template.');
    const hasRedirect = typeof settings['redirectionUrl'] === 'string' && settings['redirectionUrl'].trim() !== '';
    if (doubleOptIn && !hasRedirect) return settingError('redirectionUrl is required with doubleOptIn: the page visitors see after confirming.');
    return {
      apiKey,
      listIds: readListIds(settings),
      doubleOptIn,
      templateId: hasTemplate ? readPositiveInteger(settings['templateId'], 'templateId') : null,
      redirectionUrl: hasRedirect ? readWebUrl(settings, 'redirectionUrl') : null,
      fieldMap: readFieldMap(settings, 'fieldMap', {
        keys: 'lead-field',
        target: { max: 50, pattern: BREVO_ATTRIBUTE, shape: 'a Brevo attribute name (letters, digits, underscores)' },
        normalise: (attribute) => attribute.toUpperCase(),
      }),
      unsubscribe: readChoice(settings, 'unsubscribe', BREVO_UNSUBSCRIBE_MODES, 'unlink'),
    };
  });
}
