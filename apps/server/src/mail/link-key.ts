import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The settings row of the generated key: one per database, so every instance sharing it signs alike. */
export const LINK_KEY_SETTING = 'link_signing_key';

/** Per database: BECKON_LINK_SECRET when the app was given it, else the stored key once read. */
const keys = new WeakMap<Kysely<Database>, string>();

/** The operator's BECKON_LINK_SECRET signs this database's links instead of the stored key. */
export function useLinkSecret(db: Kysely<Database>, secret: string): void {
  keys.set(db, secret);
}

/**
 * The key links are signed with: the operator's secret, else the one stored in the database,
 * generated on first use. Two instances generating at once both keep the first one stored: the
 * insert does nothing on a conflict and the key is read back. Call it outside a transaction
 * (SQLite has one connection).
 */
export async function linkKey(db: Kysely<Database>): Promise<string> {
  const known = keys.get(db);
  if (known !== undefined) return known;
  await db
    .insertInto('settings')
    .values({ key: LINK_KEY_SETTING, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', LINK_KEY_SETTING).executeTakeFirstOrThrow();
  keys.set(db, row.value);
  return row.value;
}
