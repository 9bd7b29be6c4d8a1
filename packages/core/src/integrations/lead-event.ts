/**
 * Issue 21: what Beckon tells the owner's other tools when a lead arrives or a subscriber confirms
 * or leaves. One shape for every destination: a webhook receives it as its JSON body, and each
 * email-service connector maps it onto its own API. Field names follow SPEC §3 where it has them.
 */

/** The moments an owner can send on. */
export const INTEGRATION_EVENTS = ['conversion', 'subscription.confirmed', 'subscription.unsubscribed'] as const;
export type IntegrationEventName = (typeof INTEGRATION_EVENTS)[number];

/** Where an event can go: the owner's own endpoint, three email services' documented APIs, or any URL with a field mapping. */
export const INTEGRATION_KINDS = ['webhook', 'mailchimp', 'brevo', 'klaviyo', 'generic'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];
export type ConnectorKind = Exclude<IntegrationKind, 'webhook'>;

/** One submitted form field, as stored with the lead (SPEC §3 form field entry). */
export interface LeadEventField {
  field_key: string;
  label: string;
  type: string;
  value: string;
}

export interface LeadEvent {
  /** Unique per event and stable across retries: receivers deduplicate on it (also sent as the idempotency key). */
  id: string;
  event: IntegrationEventName;
  /** ISO 8601, UTC */
  occurred_at: string;
  site: { client_id: string; name: string };
  /** The pop-up a conversion came from (absent for sign-up form events). */
  popup?: { poptin_id: string; name: string; type: string };
  /** The sign-up list a subscription event is about (absent for conversions). */
  list?: { id: number; name: string; kind: 'email' | 'sms' };
  lead: {
    /** The conversion's id, or the subscriber's id for subscription events. */
    id: string;
    email: string | null;
    phone: string | null;
    fields: LeadEventField[];
    url: string | null;
    tag: string | null;
    /** What the visitor agreed to, in the owner's own words, when a consent box was ticked. */
    consent: string | null;
  };
}
