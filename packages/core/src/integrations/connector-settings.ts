/**
 * Issue 21: the bounds every email-service connector's settings keep, and the readers that
 * enforce them. The owner's form in the dashboard and the server's connectors both parse with
 * these, so what the form accepts is what delivers, and every refusal names the setting.
 */

/** At most this many tags an integration adds to each contact (Mailchimp's tag names are 100 characters at most). */
export const CONNECTOR_MAX_TAGS = 20;
export const CONNECTOR_MAX_TAG_LENGTH = 100;
/** At most this many lead fields an owner maps onto a service's fields. */
export const CONNECTOR_MAX_MAPPED_FIELDS = 50;
/** At most this many lists (Brevo list ids) one integration adds a contact to. */
export const CONNECTOR_MAX_LISTS = 20;
/** Longer than any service's key we know of (Brevo's are about 90 characters); a bound, not a shape. */
export const CONNECTOR_MAX_KEY_LENGTH = 200;
export const CONNECTOR_MAX_URL_LENGTH = 2000;
/** A mapped field's name on the service's side (a merge tag, an attribute, a JSON key). */
export const CONNECTOR_MAX_TARGET_LENGTH = 100;
/** A lead field key as SPEC §3 makes them (lowercase letters, digits, underscores). */
export const CONNECTOR_MAX_FIELD_KEY_LENGTH = 100;
/** The text shown to the owner in the delivery log: the service's own words, cut to this length. */
export const CONNECTOR_MESSAGE_MAX_LENGTH = 500;

export type SettingsResult<S> = { ok: true; value: S } | { ok: false; error: string };

/** Thrown by the readers below and turned into `{ ok: false, error }` by parseSettingsWith: never escapes it. */
class SettingError extends Error {}

export function settingError(message: string): never {
  throw new SettingError(message);
}

/** Runs a reader over unknown input; a setting it refuses becomes the error, anything else is a bug and is rethrown. */
export function parseSettingsWith<S>(input: unknown, read: (settings: Readonly<Record<string, unknown>>) => S): SettingsResult<S> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, error: 'Settings must be an object.' };
  try {
    return { ok: true, value: read(input as Record<string, unknown>) };
  } catch (error) {
    if (error instanceof SettingError) return { ok: false, error: error.message };
    throw error;
  }
}

/** No control characters (a header or URL split in two, a NUL in a database). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
/** Names that would reach an object's prototype if they ever became keys of a plain object. */
const PROTOTYPE_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

export interface StringRule {
  max: number;
  min?: number;
  pattern?: RegExp;
  /** what the owner should give instead, when the pattern refuses */
  shape?: string;
}

export function readString(settings: Readonly<Record<string, unknown>>, name: string, rule: StringRule): string {
  const raw = settings[name];
  if (typeof raw !== 'string') return settingError(`${name} is required (text).`);
  const value = raw.trim();
  if (value.length < (rule.min ?? 1)) return settingError(`${name} is required.`);
  if (value.length > rule.max) return settingError(`${name} is too long (at most ${rule.max} characters).`);
  if (CONTROL.test(value)) return settingError(`${name} contains control characters.`);
  if (rule.pattern && !rule.pattern.test(value)) return settingError(`${name} does not look right${rule.shape ? `: ${rule.shape}` : ''}.`);
  return value;
}

export function readOptionalString(settings: Readonly<Record<string, unknown>>, name: string, rule: StringRule): string | undefined {
  const raw = settings[name];
  if (raw === undefined || raw === null || raw === '') return undefined;
  return readString(settings, name, rule);
}

export function readBoolean(settings: Readonly<Record<string, unknown>>, name: string, fallback: boolean): boolean {
  const raw = settings[name];
  if (raw === undefined || raw === null) return fallback;
  if (typeof raw !== 'boolean') return settingError(`${name} must be true or false.`);
  return raw;
}

export function readChoice<C extends string>(settings: Readonly<Record<string, unknown>>, name: string, choices: readonly C[], fallback: C): C {
  const raw = settings[name];
  if (raw === undefined || raw === null) return fallback;
  if (typeof raw !== 'string' || !(choices as readonly string[]).includes(raw)) return settingError(`${name} must be one of ${choices.join(', ')}.`);
  return raw as C;
}

/** Tags added to each contact: at most 20 of 100 characters, trimmed, duplicates dropped. */
export function readTags(settings: Readonly<Record<string, unknown>>, name: string): string[] {
  const raw = settings[name];
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) return settingError(`${name} must be a list of tags.`);
  if (raw.length > CONNECTOR_MAX_TAGS) return settingError(`${name}: at most ${CONNECTOR_MAX_TAGS} tags.`);
  const tags = raw.map((tag, index) => readString({ [`${name}[${index}]`]: tag }, `${name}[${index}]`, { max: CONNECTOR_MAX_TAG_LENGTH }));
  return [...new Set(tags)];
}

/** A whole number from 1 up (a Brevo list or template id), given as a number or its digits. */
export function readPositiveInteger(value: unknown, name: string): number {
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) return settingError(`${name} must be a whole number from 1 up.`);
  return number;
}

/** A lead field key as SPEC §3 makes them; `email` and `phone` name the lead's own address and number. */
const LEAD_FIELD_KEY = /^[a-z0-9](?:[a-z0-9_]*[a-z0-9])?$/;

export interface FieldMapRule {
  /** the service's rule for a target name (a merge tag, an attribute, a JSON key) */
  target: StringRule;
  /** how a target is written before it is kept (Mailchimp's merge tags and Brevo's attributes are upper case) */
  normalise?: (target: string) => string;
  /** the map's keys are lead field keys (the services) or the receiver's own names (generic: keys are targets) */
  keys: 'lead-field' | 'target';
  /** generic: the value is a template; checked by its own rule */
  value?: (value: unknown, name: string) => string;
}

/** The owner's mapping: at most 50 entries, each key and value checked, prototype names refused. */
export function readFieldMap(settings: Readonly<Record<string, unknown>>, name: string, rule: FieldMapRule): Record<string, string> {
  const raw = settings[name];
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) return settingError(`${name} must be an object of field names.`);
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length > CONNECTOR_MAX_MAPPED_FIELDS) return settingError(`${name}: at most ${CONNECTOR_MAX_MAPPED_FIELDS} mapped fields.`);
  const mapped: Array<[string, string]> = [];
  for (const [key, value] of entries) {
    const entry = `${name}.${key}`;
    if (PROTOTYPE_NAMES.has(key)) return settingError(`${entry}: "${key}" cannot be a field name.`);
    if (rule.keys === 'lead-field' && (key.length > CONNECTOR_MAX_FIELD_KEY_LENGTH || !LEAD_FIELD_KEY.test(key)))
      return settingError(`${name}: "${key.slice(0, 40)}" is not a lead field key (lowercase letters, digits and underscores).`);
    if (rule.keys === 'target') readString({ [entry]: key }, entry, rule.target);
    const target = rule.value ? rule.value(value, entry) : readString({ [entry]: value }, entry, rule.target);
    if (PROTOTYPE_NAMES.has(target)) return settingError(`${entry}: "${target}" cannot be a field name.`);
    mapped.push([key, rule.normalise ? rule.normalise(target) : target]);
  }
  return Object.fromEntries(mapped);
}

/** An http(s) address the server may call, at most 2,000 characters, without user:password in it. */
export function readWebUrl(settings: Readonly<Record<string, unknown>>, name: string): string {
  const value = readString(settings, name, { max: CONNECTOR_MAX_URL_LENGTH });
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return settingError(`${name} must be a full address starting with https:// or http://.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return settingError(`${name} must start with https:// or http://.`);
  if (url.username !== '' || url.password !== '') return settingError(`${name} must not carry a user name or password; send credentials in a header.`);
  if (url.hostname === '') return settingError(`${name} has no host.`);
  return url.href;
}
