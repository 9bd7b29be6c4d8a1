import type { ConnectorKind } from '@beckon/core';

/**
 * Issue 21: a connector's settings as the dashboard may show them. API keys and the generic
 * connector's header values (an Authorization header, a token) keep only their last 4
 * characters, enough for an owner to tell two keys apart and no more. Works on stored settings
 * of any age: whatever is not an object comes back as an empty one.
 */

/** Characters of a secret left visible. */
export const SECRET_VISIBLE_CHARACTERS = 4;
/** A secret this short or shorter is masked whole: its last 4 characters would be most of it. */
const SECRET_MIN_LENGTH_TO_HINT = 12;
const MASK = '••••';

export function maskSecret(secret: string): string {
  return secret.length < SECRET_MIN_LENGTH_TO_HINT ? MASK : `${MASK}${secret.slice(-SECRET_VISIBLE_CHARACTERS)}`;
}

function maskHeaders(headers: unknown): unknown {
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) return {};
  return Object.fromEntries(
    Object.entries(headers as Record<string, unknown>).map(([name, value]) => [name, typeof value === 'string' ? maskSecret(value) : MASK]),
  );
}

export function redactSettings(kind: ConnectorKind, settings: unknown): Record<string, unknown> {
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) return {};
  const copy: Record<string, unknown> = { ...(settings as Record<string, unknown>) };
  if ('apiKey' in copy) copy['apiKey'] = typeof copy['apiKey'] === 'string' ? maskSecret(copy['apiKey']) : MASK;
  if (kind === 'generic' && 'headers' in copy) copy['headers'] = maskHeaders(copy['headers']);
  return copy;
}
