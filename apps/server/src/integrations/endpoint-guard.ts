import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { addressKind } from '../security/store-proof.js';

/** How an endpoint may be reached (BECKON_WEBHOOKS_ALLOW_LOOPBACK, and tests' name lookups). */
export interface EndpointRules {
  /** http to this machine (127.0.0.1, ::1, localhost) is allowed: tests and local development only */
  allowLoopback: boolean;
  /** the name lookup; every address a name has is checked */
  resolve?: ((host: string) => Promise<Array<{ address: string; family: number }>>) | undefined;
}

export type EndpointCheck = { ok: true; url: URL } | { ok: false; reason: string };

/** The address part of a URL's host: [::1] is ::1. */
function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

function isLoopbackName(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && addressKind(host) === 'loopback');
}

/**
 * The rule for what an owner may type, checked on save: https (http only to this machine, and only
 * when loopback is allowed), no user or password in it, and no literal private, link-local or
 * loopback address (issue 15's rule for shop proofs, security/store-proof.ts).
 */
export function checkEndpointUrl(text: string, rules: EndpointRules): EndpointCheck {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: 'Enter a full address, starting with https://.' };
  }
  if (url.username || url.password) return { ok: false, reason: 'The address must not carry a user name or password.' };
  const host = bareHost(url);
  const loopback = isLoopbackName(host);
  if (loopback && !rules.allowLoopback) return { ok: false, reason: 'The address must not point at this server itself.' };
  if (url.protocol === 'http:' && !loopback) return { ok: false, reason: 'The address must start with https://.' };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'The address must start with https://.' };
  if (isIP(host) !== 0 && addressKind(host) === 'private') return { ok: false, reason: 'The address must be on the internet, not a private network.' };
  url.hash = '';
  return { ok: true, url };
}

const defaultResolve = (host: string) => dnsLookup(host, { all: true, verbatim: true });

/**
 * Checked again at each send, after the name lookup: a name may point at a private address (or
 * be changed to, after the save). The address to connect to, or why not.
 */
export async function resolveEndpoint(url: URL, rules: EndpointRules): Promise<{ ok: true; address: string; family: number } | { ok: false; reason: string }> {
  const host = bareHost(url);
  let addresses: Array<{ address: string; family: number }>;
  try {
    addresses = isIP(host) !== 0 ? [{ address: host, family: isIP(host) }] : await (rules.resolve ?? defaultResolve)(host);
  } catch {
    return { ok: false, reason: `The name ${host} could not be resolved.` };
  }
  if (addresses.length === 0) return { ok: false, reason: `The name ${host} has no address.` };
  for (const { address } of addresses) {
    const kind = addressKind(address);
    if (kind === 'private') return { ok: false, reason: `${host} resolves to a private address (${address}); Beckon does not send there.` };
    if (kind === 'loopback' && !rules.allowLoopback) return { ok: false, reason: `${host} resolves to this machine (${address}); Beckon does not send there.` };
  }
  return { ok: true, ...addresses[0]! };
}
