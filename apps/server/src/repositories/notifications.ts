import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Between the writer's schema and what it says, in a notification's payload. */
const AFTER_SCHEMA = '\n';

/**
 * PostgreSQL only: tells every connection LISTENing on `channel`, once the caller's work
 * committed. NOTIFY reaches the whole database, while a Beckon lives in one schema of it (two may
 * share a database, as parallel tests do): the payload leads with the writer's schema, and
 * `heardInSchema` keeps a listener to its own.
 */
export async function notifyListeners(db: Kysely<Database>, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, coalesce(current_schema(), '') || ${AFTER_SCHEMA} || ${payload})`.execute(db);
}

/** What a notification said, when it was written in `schema`; undefined when another schema's. */
export function heardInSchema(schema: string, notification: string): string | undefined {
  const end = notification.indexOf(AFTER_SCHEMA);
  return end >= 0 && notification.slice(0, end) === schema ? notification.slice(end + AFTER_SCHEMA.length) : undefined;
}
