import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, pendingMigrations } from '../src/db/migrate.js';
import { onTestServer, testDatabase, type TestDatabase } from './support/databases.js';

/** Other tenants' schemas, each with a few tables, dropped one by one while ours migrates. */
const NEIGHBOURS = 24;

describe('migrating one schema while other schemas of the database are dropped (PostgreSQL)', () => {
  const made: TestDatabase[] = [];
  afterEach(async () => {
    await Promise.all(made.splice(0).map((d) => d.cleanup()));
  });

  it('applies every migration, though the listing of tables meets schemas that vanish under it', async () => {
    const ours = await testDatabase('postgres');
    made.push(ours);
    const neighbours = Array.from({ length: NEIGHBOURS }, (_, i) => `beckon_n_${process.pid}_${i}_${Math.random().toString(36).slice(2, 8)}`);
    for (const name of neighbours) {
      await onTestServer(
        `CREATE SCHEMA ${name}; ${Array.from({ length: 12 }, (_, t) => `CREATE TABLE ${name}.t${t} (a int, b text, c int, d text)`).join('; ')}`,
      );
    }
    const handle = ours.open();
    try {
      const dropping = (async () => {
        for (const name of neighbours) await onTestServer(`DROP SCHEMA ${name} CASCADE`);
      })();
      const runs: string[][] = [];
      // The listing runs at every step of the migrator; each pass is another chance to meet a drop.
      for (let i = 0; i < 6; i++) runs.push(await migrateToLatest(handle), await pendingMigrations(handle));
      await dropping;
      expect(runs[0]![0]).toBe('0001_initial');
      expect(runs.slice(1).every((r) => r.length === 0)).toBe(true);
    } finally {
      await handle.db.destroy();
      for (const name of neighbours) await onTestServer(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
    }
  });
});
