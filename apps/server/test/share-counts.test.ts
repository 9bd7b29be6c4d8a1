import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SHARE_PAGES_PER_SITE, MAX_SHARE_URL_LENGTH, SHARE_SERVICE_KEYS, type ShareReportResponse } from '@beckon/core/api';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { recordShare, shareDay } from '../src/repositories/share-counts.js';
import { DEFAULT_SHARE_LIMITS } from '../src/routes/display/share-limits.js';
import { DIALECTS } from './support/databases.js';
import { DEMO_PASSWORD, loginCookie, startTestApp, strangerCookie, type TestApp } from './support/app.js';

const PAGE = 'https://blog.example/posts/hello';

describe.each(DIALECTS)('share counts on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let address = 0;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
  });
  afterAll(async () => t?.close());

  // Each share from an address of its own, unless a test names one: the per-address limit is tested apart.
  const share = (body: unknown, options: { clientId?: string; headers?: Record<string, string>; ip?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/display/shares/${options.clientId ?? t.demo.clientId}`,
      headers: { 'content-type': 'text/plain', ...options.headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      remoteAddress: options.ip ?? `10.0.${Math.floor(++address / 250)}.${address % 250}`,
    });
  const counts = (url: string, options: { clientId?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/display/shares/${options.clientId ?? t.demo.clientId}?${new URLSearchParams({ url })}`,
      headers: options.headers ?? {},
    });
  const report = (query: Record<string, string>, as = cookie, clientId = t.demo.clientId) =>
    t.app.inject({ method: 'GET', url: `/api/admin/sites/${clientId}/shares?${new URLSearchParams(query)}`, headers: { cookie: as } });
  const newSite = async (domains: string[]): Promise<string> =>
    (await t.app.inject({ method: 'POST', url: '/api/admin/sites', headers: { cookie }, payload: { name: `Blog ${domains.join(' ')}`, domains } })).json()
      .client_id;
  const expectRefused = (answer: { statusCode: number; json(): unknown }, status: number, message?: RegExp) => {
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toMatchObject({ statusCode: status, message: message ?? expect.any(String) });
  };

  it('counts each share of a page per service, and answers the counts and their total, cacheable, to any origin', async () => {
    for (const service of ['facebook', 'facebook', 'x', 'facebook', 'copy_link']) {
      const answer = await share({ url: PAGE, service });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, url: PAGE });
    }
    const answer = await counts(PAGE, { headers: { origin: 'https://blog.example' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ url: PAGE, total: 5, counts: { copy_link: 1, facebook: 3, x: 1 } });
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  });

  it('counts one page under one address: fragment, campaign parameters and host case do not make another', async () => {
    const page = 'https://blog.example/posts/one?id=7';
    for (const url of [
      page,
      `${page}#comments`,
      'https://BLOG.example/posts/one?id=7&utm_source=newsletter',
      `https://blog.example:443/posts/one?fbclid=z&id=7`,
    ]) {
      expect((await share({ url, service: 'linkedin' })).json()).toEqual({ success: true, url: page });
    }
    expect((await counts(`${page}#top`)).json()).toEqual({ url: page, total: 4, counts: { linkedin: 4 } });
    const rows = await t.app.db.selectFrom('share_pages').select('url').where('url', 'like', 'https://blog.example/posts/one%').execute();
    expect(rows).toEqual([{ url: page }]);
  });

  it('answers zero for a page nobody shared', async () => {
    expect((await counts('https://blog.example/never-shared')).json()).toEqual({ url: 'https://blog.example/never-shared', total: 0, counts: {} });
  });

  it('counts shares arriving at the same moment, each once, on one row', async () => {
    const url = 'https://blog.example/viral';
    const answers = await Promise.all(Array.from({ length: 25 }, () => share({ url, service: 'whatsapp' })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(25).fill(200));
    expect((await counts(url)).json()).toMatchObject({ total: 25, counts: { whatsapp: 25 } });
    const rows = await t.app.db
      .selectFrom('share_counts')
      .innerJoin('share_pages', 'share_pages.id', 'share_counts.page_id')
      .select('count')
      .where('url', '=', url)
      .execute();
    expect(rows).toEqual([{ count: 25 }]);
  });

  it('refuses a service that is not in the catalogue, counting nothing', async () => {
    for (const service of ['myspace', 'Facebook', '__proto__', '']) {
      const answer = await share({ url: PAGE, service });
      expectRefused(answer, 400);
    }
    const answer = await share({ url: PAGE, service: 'myspace' });
    expect((answer.json() as { message: string }).message).toBe('body/service must be equal to one of the allowed values');
    expect((await counts(PAGE)).json()).toMatchObject({ total: 5 });
  });

  it.each([
    ['a javascript: address', 'javascript:alert(document.cookie)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['an ftp address', 'ftp://blog.example/file'],
    ['a relative path', '/posts/hello'],
    ['an address with a password', 'https://user:pw@blog.example/'],
    ['an empty address', ''],
    ['an over-long address', `https://blog.example/${'a'.repeat(MAX_SHARE_URL_LENGTH)}`],
    ['an address that grows too long once encoded', `https://blog.example/${'é'.repeat(MAX_SHARE_URL_LENGTH / 2)}`],
  ])('refuses %s with 400, counting and reading', async (_name, url) => {
    expectRefused(await share({ url, service: 'facebook' }), 400);
    expectRefused(await counts(url), 400);
  });

  it.each([
    ['a body that is not JSON', '{"url":'],
    ['a body without a service', JSON.stringify({ url: PAGE })],
    ['a url that is not text', JSON.stringify({ url: 42, service: 'x' })],
  ])('refuses %s with 400', async (_name, body) => {
    expectRefused(await share(body), 400);
  });

  it('answers 404 for an unknown client id, counting and reading', async () => {
    expectRefused(await share({ url: PAGE, service: 'x' }, { clientId: 'no-such-client' }), 404, /^Unknown client id\.$/);
    expectRefused(await counts(PAGE, { clientId: 'no-such-client' }), 404);
  });

  it('a site with allowed domains counts only its own pages, asked from its own pages (403 otherwise)', async () => {
    const clientId = await newSite(['blog.example']);
    const own = { url: 'https://www.blog.example/a', service: 'reddit' };
    expectRefused(await share({ url: 'https://evil.example/a', service: 'reddit' }, { clientId }), 403, /allowed domains/);
    expectRefused(await share(own, { clientId, headers: { origin: 'https://evil.example' } }), 403);
    expectRefused(await share(own, { clientId, headers: { referer: 'https://evil.example/page' } }), 403);
    expectRefused(await counts('https://evil.example/a', { clientId }), 403);
    expectRefused(await counts(own.url, { clientId, headers: { origin: 'https://evil.example' } }), 403);
    expect((await share(own, { clientId, headers: { origin: 'https://blog.example' } })).statusCode).toBe(200);
    // A call that tells no host (no Origin, no Referer) is judged by the page alone.
    expect((await share(own, { clientId })).statusCode).toBe(200);
    expect((await counts(own.url, { clientId, headers: { referer: 'https://blog.example/' } })).json()).toMatchObject({ total: 2 });
  });

  it(`refuses share ${DEFAULT_SHARE_LIMITS.perAddress + 1} of a minute from one address with 429; another address goes on`, async () => {
    const ip = '203.0.113.77';
    const answers = [];
    for (let i = 0; i <= DEFAULT_SHARE_LIMITS.perAddress; i++)
      answers.push((await share({ url: 'https://blog.example/limited', service: 'email' }, { ip })).statusCode);
    expect(answers.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    const refused = await share({ url: 'https://blog.example/limited', service: 'email' }, { ip });
    expectRefused(refused, 429, /^Too many shares; try again in \d+ s\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await share({ url: 'https://blog.example/limited', service: 'email' }, { ip: '203.0.113.78' })).statusCode).toBe(200);
    // Reading counts is not a share: the address still reads.
    expect((await counts('https://blog.example/limited')).json()).toMatchObject({ total: DEFAULT_SHARE_LIMITS.perAddress + 1 });
  });

  it(`keeps at most ${MAX_SHARE_PAGES_PER_SITE} pages a site: a new page past it is refused in words, counted pages go on`, async () => {
    const clientId = await newSite([]);
    const siteId = (await t.app.db.selectFrom('sites').select('id').where('client_id', '=', clientId).executeTakeFirstOrThrow()).id;
    const pages = Array.from({ length: MAX_SHARE_PAGES_PER_SITE }, (_, i) => ({ site_id: siteId, url: `https://full.example/p/${i}`, created_at: 1 }));
    for (let i = 0; i < pages.length; i += 500)
      await t.app.db
        .insertInto('share_pages')
        .values(pages.slice(i, i + 500))
        .execute();
    expectRefused(await share({ url: 'https://full.example/new', service: 'x' }, { clientId }), 409, /10,000 pages/);
    expect((await share({ url: 'https://full.example/p/7', service: 'x' }, { clientId })).statusCode).toBe(200);
    expect((await counts('https://full.example/new', { clientId })).json()).toMatchObject({ total: 0 });
    // Deleting the site takes its counted pages with it.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/sites/${clientId}`, headers: { cookie } })).statusCode).toBeLessThan(300);
    const left = await t.app.db
      .selectFrom('share_pages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('site_id', '=', siteId)
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  });

  it("documents both visitor calls and the owner's in /docs", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, { description?: string }>> };
    const calls = doc.paths['/api/display/shares/{clientId}']!;
    expect(JSON.stringify(calls.post)).toContain(JSON.stringify(SHARE_SERVICE_KEYS));
    expect(calls.post!.description).toMatch(/text\/plain.*normalised.*403.*409.*429/s);
    expect(calls.get!.description).toMatch(/Cache-Control/);
    expect(doc.paths['/api/admin/sites/{clientId}/shares']!.get!.description).toMatch(/UTC days/);
  });

  describe("the owner's view", () => {
    const DAY = 86_400_000;
    const T0 = Date.UTC(2026, 2, 10, 12);
    let clientId: string;
    let siteId: number;
    const view = (query: Record<string, string>) => report(query, cookie, clientId);
    beforeAll(async () => {
      clientId = await newSite([]);
      siteId = (await t.app.db.selectFrom('sites').select('id').where('client_id', '=', clientId).executeTakeFirstOrThrow()).id;
      // Shares on three days, written as the call writes them, at set times.
      const at = (url: string, service: string, times: number, day: number) =>
        Promise.all(Array.from({ length: times }, () => recordShare(t.app.writes, { siteId, url, service }, { now: T0 + day * DAY })));
      await at('https://site.example/a', 'facebook', 3, 0);
      await at('https://site.example/a', 'x', 1, 1);
      await at('https://site.example/b', 'x', 5, 1);
      await at('https://site.example/c', 'email', 2, 2);
      await at('https://site.example/a', 'facebook', 4, 5);
    });

    it('lists the pages shared in the range, the most shared first, each per service, with the totals', async () => {
      const answer = await view({ from: '2026-03-10', to: '2026-03-12' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        from: '2026-03-10',
        to: '2026-03-12',
        total_pages: 3,
        shares: 11,
        by_service: [
          { service: 'x', count: 6 },
          { service: 'facebook', count: 3 },
          { service: 'email', count: 2 },
        ],
        pages: [
          { url: 'https://site.example/b', total: 5, services: [{ service: 'x', count: 5 }] },
          {
            url: 'https://site.example/a',
            total: 4,
            services: [
              { service: 'facebook', count: 3 },
              { service: 'x', count: 1 },
            ],
          },
          { url: 'https://site.example/c', total: 2, services: [{ service: 'email', count: 2 }] },
        ],
      } satisfies ShareReportResponse);
    });

    it('counts only the days asked for, both included', async () => {
      const one = (await view({ from: '2026-03-11', to: '2026-03-11' })).json() as ShareReportResponse;
      expect(one.pages.map((p) => [p.url, p.total])).toEqual([
        ['https://site.example/b', 5],
        ['https://site.example/a', 1],
      ]);
      const later = (await view({ from: '2026-03-12', to: '2026-03-20' })).json() as ShareReportResponse;
      expect(later.pages.map((p) => [p.url, p.total])).toEqual([
        ['https://site.example/a', 4],
        ['https://site.example/c', 2],
      ]);
      expect((await view({ from: '2026-04-01', to: '2026-04-30' })).json()).toMatchObject({ total_pages: 0, shares: 0, by_service: [], pages: [] });
    });

    it('pages the listing, its totals covering every page', async () => {
      const second = (await view({ from: '2026-03-01', to: '2026-03-31', limit: '1', offset: '1' })).json() as ShareReportResponse;
      expect(second).toMatchObject({ total_pages: 3, shares: 15 });
      // a: 8 over the month, b: 5, c: 2
      expect(second.pages.map((p) => p.url)).toEqual(['https://site.example/b']);
    });

    it('defaults to the last 30 days, today included', async () => {
      const today = shareDay(Date.now());
      expect((await view({})).json()).toMatchObject({ to: today, from: shareDay(Date.now() - 29 * DAY) });
    });

    it.each([
      ['a day after the last', { from: '2026-03-12', to: '2026-03-10' }],
      ['a day no calendar has', { from: '2026-02-30', to: '2026-03-10' }],
      ['a day that is no date', { from: 'yesterday' }],
      ['more than two years', { from: '2020-01-01', to: '2026-01-01' }],
      ['a page too long', { limit: '501' }],
    ])('refuses %s with 400', async (_name, query) => {
      expectRefused(await report(query, cookie, clientId), 400);
    });

    it("is the owner's alone: another owner and a visitor without a session hear nothing of it", async () => {
      expectRefused(await report({}, await strangerCookie(t.app, `shares-${dialect}@owner.example`), clientId), 404, /^No such site in your account\.$/);
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/sites/${clientId}/shares` })).statusCode).toBe(401);
    });
  });
});
