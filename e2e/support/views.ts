import { join } from 'node:path';
import { userInfo } from 'node:os';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { RunningServer } from './server.js';

type Where = Pick<RunningServer, 'dataDir'> | { databaseUrl: string };

/** One statement with numeric parameters ($1, $2 …) on the server's database: its SQLite file, or the PostgreSQL a DATABASE_URL names. */
async function run(where: Where, sql: string, params: Array<number | string>): Promise<void> {
  if ('dataDir' in where) {
    const db = new SQLite(join(where.dataDir, 'beckon.sqlite'));
    try {
      db.pragma('busy_timeout = 5000');
      db.prepare(sql.replace(/\$\d+/g, '?')).run(...params);
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
    await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/**
 * The server times a lead from when it recorded the lead's view (issue 15), by its own clock,
 * which a page's fake clock cannot move. A test that plays a person taking their time moves the
 * recorded views back by that time, as an operator's SQL would, rather than sleeping.
 */
export async function ageViews(where: Where, ms: number): Promise<void> {
  await run(where, 'UPDATE views SET created_at = created_at - $1', [ms]);
}

/** Moves pop-ups' creation back by as much, for a test whose views must stay after it (an A/B test counts from its newest variant). */
export async function agePopups(where: Where, ids: string[], ms: number): Promise<void> {
  for (const id of ids) await run(where, 'UPDATE poptins SET created_at = created_at - $1 WHERE id = $2', [ms, id]);
}
