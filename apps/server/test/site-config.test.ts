import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { defaultPaths } from '../src/config.js';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { listenerName } from '../src/display/config-changes.js';
import { DIALECTS, testDatabase, type TestDatabase } from './support/databases.js';
import { asDashboard, DEMO_PASSWORD, loginCookie, startTestApp, type TestApp } from './support/app.js';

const display = (app: FastifyInstance, clientId: string) => app.inject({ method: 'POST', url: `/api/display/${clientId}`, payload: {} });
const names = async (app: FastifyInstance, clientId: string) =>
  ((await display(app, clientId)).json() as { poptins: Array<{ poptin_name: string }> }).poptins.map((p) => p.poptin_name);

describe.each(DIALECTS)('compiled site config on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it('serves the display call from memory until a change is announced', async () => {
    expect(await names(t.app, t.demo.clientId)).toEqual(['Welcome discount']);
    await t.app.db.updateTable('poptins').set({ name: 'Renamed behind its back' }).where('id', '=', t.demo.poptinId).execute();
    // No query reached the database's new name: the compiled config answered.
    expect(await names(t.app, t.demo.clientId)).toEqual(['Welcome discount']);
    const site = await t.app.db.selectFrom('sites').select('id').where('client_id', '=', t.demo.clientId).executeTakeFirstOrThrow();
    await t.app.configChanges.publish({ siteId: site.id });
    expect(await names(t.app, t.demo.clientId)).toEqual(['Renamed behind its back']);
  });

  it('an owner edit through the admin API is served by the next display call', async () => {
    const cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    await names(t.app, t.demo.clientId);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/poptins/${t.demo.poptinId}`,
      headers: { cookie },
      payload: { name: 'Edited by the owner' },
    });
    expect(patched.statusCode).toBe(200);
    expect(await names(t.app, t.demo.clientId)).toEqual(['Edited by the owner']);
  });

  it('remembers an unknown client id briefly, and forgets it when that site is created', async () => {
    expect((await display(t.app, 'not-yet-a-site')).statusCode).toBe(404);
    const account = await t.app.db.selectFrom('accounts').select('id').executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('sites')
      .values({ account_id: account.id, client_id: 'not-yet-a-site', name: 'Late', domains: '[]', created_at: Date.now() })
      .execute();
    expect((await display(t.app, 'not-yet-a-site')).statusCode).toBe(404);
    await t.app.configChanges.publish({ clientId: 'not-yet-a-site' });
    expect((await display(t.app, 'not-yet-a-site')).statusCode).toBe(200);
  });

  it('expires a compiled site after its maximum age even if a change was never announced', async () => {
    let now = 1_000_000;
    const { SiteConfigCache } = await import('../src/display/site-config.js');
    const cache = new SiteConfigCache(t.app.db, { maxAgeMs: 60_000 }, () => now);
    const before = await cache.site(t.demo.clientId);
    await t.app.db.updateTable('poptins').set({ name: 'Changed quietly' }).where('id', '=', t.demo.poptinId).execute();
    now += 59_000;
    expect(await cache.site(t.demo.clientId)).toBe(before);
    now += 2_000;
    expect((await cache.site(t.demo.clientId))?.byId.get(t.demo.poptinId)?.record.poptin_name).toBe('Changed quietly');
  });

  it('hands the display call a compiled site without a promise only while it may be served', async () => {
    let now = 2_000_000;
    const { SiteConfigCache } = await import('../src/display/site-config.js');
    const cache = new SiteConfigCache(t.app.db, { maxAgeMs: 60_000 }, () => now);
    expect(cache.ready(t.demo.clientId)).toBeUndefined();
    const loading = cache.site(t.demo.clientId);
    // Still compiling: the caller waits on the promise instead.
    expect(cache.ready(t.demo.clientId)).toBeUndefined();
    const compiled = await loading;
    expect(cache.ready(t.demo.clientId)).toBe(compiled);
    cache.invalidateClient(t.demo.clientId);
    expect(cache.ready(t.demo.clientId)).toBeUndefined();
    const again = await cache.site(t.demo.clientId);
    expect(cache.ready(t.demo.clientId)).toBe(again);
    now += 60_000;
    expect(cache.ready(t.demo.clientId)).toBeUndefined();
    // An unknown client id is never handed out: the waiting path answers its 404.
    await cache.site('no-such-client');
    expect(cache.ready('no-such-client')).toBeUndefined();
  });
});

describe('two instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    database = await testDatabase('postgres');
    first = await buildApp({ database: database.open(), migrate: true, paths: defaultPaths() });
    asDashboard(first);
    const { seedDemoIfEmpty } = await import('../src/seed/demo.js');
    await seedDemoIfEmpty(first.db, DEMO_PASSWORD);
    second = await buildApp({ database: database.open(), migrate: true, paths: defaultPaths() });
    asDashboard(second);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.cleanup();
  });

  const clientId = async () => (await first.db.selectFrom('sites').select('client_id').executeTakeFirstOrThrow()).client_id;
  const poptinId = async () => (await first.db.selectFrom('poptins').select('id').executeTakeFirstOrThrow()).id;
  async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < ms) {
      if (await check()) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`not within ${ms} ms`);
  }

  it('an edit made through one instance is served by the other within a second', async () => {
    const client = await clientId();
    expect(await names(second, client)).toEqual(['Welcome discount']);
    const cookie = await loginCookie(first, DEMO_EMAIL, DEMO_PASSWORD);
    const patched = await first.inject({
      method: 'PATCH',
      url: `/api/admin/poptins/${await poptinId()}`,
      headers: { cookie },
      payload: { name: 'Edited on the first' },
    });
    expect(patched.statusCode).toBe(200);
    const took = await within(1_000, async () => (await names(second, client))[0] === 'Edited on the first');
    expect(took).toBeLessThan(1_000);
  });

  it('heals after losing its listening connection: invalidates, reconnects, hears changes again', async () => {
    const client = await clientId();
    await names(second, client);
    // Cut both instances' listening connections (this schema's, not other tests'), as a PostgreSQL restart or a proxy would.
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(first.db)).rows[0]!.schema;
    const cut = await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${listenerName(schema)}`.execute(first.db);
    expect(cut.rows).toHaveLength(2);
    const cookie = await loginCookie(first, DEMO_EMAIL, DEMO_PASSWORD);
    await within(5_000, async () => {
      await first.inject({ method: 'PATCH', url: `/api/admin/poptins/${await poptinId()}`, headers: { cookie }, payload: { name: 'After the cut' } });
      return (await names(second, client))[0] === 'After the cut';
    });
    // And once reconnected, a change is heard at once again.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await names(second, client);
    await first.inject({ method: 'PATCH', url: `/api/admin/poptins/${await poptinId()}`, headers: { cookie }, payload: { name: 'Heard again' } });
    expect(await within(1_000, async () => (await names(second, client))[0] === 'Heard again')).toBeLessThan(1_000);
  });

  it('hears no change announced by a Beckon in another schema of the same database', async () => {
    const client = await clientId();
    await names(second, client);
    const neighbour = await testDatabase('postgres');
    const other = await buildApp({ database: neighbour.open(), migrate: true, paths: defaultPaths() });
    try {
      const site = await first.db.selectFrom('sites').select('id').where('client_id', '=', client).executeTakeFirstOrThrow();
      const invalidated = vi.spyOn(second.siteConfig, 'invalidateSite');
      const heard = vi.spyOn(second.siteConfig, 'invalidateClient');
      // The same site id in the neighbour's schema, then a mark in ours: NOTIFY keeps commit order, so once the mark is heard the neighbour's had its chance.
      await other.configChanges.publish({ siteId: site.id });
      await first.configChanges.publish({ clientId: 'mark' });
      await within(1_000, async () => heard.mock.calls.some(([id]) => id === 'mark'));
      expect(invalidated).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
      await other.close();
      await neighbour.cleanup();
    }
  });
});
