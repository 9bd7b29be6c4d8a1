import { looksLikeEmail, segments, startStandin, type Reply, type Standin } from './standin.js';

/**
 * A stand-in for Brevo's API v3, as far as the connector uses it: POST /v3/contacts (201 with the
 * id, or 204 when `updateEnabled` updated an existing address; without it a known address is
 * 400 duplicate_parameter), POST /v3/contacts/doubleOptinConfirmation (recorded; the contact
 * joins its lists only when the test calls `confirm`, as the visitor's click would), and
 * PUT /v3/contacts/{identifier} (204; 404 document_not_found for an unknown contact). The key is
 * the `api-key` header; errors are `{ code, message }`. Brevo's exact answer for a list id the
 * account lacks could not be checked here: this stand-in answers 404 document_not_found.
 */

export interface BrevoContact {
  id: number;
  email: string;
  attributes: Record<string, unknown>;
  listIds: number[];
  emailBlacklisted: boolean;
}

export interface BrevoDoubleOptIn {
  email: string;
  attributes: Record<string, unknown>;
  includeListIds: number[];
  templateId: number;
  redirectionUrl: string;
}

export interface BrevoStandin extends Standin {
  apiKey: string;
  contacts(): BrevoContact[];
  contact(email: string): BrevoContact | undefined;
  doubleOptIns: BrevoDoubleOptIn[];
  /** the visitor clicks the confirmation link of the latest double opt-in email sent to this address */
  confirm(email: string): void;
}

const error = (status: number, code: string, message: string): Reply => ({ status, body: { code, message } });
const E164 = /^\+[1-9]\d{7,14}$/;

function brevoErrorBody(status: number): unknown {
  if (status === 429) return { code: 'too_many_requests', message: 'The rate limit has been reached, please try again later.' };
  if (status === 401) return { code: 'unauthorized', message: 'Key not found' };
  return { code: 'internal_error', message: 'An internal error occurred, please retry the request.' };
}

interface State {
  contacts: Map<string, BrevoContact>;
  lists: Set<number>;
  templates: Set<number>;
  doubleOptIns: BrevoDoubleOptIn[];
  nextId: number;
}

function checkContact(state: State, body: Record<string, unknown>, listKey: 'listIds' | 'includeListIds'): Reply | null {
  if (!looksLikeEmail(body['email'])) return error(400, 'invalid_parameter', 'Invalid email address');
  const attributes = (body['attributes'] ?? {}) as Record<string, unknown>;
  if (attributes['SMS'] !== undefined && !E164.test(String(attributes['SMS']))) return error(400, 'invalid_parameter', 'Invalid phone number');
  const listIds = (body[listKey] ?? []) as number[];
  if (!Array.isArray(listIds) || listIds.some((id) => !Number.isInteger(id)))
    return error(400, 'invalid_parameter', `${listKey} should be an array of integers`);
  const missing = listIds.find((id) => !state.lists.has(id));
  if (missing !== undefined) return error(404, 'document_not_found', `List ID ${missing} does not exist`);
  return null;
}

function createContact(state: State, body: Record<string, unknown>): Reply {
  const invalid = checkContact(state, body, 'listIds');
  if (invalid) return invalid;
  const email = (body['email'] as string).toLowerCase();
  const existing = state.contacts.get(email);
  const attributes = (body['attributes'] ?? {}) as Record<string, unknown>;
  const listIds = (body['listIds'] ?? []) as number[];
  if (existing && body['updateEnabled'] !== true) return error(400, 'duplicate_parameter', 'Contact already exist');
  if (existing) {
    existing.attributes = { ...existing.attributes, ...attributes };
    existing.listIds = [...new Set([...existing.listIds, ...listIds])];
    return { status: 204 };
  }
  const id = state.nextId++;
  state.contacts.set(email, { id, email, attributes, listIds: [...new Set(listIds)], emailBlacklisted: false });
  return { status: 201, body: { id } };
}

function doubleOptIn(state: State, body: Record<string, unknown>): Reply {
  const invalid = checkContact(state, body, 'includeListIds');
  if (invalid) return invalid;
  if (!Array.isArray(body['includeListIds']) || body['includeListIds'].length === 0) return error(400, 'missing_parameter', 'includeListIds is missing');
  if (typeof body['templateId'] !== 'number') return error(400, 'missing_parameter', 'templateId is missing');
  if (!state.templates.has(body['templateId'])) return error(404, 'document_not_found', 'Template ID does not exist');
  if (typeof body['redirectionUrl'] !== 'string') return error(400, 'missing_parameter', 'redirectionUrl is missing');
  state.doubleOptIns.push(body as unknown as BrevoDoubleOptIn);
  return state.contacts.has((body['email'] as string).toLowerCase()) ? { status: 204 } : { status: 201 };
}

function updateContact(state: State, identifier: string, body: Record<string, unknown>): Reply {
  const contact = state.contacts.get(identifier.toLowerCase());
  if (!contact) return error(404, 'document_not_found', 'Contact does not exist');
  const unlink = (body['unlinkListIds'] ?? []) as number[];
  contact.listIds = contact.listIds.filter((id) => !unlink.includes(id));
  if (typeof body['emailBlacklisted'] === 'boolean') contact.emailBlacklisted = body['emailBlacklisted'];
  if (typeof body['attributes'] === 'object' && body['attributes'] !== null) contact.attributes = { ...contact.attributes, ...(body['attributes'] as object) };
  return { status: 204 };
}

export async function startBrevoStandin(options: { apiKey: string; lists: number[]; templates?: number[] }): Promise<BrevoStandin> {
  const state: State = { contacts: new Map(), lists: new Set(options.lists), templates: new Set(options.templates ?? []), doubleOptIns: [], nextId: 1 };
  const standin = await startStandin((request) => {
    if (request.headers['api-key'] !== options.apiKey) return { status: 401, body: brevoErrorBody(401) };
    const [version, contacts, identifier] = segments(request.path);
    if (version !== 'v3' || contacts !== 'contacts') return error(404, 'not_found', 'Invalid route');
    if (typeof request.json !== 'object' || request.json === null) return error(400, 'bad_request', 'Input must be a valid JSON object');
    const body = request.json as Record<string, unknown>;
    if (request.method === 'POST' && identifier === undefined) return createContact(state, body);
    if (request.method === 'POST' && identifier === 'doubleOptinConfirmation') return doubleOptIn(state, body);
    if (request.method === 'PUT' && identifier !== undefined) return updateContact(state, identifier, body);
    return error(405, 'method_not_allowed', 'Method not allowed');
  }, brevoErrorBody);
  return {
    ...standin,
    apiKey: options.apiKey,
    doubleOptIns: state.doubleOptIns,
    contacts: () => [...state.contacts.values()],
    contact: (email) => state.contacts.get(email.toLowerCase()),
    confirm(email) {
      const request = state.doubleOptIns.findLast((d) => d.email.toLowerCase() === email.toLowerCase());
      if (!request) throw new Error(`no confirmation email was sent to ${email}`);
      createContact(state, { email, attributes: request.attributes, listIds: request.includeListIds, updateEnabled: true });
    },
  };
}
