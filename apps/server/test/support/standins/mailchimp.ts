import { createHash } from 'node:crypto';
import { looksLikeEmail, segments, startStandin, type Reply, type Standin, type StandinRequest } from './standin.js';

/**
 * A stand-in for Mailchimp's Marketing API 3.0, as far as the connector uses it:
 * PUT /3.0/lists/{list_id}/members/{subscriber_hash} (upsert; `status_if_new` for new members) and
 * POST /3.0/lists/{list_id}/members/{subscriber_hash}/tags (204). Basic auth with the key as the
 * password. Errors are problem documents (`type`, `title`, `status`, `detail`, `instance`) with
 * Mailchimp's titles and details: "API Key Invalid" (401), "Resource Not Found" (404), "Invalid
 * Resource" (400, e.g. "… looks fake or invalid, please enter a real email address."), "Too Many
 * Requests" (429), "Internal Server Error" (500). Mailchimp refuses addresses at domains such as
 * example.com as fake; so does this stand-in.
 */

export interface MailchimpMember {
  id: string;
  email_address: string;
  status: string;
  merge_fields: Record<string, unknown>;
  tags: string[];
}

export interface MailchimpStandin extends Standin {
  apiKey: string;
  /** the members of an audience, in the order they were added */
  members(listId: string): MailchimpMember[];
}

const STATUSES = ['subscribed', 'unsubscribed', 'cleaned', 'pending', 'transactional'];
const FAKE_DOMAINS = ['example.com', 'test.com', 'email.com'];
const ERROR_TYPE = 'https://mailchimp.com/developer/marketing/docs/errors/';

function problem(status: number, title: string, detail: string, errors?: Array<{ field: string; message: string }>): Reply {
  return { status, body: { type: ERROR_TYPE, title, status, detail, instance: '7f3a1c2e-0000-4000-8000-standin', ...(errors ? { errors } : {}) } };
}

const notFound = () => problem(404, 'Resource Not Found', 'The requested resource could not be found.');

function mailchimpErrorBody(status: number): unknown {
  if (status === 429) return problem(429, 'Too Many Requests', 'You have exceeded the limit of 10 simultaneous connections.').body;
  if (status === 401) return problem(401, 'API Key Invalid', "Your API key may be invalid, or you've attempted to access the wrong datacenter.").body;
  return problem(status, 'Internal Server Error', 'An unexpected internal error has occurred. Please contact Support for more information.').body;
}

function authorised(request: StandinRequest, apiKey: string): boolean {
  const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'basic' || !encoded) return false;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  return decoded.slice(decoded.indexOf(':') + 1) === apiKey;
}

function invalidMember(body: Record<string, unknown>, hash: string, existing: MailchimpMember | undefined): Reply | null {
  const email = body['email_address'];
  if (typeof email !== 'string' || email === '')
    return problem(400, 'Invalid Resource', "The resource submitted could not be validated. For field-specific details, see the 'errors' array.", [
      { field: 'email_address', message: 'This value should not be blank.' },
    ]);
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  if (!looksLikeEmail(email) || FAKE_DOMAINS.includes(domain))
    return problem(400, 'Invalid Resource', `${email} looks fake or invalid, please enter a real email address.`);
  if (createHash('md5').update(email.toLowerCase()).digest('hex') !== hash)
    return problem(400, 'Invalid Resource', 'The subscriber hash does not match the email address.');
  for (const name of ['status', 'status_if_new']) {
    const value = body[name];
    if (value !== undefined && !STATUSES.includes(value as string))
      return problem(400, 'Invalid Resource', "The resource submitted could not be validated. For field-specific details, see the 'errors' array.", [
        { field: name, message: `Value must be one of: ${STATUSES.join(', ')}` },
      ]);
  }
  if (!existing && body['status'] === undefined && body['status_if_new'] === undefined)
    return problem(400, 'Invalid Resource', 'The resource submitted could not be validated. status_if_new is required when the member is new.');
  return null;
}

function upsert(list: Map<string, MailchimpMember>, hash: string, body: Record<string, unknown>): Reply {
  const existing = list.get(hash);
  const invalid = invalidMember(body, hash, existing);
  if (invalid) return invalid;
  const fields = typeof body['merge_fields'] === 'object' && body['merge_fields'] !== null ? (body['merge_fields'] as Record<string, unknown>) : {};
  const member: MailchimpMember = existing ?? {
    id: hash,
    email_address: body['email_address'] as string,
    status: body['status_if_new'] as string,
    merge_fields: {},
    tags: [],
  };
  if (typeof body['status'] === 'string') member.status = body['status'];
  member.merge_fields = { ...member.merge_fields, ...fields };
  list.set(hash, member);
  return { status: 200, body: member };
}

function tag(member: MailchimpMember | undefined, body: unknown): Reply {
  if (!member) return notFound();
  const tags = (body as { tags?: unknown } | undefined)?.tags;
  if (!Array.isArray(tags))
    return problem(400, 'Invalid Resource', "The resource submitted could not be validated. For field-specific details, see the 'errors' array.", [
      { field: 'tags', message: 'Schema describes array, NULL found instead' },
    ]);
  for (const { name, status } of tags as Array<{ name: string; status: string }>) {
    if (status === 'inactive') member.tags = member.tags.filter((t) => t !== name);
    else if (!member.tags.includes(name)) member.tags.push(name);
  }
  return { status: 204 };
}

export async function startMailchimpStandin(options: { apiKey: string; lists: string[] }): Promise<MailchimpStandin> {
  const lists = new Map(options.lists.map((id) => [id, new Map<string, MailchimpMember>()]));
  const standin = await startStandin(
    (request) => {
      if (!authorised(request, options.apiKey)) return { status: 401, body: mailchimpErrorBody(401) };
      const [version, lists_, listId, members, hash, tags] = segments(request.path);
      if (version !== '3.0' || lists_ !== 'lists' || members !== 'members' || !listId || !hash) return notFound();
      const list = lists.get(listId);
      if (!list) return notFound();
      if (tags === undefined && request.method === 'PUT') {
        if (typeof request.json !== 'object' || request.json === null)
          return problem(400, 'JSON Schema Validation Error', 'The request body is not valid JSON.');
        return upsert(list, hash, request.json as Record<string, unknown>);
      }
      if (tags === 'tags' && request.method === 'POST') return tag(list.get(hash), request.json);
      return problem(405, 'Method Not Allowed', 'The requested method and resource are not compatible.');
    },
    mailchimpErrorBody,
    'application/problem+json',
  );
  return { ...standin, apiKey: options.apiKey, members: (listId) => [...(lists.get(listId)?.values() ?? [])] };
}
