import { createHash, randomBytes } from 'node:crypto';
import { POPUP_ID_LENGTH } from '@beckon/core';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random id over [a-z0-9]; rejection sampling keeps every character equally likely. */
export function randomId(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 252 && out.length < length) out += ALPHABET[byte % 36];
    }
  }
  return out;
}

export const newPopupId = (): string => randomId(POPUP_ID_LENGTH);
export const newClientId = (): string => randomId(16);
export const newAccountPublicId = (): string => randomId(12);

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
