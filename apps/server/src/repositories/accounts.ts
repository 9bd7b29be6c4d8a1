import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { hashPassword, verifyPassword } from '../security/password.js';
import { newAccountPublicId } from '../security/ids.js';
import { deleteOtherSessions } from './sessions.js';

export interface PublicAccount { id: number; public_id: string; email: string }

/** What the dashboard shows of the signed-in owner (GET /api/admin/me). */
export interface AccountSummary { viewer_id: string; email: string; plan: string; max_monthly_views: number | null }

export function normaliseAccountEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function createAccount(db: Kysely<Database>, email: string, password: string): Promise<PublicAccount> {
  const row = await db.insertInto('accounts')
    .values({ public_id: newAccountPublicId(), email: normaliseAccountEmail(email), password_hash: await hashPassword(password), created_at: Date.now() })
    .returning(['id', 'public_id', 'email'])
    .executeTakeFirstOrThrow();
  return row;
}

/**
 * A new account, or 'taken' when the address already has one. The unique index decides, so two
 * sign-ups racing for one address cannot both succeed.
 */
export async function signUp(db: Kysely<Database>, email: string, password: string): Promise<PublicAccount | 'taken'> {
  if (await findAccountByEmail(db, email)) return 'taken';
  try {
    return await createAccount(db, email, password);
  } catch (error) {
    if (await findAccountByEmail(db, email)) return 'taken';
    throw error;
  }
}

export function findAccountByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('accounts').selectAll().where('email', '=', normaliseAccountEmail(email)).executeTakeFirst();
}

export async function accountSummary(db: Kysely<Database>, accountId: number): Promise<AccountSummary | undefined> {
  const row = await db.selectFrom('accounts').select(['public_id', 'email', 'plan', 'max_monthly_views']).where('id', '=', accountId).executeTakeFirst();
  return row && { viewer_id: row.public_id, email: row.email, plan: row.plan, max_monthly_views: row.max_monthly_views === null ? null : Number(row.max_monthly_views) };
}

/** Whether `password` is the account's current one. */
export async function checkPassword(db: Kysely<Database>, accountId: number, password: string): Promise<boolean> {
  const row = await db.selectFrom('accounts').select('password_hash').where('id', '=', accountId).executeTakeFirst();
  return row !== undefined && verifyPassword(password, row.password_hash);
}

/**
 * A new password, and every other session of the account ended in the same transaction: whoever
 * knew the old password is signed out the moment it stops working.
 */
export async function changePassword(db: Kysely<Database>, accountId: number, password: string, keepSessionToken: string | undefined): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('accounts').set({ password_hash: hash }).where('id', '=', accountId).execute();
    await deleteOtherSessions(tx, accountId, keepSessionToken);
  });
}

export async function countAccounts(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('accounts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
