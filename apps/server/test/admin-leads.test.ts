import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPopupDesign, type SubmittedField } from '@beckon/core';
import { createAccount } from '../src/repositories/accounts.js';
import { createSite } from '../src/repositories/sites.js';
import { createPopup } from '../src/repositories/poptins.js';
import { LEAD_EXPORT_BATCH } from '../src/repositories/leads.js';
import { csvCell } from '../src/csv.js';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { DIALECTS } from './support/databases.js';
import { DEMO_PASSWORD, loginCookie, startTestApp, type TestApp } from './support/app.js';

/** RFC 4180, strictly: what a spreadsheet reads back from the export. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (c === '"') {
        quoted = false;
        i++;
        continue;
      }
      cell += c;
      i++;
      continue;
    }
    if (c === '"' && cell === '') {
      quoted = true;
      i++;
      continue;
    }
    if (c === ',') {
      row.push(cell);
      cell = '';
      i++;
      continue;
    }
    if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 2;
      continue;
    }
    if (c === '\n' || c === '\r' || c === '"') throw new Error(`bare ${JSON.stringify(c)} at ${i}: not RFC 4180`);
    cell += c;
    i++;
  }
  if (cell !== '' || row.length > 0) throw new Error('the last record has no CRLF');
  return rows;
}

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r\nlf', '"cr\r\nlf"'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+972501234567', "'+972501234567"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tindent', "'\tindent"],
    ['\rreturn', '"\'\rreturn"'],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['a=b', 'a=b'],
    ['שלום, עולם', '"שלום, עולם"'],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

const DAY = 86_400_000;
const T0 = Date.UTC(2024, 4, 1, 12, 0, 0);

interface Ids {
  accountId: number;
  siteId: number;
  clientId: string;
  poptinId: string;
}

describe.each(DIALECTS)('admin leads API on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let demo: Ids;
  /** a second pop-up on a second site of the demo account */
  let shop: Ids;
  let other: Ids & { cookie: string; leadId: string };

  const field = (field_key: string, label: string, value: string, type = 'text'): SubmittedField => ({ field_key, label, type, value });
  async function insertLead(
    at: Ids,
    lead: { email?: string | null; fields?: SubmittedField[]; created_at: number; spam?: string | null; url?: string; trigger?: string },
  ) {
    const email = lead.email === undefined ? null : lead.email;
    const fields = lead.fields ?? (email ? [field('email', 'Email address', email, 'email')] : []);
    const row = await t.app.db
      .insertInto('conversions')
      .values({
        poptin_id: at.poptinId,
        site_id: at.siteId,
        account_id: at.accountId,
        view_id: null,
        visitor: null,
        email,
        url: lead.url ?? 'https://d.example/landing?utm=x',
        referrer: 'https://ref.example/',
        trigger: lead.trigger ?? 'display_after_sec_active',
        fields: JSON.stringify(fields),
        context: '{}',
        spam: lead.spam ?? null,
        created_at: lead.created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  }
  const get = async (url: string, as = cookie) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: as } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      total: number;
      columns: Array<{ field_key: string; label: string }>;
      leads: Array<Record<string, unknown> & { id: string; email: string | null }>;
    };
  };
  const emails = async (url: string) => (await get(url)).leads.map((l) => l.email);

  beforeAll(async () => {
    t = await startTestApp(dialect);
    cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    const demoSite = await t.app.db.selectFrom('sites').select(['id', 'account_id']).where('client_id', '=', t.demo.clientId).executeTakeFirstOrThrow();
    demo = { accountId: demoSite.account_id, siteId: demoSite.id, clientId: t.demo.clientId, poptinId: t.demo.poptinId };
    const shopSite = await createSite(t.app.db, demo.accountId, 'Shop');
    const shopPopup = await createPopup(t.app.db, {
      accountId: demo.accountId,
      siteId: shopSite.id,
      name: 'Shop bar',
      type: 'bar',
      format: 'format_1',
      target: 'lead',
      status: 'published',
      settings: { design_properties: {}, design: leadPopupDesign('he') },
    });
    shop = { accountId: demo.accountId, siteId: shopSite.id, clientId: shopSite.client_id, poptinId: shopPopup };

    const account = await createAccount(t.app.db, 'other@owner.example', 'another long password');
    const site = await createSite(t.app.db, account.id, 'Other site');
    const poptinId = await createPopup(t.app.db, {
      accountId: account.id,
      siteId: site.id,
      name: 'Other pop-up',
      type: 'lightbox',
      format: 'format_3',
      target: 'lead',
      status: 'published',
      settings: { design_properties: {}, design: leadPopupDesign('en') },
    });
    const ids = { accountId: account.id, siteId: site.id, clientId: site.client_id, poptinId };
    other = { ...ids, cookie: await loginCookie(t.app, 'other@owner.example', 'another long password'), leadId: '' };
    other.leadId = await insertLead(other, { email: 'ada@example.com', created_at: T0 });

    await insertLead(demo, {
      email: 'ada@example.com',
      created_at: T0,
      fields: [field('email', 'Email', 'ada@example.com', 'email'), field('first_name', 'First name', 'Ada')],
    });
    await insertLead(demo, {
      email: 'grace@example.com',
      created_at: T0 + DAY,
      fields: [field('email', 'Email', 'grace@example.com', 'email'), field('first_name', 'First name', 'Grace'), field('phone', 'Phone', '+972501234567')],
    });
    await insertLead(shop, {
      email: 'dana@northwind.co.il',
      created_at: T0 + 2 * DAY,
      fields: [field('email', 'אימייל', 'dana@northwind.co.il', 'email'), field('city', 'עיר', 'תל אביב')],
    });
    await insertLead(shop, {
      email: 'percent@example.com',
      created_at: T0 + 3 * DAY,
      fields: [field('email', 'Email', 'percent@example.com', 'email'), field('note', 'Note', '100% sure')],
    });
    await insertLead(demo, { email: 'bot@example.com', created_at: T0 + 4 * DAY, spam: 'honeypot' });
  });
  afterAll(async () => t?.close());

  it('answers the page with its total and the union of field columns, newest first', async () => {
    const page = await get('/api/admin/leads');
    expect(page.total).toBe(4);
    expect(page.leads.map((l) => l.email)).toEqual(['percent@example.com', 'dana@northwind.co.il', 'grace@example.com', 'ada@example.com']);
    // The newest label of a key wins; keys come in the order forms ask for them.
    expect(page.columns).toEqual([
      { field_key: 'email', label: 'Email' },
      { field_key: 'city', label: 'עיר' },
      { field_key: 'first_name', label: 'First name' },
      { field_key: 'note', label: 'Note' },
      { field_key: 'phone', label: 'Phone' },
    ]);
    expect(page.leads[1]).toMatchObject({
      poptin_id: shop.poptinId,
      poptin_name: 'Shop bar',
      client_id: shop.clientId,
      site_name: 'Shop',
      created_at: T0 + 2 * DAY,
      spam: null,
    });
  });

  it.each([
    ['email, any case', 'GRACE@', ['grace@example.com']],
    ['a field value', 'ada', ['ada@example.com']],
    ['a Hebrew field value', 'תל אביב', ['dana@northwind.co.il']],
    ['% taken literally', '100%', ['percent@example.com']],
    ['_ taken literally', 'a_a', []],
    ['a phone number', '972501', ['grace@example.com']],
    ['labels are not values', 'First name', []],
    ['spaces around', '  grace  ', ['grace@example.com']],
  ])('searches %s', async (_name, q, expected) => {
    expect(await emails(`/api/admin/leads?q=${encodeURIComponent(q)}`)).toEqual(expected);
  });

  it('folds case beyond ASCII on either database: ölçer finds Ölçer, élodie finds ÉLODIE', async () => {
    const ids = [
      await insertLead(shop, { email: 'ÉLODIE@exemple.fr', created_at: T0 - DAY, fields: [field('last_name', 'Nom', 'Dupré')] }),
      await insertLead(shop, { email: 'ayse@example.com.tr', created_at: T0 - 2 * DAY, fields: [field('last_name', 'Soyadı', 'Ölçer')] }),
    ];
    for (const [q, expected] of [
      ['ölçer', ['ayse@example.com.tr']],
      ['ÖLÇER', ['ayse@example.com.tr']],
      ['Ölç', ['ayse@example.com.tr']],
      ['élodie@', ['ÉLODIE@exemple.fr']],
      ['DUPRÉ', ['ÉLODIE@exemple.fr']],
      // an ASCII needle already finds the letters around a folded one
      ['lodie@EXEMPLE', ['ÉLODIE@exemple.fr']],
      ['lcer', []],
    ] as const)
      expect(await emails(`/api/admin/leads?q=${encodeURIComponent(q)}`), q).toEqual(expected);
    for (const id of ids) await t.app.inject({ method: 'DELETE', url: `/api/admin/leads/${id}`, headers: { cookie } });
  });

  it('searches text that JSON escapes: quotes, backslashes, line breaks', async () => {
    const id = await insertLead(shop, { email: 'quote@example.com', created_at: T0 - DAY, fields: [field('note', 'Note', 'He said "yes"\\no\nnext line')] });
    for (const q of ['said "yes"', '"yes"\\no', 'SAID', 'no\nnext'])
      expect(await emails(`/api/admin/leads?q=${encodeURIComponent(q)}`), q).toEqual(['quote@example.com']);
    expect(await emails(`/api/admin/leads?q=${encodeURIComponent("said 'yes'")}`)).toEqual([]);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/leads/${id}`, headers: { cookie } });
  });

  it('filters by pop-up, site, date range (to exclusive) and spam', async () => {
    expect(await emails(`/api/admin/leads?poptin_id=${shop.poptinId}`)).toEqual(['percent@example.com', 'dana@northwind.co.il']);
    expect(await emails(`/api/admin/leads?client_id=${demo.clientId}`)).toEqual(['grace@example.com', 'ada@example.com']);
    expect(await emails(`/api/admin/leads?from=${T0 + DAY}&to=${T0 + 3 * DAY}`)).toEqual(['dana@northwind.co.il', 'grace@example.com']);
    expect(await emails(`/api/admin/leads?from=${T0 + 4 * DAY}&spam=1`)).toEqual(['bot@example.com']);
    expect(await emails(`/api/admin/leads?from=${T0 + 4 * DAY}`)).toEqual([]);
    const combined = await get(`/api/admin/leads?client_id=${shop.clientId}&q=northwind&from=${T0}`);
    expect(combined).toMatchObject({
      total: 1,
      columns: [
        { field_key: 'email', label: 'אימייל' },
        { field_key: 'city', label: 'עיר' },
      ],
    });
  });

  it('pages through with a steady total', async () => {
    const first = await get('/api/admin/leads?limit=3');
    const second = await get('/api/admin/leads?limit=3&offset=3');
    expect([first.total, second.total]).toEqual([4, 4]);
    expect([...first.leads, ...second.leads].map((l) => l.email)).toEqual([
      'percent@example.com',
      'dana@northwind.co.il',
      'grace@example.com',
      'ada@example.com',
    ]);
    expect((await get('/api/admin/leads?offset=99')).leads).toEqual([]);
  });

  it.each([['limit=0'], ['limit=501'], ['offset=-1'], ['poptin_id=../../x'], ['client_id=a%20b'], ['from=yesterday'], ['spam=2'], [`q=${'x'.repeat(201)}`]])(
    'refuses %s in words',
    async (query) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/leads?${query}`, headers: { cookie } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    },
  );

  it.each(['/api/admin/leads', '/api/admin/leads.csv'])('refuses %s without a session', async (url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/leads/1' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/leads/forget', payload: { email: 'ada@example.com' } })).statusCode).toBe(401);
  });

  it('shows another account neither the leads nor their columns', async () => {
    const theirs = await get('/api/admin/leads', other.cookie);
    expect(theirs).toMatchObject({ total: 1, columns: [{ field_key: 'email', label: 'Email address' }] });
    expect(theirs.leads.map((l) => l.id)).toEqual([other.leadId]);
    expect((await get(`/api/admin/leads?client_id=${demo.clientId}`, other.cookie)).total).toBe(0);
    expect((await get(`/api/admin/leads?poptin_id=${other.poptinId}`)).total).toBe(0);
  });

  it('exports every matching lead as CSV a spreadsheet reads: BOM, RFC 4180, Hebrew, formulas defused', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/leads.csv?spam=1', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(response.body.slice(1));
    expect(rows[0]).toEqual(['Date (UTC)', 'Email', 'Pop-up', 'Site', 'Page', 'Referrer', 'Trigger', 'Tag', 'Automated', 'עיר', 'First name', 'Note', 'Phone']);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['bot@example.com', 'percent@example.com', 'dana@northwind.co.il', 'grace@example.com', 'ada@example.com']);
    // The trigger in words, as Results names it (issue 15).
    expect(rows[3]).toEqual([
      '2024-05-03 12:00:00',
      'dana@northwind.co.il',
      'Shop bar',
      'Shop',
      'https://d.example/landing?utm=x',
      'https://ref.example/',
      'After seconds on the page',
      '',
      '',
      'תל אביב',
      '',
      '',
      '',
    ]);
    // A phone number starting with + would be a formula: it is text, and reads back whole.
    expect(rows[4]![12]).toBe("'+972501234567");
    expect(rows[1]![8]).toBe('honeypot');
  });

  it("exports with the listing's filters, and hostile values stay cells", async () => {
    const hostile = await insertLead(shop, {
      email: 'eve@example.com',
      created_at: T0 + 10 * DAY,
      url: 'https://d.example/a,b',
      fields: [
        field('email', 'Email', 'eve@example.com', 'email'),
        field('note', 'Note', '=HYPERLINK("http://evil.example","click")\r\nsecond "line"'),
        field('city', 'עיר', '@SUM(1)'),
      ],
    });
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/leads.csv?poptin_id=${shop.poptinId}&q=eve`, headers: { cookie } });
    const rows = parseCsv(response.body.slice(1));
    expect(rows.map((r) => r.length)).toEqual([10, 10]);
    expect(rows[1]).toEqual([
      '2024-05-11 12:00:00',
      'eve@example.com',
      'Shop bar',
      'Shop',
      'https://d.example/a,b',
      'https://ref.example/',
      'After seconds on the page',
      '',
      '\'=HYPERLINK("http://evil.example","click")\r\nsecond "line"',
      "'@SUM(1)",
    ]);
    expect(rows[0]).toEqual(['Date (UTC)', 'Email', 'Pop-up', 'Site', 'Page', 'Referrer', 'Trigger', 'Tag', 'Note', 'עיר']);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/leads/${hostile}`, headers: { cookie } });
  });

  it('exports thousands of leads in batches, ties in time included, each once', async () => {
    const many = LEAD_EXPORT_BATCH * 2 + 321;
    const values = Array.from({ length: many }, (_, i) => ({
      poptin_id: other.poptinId,
      site_id: other.siteId,
      account_id: other.accountId,
      view_id: null,
      visitor: null,
      email: `lead${i}@bulk.example`,
      url: 'https://o.example/',
      referrer: '',
      trigger: 'x',
      fields: JSON.stringify([field('email', 'Email', `lead${i}@bulk.example`, 'email'), field('name', 'Name', `שם ${i}`)]),
      // Many leads share a millisecond, as they do under load: paging must neither skip nor repeat them.
      context: '{}',
      spam: null,
      created_at: T0 + Math.floor(i / 700),
    }));
    for (let i = 0; i < values.length; i += 400)
      await t.app.db
        .insertInto('conversions')
        .values(values.slice(i, i + 400))
        .execute();
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/leads.csv', headers: { cookie: other.cookie } });
    const rows = parseCsv(response.body.slice(1));
    expect(rows[0]).toEqual(['Date (UTC)', 'Email', 'Pop-up', 'Site', 'Page', 'Referrer', 'Trigger', 'Tag', 'Name']);
    const exported = rows.slice(1).map((r) => r[1]);
    expect(exported).toHaveLength(many + 1);
    expect(new Set(exported).size).toBe(many + 1);
    expect(rows.slice(1).filter((r) => r[8] === 'שם 1234')).toHaveLength(1);
    expect((await get('/api/admin/leads?limit=1', other.cookie)).total).toBe(many + 1);
    // The demo owner's export holds none of them.
    const mine = await t.app.inject({ method: 'GET', url: '/api/admin/leads.csv', headers: { cookie } });
    expect(mine.body).not.toContain('bulk.example');
    await t.app.db.deleteFrom('conversions').where('email', 'like', '%@bulk.example').execute();
  });

  it('keeps a deleted pop-up\'s leads, listed as "Deleted pop-up"', async () => {
    const gone = await createPopup(t.app.db, {
      accountId: demo.accountId,
      siteId: demo.siteId,
      name: 'Soon gone',
      type: 'lightbox',
      format: 'format_1',
      target: 'lead',
      status: 'draft',
      settings: { design_properties: {}, design: leadPopupDesign('en') },
    });
    const at = { ...demo, poptinId: gone };
    const id = await insertLead(at, { email: 'orphan@example.com', created_at: T0 + 5 * DAY });
    await t.app.db.deleteFrom('poptins').where('id', '=', gone).execute();
    const page = await get('/api/admin/leads?q=orphan');
    expect(page.leads).toEqual([expect.objectContaining({ id, poptin_id: gone, poptin_name: 'Deleted pop-up', site_name: 'Demo site' })]);
    const csv = parseCsv((await t.app.inject({ method: 'GET', url: '/api/admin/leads.csv?q=orphan', headers: { cookie } })).body.slice(1));
    expect(csv[1]![2]).toBe('Deleted pop-up');
    await t.app.inject({ method: 'DELETE', url: `/api/admin/leads/${id}`, headers: { cookie } });
  });

  it("deletes one lead of the account; another account's lead is 404 and stays", async () => {
    const id = await insertLead(demo, { email: 'delete-me@example.com', created_at: T0 + 6 * DAY });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/leads/${id}`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect(await emails('/api/admin/leads?q=delete-me')).toEqual(['delete-me@example.com']);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/leads/${id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(204);
    expect(await t.app.db.selectFrom('conversions').select('id').where('id', '=', Number(id)).execute()).toEqual([]);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/leads/${id}`, headers: { cookie } });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('No such lead in your account.');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/leads/${other.leadId}`, headers: { cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/leads/abc', headers: { cookie } })).statusCode).toBe(400);
    expect((await get('/api/admin/leads', other.cookie)).leads.map((l) => l.id)).toContain(other.leadId);
  });

  it("deletes a lead everywhere: its person's activity, sessions and carts go with their last lead", async () => {
    const address = 'last-lead@example.com';
    const first = await insertLead(demo, { email: address, created_at: T0 + 6 * DAY });
    const second = await insertLead(shop, { email: address, created_at: T0 + 7 * DAY });
    const traces = async () => ({
      activities: (await t.app.db.selectFrom('conversion_activities').select('id').where('email', '=', address).execute()).length,
      sessions: (await t.app.db.selectFrom('visitor_sessions').select('email').where('email', '=', address).execute()).length,
      abandonments: (await t.app.db.selectFrom('store_abandonments').select('id').where('customer', '=', address).execute()).length,
    });
    for (const site of [demo.siteId, shop.siteId, other.siteId]) {
      await t.app.db
        .insertInto('conversion_activities')
        .values({ site_id: site, email: address, poptin_id: demo.poptinId, activity: 'viewed', url: 'https://d.example/', created_at: T0 })
        .execute();
      await t.app.db
        .insertInto('visitor_sessions')
        .values({ site_id: site, email: address, url: 'https://d.example/', started_at: T0, last_seen_at: T0, seconds: 60 })
        .execute();
      await t.app.db
        .insertInto('store_abandonments')
        .values({ site_id: site, customer: address, data_for: 'cart', products: '[]', total_cart_value: 10, created_at: T0 })
        .execute();
    }
    // Another lead of the address remains: its person's traces stay with it.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/leads/${first}`, headers: { cookie } })).statusCode).toBe(204);
    expect(await traces()).toEqual({ activities: 3, sessions: 3, abandonments: 3 });
    // The last one: they go, in this account's sites only.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/leads/${second}`, headers: { cookie } })).statusCode).toBe(204);
    expect(await traces()).toEqual({ activities: 1, sessions: 1, abandonments: 1 });
    expect(await t.app.db.selectFrom('conversion_activities').select('site_id').where('email', '=', address).execute()).toEqual([{ site_id: other.siteId }]);
  });

  it('forgets an address everywhere in the account, in every table, and nowhere else', async () => {
    const address = 'Forget.Me@Example.com';
    const lower = address.toLowerCase();
    await insertLead(demo, { email: lower, created_at: T0 + 7 * DAY });
    // The address only inside the fields (a second email field), spaced and in another case.
    await insertLead(shop, {
      email: null,
      created_at: T0 + 8 * DAY,
      fields: [field('first_name', 'First name', 'F'), field('work_email', 'Work email', ` ${address} `)],
    });
    await insertLead(demo, { email: lower, created_at: T0 + 9 * DAY, spam: 'too_fast' });
    const notQuite = await insertLead(demo, { email: 'not-forget.me@example.com', created_at: T0 + 9 * DAY });
    const theirs = await insertLead(other, { email: lower, created_at: T0 + 7 * DAY });
    for (const site of [demo.siteId, shop.siteId, other.siteId]) {
      await t.app.db
        .insertInto('conversion_activities')
        .values({ site_id: site, email: lower, poptin_id: demo.poptinId, activity: 'viewed', url: 'https://d.example/', created_at: T0 })
        .execute();
      await t.app.db
        .insertInto('visitor_sessions')
        .values({ site_id: site, email: lower, url: 'https://d.example/', started_at: T0, last_seen_at: T0, seconds: 60 })
        .execute();
      await t.app.db
        .insertInto('store_abandonments')
        .values({ site_id: site, customer: lower, data_for: 'cart', products: '[]', total_cart_value: 10, created_at: T0 })
        .execute();
    }
    await t.app.db
      .insertInto('conversion_activities')
      .values({ site_id: demo.siteId, email: 'someone@else.example', poptin_id: demo.poptinId, activity: 'closed', url: 'https://d.example/', created_at: T0 })
      .execute();

    const response = await t.app.inject({ method: 'POST', url: '/api/admin/leads/forget', headers: { cookie }, payload: { email: ` ${address}` } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ removed: { leads: 3, activities: 2, sessions: 2, abandonments: 2 } });

    const db = t.app.db;
    const ourSites = [demo.siteId, shop.siteId];
    const left = async () => ({
      traces: (await db.selectFrom('conversions').select(['email', 'fields']).where('account_id', '=', demo.accountId).execute()).filter(
        (r) => r.email === lower || (JSON.parse(r.fields) as SubmittedField[]).some((f) => f.value.trim().toLowerCase() === lower),
      ).length,
      activities: (await db.selectFrom('conversion_activities').select('id').where('site_id', 'in', ourSites).where('email', '=', lower).execute()).length,
      sessions: (await db.selectFrom('visitor_sessions').select('email').where('site_id', 'in', ourSites).where('email', '=', lower).execute()).length,
      abandonments: (await db.selectFrom('store_abandonments').select('id').where('site_id', 'in', ourSites).where('customer', '=', lower).execute()).length,
    });
    const after = await left();
    expect(after).toMatchObject({ traces: 0, activities: 0, sessions: 0, abandonments: 0 });
    expect(await db.selectFrom('conversions').select('id').where('id', '=', Number(notQuite)).execute()).toHaveLength(1);
    expect(await db.selectFrom('conversion_activities').select('id').where('email', '=', 'someone@else.example').execute()).toHaveLength(1);
    // The other account's traces of the same address are theirs to forget, not ours.
    expect(await db.selectFrom('conversions').select('id').where('id', '=', Number(theirs)).execute()).toHaveLength(1);
    expect(await db.selectFrom('conversion_activities').select('id').where('site_id', '=', other.siteId).where('email', '=', lower).execute()).toHaveLength(1);
    expect(await db.selectFrom('visitor_sessions').select('email').where('site_id', '=', other.siteId).where('email', '=', lower).execute()).toHaveLength(1);
    expect(await db.selectFrom('store_abandonments').select('id').where('site_id', '=', other.siteId).where('customer', '=', lower).execute()).toHaveLength(1);

    const again = await t.app.inject({ method: 'POST', url: '/api/admin/leads/forget', headers: { cookie }, payload: { email: address } });
    expect(again.json()).toEqual({ removed: { leads: 0, activities: 0, sessions: 0, abandonments: 0 } });
    await t.app.inject({ method: 'DELETE', url: `/api/admin/leads/${notQuite}`, headers: { cookie } });
  });

  it('refuses to forget something that is not an address', async () => {
    for (const payload of [{ email: '' }, { email: 'nobody' }, { email: '  ' }, { email: 'a@b@c' }, { email: 'two words@example.com' }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/leads/forget', headers: { cookie }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Enter the email address the visitor asked you to forget, such as ada@example.com.');
    }
    for (const payload of [{}, { email: 42 }, { email: 'x'.repeat(250) + '@example.com' }]) {
      expect((await t.app.inject({ method: 'POST', url: '/api/admin/leads/forget', headers: { cookie }, payload })).statusCode).toBe(400);
    }
  });
});
