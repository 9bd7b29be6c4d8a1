import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createSite } from '../src/repositories/sites.js';
import { signUp } from '../src/repositories/accounts.js';
import { requireBuiltCli, runCli } from './support/built-cli.js';

// Issue 15 part 7: the operator's plan commands, run as the operator runs them.
describe('beckon set-plan and set-restriction (built, as a child process on a SQLite data folder)', () => {
  let dataDir: string;
  let clientId: string;
  beforeAll(async () => {
    requireBuiltCli();
    dataDir = mkdtempSync(join(tmpdir(), 'beckon-operator-cli-'));
    const handle = openDatabase({ databaseUrl: undefined, dataDir });
    try {
      await migrateToLatest(handle);
      const account = await signUp(handle.db, 'owner@plans.example', 'a long enough password');
      if (account === 'taken') throw new Error('fresh database');
      clientId = (await createSite(handle.db, account.id, 'Planned')).client_id;
    } finally {
      await handle.db.destroy();
    }
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const cli = (...args: string[]) => runCli(dataDir, args);
  const stored = async () => {
    const handle = openDatabase({ databaseUrl: undefined, dataDir });
    try {
      const account = await handle.db
        .selectFrom('accounts')
        .select(['plan', 'max_monthly_views'])
        .where('email', '=', 'owner@plans.example')
        .executeTakeFirstOrThrow();
      const site = await handle.db
        .selectFrom('sites')
        .select(['restricted', 'client_restriction_setting'])
        .where('client_id', '=', clientId)
        .executeTakeFirstOrThrow();
      return { ...account, max_monthly_views: account.max_monthly_views === null ? null : Number(account.max_monthly_views), ...site };
    } finally {
      await handle.db.destroy();
    }
  };

  it("sets and lifts an account's monthly view cap and freemium flag", async () => {
    const capped = await cli('set-plan', '--email', 'Owner@Plans.example', '--max-views', '5000', '--freemium', 'on');
    expect(capped).toMatchObject({ code: 0, stderr: '' });
    expect(capped.stdout).toContain('owner@plans.example: plan free, at most 5000 views a month.');
    expect(await stored()).toMatchObject({ plan: 'free', max_monthly_views: 5000 });
    expect((await cli('set-plan', '--email', 'owner@plans.example', '--unlimited', '--freemium', 'off')).code).toBe(0);
    expect(await stored()).toMatchObject({ plan: 'paid', max_monthly_views: null });
  });

  it('restricts a site and lifts it', async () => {
    const on = await cli('set-restriction', '--client', clientId, '--on', '--setting', 'Unpaid invoice');
    expect(on.stdout).toContain(`${clientId}: restricted (Unpaid invoice).`);
    expect(await stored()).toMatchObject({ restricted: 1, client_restriction_setting: 'Unpaid invoice' });
    expect((await cli('set-restriction', '--client', clientId, '--off')).code).toBe(0);
    expect(await stored()).toMatchObject({ restricted: 0 });
  });

  it.each([
    ['an unknown account', ['set-plan', '--email', 'nobody@plans.example', '--max-views', '1'], 1, 'No account with nobody@plans.example'],
    ['an unknown site', ['set-restriction', '--client', 'nosuchclient', '--on'], 1, 'No site with the client id nosuchclient'],
    ['a negative cap', ['set-plan', '--email', 'owner@plans.example', '--max-views=-1'], 2, '--max-views must be a whole number'],
    ['both --on and --off', ['set-restriction', '--client', 'any-client', '--on', '--off'], 2, 'exactly one of --on or --off'],
    ['a misspelt option', ['set-plan', '--emial', 'owner@plans.example'], 2, "Unknown option '--emial'"],
  ])('refuses %s with a message and a failing exit code, changing nothing', async (_name, args, code, message) => {
    const before = await stored();
    const result = await cli(...args);
    expect(result.code).toBe(code);
    expect(result.stderr).toContain(message);
    expect(await stored()).toEqual(before);
  });
});
