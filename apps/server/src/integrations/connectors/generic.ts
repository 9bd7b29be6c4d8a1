import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { parseGenericSettings, renderTemplate, type GenericSettings, type LeadEvent, type SettingsResult } from '@beckon/core';
import { addressKind } from '../../security/store-proof.js';
import { failure, send, stringAt, success } from './http.js';
import type { Connector, ConnectorContext, ConnectorOutcome } from './types.js';

/**
 * Issue 21: any URL, with the fields the owner names (core's templates), as JSON or as a form.
 * The event id goes as `Idempotency-Key`, so a receiver can drop a retried delivery. A lead
 * without an email is sent too: the owner's mapping decides what the receiver needs.
 *
 * The URL is the owner's, so it must not reach our own network: literal private and loopback
 * addresses are refused with the settings, and names are resolved before each delivery and
 * refused when any address they give is private. (A name that answers differently between that
 * look-up and fetch's own is not caught here; the queue's fetch can pin the address if needed.)
 */

const SERVICE = 'The receiver';

export interface GenericOptions {
  /** tests and development: a receiver on this machine or the local network */
  allowPrivateAddresses?: boolean;
  resolve?: (host: string) => Promise<Array<{ address: string }>>;
}

function bareHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

function privateHost(host: string): boolean {
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isIP(host) !== 0 && addressKind(host) !== 'public';
}

/** Why the URL's host may not be called, or null when it may. */
async function refusedHost(url: URL, resolve: (host: string) => Promise<Array<{ address: string }>>): Promise<ConnectorOutcome | null> {
  const host = bareHost(url);
  if (privateHost(host))
    return { ok: false, retry: false, status: null, message: `${host} is a private address; the receiver must be reachable on the internet.` };
  if (isIP(host) !== 0) return null;
  let addresses: Array<{ address: string }>;
  try {
    addresses = await resolve(host);
  } catch {
    return { ok: false, retry: true, status: null, message: `${host} could not be found (no DNS record).` };
  }
  const inside = addresses.find((found) => addressKind(found.address) !== 'public');
  return inside ? { ok: false, retry: false, status: null, message: `${host} points to a private address (${inside.address}).` } : null;
}

function body(event: LeadEvent, settings: GenericSettings): { type: string; text: string } {
  const fields = Object.entries(settings.fieldMap).map(([name, template]): [string, string] => [name, renderTemplate(template, event)]);
  if (settings.format === 'form') return { type: 'application/x-www-form-urlencoded', text: new URLSearchParams(fields).toString() };
  return { type: 'application/json', text: JSON.stringify(Object.fromEntries(fields)) };
}

/** A receiver's words: a JSON error's message, else the text it answered. */
function receiverWords(json: unknown, text: string): string | null {
  const named = stringAt(json, 'message') ?? stringAt(json, 'error') ?? stringAt(json, 'detail') ?? stringAt(json, 'title');
  return named ?? (text.trim() === '' ? null : text);
}

export function createGenericConnector(options: GenericOptions = {}): Connector<GenericSettings> {
  const resolve = options.resolve ?? ((host: string) => lookup(host, { all: true }));
  return {
    kind: 'generic',
    parseSettings(input: unknown): SettingsResult<GenericSettings> {
      const parsed = parseGenericSettings(input);
      if (!parsed.ok || options.allowPrivateAddresses) return parsed;
      const host = bareHost(new URL(parsed.value.url));
      return privateHost(host) ? { ok: false, error: `url points to a private address (${host}); the receiver must be reachable on the internet.` } : parsed;
    },
    async deliver(event: LeadEvent, settings: GenericSettings, context: ConnectorContext): Promise<ConnectorOutcome> {
      const url = new URL(settings.url);
      const refused = options.allowPrivateAddresses ? null : await refusedHost(url, resolve);
      if (refused) return refused;
      const { type, text } = body(event, settings);
      const headers = { 'user-agent': 'Beckon', ...settings.headers, 'content-type': type, 'idempotency-key': event.id };
      const sent = await send(context, url.href, { method: settings.method, headers, body: text });
      if (!sent.ok) return sent.outcome;
      const { status } = sent.answer;
      if (status < 200 || status > 299)
        return failure(sent.answer, status >= 300 && status < 400 ? null : receiverWords(sent.answer.json, sent.answer.text), SERVICE);
      return success(status, `${url.host} accepted the lead (${status}).`);
    },
  };
}

/** The connector the queue uses: receivers on the internet only. */
export const genericConnector = createGenericConnector();
