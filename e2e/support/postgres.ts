import { execSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import pg from 'pg';

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';

function client(): pg.Client {
  const url = new URL(SERVER_URL);
  if (!url.username) url.username = process.env.PGUSER || userInfo().username;
  return new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 2_000 });
}

async function run(sql: string): Promise<void> {
  const c = client();
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** PostgreSQL is not optional for the scale-out test: start the local cluster when it is down. */
async function ensureUp(): Promise<void> {
  try {
    await run('select 1');
    return;
  } catch {
    execSync(`pg_ctlcluster --skip-systemctl-redirect ${readdirSync('/etc/postgresql')[0]} main start`, { stdio: 'inherit' });
  }
  for (let i = 0; i < 50; i++) {
    try {
      await run('select 1');
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`PostgreSQL at ${SERVER_URL} did not come up`);
}

/** A fresh schema in the test database, as a DATABASE_URL for servers, and a way to drop it. */
export async function freshPostgresSchema(): Promise<{ url: string; drop(): Promise<void> }> {
  await ensureUp();
  const schema = `beckon_e2e_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await run(`CREATE SCHEMA ${schema}`);
  const url = new URL(SERVER_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => run(`DROP SCHEMA IF EXISTS ${schema} CASCADE`) };
}
