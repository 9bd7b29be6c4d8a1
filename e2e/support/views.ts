import { join } from 'node:path';
import { userInfo } from 'node:os';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { RunningServer } from './server.js';

/**
 * The server times a lead from when it recorded the lead's view (issue 15), by its own clock,
 * which a page's fake clock cannot move. A test that plays a person taking their time moves the
 * recorded views back by that time, as an operator's SQL would, rather than sleeping: in the
 * server's SQLite file, or in the PostgreSQL database a DATABASE_URL names.
 */
export async function ageViews(where: Pick<RunningServer, 'dataDir'> | { databaseUrl: string }, ms: number): Promise<void> {
  if ('dataDir' in where) {
    const db = new SQLite(join(where.dataDir, 'beckon.sqlite'));
    try {
      db.pragma('busy_timeout = 5000');
      db.prepare('UPDATE views SET created_at = created_at - ?').run(ms);
    } finally {
      db.close();
    }
    return;
  }
  const url = new URL(where.databaseUrl);
  if (!url.username) url.username = process.env.PGUSER || userInfo().username;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query('UPDATE views SET created_at = created_at - $1', [ms]);
  } finally {
    await client.end();
  }
}
