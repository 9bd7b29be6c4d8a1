import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { defaultPaths } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest, pendingMigrations, PendingMigrationsError } from '../src/db/migrate.js';
import { DIALECTS, testDatabase, type TestDatabase } from './support/databases.js';
import { ServerProcess } from './support/server-process.js';
import { CLI, requireBuiltCli, runCli } from './support/built-cli.js';

const run = promisify(execFile);

describe.each(DIALECTS)('migrations only when asked, on %s', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await testDatabase(dialect);
  });
  afterEach(async () => {
    await database.cleanup();
  });

  it('refuses to build the app on a database that lacks migrations, naming beckon migrate', async () => {
    const handle = database.open();
    try {
      const refused = await buildApp({ database: handle, migrate: false, paths: defaultPaths() }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(PendingMigrationsError);
      expect((refused as PendingMigrationsError).pending[0]).toBe('0001_initial');
      expect((refused as Error).message).toMatch(/lacks \d+ migrations \(0001_initial, .*\)\. Run `beckon migrate`.*BECKON_MIGRATE_ON_START=true/);
      // Nothing was applied behind the operator's back.
      expect(await pendingMigrations(handle)).toEqual((refused as PendingMigrationsError).pending);
    } finally {
      await handle.db.destroy();
    }
  });

  it('builds without migrating once the database is up to date', async () => {
    const handle = database.open();
    const applied = await migrateToLatest(handle);
    expect(applied[0]).toBe('0001_initial');
    expect(await pendingMigrations(handle)).toEqual([]);
    expect(await migrateToLatest(handle)).toEqual([]);
    const app = await buildApp({ database: handle, migrate: false, paths: defaultPaths() });
    try {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('beckon migrate (built, as a child process on a SQLite data folder)', () => {
  let dataDir: string;
  beforeEach(() => {
    requireBuiltCli();
    dataDir = mkdtempSync(join(tmpdir(), 'beckon-migrate-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const cli = (...args: string[]) => runCli(dataDir, args);

  it('applies the pending migrations and prints each, then says the database is up to date', async () => {
    const first = await cli('migrate');
    expect(first).toMatchObject({ code: 0, stderr: '' });
    const lines = first.stdout.trim().split('\n');
    expect(lines[0]).toBe('Applied 0001_initial');
    expect(lines.at(-1)).toMatch(new RegExp(`^Applied ${lines.length - 1} migrations \\(.*beckon\\.sqlite\\)\\.$`));

    const handle = openDatabase({ databaseUrl: undefined, dataDir });
    try {
      expect(await pendingMigrations(handle)).toEqual([]);
    } finally {
      await handle.db.destroy();
    }
    const again = await cli('migrate');
    expect(again).toMatchObject({ code: 0, stderr: '' });
    expect(again.stdout).toMatch(/^The database is up to date \(.*beckon\.sqlite\)\.\n$/);
  });

  it('refuses options it does not know, as a usage error', async () => {
    const wrong = await cli('migrate', '--force');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--force');
  });

  it('names a wrong environment variable instead of migrating somewhere unexpected', async () => {
    const { code, stderr } = await (async () => {
      try {
        await run(process.execPath, [CLI, 'migrate'], { env: { ...process.env, BECKON_DATA_DIR: dataDir, DATABASE_URL: 'mysql://db/beckon' } });
        return { code: 0, stderr: '' };
      } catch (error) {
        return error as { code: number; stderr: string };
      }
    })();
    expect(code).toBe(1);
    expect(stderr).toContain('DATABASE_URL must be a URL starting with postgres:// or postgresql://');
  });
});

describe('the server on an unmigrated database (built main.js)', () => {
  it('refuses to start, saying to run beckon migrate', async () => {
    const started = await ServerProcess.start('sqlite', { env: { BECKON_MIGRATE_ON_START: 'false' } }).then(
      async (server) => {
        await server.cleanup();
        return null;
      },
      (error: unknown) => error as Error,
    );
    expect(started?.message).toMatch(/exited \(code 1, signal null\) before it was running/);
    expect(started?.message).toMatch(/beckon: The database \(.*beckon\.sqlite\) lacks \d+ migrations .*Run `beckon migrate`/);
    // Said in words, not a stack trace.
    expect(started?.message).not.toMatch(/\n\s+at /);
  });
});
