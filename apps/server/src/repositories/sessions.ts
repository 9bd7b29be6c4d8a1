import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { newSessionToken, sha256 } from '../security/ids.js';
import type { PublicAccount } from './accounts.js';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** Returns the raw token for the cookie; only its hash is stored. */
export async function createSession(db: Kysely<Database>, accountId: number, now = Date.now()): Promise<string> {
  const token = newSessionToken();
  await db
    .insertInto('sessions')
    .values({ token_hash: sha256(token), account_id: accountId, created_at: now, expires_at: now + SESSION_TTL_MS })
    .execute();
  return token;
}

export async function accountForSession(db: Kysely<Database>, token: string, now = Date.now()): Promise<PublicAccount | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select(['accounts.id', 'accounts.public_id', 'accounts.email'])
    .where('sessions.token_hash', '=', sha256(token))
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}

export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', sha256(token)).execute();
}

/** Ends every session of the account but the one holding `keepToken` (a password change signs out the other devices). */
export async function deleteOtherSessions(db: Kysely<Database>, accountId: number, keepToken: string | undefined): Promise<number> {
  let query = db.deleteFrom('sessions').where('account_id', '=', accountId);
  if (keepToken !== undefined) query = query.where('token_hash', '!=', sha256(keepToken));
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}
