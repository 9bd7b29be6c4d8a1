import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { hashPassword, verifyPassword } from '../security/password.js';
import { newAccountPublicId } from '../security/ids.js';
import { deleteOtherSessions } from './sessions.js';

export interface PublicAccount {
  id: number;
  public_id: string;
  email: string;
}

/** What the dashboard shows of the signed-in owner (GET /api/admin/me). */
export interface AccountSummary {
  viewer_id: string;
  email: string;
  plan: string;
  max_monthly_views: number | null;
}

export function normaliseAccountEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function createAccount(db: Kysely<Database>, email: string, password: string): Promise<PublicAccount> {
  const row = await db
    .insertInto('accounts')
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
  return (
    row && {
      viewer_id: row.public_id,
      email: row.email,
      plan: row.plan,
      max_monthly_views: row.max_monthly_views === null ? null : Number(row.max_monthly_views),
    }
  );
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
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Operator plan values (issue 15): what the CLI and the operator call may set. */
export interface PlanChange {
  /** SPEC §6 monthly view cap; null: no cap */
  max_monthly_views?: number | null;
  /** SPEC §3 if_freemium: the account's plan is 'free' */
  freemium?: boolean;
}

/** The bound of the stored cap: a PostgreSQL integer holds it. */
export { MAX_VIEW_CAP } from '@beckon/core/api';
export const FREE_PLAN = 'free';
export const PAID_PLAN = 'paid';

/** Sets an account's plan fields; the changed account, or undefined when there is none. */
export async function setPlan(db: Kysely<Database>, accountId: number, change: PlanChange): Promise<AccountSummary | undefined> {
  const values: { max_monthly_views?: number | null; plan?: string } = {};
  if (change.max_monthly_views !== undefined) values.max_monthly_views = change.max_monthly_views;
  if (change.freemium !== undefined) values.plan = change.freemium ? FREE_PLAN : PAID_PLAN;
  if (Object.keys(values).length) await db.updateTable('accounts').set(values).where('id', '=', accountId).execute();
  return accountSummary(db, accountId);
}

export async function accountIdByPublicIdOrEmail(db: Kysely<Database>, key: { publicId?: string; email?: string }): Promise<number | undefined> {
  let query = db.selectFrom('accounts').select('id');
  if (key.publicId !== undefined) query = query.where('public_id', '=', key.publicId);
  else if (key.email !== undefined) query = query.where('email', '=', normaliseAccountEmail(key.email));
  else return undefined;
  return (await query.executeTakeFirst())?.id;
}
