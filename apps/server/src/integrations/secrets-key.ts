import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** AES-256 takes a 32-byte key. */
export const SECRETS_KEY_BYTES = 32;
/** Where the generated key is kept when BECKON_SECRETS_KEY is unset, inside BECKON_DATA_DIR. */
export const SECRETS_KEY_FILE = 'secrets.key';

/** BECKON_SECRETS_KEY's text as a key: 64 hex digits, or 32 bytes in base64 or base64url; undefined when it is neither. */
export function decodeSecretsKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === SECRETS_KEY_BYTES ? key : undefined;
}

export interface SecretsKeySource {
  key: Buffer;
  /** what to warn at start, when the key was not given */
  warning?: string | undefined;
}

/**
 * The key integration secrets are encrypted under: BECKON_SECRETS_KEY, else a key generated once
 * into the data folder, so the two-command install works with no setting. Instances sharing a
 * PostgreSQL database must share the key, so they are told to set it.
 */
export function loadSecretsKey(given: string | undefined, dataDir: string, sharedDatabase: boolean): SecretsKeySource {
  if (given !== undefined) {
    const key = decodeSecretsKey(given);
    if (!key) throw new Error('BECKON_SECRETS_KEY must be 32 bytes as 64 hex digits or base64');
    return { key };
  }
  const file = join(dataDir, SECRETS_KEY_FILE);
  const shared = sharedDatabase ? ' Several instances on one database must share one key: set BECKON_SECRETS_KEY to the same value on each.' : '';
  if (existsSync(file)) {
    const key = decodeSecretsKey(readFileSync(file, 'utf8'));
    if (!key) throw new Error(`${file} does not hold a key (64 hex digits); restore it or set BECKON_SECRETS_KEY`);
    return { key, warning: `BECKON_SECRETS_KEY is not set: integration secrets are encrypted under the key in ${file}; back it up.${shared}` };
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(SECRETS_KEY_BYTES);
  try {
    // wx: two processes starting at once never overwrite each other's key.
    writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // The other process won the race: its key is the one.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadSecretsKey(undefined, dataDir, sharedDatabase);
    throw error;
  }
  return { key, warning: `BECKON_SECRETS_KEY is not set: generated a key for integration secrets in ${file}; back it up.${shared}` };
}
