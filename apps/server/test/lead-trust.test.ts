import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DUPLICATE_LEAD_WINDOW_MS,
  LEAD_FIELD_VALUE_MAX_LENGTH,
  LEAD_LIST_MAX_COLUMNS,
  LEAD_TAG_MAX_LENGTH,
  leadPopupDesign,
  type Block,
  type PopupSettings,
  type SubmittedField,
} from '@beckon/core';
import { createPopup } from '../src/repositories/poptins.js';
import { createSite } from '../src/repositories/sites.js';
import { DEFAULT_RATE_LIMITS, rateLimitsFromEnv } from '../src/security/rate-limits.js';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import type { PopupStatus } from '../src/db/schema.js';
import { DIALECTS } from './support/databases.js';
import { pastView } from './support/views.js';
import { DEMO_PASSWORD, loginCookie, startTestApp, type TestApp } from './support/app.js';

/**
 * Issue 15: a lead is taken only where its pop-up really shows, holds only what the pop-up's
 * design declares, and a visitor can neither bloat an owner's leads nor flood them.
 */
const NO_VISITOR_LIMITS = { ...DEFAULT_RATE_LIMITS, ipPerMinute: 0, clientPerMinute: 0 };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

interface Site {
  id: number;
  accountId: number;
  clientId: string;
}

describe.each(DIALECTS)('lead trust on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let viewer: string;
  let demoSite: Site;
  let n = 0;

  beforeAll(async () => {
    t = await startTestApp(dialect, { rateLimits: NO_VISITOR_LIMITS });
    cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    const site = await t.app.db.selectFrom('sites').select(['id', 'account_id']).where('client_id', '=', t.demo.clientId).executeTakeFirstOrThrow();
    demoSite = { id: site.id, accountId: site.account_id, clientId: t.demo.clientId };
    const display = await t.app.inject({ method: 'POST', url: `/api/display/${t.demo.clientId}`, payload: {} });
    viewer = display.json().poptins[0].viewer_id as string;
  });
  afterAll(async () => t?.close());

  async function newPopup(settings: Partial<PopupSettings> = {}, status: PopupStatus = 'published', site = demoSite): Promise<string> {
    n += 1;
    const id = await createPopup(t.app.db, {
      accountId: site.accountId,
      siteId: site.id,
      name: `Trust ${n}`,
      type: 'lightbox',
      format: 'format_1',
      target: 'lead',
      status,
      settings: { design_properties: {}, design: leadPopupDesign('en'), ...settings } as PopupSettings,
    });
    await t.app.configChanges.publish({ siteId: site.id });
    return id;
  }

  // A person's lead names a view recorded a while before, unless the case names its own.
  const convert = async (poptinId: string, body: Record<string, string>, headers: Record<string, string> = {}, site = demoSite) =>
    t.app.inject({
      method: 'POST',
      url: `/api/display/conversion/${viewer}`,
      headers: { ...FORM, ...headers },
      payload: new URLSearchParams({
        poptin_id: poptinId,
        client_id: site.clientId,
        url: 'https://shop.example/',
        ...('poptin_view_id' in body ? {} : { poptin_view_id: await pastView(t.app, poptinId).catch(() => '') }),
        ...body,
      }).toString(),
    });
  const view = (poptinId: string, visitor: string, headers: Record<string, string> = {}, site = demoSite) =>
    t.app.inject({
      method: 'POST',
      url: `/api/display/viewed/${poptinId}`,
      headers: { 'content-type': 'text/plain', ...headers },
      payload: JSON.stringify({ viewer_id: viewer, client_id: site.clientId, url: 'https://shop.example/', visitor }),
    });
  const leadsOf = (poptinId: string) => t.app.db.selectFrom('conversions').selectAll().where('poptin_id', '=', poptinId).orderBy('id').execute();
  const admin = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  describe("a visitor cannot bloat an owner's leads (issue 15 part 1)", () => {
    it('keeps only the declared fields of 200 conversions that each name hundreds of made-up keys, and the leads answer and CSV stay small', async () => {
      const popup = await newPopup();
      for (let i = 0; i < 200; i += 1) {
        const junk = Object.fromEntries(Array.from({ length: 150 }, (_, k) => [`junk_${i}_${k}`, 'x'.repeat(50)]));
        const extra: SubmittedField[] = [
          { field_key: 'email', label: 'Email', type: 'email', value: `bloat${i}@example.com` },
          ...Array.from({ length: 99 }, (_, k) => ({ field_key: `extra_${i}_${k}`, label: `Extra ${k}`, type: 'text', value: 'y'.repeat(50) })),
        ];
        const response = await convert(popup, { ...junk, newExtraFields: JSON.stringify(extra) });
        expect(response.statusCode, response.body).toBe(200);
      }
      const rows = await leadsOf(popup);
      expect(rows).toHaveLength(200);
      for (const row of rows) expect((JSON.parse(row.fields) as SubmittedField[]).map((f) => f.field_key)).toEqual(['email']);

      const listing = await admin(`/api/admin/leads?poptin_id=${popup}&limit=500`);
      expect(listing.statusCode).toBe(200);
      expect(listing.json()).toMatchObject({ total: 200, columns: [{ field_key: 'email', label: 'Email address' }], columns_truncated: false });
      expect(listing.body.length).toBeLessThan(200 * 1024);
      const csv = await admin(`/api/admin/leads.csv?poptin_id=${popup}`);
      expect(csv.statusCode).toBe(200);
      expect(csv.body.length).toBeLessThan(50 * 1024);
      expect(csv.body.split('\r\n')[0]).toBe('\uFEFFDate (UTC),Email,Pop-up,Site,Page,Referrer,Trigger,Tag');
    });

    it('bounds the columns and fields of leads stored bloated before the rule, and says so', async () => {
      const popup = await newPopup();
      const bloated = Array.from({ length: 20 }, (_, i) => ({
        poptin_id: popup,
        site_id: demoSite.id,
        account_id: demoSite.accountId,
        view_id: null,
        visitor: null,
        email: `old${i}@example.com`,
        url: 'https://shop.example/',
        referrer: '',
        trigger: 'on_click',
        context: '{}',
        spam: null,
        created_at: Date.now() - 1000 * (i + 1),
        fields: JSON.stringify(Array.from({ length: 1000 }, (_, k) => ({ field_key: `k_${i}_${k}`, label: `K ${k}`, type: 'text', value: 'z'.repeat(100) }))),
      }));
      for (const row of bloated) await t.app.db.insertInto('conversions').values(row).execute();
      const listing = await admin(`/api/admin/leads?poptin_id=${popup}&limit=500`);
      const page = listing.json() as { columns: unknown[]; columns_truncated: boolean; leads: Array<{ fields: unknown[] }> };
      expect(page.columns).toHaveLength(LEAD_LIST_MAX_COLUMNS);
      expect(page.columns_truncated).toBe(true);
      // Each lead carries only its values of the listed columns: 20 rows of 1,000 fields would be 2 MB.
      expect(page.leads.reduce((sum, lead) => sum + lead.fields.length, 0)).toBeLessThanOrEqual(LEAD_LIST_MAX_COLUMNS);
      expect(listing.body.length).toBeLessThan(200 * 1024);
      const csv = await admin(`/api/admin/leads.csv?poptin_id=${popup}`);
      expect(csv.headers['x-beckon-columns-truncated']).toBe('1');
      expect(csv.body.split('\r\n')[0]!.split(',')).toHaveLength(8 + LEAD_LIST_MAX_COLUMNS);
      expect(csv.body.length).toBeLessThan(500 * 1024);
    });

    it("stores no input of an owner's html block (the save strips them), and cuts an overlong designed value", async () => {
      // Saved through the dashboard's own call, so the owner's markup is sanitised as in real use.
      const html: Block = { kind: 'html', html: '<form><input name="company" type="text"><select name="size"><option>S</option></select></form><p>Hi</p>' };
      const design = leadPopupDesign('en');
      const text = {
        ...design.screens.main!.flatMap((b) => (b.kind === 'fields' ? b.fields : []))[0]!,
        type: 'text' as const,
        name: 'Note',
        label: 'Note',
        field_key: 'note',
        id: 'note_9',
        required: false,
      };
      design.screens.main = [...design.screens.main!.map((b) => (b.kind === 'fields' ? { ...b, fields: [...b.fields, text] } : b)), html];
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/admin/poptins',
        headers: { cookie },
        payload: {
          client_id: demoSite.clientId,
          name: 'Owner html',
          type: 'lightbox',
          format: 'format_1',
          target: 'lead',
          status: 'published',
          settings: { design_properties: {}, design },
        },
      });
      expect(saved.statusCode, saved.body).toBe(201);
      const popup = saved.json().poptin_id as string;
      const stored = (await t.app.inject({ method: 'GET', url: `/api/admin/poptins/${popup}`, headers: { cookie } })).json();
      expect(JSON.stringify(stored.settings.design)).not.toMatch(/<input|<select|<form/);
      const response = await convert(popup, { email: 'html@example.com', note: 'c'.repeat(LEAD_FIELD_VALUE_MAX_LENGTH + 500), company: 'Acme', size: 'S' });
      expect(response.statusCode, response.body).toBe(200);
      const [row] = await leadsOf(popup);
      const fields = JSON.parse(row!.fields) as SubmittedField[];
      expect(fields.map((f) => f.field_key)).toEqual(['email', 'note']);
      expect(fields[1]!.value).toHaveLength(LEAD_FIELD_VALUE_MAX_LENGTH);
    });
  });

  describe('leads only where the pop-up really shows (issue 15 part 2)', () => {
    it('refuses views and leads of a draft, and of a deleted pop-up, and stores nothing', async () => {
      const draft = await newPopup({}, 'draft');
      const viewed = await view(draft, 'v-draft');
      expect(viewed.statusCode).toBe(403);
      expect(viewed.json().message).toBe('This pop-up is not published; it takes no views or leads.');
      const converted = await convert(draft, { email: 'draft@example.com' });
      expect(converted.statusCode).toBe(403);
      expect(await leadsOf(draft)).toEqual([]);

      const gone = await newPopup();
      await t.app.db.deleteFrom('poptins').where('id', '=', gone).execute();
      await t.app.configChanges.publish({ siteId: demoSite.id });
      expect((await convert(gone, { email: 'gone@example.com' })).statusCode).toBe(404);
      expect((await view(gone, 'v-gone')).statusCode).toBe(404);
    });

    it("refuses views and leads from pages outside the site's domains, by Origin else the page address", async () => {
      const created = await createSite(t.app.db, demoSite.accountId, 'Fenced', ['shop.example']);
      const site = { id: created.id, accountId: demoSite.accountId, clientId: created.client_id };
      const popup = await newPopup({}, 'published', site);
      const elsewhere = { origin: 'https://evil.example' };
      expect((await view(popup, 'v-fence', elsewhere, site)).statusCode).toBe(403);
      const refused = await convert(popup, { email: 'fence@example.com' }, elsewhere, site);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("This page is not on the site's allowed domains");
      // No Origin: the page's own address tells.
      expect((await convert(popup, { email: 'fence@example.com', url: 'https://evil.example/' }, {}, site)).statusCode).toBe(403);
      expect(await leadsOf(popup)).toEqual([]);
      expect((await convert(popup, { email: 'fence@example.com' }, { origin: 'https://www.shop.example' }, site)).statusCode).toBe(200);
      expect((await view(popup, 'v-fence', { origin: 'https://shop.example' }, site)).statusCode).toBe(200);
    });

    it("times a lead that names its view by the server's clock, and marks one naming another pop-up's view; all are kept", async () => {
      const popup = await newPopup();
      const other = await newPopup();
      const viewId = async (poptinId: string, visitor: string) => (await view(poptinId, visitor)).json().poptin_view_id as string;
      const spamOf = async (body: Record<string, string>) => {
        const response = await convert(popup, body);
        expect(response.statusCode, response.body).toBe(200);
        return (await t.app.db.selectFrom('conversions').select('spam').where('id', '=', Number(response.json().conversion_id)).executeTakeFirstOrThrow()).spam;
      };
      const quick = await viewId(popup, 'v-quick');
      // The client says it took 9 s; the server answered its view a moment ago.
      expect(await spamOf({ email: 'quick@example.com', visitor: 'v-quick', poptin_view_id: quick, fill_ms: '9000' })).toBe('too_fast');
      const patient = await viewId(popup, 'v-patient');
      await t.app.db
        .updateTable('views')
        .set({ created_at: Date.now() - 5_000 })
        .where('id', '=', Number(patient))
        .execute();
      expect(await spamOf({ email: 'patient@example.com', visitor: 'v-patient', poptin_view_id: patient })).toBeNull();
      const foreign = await viewId(other, 'v-foreign');
      await t.app.db
        .updateTable('views')
        .set({ created_at: Date.now() - 60_000 })
        .where('id', '=', Number(foreign))
        .execute();
      expect(await spamOf({ email: 'foreign@example.com', visitor: 'v-foreign', poptin_view_id: foreign })).toBe('foreign_view');
      expect(await spamOf({ email: 'made-up@example.com', poptin_view_id: '987654321' })).toBe('unknown_view');
      expect(await spamOf({ email: 'garbage@example.com', poptin_view_id: 'DROP TABLE views' })).toBe('unknown_view');
      // No view named: marked whatever fill time the client claims (its own word is not enough).
      expect(await spamOf({ email: 'noview@example.com', fill_ms: '5000', poptin_view_id: '' })).toBe('no_view');
      expect(await spamOf({ email: 'noview-fast@example.com', fill_ms: '10', poptin_view_id: '' })).toBe('too_fast');
      // Issue 21: consent mode records no view before consent; such a lead is a person's, still judged by its fill time.
      expect(await spamOf({ email: 'before-consent@example.com', fill_ms: '5000', poptin_view_id: '', bk_consent_pending: '1' })).toBeNull();
      expect(await spamOf({ email: 'before-consent-fast@example.com', fill_ms: '10', poptin_view_id: '', bk_consent_pending: '1' })).toBe('too_fast');
      expect(await spamOf({ email: 'before-consent-bad@example.com', poptin_view_id: '987654321', bk_consent_pending: '1' })).toBe('unknown_view');
      expect(await leadsOf(popup)).toHaveLength(10);
    });

    it("stores the same address for the same pop-up within the window once, answering the first lead's id", async () => {
      const popup = await newPopup();
      const other = await newPopup();
      const send = async (poptinId: string, email: string, body: Record<string, string> = {}) => {
        const response = await convert(poptinId, { email, ...body });
        expect(response.statusCode, response.body).toBe(200);
        return response.json().conversion_id as string;
      };
      const first = await send(popup, 'twice@example.com', { referrer: 'https://first.example/' });
      expect(await send(popup, ' Twice@Example.COM ', { referrer: 'https://second.example/' })).toBe(first);
      const [rowsA] = [await leadsOf(popup)];
      expect(rowsA).toHaveLength(1);
      // Updated, not duplicated: the newest submit's facts.
      expect(rowsA[0]!.referrer).toBe('https://second.example/');
      expect(await send(other, 'twice@example.com')).not.toBe(first);
      // Two at once share a write batch: still one lead.
      const [a, b] = await Promise.all([send(popup, 'together@example.com'), send(popup, 'together@example.com')]);
      expect(a).toBe(b);
      expect((await leadsOf(popup)).filter((r) => r.email === 'together@example.com')).toHaveLength(1);
      // A submission marked automated with a person's address neither hides nor rewrites their lead.
      const person = await send(popup, 'victim@example.com', { referrer: 'https://person.example/' });
      const bot = await send(popup, 'victim@example.com', { referrer: 'https://bot.example/', bk_hp: 'filled' });
      expect(bot).not.toBe(person);
      expect(await send(popup, 'victim@example.com', { referrer: 'https://bot.example/2', bk_hp: 'filled' })).toBe(bot);
      const victim = (await leadsOf(popup)).filter((r) => r.email === 'victim@example.com');
      expect(victim.map((r) => [r.referrer, r.spam])).toEqual([
        ['https://person.example/', null],
        ['https://bot.example/2', 'honeypot'],
      ]);
      // Past the window the address makes a new lead.
      await t.app.db
        .updateTable('conversions')
        .set({ created_at: Date.now() - DUPLICATE_LEAD_WINDOW_MS - 1 })
        .where('id', '=', Number(first))
        .execute();
      expect(await send(popup, 'twice@example.com')).not.toBe(first);
      expect((await leadsOf(popup)).filter((r) => r.email === 'twice@example.com')).toHaveLength(2);
    });
  });

  describe("the pop-up's tag (poptin_fields, issue 15 part 6)", () => {
    it('stores it with each lead, bounded; the Leads answer shows it, filters and searches by it; the CSV carries it', async () => {
      const popup = await newPopup({ poptin_fields: '  spring-club  ' });
      const long = await newPopup({ poptin_fields: 't'.repeat(LEAD_TAG_MAX_LENGTH * 3) });
      const untagged = await newPopup({ poptin_fields: '   ' });
      expect((await convert(popup, { email: 'tagged@example.com' })).statusCode).toBe(200);
      expect((await convert(long, { email: 'long-tag@example.com' })).statusCode).toBe(200);
      expect((await convert(untagged, { email: 'untagged@example.com' })).statusCode).toBe(200);
      expect((await leadsOf(popup))[0]!.tag).toBe('spring-club');
      expect((await leadsOf(long))[0]!.tag).toHaveLength(LEAD_TAG_MAX_LENGTH);
      expect((await leadsOf(untagged))[0]!.tag).toBeNull();

      const byTag = (await admin('/api/admin/leads?tag=spring-club')).json() as { total: number; leads: Array<{ email: string; tag: string | null }> };
      expect(byTag.total).toBe(1);
      expect(byTag.leads[0]).toMatchObject({ email: 'tagged@example.com', tag: 'spring-club' });
      expect((await admin('/api/admin/leads?q=SPRING-CL')).json().leads.map((l: { email: string }) => l.email)).toEqual(['tagged@example.com']);
      expect((await admin(`/api/admin/leads?tag=${'x'.repeat(LEAD_TAG_MAX_LENGTH + 1)}`)).statusCode).toBe(400);
      const csv = (await admin('/api/admin/leads.csv?tag=spring-club')).body.split('\r\n');
      expect(csv[0]).toBe('\uFEFFDate (UTC),Email,Pop-up,Site,Page,Referrer,Trigger,Tag');
      expect(csv[1]!.split(',').slice(1)).toEqual(['tagged@example.com', expect.any(String), 'Demo site', 'https://shop.example/', '', '', 'spring-club']);
    });
  });
});

describe('lead rate limits per site and per pop-up (issue 15 part 2)', () => {
  let t: TestApp;
  let viewer: string;
  let site: { id: number; accountId: number };
  beforeAll(async () => {
    t = await startTestApp('sqlite', { rateLimits: { ...NO_VISITOR_LIMITS, popupLeadsPerMinute: 3, siteLeadsPerMinute: 5 } });
    const row = await t.app.db.selectFrom('sites').select(['id', 'account_id']).where('client_id', '=', t.demo.clientId).executeTakeFirstOrThrow();
    site = { id: row.id, accountId: row.account_id };
    viewer = (await t.app.inject({ method: 'POST', url: `/api/display/${t.demo.clientId}`, payload: {} })).json().poptins[0].viewer_id;
  });
  afterAll(async () => t?.close());

  const convert = (poptinId: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/display/conversion/${viewer}`,
      headers: FORM,
      payload: new URLSearchParams({ poptin_id: poptinId, client_id: t.demo.clientId, url: 'https://shop.example/', email }).toString(),
    });

  it("answers 429 with Retry-After past a pop-up's leads a minute, then past its site's, from any address", async () => {
    const second = await createPopup(t.app.db, {
      accountId: site.accountId,
      siteId: site.id,
      name: 'Second',
      type: 'lightbox',
      format: 'format_1',
      target: 'lead',
      status: 'published',
      settings: { design_properties: {}, design: leadPopupDesign('en') },
    });
    await t.app.configChanges.publish({ siteId: site.id });
    for (let i = 0; i < 3; i += 1) expect((await convert(t.demo.poptinId, `rl${i}@example.com`)).statusCode).toBe(200);
    const refused = await convert(t.demo.poptinId, 'rl3@example.com');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many requests; try again in \d+ s\.$/);
    // Another pop-up of the site has its own count, until the site's (every attempt counts) is spent.
    expect((await convert(second, 'rl4@example.com')).statusCode).toBe(200);
    expect((await convert(second, 'rl5@example.com')).statusCode).toBe(429);
    const stored = await t.app.db.selectFrom('conversions').select('email').where('email', 'like', 'rl%').execute();
    expect(stored.map((r) => r.email).sort()).toEqual(['rl0@example.com', 'rl1@example.com', 'rl2@example.com', 'rl4@example.com']);
  });

  it.each([
    [{}, { siteLeadsPerMinute: DEFAULT_RATE_LIMITS.siteLeadsPerMinute, popupLeadsPerMinute: DEFAULT_RATE_LIMITS.popupLeadsPerMinute }],
    [
      { BECKON_RATE_LIMIT_SITE_LEADS_PER_MIN: '0', BECKON_RATE_LIMIT_POPUP_LEADS_PER_MIN: '42' },
      { siteLeadsPerMinute: 0, popupLeadsPerMinute: 42 },
    ],
  ])('reads the lead limits from the environment: %j', (env, expected) => {
    expect(rateLimitsFromEnv(env)).toMatchObject(expected);
  });

  it('refuses a lead limit that is not a whole number, naming it', () => {
    expect(() => rateLimitsFromEnv({ BECKON_RATE_LIMIT_POPUP_LEADS_PER_MIN: '-1' })).toThrow('BECKON_RATE_LIMIT_POPUP_LEADS_PER_MIN must be a whole number');
  });
});
