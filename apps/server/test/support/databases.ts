import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, postgresConfig, type DatabaseHandle, type DialectName } from '../../src/db/database.js';
import { TEST_POSTGRES_URL } from './ensure-postgres.js';

export interface TestDatabase {
  open(): DatabaseHandle;
  /** drops everything the test created */
  cleanup(): Promise<void>;
}

export const DIALECTS: DialectName[] = ['sqlite', 'postgres'];

/** Runs one statement on the PostgreSQL test server, outside any test's schema. */
export async function onTestServer(sql: string): Promise<void> {
  const client = new pg.Client(postgresConfig(TEST_POSTGRES_URL));
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database: a SQLite file in a temporary folder, or a new schema in the
 * PostgreSQL test database (so test files run in parallel without seeing each other).
 */
export async function testDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'beckon-test-'));
    return {
      open: () => openDatabase({ databaseUrl: undefined, dataDir: dir }),
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const schema = `beckon_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onTestServer(`CREATE SCHEMA ${schema}`);
  const url = new URL(TEST_POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    open: () => openDatabase({ databaseUrl: url.toString(), dataDir: '' }),
    cleanup: () => onTestServer(`DROP SCHEMA IF EXISTS ${schema} CASCADE`),
  };
}
