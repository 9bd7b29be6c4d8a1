import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIPv4 } from 'node:net';

/**
 * Issue 15: a shop is connected to a site only when its home page carries the site's token,
 *   <meta name="beckon-verify" content="TOKEN">
 * A meta tag, not a file under /.well-known: hosted stores (Shopify, Wix) let an owner edit
 * their theme's <head> but not serve files at the root.
 */
export const STORE_PROOF_META_NAME = 'beckon-verify';
export const STORE_PROOF_TIMEOUT_MS = 5_000;
/** Enough for a theme's <head> and then some; the rest of a large page is not read. */
export const STORE_PROOF_MAX_BYTES = 512 * 1024;
const MAX_REDIRECTS = 3;

export interface StoreProofOptions {
  /** BECKON_STORE_PROOF_ALLOW_LOOPBACK: a shop on this machine, over plain http (tests, development) */
  allowLoopback: boolean;
  /** the port plain http uses for a loopback shop; 80 unless a test's store listens elsewhere */
  loopbackPort?: number | undefined;
  /** the name lookup; tests point shop names at 127.0.0.1 */
  resolve?: ((host: string) => Promise<{ address: string; family: number }>) | undefined;
}

export type ProofResult = { ok: true } | { ok: false; reason: string };

// Addresses a shop on the internet never has: asking them would let an owner probe our own network.
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is. */
function plainAddress(address: string): { address: string; type: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, type: 'ipv4' };
  return { address, type: isIPv4(address) ? 'ipv4' : 'ipv6' };
}

export function addressKind(address: string): 'loopback' | 'private' | 'public' {
  const { address: plain, type } = plainAddress(address);
  if (LOOPBACK.check(plain, type)) return 'loopback';
  return PRIVATE.check(plain, type) ? 'private' : 'public';
}

/** The token from the page's <meta name="beckon-verify" content="…"> tags, all of them. */
export function proofTokensIn(html: string): string[] {
  const tokens: string[] = [];
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attribute = (name: string) => new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
    const name = attribute('name');
    if ((name?.[1] ?? name?.[2] ?? name?.[3])?.toLowerCase() !== STORE_PROOF_META_NAME) continue;
    const content = attribute('content');
    const value = content?.[1] ?? content?.[2] ?? content?.[3];
    if (value) tokens.push(value.trim());
  }
  return tokens;
}

interface Fetched {
  status: number;
  location: string | undefined;
  body: string;
}

function get(url: URL, address: string, family: number): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    // Connects to the address we checked, not a second lookup an attacker's DNS could answer differently.
    const request = (secure ? httpsRequest : httpRequest)(
      {
        host: address,
        family,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { host: url.host, 'user-agent': 'Beckon store proof', accept: 'text/html' },
        ...(secure ? { servername: url.hostname } : {}),
        timeout: STORE_PROOF_TIMEOUT_MS,
      },
      (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body: Buffer.concat(chunks).toString('utf8') });
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk.subarray(0, STORE_PROOF_MAX_BYTES - size));
          size += chunk.length;
          if (size >= STORE_PROOF_MAX_BYTES) {
            response.destroy();
            done();
          }
        });
        response.on('end', done);
        response.on('error', reject);
      },
    );
    const deadline = setTimeout(() => request.destroy(new Error('timed out')), STORE_PROOF_TIMEOUT_MS);
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end();
  });
}

/**
 * Asks the shop's home page for the token. Redirects are followed only on the shop's own host
 * (http to https, a path): a shop cannot vouch for itself with another site's page.
 */
export async function checkStoreProof(shop: string, token: string, options: StoreProofOptions): Promise<ProofResult> {
  const resolve = options.resolve ?? ((host: string) => dnsLookup(host));
  let found: { address: string; family: number };
  try {
    found = await resolve(shop);
  } catch {
    return { ok: false, reason: `${shop} could not be found (no DNS record).` };
  }
  const kind = addressKind(found.address);
  if (kind === 'private' || (kind === 'loopback' && !options.allowLoopback)) {
    return { ok: false, reason: `${shop} points to a private address (${found.address}); a shop must be reachable on the internet.` };
  }
  let url = kind === 'loopback' ? new URL(`http://${shop}:${options.loopbackPort ?? 80}/`) : new URL(`https://${shop}/`);
  for (let hop = 0; ; hop++) {
    let answer: Fetched;
    try {
      answer = await get(url, found.address, found.family);
    } catch (error) {
      return { ok: false, reason: `${url.origin} did not answer (${error instanceof Error ? error.message : 'no answer'}).` };
    }
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      const next = new URL(answer.location, url);
      if (next.hostname !== url.hostname || hop >= MAX_REDIRECTS) {
        return { ok: false, reason: `${url.origin}/ redirects to ${next.origin}; put the tag on the home page of ${shop} itself.` };
      }
      if (kind !== 'loopback' && next.protocol !== 'https:')
        return { ok: false, reason: `${shop} redirects to plain http; the proof is read over https only.` };
      url = next;
      continue;
    }
    if (answer.status !== 200) return { ok: false, reason: `${url.origin}/ answered ${answer.status}, not the home page.` };
    const tokens = proofTokensIn(answer.body);
    if (tokens.includes(token)) return { ok: true };
    return {
      ok: false,
      reason: tokens.length
        ? `The home page of ${shop} carries a ${STORE_PROOF_META_NAME} tag, but not this site's token.`
        : `The home page of ${shop} has no <meta name="${STORE_PROOF_META_NAME}"> tag yet.`,
    };
  }
}
