import { createHmac } from 'node:crypto';

/** The header a receiver verifies: t=<unix seconds>,v1=<hex>[,v1=<hex>] (README.md beside this file). */
export const SIGNATURE_HEADER = 'Beckon-Signature';

/** HMAC-SHA256 of `${timestamp}.${body}` under the secret (the whole whsec_… text, as UTF-8), in hex. */
export function sign(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** Signed with every secret that is valid now: after a rotation, the new one and the previous one. */
export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${sign(secret, timestamp, body)}`)].join(',');
}
