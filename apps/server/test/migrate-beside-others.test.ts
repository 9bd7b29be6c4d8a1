import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, pendingMigrations } from '../src/db/migrate.js';
import { onTestServer, testDatabase, type TestDatabase } from './support/databases.js';

/** Other tenants' schemas, each with a few tables, dropped one by one while ours migrates. */
const NEIGHBOURS = 24;
const TABLES_EACH = 12;

describe('migrating one schema while other schemas of the database are dropped (PostgreSQL)', () => {
  const made: TestDatabase[] = [];
  afterEach(async () => {
    await Promise.all(made.splice(0).map((d) => d.cleanup()));
  });

  it('applies every migration, though the listing of tables meets schemas, tables and columns that vanish under it', async () => {
    const ours = await testDatabase('postgres');
    made.push(ours);
    const neighbours = Array.from({ length: NEIGHBOURS }, (_, i) => `beckon_n_${process.pid}_${i}_${Math.random().toString(36).slice(2, 8)}`);
    for (const name of neighbours) {
      await onTestServer(
        `CREATE SCHEMA ${name}; ${Array.from({ length: TABLES_EACH }, (_, t) => `CREATE TABLE ${name}.t${t} (a int, b text, c int, d text)`).join('; ')}`,
      );
    }
    const handle = ours.open();
    let dropping: Promise<void> | undefined;
    try {
      // A third go whole, a third table by table (as a test dropping a table of its own does), a third column by column.
      dropping = (async () => {
        for (const [i, name] of neighbours.entries()) {
          if (i % 3 === 0) await onTestServer(`DROP SCHEMA ${name} CASCADE`);
          else if (i % 3 === 1) for (let t = 0; t < TABLES_EACH; t++) await onTestServer(`DROP TABLE ${name}.t${t}`);
          else
            for (let t = 0; t < TABLES_EACH; t++) for (const column of ['b', 'c', 'd']) await onTestServer(`ALTER TABLE ${name}.t${t} DROP COLUMN ${column}`);
        }
      })();
      const runs: string[][] = [];
      // The listing runs at every step of the migrator; each pass is another chance to meet a drop.
      for (let i = 0; i < 6; i++) runs.push(await migrateToLatest(handle), await pendingMigrations(handle));
      await dropping;
      expect(runs[0]![0]).toBe('0001_initial');
      expect(runs.slice(1).every((r) => r.length === 0)).toBe(true);
    } finally {
      // A failed migration must be what the run reports, not the drops the cleanup races.
      await dropping?.catch(() => undefined);
      await handle.db.destroy();
      for (const name of neighbours) await onTestServer(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
    }
    // Every migration, six times over, while 24 schemas are dropped: 16–20 s alone, more beside other tests.
  }, 60_000);
});
