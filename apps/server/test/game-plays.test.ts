import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamifiedPopupDesign, leadPopupDesign, type GamifiedPrize, type PopupSettings } from '@beckon/core';
import type { PlayResponse, PrizeResultsResponse } from '@beckon/core/api';
import { BODY_LIMIT_BYTES } from '../src/app.js';
import { createSite } from '../src/repositories/sites.js';
import { createPopup } from '../src/repositories/poptins.js';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { DIALECTS } from './support/databases.js';
import { pastView } from './support/views.js';
import { DEMO_PASSWORD, loginCookie, startTestApp, strangerCookie, type TestApp } from './support/app.js';

const ORIGIN = 'https://shop.example';
const PAGE = 'https://shop.example/sale';

/** Codes no visitor may read before the draw: each one unmistakable in a body's raw text. */
const prize = (n: number, chances: number | string, winning: boolean, extra: Partial<GamifiedPrize> = {}): GamifiedPrize => ({
  label: `Prize ${n}`,
  code: winning ? `SECRETCODE${n}X` : `LOSERCODE${n}X`,
  chances: chances as number,
  loosing_option: !winning,
  is_winner: winning,
  prize_id: `p${n}`,
  redirect_to: false,
  redirect_to_options: { redirect_to_url: '', redirect_close: false, redirect_close_delay: 0 },
  ...extra,
});
const MIXED = [prize(1, 40, true), prize(2, 35, true), prize(3, 25, false)];
const CODES = ['SECRETCODE1X', 'SECRETCODE2X', 'LOSERCODE3X'];

describe.each(DIALECTS)('gamified plays on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let accountId: number;
  let viewerId: string;
  let site: { id: number; client_id: string };

  async function gamified(prizes: GamifiedPrize[], options: { status?: 'published' | 'draft'; type?: 'gamified' | 'lightbox'; siteAt?: typeof site } = {}) {
    const at = options.siteAt ?? site;
    const type = options.type ?? 'gamified';
    const id = await createPopup(t.app.db, {
      accountId,
      siteId: at.id,
      name: 'Wheel',
      type,
      format: 'format_1',
      target: 'lead',
      status: options.status ?? 'published',
      settings: { design_properties: {}, design: type === 'gamified' ? gamifiedPopupDesign('en', 'wheel') : leadPopupDesign('en'), prizes } as PopupSettings,
    });
    // Written past the admin API, which would tell the display cache itself.
    t.app.siteConfig.invalidateAll();
    return id;
  }

  const play = (poptinId: string, visitor: string, overrides: Record<string, unknown> = {}, origin = ORIGIN) =>
    t.app.inject({
      method: 'POST',
      url: `/api/display/play/${poptinId}`,
      payload: JSON.stringify({ client_id: site.client_id, visitor, url: PAGE, ...overrides }),
      headers: { 'content-type': 'text/plain', origin },
    });
  const played = async (poptinId: string, visitor: string) => {
    const response = await play(poptinId, visitor);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PlayResponse;
  };

  async function convert(poptinId: string, visitor: string, email: string) {
    const view = await pastView(t.app, poptinId, { visitor });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/display/conversion/${viewerId}`,
      payload: new URLSearchParams({
        poptin_id: poptinId,
        client_id: site.client_id,
        url: PAGE,
        visitor,
        poptin_view_id: view,
        newExtraFields: JSON.stringify([{ field_key: 'email', label: 'Email', type: 'email', value: email }]),
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  const leadsOf = async (poptinId: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/leads?poptin_id=${poptinId}`, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { leads: Array<{ email: string; prize: unknown }> }).leads;
  };

  beforeAll(async () => {
    t = await startTestApp(dialect);
    cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    const account = await t.app.db.selectFrom('accounts').select(['id', 'public_id']).where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow();
    accountId = account.id;
    viewerId = account.public_id;
    site = await createSite(t.app.db, accountId, 'Shop', ['shop.example']);
  });
  afterAll(async () => t?.close());

  describe('POST /api/display/play/{id}', () => {
    it('draws once per visitor: a second play answers the first result, replayed', async () => {
      const id = await gamified(MIXED);
      const first = await played(id, 'visitor-once-1');
      expect(first.replayed).toBe(false);
      expect(['p1', 'p2', 'p3']).toContain(first.prize_id);
      expect(first.won).toBe(first.prize_id !== 'p3');
      expect(first.code).toBe(first.won ? `SECRETCODE${first.prize_id.slice(1)}X` : '');
      const again = await played(id, 'visitor-once-1');
      expect(again).toEqual({ ...first, replayed: true });
      const rows = await t.app.db.selectFrom('plays').selectAll().where('poptin_id', '=', id).execute();
      expect(rows).toHaveLength(1);
    });

    it('keeps one play when the same visitor plays twice at once, and both hear it', async () => {
      const id = await gamified(MIXED);
      const answers = await Promise.all(Array.from({ length: 6 }, () => played(id, 'visitor-race-1')));
      const rows = await t.app.db.selectFrom('plays').select(['id', 'prize_id']).where('poptin_id', '=', id).execute();
      expect(rows).toHaveLength(1);
      for (const answer of answers) {
        expect(answer.play_id).toBe(String(rows[0]!.id));
        expect(answer.prize_id).toBe(rows[0]!.prize_id);
      }
      expect(answers.filter((a) => !a.replayed).length).toBeLessThanOrEqual(1);
    });

    it("a losing prize answers no code, and the stored result survives the owner's edits", async () => {
      const id = await gamified([
        prize(1, 0, true),
        prize(3, 100, false, {
          redirect_to: true,
          redirect_to_options: { redirect_to_url: 'https://x.example/', redirect_close: true, redirect_close_delay: 2 },
        }),
      ]);
      const lost = await played(id, 'visitor-loser-1');
      expect(lost).toMatchObject({ prize_id: 'p3', label: 'Prize 3', code: '', won: false, redirect_to: true, replayed: false });
      expect(lost.redirect_to_options).toEqual({ redirect_to_url: 'https://x.example/', redirect_close: true, redirect_close_delay: 2 });
      // The owner renames the prize, then removes it: the visitor keeps what they were told, without its redirect.
      const settings = { design_properties: {}, design: gamifiedPopupDesign('en', 'wheel'), prizes: [prize(1, 100, true)] };
      await t.app.db
        .updateTable('poptins')
        .set({ settings: JSON.stringify(settings) })
        .where('id', '=', id)
        .execute();
      t.app.siteConfig.invalidateAll();
      const again = await played(id, 'visitor-loser-1');
      expect(again).toMatchObject({ prize_id: 'p3', label: 'Prize 3', code: '', won: false, redirect_to: false, replayed: true });
    });

    it('a win answers its code and redirect', async () => {
      const id = await gamified([
        prize(1, '100', true, {
          redirect_to: true,
          redirect_to_options: { redirect_to_url: 'https://win.example/', redirect_close: false, redirect_close_delay: 0 },
        }),
        prize(2, 0, false),
      ]);
      expect(await played(id, 'visitor-winner-1')).toMatchObject({ prize_id: 'p1', code: 'SECRETCODE1X', won: true, redirect_to: true, replayed: false });
    });

    it('refuses a game without a prize to draw', async () => {
      const id = await gamified([prize(1, 0, true), prize(2, 0, false)]);
      const response = await play(id, 'visitor-nothing-1');
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/no prize with a chance/);
    });

    it.each([
      ['an unknown pop-up', async () => play('zzzzzzzzzzzzz', 'visitor-hostile-1'), 404],
      ['another client id', async () => play(await gamified(MIXED), 'visitor-hostile-1', { client_id: 'nosuchclient1' }), 404],
      ['a draft', async () => play(await gamified(MIXED, { status: 'draft' }), 'visitor-hostile-1'), 403],
      ['a pop-up that is no game', async () => play(await gamified([], { type: 'lightbox' }), 'visitor-hostile-1'), 400],
      ['a visitor id with spaces', async () => play(await gamified(MIXED), 'visitor id 1'), 400],
      ['a visitor id of 65 characters', async () => play(await gamified(MIXED), 'v'.repeat(65)), 400],
      ['no visitor id', async () => play(await gamified(MIXED), undefined as unknown as string), 400],
      ['an oversized url', async () => play(await gamified(MIXED), 'visitor-hostile-1', { url: `https://shop.example/${'a'.repeat(3000)}` }), 400],
      [
        'a page on a foreign domain',
        async () => play(await gamified(MIXED), 'visitor-hostile-1', { url: 'https://evil.example/' }, 'https://evil.example'),
        403,
      ],
      ['a bad pop-up id', async () => play('../etc', 'visitor-hostile-1'), 404],
      ['a huge body', async () => play(await gamified(MIXED), 'visitor-hostile-1', { pad: 'x'.repeat(BODY_LIMIT_BYTES) }), 413],
    ])('refuses %s', async (_, send, status) => {
      const response = await send();
      expect(response.statusCode, response.body).toBe(status);
      expect(response.body).not.toMatch(/SECRETCODE|LOSERCODE/);
    });

    it('refuses a play from a pop-up of another client, and records nothing for refusals', async () => {
      const otherSite = await createSite(t.app.db, accountId, 'Other', []);
      const theirs = await gamified(MIXED, { siteAt: otherSite });
      expect((await play(theirs, 'visitor-cross-1')).statusCode).toBe(404);
      expect(await t.app.db.selectFrom('plays').select('id').where('poptin_id', '=', theirs).execute()).toEqual([]);
    });
  });

  it('documents the play and the prize results in /docs with their schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: { properties: Record<string, unknown> } }> }> }>>;
    };
    const playOk = doc.paths['/api/display/play/{id}']?.post?.responses['200'];
    expect(Object.keys(Object.values(playOk!.content)[0]!.schema.properties)).toEqual([
      'play_id',
      'prize_id',
      'label',
      'code',
      'won',
      'redirect_to',
      'redirect_to_options',
      'replayed',
    ]);
    expect(Object.keys(doc.paths['/api/display/play/{id}']!.post!.responses).sort()).toEqual(['200', '400', '403', '404', '409']);
    expect(doc.paths['/api/admin/results/prizes']?.get?.responses['200']).toBeDefined();
  });

  it('never sends codes or chances in the display, click-display or template answers', async () => {
    const id = await gamified(MIXED);
    const display = await t.app.inject({
      method: 'POST',
      url: `/api/display/${site.client_id}`,
      payload: '{}',
      headers: { 'content-type': 'text/plain', origin: ORIGIN },
    });
    const click = await t.app.inject({
      method: 'POST',
      url: `/api/display/click/${id}`,
      payload: '{}',
      headers: { 'content-type': 'text/plain', origin: ORIGIN },
    });
    const template = await t.app.inject({ method: 'GET', url: `/api/display/template/${id}` });
    for (const response of [display, click, template]) {
      expect(response.statusCode, response.body).toBe(200);
      for (const code of CODES) expect(response.body).not.toContain(code);
      expect(response.body).not.toMatch(/"chances"|loosing_option|is_winner/);
    }
    const record = (click.json() as { poptins: Array<{ poptin_id: string; prizes: unknown }> }).poptins.find((p) => p.poptin_id === id);
    expect(record?.prizes).toEqual(MIXED.map((p) => ({ prize_id: p.prize_id, label: p.label })));
  });

  describe('leads with their prize', () => {
    it('a lead sent after the play stores the prize; one without a play stores none', async () => {
      const id = await gamified([prize(1, 100, true), prize(2, 0, false)]);
      await played(id, 'visitor-lead-after');
      await convert(id, 'visitor-lead-after', 'after@example.com');
      await convert(id, 'visitor-lead-noplay', 'noplay@example.com');
      const leads = await leadsOf(id);
      expect(leads.find((l) => l.email === 'after@example.com')?.prize).toEqual({ prize_id: 'p1', label: 'Prize 1', code: 'SECRETCODE1X', won: true });
      expect(leads.find((l) => l.email === 'noplay@example.com')?.prize).toBeNull();
    });

    it('a lead sent before the play learns its prize when the visitor plays', async () => {
      const id = await gamified([prize(1, 0, true), prize(2, 100, false)]);
      await convert(id, 'visitor-lead-before', 'before@example.com');
      await played(id, 'visitor-lead-before');
      expect((await leadsOf(id))[0]?.prize).toEqual({ prize_id: 'p2', label: 'Prize 2', code: '', won: false });
      const csv = await t.app.inject({ method: 'GET', url: `/api/admin/leads.csv?poptin_id=${id}`, headers: { cookie } });
      const [header, row] = csv.body.slice(1).split('\r\n');
      expect(header).toBe('Date (UTC),Email,Pop-up,Site,Page,Referrer,Trigger,Tag,Prize');
      expect(row?.split(',')[8]).toBe('Prize 2 (no win)');
    });
  });

  describe('GET /api/admin/results/prizes', () => {
    it('counts plays, shares, wins and leads per prize, configured or removed', async () => {
      const id = await gamified([prize(1, 100, true), prize(2, 0, false)]);
      for (const v of ['rv-0000001', 'rv-0000002', 'rv-0000003']) await played(id, v);
      await convert(id, 'rv-0000001', 'r1@example.com');
      // An earlier prize, since removed from the wheel.
      await t.app.db
        .insertInto('plays')
        .values({
          poptin_id: id,
          site_id: site.id,
          account_id: accountId,
          visitor: 'rv-old-0001',
          prize_id: 'gone',
          prize_label: 'Old prize',
          prize_code: 'OLD',
          won: 1,
          view_id: null,
          created_at: Date.now() - 1000,
        })
        .execute();
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/results/prizes?poptin_id=${id}`, headers: { cookie } });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as PrizeResultsResponse;
      expect(body).toMatchObject({ poptin_id: id, plays: 4, wins: 4 });
      expect(body.prizes).toEqual([
        { prize_id: 'p1', label: 'Prize 1', configured_chance: 100, won: true, plays: 3, share: 75, leads: 1 },
        { prize_id: 'p2', label: 'Prize 2', configured_chance: 0, won: false, plays: 0, share: 0, leads: 0 },
        { prize_id: 'gone', label: 'Old prize', configured_chance: null, won: true, plays: 1, share: 25, leads: 0 },
      ]);
      const outside = await t.app.inject({ method: 'GET', url: `/api/admin/results/prizes?poptin_id=${id}&from=0&to=1000`, headers: { cookie } });
      expect((outside.json() as PrizeResultsResponse).plays).toBe(0);
    });

    it("answers 404 for another account's pop-up and 400 for a backwards range", async () => {
      const id = await gamified(MIXED);
      const stranger = await strangerCookie(t.app, `stranger-${dialect}@owner.example`);
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/results/prizes?poptin_id=${id}`, headers: { cookie: stranger } })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/results/prizes?poptin_id=${id}&from=2000&to=1000`, headers: { cookie } })).statusCode).toBe(
        400,
      );
    });
  });

  it('deleting the pop-up deletes its plays; its leads stay, without a prize', async () => {
    const id = await gamified([prize(1, 100, true)]);
    await played(id, 'visitor-deleted-1');
    await convert(id, 'visitor-deleted-1', 'deleted@example.com');
    const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/poptins/${id}`, headers: { cookie } });
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(await t.app.db.selectFrom('plays').select('id').where('poptin_id', '=', id).execute()).toEqual([]);
    expect(await leadsOf(id)).toEqual([expect.objectContaining({ email: 'deleted@example.com', prize: null })]);
  });
});
