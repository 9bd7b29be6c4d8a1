import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  parseBrevoSettings,
  parseGenericSettings,
  parseKlaviyoSettings,
  parseMailchimpSettings,
  type ConnectorKind,
  type IntegrationEventName,
  type SettingsResult,
} from '@beckon/core';
import { INTEGRATION_LIMITS } from '@beckon/core/api';

/**
 * Issue 21: a connector's form as react-hook-form holds it, and the way to and from the settings
 * the server takes. The settings are checked as typed with the very parsers the server runs
 * (core's parse*Settings), so the form refuses what the server would, in the same words.
 */

export interface MappingRow {
  /** a lead's field key (first_name, text_3…), or for the generic connector the receiver's field name */
  from: string;
  /** the service's field (merge tag, attribute, profile field), or for the generic connector a template */
  to: string;
}

export interface HeaderRow {
  name: string;
  value: string;
}

export interface ConnectorValues {
  name: string;
  events: IntegrationEventName[];
  popups: string[];
  /** the key as typed; on edit, the masked key as the server showed it until the owner replaces it */
  apiKey: string;
  /** true while a saved key is kept: the server keeps the stored key when it gets its masked form back */
  keyKept: boolean;
  listId: string;
  /** Brevo's list ids, comma-separated */
  listIds: string;
  /** comma-separated */
  tags: string;
  doubleOptIn: boolean;
  templateId: string;
  redirectionUrl: string;
  unsubscribe: 'unlink' | 'blacklist';
  url: string;
  method: 'POST' | 'PUT';
  format: 'json' | 'form';
  headers: HeaderRow[];
  fieldMap: MappingRow[];
}

export const EMPTY_CONNECTOR: ConnectorValues = {
  name: '',
  events: ['conversion'],
  popups: [],
  apiKey: '',
  keyKept: false,
  listId: '',
  listIds: '',
  tags: '',
  doubleOptIn: false,
  templateId: '',
  redirectionUrl: '',
  unsubscribe: 'unlink',
  url: '',
  method: 'POST',
  format: 'json',
  headers: [],
  fieldMap: [],
};

/**
 * While a saved key is kept the form holds only its masked form, which no parser takes: the
 * other settings are checked with a well-formed key of the kind in its place (never sent).
 */
const WELL_FORMED_KEY: Record<Exclude<ConnectorKind, 'generic'>, string> = {
  mailchimp: `${'0'.repeat(32)}-us1`,
  brevo: `xkeysib-${'0'.repeat(64)}`,
  klaviyo: `pk_${'0'.repeat(34)}`,
};

const PARSERS: Record<ConnectorKind, (input: unknown) => SettingsResult<unknown>> = {
  mailchimp: parseMailchimpSettings,
  brevo: parseBrevoSettings,
  klaviyo: parseKlaviyoSettings,
  generic: parseGenericSettings,
};

const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

const rowsToMap = (rows: MappingRow[]) =>
  Object.fromEntries(rows.filter((r) => r.from.trim() !== '' || r.to.trim() !== '').map((r) => [r.from.trim(), r.to.trim()]));

/** The settings the server is sent; numbers typed as text stay text when they are not numbers, so the parser names them. */
export function settingsFromValues(kind: ConnectorKind, values: ConnectorValues): Record<string, unknown> {
  const fieldMap = rowsToMap(values.fieldMap);
  if (kind === 'generic') {
    const headers = Object.fromEntries(values.headers.filter((h) => h.name.trim() !== '').map((h) => [h.name.trim(), h.value]));
    return { url: values.url.trim(), method: values.method, format: values.format, headers, fieldMap };
  }
  const base = { apiKey: values.apiKey.trim(), fieldMap };
  if (kind === 'mailchimp') return { ...base, listId: values.listId.trim(), tags: list(values.tags), doubleOptIn: values.doubleOptIn };
  if (kind === 'klaviyo') return { ...base, listId: values.listId.trim() };
  const number = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text.trim());
  return {
    ...base,
    listIds: list(values.listIds).map(number),
    doubleOptIn: values.doubleOptIn,
    ...(values.doubleOptIn ? { templateId: number(values.templateId), redirectionUrl: values.redirectionUrl.trim() } : {}),
    unsubscribe: values.unsubscribe,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const strings = (value: unknown) => (Array.isArray(value) ? value.map(text).join(', ') : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The form of a saved connector, from its settings as the server shows them (the key masked). */
export function valuesFromSettings(settings: Record<string, unknown>, base: Pick<ConnectorValues, 'name' | 'events' | 'popups'>): ConnectorValues {
  const apiKey = text(settings['apiKey']);
  return {
    ...EMPTY_CONNECTOR,
    ...base,
    apiKey,
    keyKept: apiKey !== '',
    listId: text(settings['listId']),
    listIds: strings(settings['listIds']),
    tags: strings(settings['tags']),
    doubleOptIn: settings['doubleOptIn'] === true,
    templateId: text(settings['templateId']),
    redirectionUrl: text(settings['redirectionUrl']),
    unsubscribe: settings['unsubscribe'] === 'blacklist' ? 'blacklist' : 'unlink',
    url: text(settings['url']),
    method: settings['method'] === 'PUT' ? 'PUT' : 'POST',
    format: settings['format'] === 'form' ? 'form' : 'json',
    headers: Object.entries(record(settings['headers'])).map(([name, value]) => ({ name, value: text(value) })),
    fieldMap: Object.entries(record(settings['fieldMap'])).map(([from, to]) => ({ from, to: text(to) })),
  };
}

/** The settings check as the server runs it: null, or the setting at fault and the parser's words. */
export function checkSettings(kind: ConnectorKind, values: ConnectorValues): { field: string; message: string } | null {
  const settings = settingsFromValues(kind, values);
  if (kind !== 'generic' && values.keyKept) settings['apiKey'] = WELL_FORMED_KEY[kind];
  const parsed = PARSERS[kind](settings);
  if (parsed.ok) return null;
  // The parsers start with the setting's name: "apiKey does not look right…", "fieldMap.text_3 …".
  const name = /^([a-zA-Z]+)/.exec(parsed.error)?.[1] ?? '';
  return { field: name in EMPTY_CONNECTOR ? name : 'root', message: parsed.error };
}

/** react-hook-form's resolver: the name and moments, then the kind's own settings rules. */
export function connectorResolver(kind: ConnectorKind): Resolver<ConnectorValues> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    if (values.name.trim() === '') errors['name'] = { type: 'validate', message: 'Give the integration a name.' };
    else if (values.name.length > INTEGRATION_LIMITS.name)
      errors['name'] = { type: 'validate', message: `Keep the name under ${INTEGRATION_LIMITS.name} characters.` };
    if (values.events.length === 0) errors['events'] = { type: 'validate', message: 'Choose at least one moment to send on.' };
    const settings = checkSettings(kind, values);
    if (settings) errors[settings.field] = { type: 'settings', message: settings.message };
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: errors as FieldErrors<ConnectorValues> };
  };
}
