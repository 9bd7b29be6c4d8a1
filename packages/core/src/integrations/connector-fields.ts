import type { LeadEvent } from './lead-event.js';

/**
 * Issue 21: which lead value lands in which field of an email service. Each connector has
 * defaults (first name, last name, phone onto the service's own names); the owner's mapping wins
 * over them, both for the lead field it names and for the service field it fills.
 */

/** A lead's values by SPEC §3 field key; `email` and `phone` fall back to the lead's own address and number. */
export function leadValues(lead: LeadEvent['lead']): Map<string, string> {
  const values = new Map<string, string>();
  for (const field of lead.fields) {
    const value = field.value.trim();
    if (value !== '' && !values.has(field.field_key)) values.set(field.field_key, value);
  }
  if (lead.email && !values.has('email')) values.set('email', lead.email);
  if (lead.phone && !values.has('phone')) values.set('phone', lead.phone);
  return values;
}

/**
 * The mapping a delivery uses: the defaults, less every default whose lead field or whose target
 * the owner mapped themselves, plus the owner's. Keys are lead field keys, values the service's names.
 */
export function effectiveFieldMap(defaults: Readonly<Record<string, string>>, owner: Readonly<Record<string, string>>): Record<string, string> {
  const ownerTargets = new Set(Object.values(owner));
  const kept = Object.entries(defaults).filter(([key, target]) => !(key in owner) && !ownerTargets.has(target));
  return Object.fromEntries([...kept, ...Object.entries(owner)]);
}

/** The service's fields filled from the lead: target name → value, empty values left out (a blank never overwrites what the service holds). */
export function mappedValues(lead: LeadEvent['lead'], fieldMap: Readonly<Record<string, string>>): Record<string, string> {
  const values = leadValues(lead);
  const mapped: Array<[string, string]> = [];
  for (const [key, target] of Object.entries(fieldMap)) {
    const value = values.get(key);
    if (value !== undefined) mapped.push([target, value]);
  }
  return Object.fromEntries(mapped);
}

/** E.164 (`+` and 8 to 15 digits): the only phone form Brevo's SMS attribute and Klaviyo's phone_number accept. */
const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * The lead's phone in E.164, or null. A number typed without its country code cannot be made
 * international without guessing the country, so it is left out rather than refused by the service
 * (which would lose the whole contact over one field).
 */
export function e164Phone(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const compact = raw
    .trim()
    .replace(/^00/, '+')
    .replace(/[\s().-]/g, '');
  return E164.test(compact) ? compact : null;
}

/** Cuts a message for the delivery log to `max` characters, marking the cut. */
export function boundedMessage(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}
