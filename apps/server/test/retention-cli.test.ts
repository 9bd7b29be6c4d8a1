import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { account, site } from './retention-harness.js';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const CLI = join(repoRoot, 'apps/server/dist/cli.js');
const run = promisify(execFile);
const DAY = 86_400_000;

// Issue 21: the retention sweep on the operator's request, run as the operator runs it.
describe('beckon sweep-retention (built, as a child process on a SQLite data folder)', () => {
  let dataDir: string;
  let siteId: number;
  beforeAll(async () => {
    if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first`);
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

  const cli = async (...args: string[]) => {
    try {
      const { stdout, stderr } = await run(process.execPath, [CLI, ...args], { env: { ...process.env, BECKON_DATA_DIR: dataDir, DATABASE_URL: '' } });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };

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
