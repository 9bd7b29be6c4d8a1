import { randomUUID } from 'node:crypto';
import { looksLikeEmail, segments, startStandin, type Reply, type Standin, type StandinRequest } from './standin.js';

/**
 * A stand-in for Klaviyo's JSON:API, as far as the connector uses it: POST /api/profile-import/
 * (upsert by email: 201 created, 200 updated, with the profile), POST
 * /api/profile-subscription-bulk-create-jobs/ and /api/profile-subscription-bulk-delete-jobs/
 * (202, applied at once here where Klaviyo runs them as jobs), and POST
 * /api/lists/{id}/relationships/profiles/ (204). Requests need `Authorization: Klaviyo-API-Key …`
 * and a `revision` header. Errors are `{ errors: [{ id, status, code, title, detail, source }] }`:
 * 401 not_authenticated, 400 invalid, 404 not_found, 429 throttled, 500 error.
 */

export interface KlaviyoProfile {
  id: string;
  email: string;
  attributes: Record<string, unknown>;
}

export interface KlaviyoStandin extends Standin {
  apiKey: string;
  profile(email: string): KlaviyoProfile | undefined;
  profiles(): KlaviyoProfile[];
  /** the profile ids on a list */
  listMembers(listId: string): string[];
  /** email marketing consent by address, as the subscription jobs left it */
  consent(email: string): 'SUBSCRIBED' | 'UNSUBSCRIBED' | undefined;
}

function klaviyoError(status: number, code: string, title: string, detail: string, pointer?: string): Reply {
  return { status, body: { errors: [{ id: randomUUID(), status, code, title, detail, source: pointer ? { pointer } : {} }] } };
}

const invalid = (detail: string, pointer?: string) => klaviyoError(400, 'invalid', 'Invalid input.', detail, pointer);
const E164 = /^\+[1-9]\d{7,14}$/;

function klaviyoErrorBody(status: number, retryAfterSeconds?: number): unknown {
  if (status === 429)
    return klaviyoError(429, 'throttled', 'Request was throttled.', `Request was throttled. Expected available in ${retryAfterSeconds ?? 1} seconds.`).body;
  if (status === 401) return klaviyoError(401, 'not_authenticated', 'Authentication credentials were not provided.', 'Missing or invalid private key.').body;
  return klaviyoError(status, 'error', 'A server error occurred.', 'A server error occurred.').body;
}

interface State {
  profiles: Map<string, KlaviyoProfile>;
  lists: Map<string, Set<string>>;
  consent: Map<string, 'SUBSCRIBED' | 'UNSUBSCRIBED'>;
}

function upsertProfile(state: State, attributes: Record<string, unknown>): { profile: KlaviyoProfile; created: boolean } | Reply {
  if (!looksLikeEmail(attributes['email'])) return invalid('Invalid email address', '/data/attributes/email');
  if (attributes['phone_number'] !== undefined && !E164.test(String(attributes['phone_number'])))
    return invalid('Invalid phone number format (Example of a valid format: +12345678901)', '/data/attributes/phone_number');
  const email = attributes['email'].toLowerCase();
  const existing = state.profiles.get(email);
  const { properties, ...named } = attributes as { properties?: Record<string, unknown> };
  if (existing) {
    const merged = { ...((existing.attributes['properties'] as object | undefined) ?? {}), ...(properties ?? {}) };
    existing.attributes = { ...existing.attributes, ...named, properties: merged };
    return { profile: existing, created: false };
  }
  const profile = { id: `01J${randomUUID().replace(/-/g, '').slice(0, 23).toUpperCase()}`, email, attributes: { ...named, properties: properties ?? {} } };
  state.profiles.set(email, profile);
  return { profile, created: true };
}

function listOf(state: State, data: Record<string, unknown>): Set<string> | Reply {
  const id = (data['relationships'] as { list?: { data?: { id?: unknown } } } | undefined)?.list?.data?.id;
  if (typeof id !== 'string') return invalid('A list relationship is required.', '/data/relationships/list');
  return state.lists.get(id) ?? klaviyoError(404, 'not_found', 'Not found.', `A list with id ${id} does not exist.`);
}

function jobProfiles(data: Record<string, unknown>): Array<Record<string, unknown>> | Reply {
  const profiles = (data['attributes'] as { profiles?: { data?: unknown } } | undefined)?.profiles?.data;
  if (!Array.isArray(profiles) || profiles.length === 0) return invalid('At least one profile is required.', '/data/attributes/profiles/data');
  return profiles.map((p) => ((p as { attributes?: Record<string, unknown> }).attributes ?? {}) as Record<string, unknown>);
}

function subscriptionJob(state: State, data: Record<string, unknown>, consent: 'SUBSCRIBED' | 'UNSUBSCRIBED'): Reply {
  const list = listOf(state, data);
  if (!(list instanceof Set)) return list;
  const profiles = jobProfiles(data);
  if (!Array.isArray(profiles)) return profiles;
  for (const attributes of profiles) {
    const given = (attributes['subscriptions'] as { email?: { marketing?: { consent?: unknown } } } | undefined)?.email?.marketing?.consent;
    if (given !== consent) return invalid(`Email marketing consent must be ${consent}.`, '/data/attributes/profiles/data/0/attributes/subscriptions');
    if (!looksLikeEmail(attributes['email'])) return invalid('Invalid email address', '/data/attributes/profiles/data/0/attributes/email');
  }
  for (const attributes of profiles) {
    const email = (attributes['email'] as string).toLowerCase();
    state.consent.set(email, consent);
    if (consent === 'SUBSCRIBED') {
      const upserted = upsertProfile(state, { email });
      if ('profile' in upserted) list.add(upserted.profile.id);
    }
  }
  return { status: 202 };
}

function route(state: State, request: StandinRequest): Reply {
  const path = segments(request.path);
  const data = (request.json as { data?: unknown } | undefined)?.data;
  if (request.method !== 'POST' || path[0] !== 'api') return klaviyoError(404, 'not_found', 'Not found.', 'The requested resource was not found.');
  if (path[1] === 'lists' && path[3] === 'relationships' && path[4] === 'profiles') {
    const list = state.lists.get(path[2] ?? '');
    if (!list) return klaviyoError(404, 'not_found', 'Not found.', `A list with id ${path[2]} does not exist.`);
    if (!Array.isArray(data)) return invalid('data must be a list of profiles.', '/data');
    for (const profile of data as Array<{ id?: unknown }>) if (typeof profile.id === 'string') list.add(profile.id);
    return { status: 204 };
  }
  if (typeof data !== 'object' || data === null) return invalid('The request body must have data.', '/data');
  const record = data as Record<string, unknown>;
  if (path[1] === 'profile-import' && record['type'] === 'profile') {
    const upserted = upsertProfile(state, (record['attributes'] ?? {}) as Record<string, unknown>);
    if (!('profile' in upserted)) return upserted;
    const { profile, created } = upserted;
    return { status: created ? 201 : 200, body: { data: { type: 'profile', id: profile.id, attributes: { email: profile.email, ...profile.attributes } } } };
  }
  if (path[1] === 'profile-subscription-bulk-create-jobs' && record['type'] === 'profile-subscription-bulk-create-job')
    return subscriptionJob(state, record, 'SUBSCRIBED');
  if (path[1] === 'profile-subscription-bulk-delete-jobs' && record['type'] === 'profile-subscription-bulk-delete-job')
    return subscriptionJob(state, record, 'UNSUBSCRIBED');
  return invalid(`The type ${String(record['type'])} does not match the endpoint.`, '/data/type');
}

export async function startKlaviyoStandin(options: { apiKey: string; lists: string[] }): Promise<KlaviyoStandin> {
  const state: State = { profiles: new Map(), lists: new Map(options.lists.map((id) => [id, new Set<string>()])), consent: new Map() };
  const standin = await startStandin(
    (request) => {
      if (request.headers.authorization !== `Klaviyo-API-Key ${options.apiKey}`) return { status: 401, body: klaviyoErrorBody(401) };
      if (typeof request.headers.revision !== 'string' || !/^\d{4}-\d{2}-\d{2}(\.\w+)?$/.test(request.headers.revision))
        return invalid('The revision header is missing or malformed.', '/headers/revision');
      return route(state, request);
    },
    klaviyoErrorBody,
    'application/vnd.api+json',
  );
  return {
    ...standin,
    apiKey: options.apiKey,
    profile: (email) => state.profiles.get(email.toLowerCase()),
    profiles: () => [...state.profiles.values()],
    listMembers: (listId) => [...(state.lists.get(listId) ?? [])],
    consent: (email) => state.consent.get(email.toLowerCase()),
  };
}
