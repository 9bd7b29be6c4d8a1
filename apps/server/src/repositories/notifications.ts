import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** PostgreSQL only: tells every connection LISTENing on `channel`, once the caller's work committed. */
export async function notifyListeners(db: Kysely<Database>, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
