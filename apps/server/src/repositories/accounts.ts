import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { hashPassword } from '../security/password.js';
import { newAccountPublicId } from '../security/ids.js';

export interface PublicAccount { id: number; public_id: string; email: string }

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

export function findAccountByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('accounts').selectAll().where('email', '=', normaliseAccountEmail(email)).executeTakeFirst();
}

export async function countAccounts(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('accounts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
