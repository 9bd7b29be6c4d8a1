import { execSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { postgresConfig } from '../../src/db/database.js';

export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';

let lastError: unknown;

async function reachable(): Promise<boolean> {
  const client = new pg.Client({ ...postgresConfig(TEST_POSTGRES_URL), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    lastError = error;
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** PostgreSQL is not optional for the server suite: start the local cluster when it is down. */
export default async function ensurePostgres(): Promise<void> {
  if (await reachable()) return;
  const version = readdirSync('/etc/postgresql')[0];
  console.warn(`[test] PostgreSQL is down; starting cluster ${version}/main`);
  try {
    execSync(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`, { stdio: 'inherit' });
  } catch (error) {
    console.warn(`[test] pg_ctlcluster: ${String(error)}`);
  }
  for (let i = 0; i < 50; i++) {
    if (await reachable()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`PostgreSQL at ${TEST_POSTGRES_URL} did not come up: ${String(lastError)}`);
}
