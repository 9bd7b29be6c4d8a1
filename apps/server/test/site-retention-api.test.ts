import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases.js';
import { loginCookie, strangerCookie, startTestApp, type TestApp } from './support/app.js';

// Issue 21: a site's data retention through the one site PATCH (and POST) of the admin API.
describe.each(DIALECTS)('site retention_days on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    cookie = await loginCookie(t.app, t.demo.email, t.demo.password);
  });
  afterAll(async () => t?.close());

  const patch = (payload: unknown, headers: Record<string, string | undefined> = {}) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/sites/${t.demo.clientId}`, headers: { cookie, ...headers }, payload: payload as object });
  const stored = async () => {
    const sites = (await t.app.inject({ method: 'GET', url: '/api/admin/sites', headers: { cookie } })).json<
      Array<{ client_id: string; retention_days: number | null }>
    >();
    return sites.find((s) => s.client_id === t.demo.clientId)?.retention_days;
  };

  it('keeps everything until set; is set, kept by other changes, and cleared', async () => {
    expect(await stored()).toBeNull();
    const set = await patch({ retention_days: 30 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ retention_days: 30 });
    expect(await stored()).toBe(30);
    expect((await patch({ name: 'Demo renamed' })).json()).toMatchObject({ name: 'Demo renamed', retention_days: 30 });
    expect((await patch({ retention_days: null })).json()).toMatchObject({ retention_days: null });
    expect(await stored()).toBeNull();
  });

  it.each<[string, unknown]>([
    ['zero', 0],
    ['negative', -5],
    ['past the maximum', 3651],
    ['huge', 1e12],
    ['a fraction', 1.5],
    ['a numeric string', '30'],
    ['an empty string', ''],
    ['text', 'forever'],
    ['true (coerced to 1 day elsewhere)', true],
    ['false', false],
    ['a list', [30]],
    ['an object', { days: 30 }],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_what, value) => {
    await patch({ retention_days: 90 });
    const refused = await patch({ name: 'Not saved', retention_days: value });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'retention_days', message: expect.stringMatching(/whole number of days from 1 to 3650/) });
    expect(await stored()).toBe(90);
  });

  it("is the owner's alone, and only from the dashboard", async () => {
    await patch({ retention_days: 60 });
    const stranger = await strangerCookie(t.app, `retention-${dialect}@owner.example`);
    expect((await patch({ retention_days: 1 }, { cookie: stranger })).statusCode).toBe(404);
    expect((await patch({ retention_days: 1 }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await patch({ retention_days: 1 }, { cookie: undefined as unknown as string })).statusCode).toBe(401);
    expect(await stored()).toBe(60);
  });

  it('can be set when the site is added', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/sites', headers: { cookie }, payload: { name: 'Kept briefly', retention_days: 7 } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ retention_days: 7 });
    const refused = await t.app.inject({ method: 'POST', url: '/api/admin/sites', headers: { cookie }, payload: { name: 'Not added', retention_days: '7' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'retention_days' });
  });

  it('sweeps with the app: rows older than the retention go, newer stay', async () => {
    await patch({ retention_days: 10 });
    const site = await t.app.db.selectFrom('sites').select('id').where('client_id', '=', t.demo.clientId).executeTakeFirstOrThrow();
    const row = (at: number) => ({ site_id: site.id, status: 'blocked', detail: 'retention', created_at: at });
    await t.app.db
      .insertInto('limit_logs')
      .values([row(Date.now() - 11 * 86_400_000), row(Date.now() - 9 * 86_400_000)])
      .execute();
    expect(await t.app.retention.sweep('now')).toMatchObject({ complete: true, 'limit logs': 1 });
    const left = await t.app.db.selectFrom('limit_logs').select('created_at').where('site_id', '=', site.id).where('detail', '=', 'retention').execute();
    expect(left).toHaveLength(1);
  });
});
