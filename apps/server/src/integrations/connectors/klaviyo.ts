import {
  e164Phone,
  effectiveFieldMap,
  KLAVIYO_DEFAULT_FIELD_MAP,
  KLAVIYO_LOCATION_ATTRIBUTES,
  KLAVIYO_PROFILE_ATTRIBUTES,
  mappedValues,
  parseKlaviyoSettings,
  type KlaviyoSettings,
  type LeadEvent,
} from '@beckon/core';
import { endpoint, failure, send, stringAt, success, withoutEmail, type Answer } from './http.js';
import type { Connector, ConnectorContext, ConnectorOutcome } from './types.js';

/**
 * Issue 21: Klaviyo's JSON:API (https://a.klaviyo.com/api), dated by the `revision` header.
 * - Auth: `Authorization: Klaviyo-API-Key pk_…` (a private key).
 * - Create or update the profile: POST /api/profile-import/ (200 updated, 201 created, with the
 *   profile's id): an upsert by email, so a repeated lead stays one profile.
 * - With consent (the lead ticked a consent box, or confirmed a Beckon sign-up by email):
 *   POST /api/profile-subscription-bulk-create-jobs/ with the list as relationship and the email
 *   marketing consent SUBSCRIBED (202, the job runs in Klaviyo). Without it the profile only joins
 *   the list, POST /api/lists/{id}/relationships/profiles/ (204): Klaviyo then holds no marketing
 *   consent for it, as none was given.
 * - Unsubscribe: POST /api/profile-subscription-bulk-delete-jobs/ (202) for the list.
 * - Errors are JSON:API: `{ errors: [{ status, code, title, detail, source }] }`; 429 carries Retry-After.
 */

const SERVICE = 'Klaviyo';
const ORIGIN = 'https://a.klaviyo.com';
/** The API revision this connector is written against. */
export const KLAVIYO_REVISION = '2024-10-15';

function klaviyoWords(answer: Answer): string | null {
  const errors = (answer.json as { errors?: unknown } | undefined)?.errors;
  const first: unknown = Array.isArray(errors) ? errors[0] : undefined;
  return stringAt(first, 'detail') ?? stringAt(first, 'title');
}

/** The profile-import attributes: Klaviyo's named attributes, location parts, and everything else as properties. */
export function profileAttributes(event: LeadEvent, settings: KlaviyoSettings, email: string): Record<string, unknown> {
  const mapped = mappedValues(event.lead, effectiveFieldMap(KLAVIYO_DEFAULT_FIELD_MAP, settings.fieldMap));
  const profile: Record<string, unknown> = { email };
  const location: Record<string, string> = {};
  const properties: Record<string, string> = {};
  for (const [target, value] of Object.entries(mapped)) {
    const place = target.startsWith('location.') ? target.slice('location.'.length) : null;
    if (target === 'phone_number') {
      const phone = e164Phone(value);
      if (phone !== null) profile['phone_number'] = phone;
    } else if ((KLAVIYO_PROFILE_ATTRIBUTES as readonly string[]).includes(target)) profile[target] = value;
    else if (place !== null && (KLAVIYO_LOCATION_ATTRIBUTES as readonly string[]).includes(place)) location[place] = value;
    else properties[target] = value;
  }
  if (Object.keys(location).length > 0) profile['location'] = location;
  if (Object.keys(properties).length > 0) profile['properties'] = properties;
  return profile;
}

function listRelationship(settings: KlaviyoSettings) {
  return { list: { data: { type: 'list', id: settings.listId } } };
}

function subscribeJob(event: LeadEvent, settings: KlaviyoSettings, email: string) {
  const source = event.popup ? `Beckon: ${event.popup.name}` : `Beckon: ${event.site.name}`;
  return {
    data: {
      type: 'profile-subscription-bulk-create-job',
      attributes: {
        custom_source: source.slice(0, 100),
        profiles: { data: [{ type: 'profile', attributes: { email, subscriptions: { email: { marketing: { consent: 'SUBSCRIBED' } } } } }] },
        historical_import: false,
      },
      relationships: listRelationship(settings),
    },
  };
}

function unsubscribeJob(settings: KlaviyoSettings, email: string) {
  return {
    data: {
      type: 'profile-subscription-bulk-delete-job',
      attributes: { profiles: { data: [{ type: 'profile', attributes: { email, subscriptions: { email: { marketing: { consent: 'UNSUBSCRIBED' } } } } }] } },
      relationships: listRelationship(settings),
    },
  };
}

async function post(
  context: ConnectorContext,
  settings: KlaviyoSettings,
  path: string,
  body: unknown,
  expected: number[],
): Promise<{ answer: Answer } | ConnectorOutcome> {
  const headers = {
    authorization: `Klaviyo-API-Key ${settings.apiKey}`,
    revision: KLAVIYO_REVISION,
    accept: 'application/vnd.api+json',
    'content-type': 'application/vnd.api+json',
  };
  const sent = await send(context, endpoint(context, ORIGIN, path), { method: 'POST', headers, body: JSON.stringify(body) });
  if (!sent.ok) return sent.outcome;
  if (!expected.includes(sent.answer.status)) return failure(sent.answer, klaviyoWords(sent.answer), SERVICE);
  return { answer: sent.answer };
}

async function deliver(event: LeadEvent, settings: KlaviyoSettings, context: ConnectorContext): Promise<ConnectorOutcome> {
  const email = event.lead.email?.trim();
  if (!email) return withoutEmail(SERVICE);
  if (event.event === 'subscription.unsubscribed') {
    const job = await post(context, settings, '/api/profile-subscription-bulk-delete-jobs/', unsubscribeJob(settings, email), [202]);
    return 'answer' in job ? success(202, `Klaviyo is unsubscribing ${email} from list ${settings.listId}.`) : job;
  }
  const imported = await post(
    context,
    settings,
    '/api/profile-import/',
    { data: { type: 'profile', attributes: profileAttributes(event, settings, email) } },
    [200, 201],
  );
  if (!('answer' in imported)) return imported;
  const profileId = stringAt((imported.answer.json as { data?: unknown } | undefined)?.data, 'id');
  const consented = event.lead.consent !== null || event.event === 'subscription.confirmed';
  if (consented) {
    const job = await post(context, settings, '/api/profile-subscription-bulk-create-jobs/', subscribeJob(event, settings, email), [202]);
    return 'answer' in job ? success(202, `${email} is subscribing to list ${settings.listId} (with email consent).`) : job;
  }
  if (profileId === null) return failure(imported.answer, 'Klaviyo answered without the profile id.', SERVICE);
  const joined = await post(
    context,
    settings,
    `/api/lists/${encodeURIComponent(settings.listId)}/relationships/profiles/`,
    { data: [{ type: 'profile', id: profileId }] },
    [204],
  );
  return 'answer' in joined ? success(204, `${email} joined list ${settings.listId} (no consent box ticked, so not subscribed to email marketing).`) : joined;
}

export const klaviyoConnector: Connector<KlaviyoSettings> = { kind: 'klaviyo', parseSettings: parseKlaviyoSettings, deliver };
