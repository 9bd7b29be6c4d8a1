import { isValidEmail } from '@beckon/core';
import { NOTIFICATION_LIMITS, type NotificationMode, type NotificationSettingsRequest, type NotificationSettingsResponse } from '@beckon/core/api';

/** The form as the owner fills it: addresses one a line, the hour as the select's string. */
export interface NotificationValues {
  enabled: boolean;
  addresses: string;
  mode: NotificationMode;
  digestHour: string;
  timeZone: string;
}

/** The owner's own zone, for a site that never saved one. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function valuesOf(settings: NotificationSettingsResponse): NotificationValues {
  return {
    enabled: settings.enabled,
    addresses: settings.addresses.join('\n'),
    mode: settings.mode,
    digestHour: String(settings.digest_hour),
    timeZone: settings.updated_at === null ? browserTimeZone() : settings.time_zone,
  };
}

/** Addresses as typed: one a line (commas and spaces also part them), blanks dropped. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter((a) => a !== '');
}

/** The addresses' rule, the server's own: a message, or true. */
export function checkAddresses(text: string, enabled: boolean): true | string {
  const addresses = splitAddresses(text);
  if (enabled && addresses.length === 0) return 'Add an address to send the notifications to.';
  if (addresses.length > NOTIFICATION_LIMITS.addresses) return `At most ${NOTIFICATION_LIMITS.addresses} addresses.`;
  const wrong = addresses.find((a) => !isValidEmail(a));
  return wrong === undefined ? true : `"${wrong}" is not an email address.`;
}

export function toRequest(values: NotificationValues): NotificationSettingsRequest {
  return {
    enabled: values.enabled,
    addresses: splitAddresses(values.addresses),
    mode: values.mode,
    digest_hour: Number(values.digestHour),
    time_zone: values.timeZone,
  };
}

/** Every zone the browser knows, the saved one kept even if it does not. */
export function timeZones(saved: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', saved, ...known])];
}

export const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00` }));
