import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_BYTES } from '@beckon/core';

/** The prefix of a webhook signing secret, as receivers see it. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * Issue 21: webhook secrets and connectors' API keys are stored encrypted (AES-256-GCM), so a
 * copied database yields none of them without the key (BECKON_SECRETS_KEY or the key file).
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {}

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
  }

  /** The plain text; throws when it was sealed under another key or changed. */
  open(stored: string): string {
    const [version, iv, tag, sealed] = stored.split('.');
    if (version !== VERSION || !iv || !tag || sealed === undefined) throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/** A new signing secret: whsec_ and 32 random bytes in base64url. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(WEBHOOK_SECRET_BYTES).toString('base64url')}`;
}

/** What the dashboard shows to tell secrets apart: the last four characters. */
export function secretHint(secret: string): string {
  return secret.slice(-4);
}
