import { checkTemplate } from './connector-template.js';
import {
  CONNECTOR_MAX_TARGET_LENGTH,
  parseSettingsWith,
  readChoice,
  readFieldMap,
  readString,
  readWebUrl,
  settingError,
  type SettingsResult,
} from './connector-settings.js';

/**
 * Issue 21: the generic connector sends each lead to any URL, as JSON or as a form, with the
 * fields the owner names, each filled from a template (`{{email}}`, `{{fields.first_name}}` …).
 */
export interface GenericSettings {
  url: string;
  method: 'POST' | 'PUT';
  /** lower-case names; sent with every request (an Authorization header, an API key) */
  headers: Record<string, string>;
  format: 'json' | 'form';
  /** the receiver's field name → template */
  fieldMap: Record<string, string>;
}

export const GENERIC_METHODS = ['POST', 'PUT'] as const;
export const GENERIC_FORMATS = ['json', 'form'] as const;
export const GENERIC_MAX_HEADERS = 20;
export const GENERIC_MAX_HEADER_VALUE_LENGTH = 1000;

/** RFC 9110's token characters: what a header name may be made of. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/;
/**
 * Headers the owner may not set: hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection,
 * Host and Content-Length are the HTTP client's, Content-Type follows `format`, and the idempotency
 * key is the event's id.
 */
export const GENERIC_REFUSED_HEADERS: readonly string[] = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'content-type',
  'idempotency-key',
];

function readHeaders(settings: Readonly<Record<string, unknown>>): Record<string, string> {
  const raw = settings['headers'];
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) return settingError('headers must be an object of header names and values.');
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length > GENERIC_MAX_HEADERS) return settingError(`headers: at most ${GENERIC_MAX_HEADERS} headers.`);
  const headers: Array<[string, string]> = [];
  for (const [name, value] of entries) {
    if (!HEADER_NAME.test(name)) return settingError(`headers: "${name.slice(0, 40)}" is not a header name.`);
    const lower = name.toLowerCase();
    if (GENERIC_REFUSED_HEADERS.includes(lower)) return settingError(`headers.${name} cannot be set: the connection sets it.`);
    if (headers.some(([seen]) => seen === lower)) return settingError(`headers.${name} is given twice.`);
    headers.push([lower, readString({ [`headers.${name}`]: value }, `headers.${name}`, { max: GENERIC_MAX_HEADER_VALUE_LENGTH })]);
  }
  return Object.fromEntries(headers);
}

function readTemplate(value: unknown, name: string): string {
  if (typeof value !== 'string') return settingError(`${name} must be text (a template such as {{email}}).`);
  const check = checkTemplate(value);
  if (!check.ok) return settingError(`${name} ${check.error}.`);
  return value;
}

export function parseGenericSettings(input: unknown): SettingsResult<GenericSettings> {
  return parseSettingsWith(input, (settings) => {
    const fieldMap = readFieldMap(settings, 'fieldMap', { keys: 'target', target: { max: CONNECTOR_MAX_TARGET_LENGTH }, value: readTemplate });
    if (Object.keys(fieldMap).length === 0) return settingError('fieldMap: name at least one field to send, such as { "email": "{{email}}" }.');
    return {
      url: readWebUrl(settings, 'url'),
      method: readChoice(settings, 'method', GENERIC_METHODS, 'POST'),
      headers: readHeaders(settings),
      format: readChoice(settings, 'format', GENERIC_FORMATS, 'json'),
      fieldMap,
    };
  });
}
