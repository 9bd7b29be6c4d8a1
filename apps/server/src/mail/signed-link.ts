import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONFIRM_LINK_TTL_MS } from '@beckon/core';

export type LinkPurpose = 'confirm' | 'unsubscribe';

/** What a signed link says: who, on which list (database row ids), what for, and until when (0: never expires). */
export interface LinkPayload {
  purpose: LinkPurpose;
  subscriberId: number;
  listId: number;
  expiresAt: number;
}

const CODE: Record<LinkPurpose, string> = { confirm: 'c', unsubscribe: 'u' };
const PAYLOAD = /^([cu])\.([1-9][0-9]{0,15})\.([1-9][0-9]{0,15})\.(0|[1-9][0-9]{0,15})$/;

const mac = (key: string, payload: string): Buffer => createHmac('sha256', key).update(payload).digest();

/** `base64url(payload).base64url(HMAC-SHA256(payload))`: core's SignedLinkQuery shape. */
export function signLink(key: string, payload: LinkPayload): string {
  const body = Buffer.from(`${CODE[payload.purpose]}.${payload.subscriberId}.${payload.listId}.${payload.expiresAt}`).toString('base64url');
  return `${body}.${mac(key, body).toString('base64url')}`;
}

/** A confirmation link's token: it expires CONFIRM_LINK_TTL_MS after the sign-up. */
export function confirmToken(key: string, subscriberId: number, listId: number, now: number): string {
  return signLink(key, { purpose: 'confirm', subscriberId, listId, expiresAt: now + CONFIRM_LINK_TTL_MS });
}

/** An unsubscribe link's token never expires: an email years old must still unsubscribe. */
export function unsubscribeToken(key: string, subscriberId: number, listId: number): string {
  return signLink(key, { purpose: 'unsubscribe', subscriberId, listId, expiresAt: 0 });
}

export type LinkCheck = { ok: true; payload: LinkPayload } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * The payload of a token this server signed for this purpose. The MAC is compared in constant
 * time, and before the payload is read: nothing of a forged token is believed. An expired one
 * is told apart, so the visitor learns to sign up again.
 */
export function verifyLink(key: string, token: string, purpose: LinkPurpose, now: number): LinkCheck {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = mac(key, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const match = PAYLOAD.exec(Buffer.from(body, 'base64url').toString('utf8'));
  if (!match || match[1] !== CODE[purpose]) return { ok: false, reason: 'invalid' };
  const payload: LinkPayload = { purpose, subscriberId: Number(match[2]), listId: Number(match[3]), expiresAt: Number(match[4]) };
  // Only unsubscribe links go without an end: a confirmation link always carries one.
  if (purpose === 'confirm' && payload.expiresAt === 0) return { ok: false, reason: 'invalid' };
  if (payload.expiresAt !== 0 && payload.expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, payload };
}

/** The absolute addresses of the visitor routes (display/signup-links.ts). */
export const CONFIRM_PATH = '/api/signup/confirm';
export const UNSUBSCRIBE_PATH = '/api/signup/unsubscribe';
export const linkUrl = (origin: string, path: string, token: string): string => `${origin}${path}?t=${token}`;
