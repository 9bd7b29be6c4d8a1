import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { account, site } from './retention-harness.js';
import { requireBuiltCli, runCli } from './support/built-cli.js';

const DAY = 86_400_000;

// Issue 21: the retention sweep on the operator's request, run as the operator runs it.
describe('beckon sweep-retention (built, as a child process on a SQLite data folder)', () => {
  let dataDir: string;
  let siteId: number;
  beforeAll(async () => {
    requireBuiltCli();
    dataDir = mkdtempSync(join(tmpdir(), 'beckon-retention-cli-'));
    const handle = openDatabase({ databaseUrl: undefined, dataDir });
    try {
      await migrateToLatest(handle);
      siteId = await site(handle.db, await account(handle.db), 3);
      const log = (at: number) => ({ site_id: siteId, status: 'blocked', detail: '', created_at: at });
      await handle.db
        .insertInto('limit_logs')
        .values([log(Date.now() - 4 * DAY), log(Date.now() - 5 * DAY), log(Date.now() - DAY)])
        .execute();
    } finally {
      await handle.db.destroy();
    }
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const cli = (...args: string[]) => runCli(dataDir, args);

  it('deletes what has expired and says what went; a second run finds nothing', async () => {
    const first = await cli('sweep-retention');
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toMatch(/^Swept 1 site with a retention: deleted 2 limit logs \(database: .*\)\.\n$/);
    // Asked again within the hour: the operator's sweep runs anyway, and nothing is left.
    expect((await cli('sweep-retention')).stdout).toMatch(/nothing had expired/);
  });

  it('refuses options it does not know, as a usage error', async () => {
    expect((await cli('sweep-retention', '--all')).code).toBe(2);
  });
});
