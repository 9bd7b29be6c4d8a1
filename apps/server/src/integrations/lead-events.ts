import { randomUUID } from 'node:crypto';
import type { IntegrationEventName, LeadEvent, LeadEventField, SubmittedField } from '@beckon/core';

/** A new event's id: unique, and kept by every retry and resend of its deliveries. */
export function newEventId(): string {
  return `evt_${randomUUID().replace(/-/g, '')}`;
}

const PHONE_TYPES = new Set(['phone', 'sms']);

/** What the visitor agreed to: the label of a ticked consent box, in the owner's words. */
function consentOf(fields: SubmittedField[]): string | null {
  const ticked = fields.find((f) => f.type === 'consent' && f.value === 'yes');
  return ticked ? ticked.label || ticked.field_key : null;
}

export interface ConversionFacts {
  eventId: string;
  now: number;
  site: { client_id: string; name: string };
  popup: { poptin_id: string; name: string; type: string };
  email: string | null;
  fields: SubmittedField[];
  url: string;
  tag: string | null;
}

/** A lead from a pop-up, as every destination receives it; its id is the conversion's, known once the row is inserted. */
export function conversionEvent(facts: ConversionFacts, conversionId: number): LeadEvent {
  const fields: LeadEventField[] = facts.fields.map((f) => ({ field_key: f.field_key, label: f.label, type: f.type, value: f.value }));
  return {
    id: facts.eventId,
    event: 'conversion',
    occurred_at: new Date(facts.now).toISOString(),
    site: facts.site,
    popup: facts.popup,
    lead: {
      id: String(conversionId),
      email: facts.email,
      phone: facts.fields.find((f) => PHONE_TYPES.has(f.type) && f.value !== '')?.value ?? null,
      fields,
      url: facts.url || null,
      tag: facts.tag,
      consent: consentOf(facts.fields),
    },
  };
}

export interface SubscriptionFacts {
  event: Extract<IntegrationEventName, 'subscription.confirmed' | 'subscription.unsubscribed'>;
  now: number;
  site: { client_id: string; name: string };
  list: { id: number; name: string; kind: 'email' | 'sms' };
  subscriber: { id: number; email: string | null; phone: string | null };
  url: string | null;
  consent: string | null;
}

/** A subscriber confirmed or left a list. */
export function subscriptionEvent(facts: SubscriptionFacts): LeadEvent {
  return {
    id: newEventId(),
    event: facts.event,
    occurred_at: new Date(facts.now).toISOString(),
    site: facts.site,
    list: facts.list,
    lead: {
      id: String(facts.subscriber.id),
      email: facts.subscriber.email,
      phone: facts.subscriber.phone,
      fields: [],
      url: facts.url || null,
      tag: null,
      consent: facts.consent || null,
    },
  };
}
