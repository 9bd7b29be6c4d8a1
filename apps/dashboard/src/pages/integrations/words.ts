import type { ConnectorKind, IntegrationEventName, IntegrationKind } from '@beckon/core';
import type { Delivery, DeliveryStatus, IntegrationTestResponse } from '../../api/integrations.js';

/** The kinds the page offers, in the picker's order. */
export const OFFERED_KINDS: ReadonlyArray<{ kind: IntegrationKind; label: string; hint: string }> = [
  { kind: 'webhook', label: 'Webhook', hint: 'A signed JSON POST to your own https address, for Zapier, Make, n8n or your code.' },
  { kind: 'mailchimp', label: 'Mailchimp', hint: 'Adds each lead to a Mailchimp audience, with tags and merge fields.' },
  { kind: 'brevo', label: 'Brevo', hint: 'Adds each lead to Brevo lists, with attributes; optionally with Brevo’s double opt-in.' },
  { kind: 'klaviyo', label: 'Klaviyo', hint: 'Adds each lead to a Klaviyo list; with email consent when the visitor gave it.' },
  { kind: 'generic', label: 'Generic URL', hint: 'Sends the fields you choose to any address, as JSON or a form.' },
];

export const KIND_LABELS: Record<IntegrationKind, string> = Object.fromEntries(OFFERED_KINDS.map((k) => [k.kind, k.label])) as Record<IntegrationKind, string>;

/** Where an owner finds the key each service wants. */
export const KEY_HINTS: Record<Exclude<ConnectorKind, 'generic'>, string> = {
  mailchimp: 'Profile → Extras → API keys. It ends in your data centre, e.g. …-us21.',
  brevo: 'SMTP & API → API keys. It starts with xkeysib- (not an SMTP key).',
  klaviyo: 'Settings → API keys: a private key, starting with pk_.',
};

/** The field mapping rows' words, by kind. */
export const MAPPING_WORDS: Record<ConnectorKind, { legend: string; hint: string; from: string; to: string; fromExample: string; toExample: string }> = {
  mailchimp: {
    legend: 'Field mapping',
    hint: 'A lead field key (first_name, text_3…) → a merge tag. first_name → FNAME and last_name → LNAME are mapped already.',
    from: 'Lead field',
    to: 'Merge tag',
    fromExample: 'text_3',
    toExample: 'CITY',
  },
  brevo: {
    legend: 'Field mapping',
    hint: 'A lead field key → a Brevo attribute. first_name → FIRSTNAME, last_name → LASTNAME and phone → SMS are mapped already.',
    from: 'Lead field',
    to: 'Attribute',
    fromExample: 'text_3',
    toExample: 'CITY',
  },
  klaviyo: {
    legend: 'Field mapping',
    hint: 'A lead field key → a Klaviyo profile field (first_name, organization, location.city…); any other name becomes a custom property.',
    from: 'Lead field',
    to: 'Klaviyo field',
    fromExample: 'text_3',
    toExample: 'location.city',
  },
  generic: {
    legend: 'Fields sent',
    hint: 'Each field the receiver gets, and its value: text with placeholders of the lead.',
    from: 'Field name',
    to: 'Value',
    fromExample: 'email',
    toExample: '{{email}}',
  },
};

export const EVENT_LABELS: Record<IntegrationEventName, string> = {
  conversion: 'A pop-up takes a lead',
  'subscription.confirmed': 'A subscriber confirms a list',
  'subscription.unsubscribed': 'A subscriber leaves a list',
};

export const STATUS_LABELS: Record<DeliveryStatus, string> = {
  pending: 'Waiting',
  retrying: 'Retrying',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** A test send's outcome in a sentence an owner can act on; a service's refusal in its own words. */
export function testResultInWords(result: IntegrationTestResponse, kind: IntegrationKind = 'webhook'): string {
  const took = `(${result.duration_ms} ms)`;
  if (kind !== 'webhook') return connectorResultInWords(result, KIND_LABELS[kind], took);
  if (result.ok) return `It worked: your endpoint answered ${result.status ?? ''} ${took}.`.replace('  ', ' ');
  if (result.status === null) return `It did not arrive: ${result.message} ${took}`;
  if (result.status === 410) return `Your endpoint answered 410 Gone: it says it no longer exists. ${took}`;
  if (result.status >= 500 || result.status === 408 || result.status === 429)
    return `Your endpoint answered ${result.status}: it had trouble. Real events would be retried for up to a day. ${took}`;
  return `Your endpoint refused the event with ${result.status}. Check its address and what it expects. ${took}`;
}

function connectorResultInWords(result: IntegrationTestResponse, service: string, took: string): string {
  if (result.ok) return `It worked: ${result.message} ${took}`;
  if (result.status === null) return `It did not arrive: ${result.message} ${took}`;
  const retried = result.status >= 500 || result.status === 408 || result.status === 429 ? ' Real events would be retried for up to a day.' : '';
  return `${service} answered ${result.status}: ${result.message}${retried} ${took}`;
}

/** When the queue tries a delivery next, or what happened to it, in words. */
export function deliveryNote(delivery: Delivery, now: number): string {
  if (delivery.status === 'delivered') return '';
  if (delivery.next_attempt_at !== null) {
    const seconds = Math.max(0, Math.round((delivery.next_attempt_at - now) / 1000));
    const when = seconds < 60 ? `${seconds} s` : seconds < 3600 ? `${Math.round(seconds / 60)} min` : `${Math.round(seconds / 3600)} h`;
    return delivery.attempts === 0 ? 'Sending now.' : `Next try in ${when}.`;
  }
  return delivery.last_error;
}
