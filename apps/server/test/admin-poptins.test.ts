import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPopupDesign, type PopupSettings } from '@beckon/core';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { DIALECTS } from './support/databases.js';
import { pastView } from './support/views.js';
import { DEMO_PASSWORD, loginCookie, strangerCookie, startTestApp, type TestApp } from './support/app.js';

interface Summary {
  poptin_id: string;
  name: string;
  status: string;
  views: number;
  closes: number;
  conversions: number;
  conversion_rate: number;
  ab_test_parent_id: string | null;
  updated_at: number;
  client_id: string;
}

describe.each(DIALECTS)('admin: pop-ups on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let clientId: string;
  let viewerId: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    otherCookie = await strangerCookie(t.app);
    clientId = (await t.app.inject({ method: 'POST', url: '/api/admin/sites', headers: { cookie }, payload: { name: 'Pop-up shop' } })).json().client_id;
    viewerId = (await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } })).json().viewer_id;
  });
  afterAll(async () => t?.close());

  const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, as = cookie) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });
  const settings = (extra: Partial<PopupSettings> = {}): PopupSettings => ({ design_properties: {}, design: leadPopupDesign('en'), ...extra });
  const create = async (name: string, extra: Record<string, unknown> = {}) => {
    const response = await inject('POST', '/api/admin/poptins', {
      client_id: clientId,
      name,
      type: 'lightbox',
      format: 'format_2',
      target: 'lead',
      status: 'published',
      settings: settings(),
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().poptin_id as string;
  };
  const served = async () =>
    (await t.app.inject({ method: 'POST', url: `/api/display/${clientId}`, payload: { visitor: 'v1' } })).json().poptins as Array<{
      poptin_id: string;
      poptin_name: string;
      display_after_sec_active?: number;
    }>;
  const list = async (query = '') => (await inject('GET', `/api/admin/poptins${query}`)).json() as Summary[];
  const stored = async (id: string) => (await inject('GET', `/api/admin/poptins/${id}`)).json() as { name: string; status: string; settings: PopupSettings };
  const lead = async (poptinId: string, email: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/display/conversion/${viewerId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        poptin_id: poptinId,
        client_id: clientId,
        url: 'https://shop.example/',
        email,
        poptin_view_id: await pastView(t.app, poptinId),
        ...extra,
      }).toString(),
    });

  it('lists pop-ups with counts, conversion rate, update time and A/B parent, filtered by site', async () => {
    const id = await create('Counted');
    const site = await t.app.db.selectFrom('sites').select('id').where('client_id', '=', clientId).executeTakeFirstOrThrow();
    const now = Date.now();
    // Two views here, and one more with each of the two leads below.
    await t.app.db
      .insertInto('views')
      .values([1, 2].map((i) => ({ poptin_id: id, site_id: site.id, visitor: `v${i}`, trigger: 't', device: 'desktop', url: 'u', created_at: now })))
      .execute();
    expect((await lead(id, 'ann@example.com', { fill_ms: '5000' })).statusCode).toBe(200);
    expect((await lead(id, 'bot@example.com', { fill_ms: '10' })).statusCode).toBe(200);
    const row = (await list(`?client_id=${clientId}`)).find((p) => p.poptin_id === id)!;
    expect(row).toMatchObject({
      name: 'Counted',
      views: 4,
      closes: 0,
      conversions: 1,
      conversion_rate: 0.25,
      ab_test_parent_id: null,
      client_id: clientId,
      updated_at: expect.any(Number),
    });
    expect((await list(`?client_id=${clientId}`)).every((p) => p.client_id === clientId)).toBe(true);
    expect((await list(`?client_id=${t.demo.clientId}`)).map((p) => p.poptin_id)).toEqual([t.demo.poptinId]);
    expect(await list('?client_id=nosuchsite')).toEqual([]);
  });

  it('answers one pop-up with its settings as stored', async () => {
    const id = await create('Stored', { settings: settings({ display_after_sec_active: 7, targeting: { devices: ['mobile'] } }) });
    const popup = (await inject('GET', `/api/admin/poptins/${id}`)).json();
    expect(popup).toMatchObject({
      poptin_id: id,
      name: 'Stored',
      type: 'lightbox',
      format: 'format_2',
      target: 'lead',
      status: 'published',
      client_id: clientId,
      site_name: 'Pop-up shop',
    });
    expect(popup.settings).toEqual(settings({ display_after_sec_active: 7, targeting: { devices: ['mobile'] } }));
  });

  it("refuses settings core's rules refuse, each problem at its path, and stores nothing", async () => {
    const before = (await list()).length;
    const response = await inject('POST', '/api/admin/poptins', {
      client_id: clientId,
      name: 'Broken',
      type: 'lightbox',
      format: 'format_1',
      target: 'lead',
      status: 'published',
      settings: settings({ display_after_scroll_active: 150, design_properties: { poptin_design_redirect: 1 } }),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringMatching(/^The pop-up cannot be saved: .+ \(and 1 more problem\)$/),
    });
    expect(body.errors).toEqual([
      { path: 'display_after_scroll_active', message: 'The scroll depth (percent of the page) must be between 1 and 100.' },
      {
        path: 'design_properties.poptin_design_redirect_url',
        message: 'Enter where to send visitors (a web address, or a tel:, sms: or mailto: link; digits alone are a phone number), or turn the redirect off.',
      },
    ]);
    expect((await list()).length).toBe(before);
  });

  it('refuses a change that breaks the settings, and the stored pop-up stays as it was', async () => {
    const id = await create('Careful edit');
    const design = leadPopupDesign('en');
    const response = await inject('PATCH', `/api/admin/poptins/${id}`, {
      name: 'Renamed',
      settings: settings({ design: { ...design, theme: { ...design.theme, accent: 'blurple' } } }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'design.theme.accent', message: 'The button colour "blurple" is not a colour (for example #1a73e8).' }]);
    expect((await stored(id)).name).toBe('Careful edit');
    // The schema stays the first gate: a shape it refuses never reaches the rules.
    expect((await inject('PATCH', `/api/admin/poptins/${id}`, { settings: { design_properties: {} } })).statusCode).toBe(400);
  });

  it('serves an edit, an unpublish and a publish on the very next display call', async () => {
    const id = await create('Live edit', { settings: settings({ display_after_sec_active: 3 }) });
    expect((await served()).find((p) => p.poptin_id === id)).toMatchObject({ poptin_name: 'Live edit', display_after_sec_active: 3 });
    expect((await inject('PATCH', `/api/admin/poptins/${id}`, { name: 'Edited', settings: settings({ display_after_sec_active: 9 }) })).statusCode).toBe(200);
    expect((await served()).find((p) => p.poptin_id === id)).toMatchObject({ poptin_name: 'Edited', display_after_sec_active: 9 });
    await inject('PATCH', `/api/admin/poptins/${id}`, { status: 'draft' });
    expect((await served()).map((p) => p.poptin_id)).not.toContain(id);
    await inject('PATCH', `/api/admin/poptins/${id}`, { status: 'published' });
    expect((await served()).map((p) => p.poptin_id)).toContain(id);
  });

  it('duplicates a pop-up as a draft copy', async () => {
    const id = await create('Original', { settings: settings({ display_after_sec_active: 4 }) });
    const response = await inject('POST', `/api/admin/poptins/${id}/duplicate`);
    expect(response.statusCode).toBe(201);
    const copyId = response.json().poptin_id as string;
    expect(copyId).not.toBe(id);
    const copy = await stored(copyId);
    expect(copy).toMatchObject({ name: 'Original (copy)', status: 'draft' });
    expect(copy.settings.display_after_sec_active).toBe(4);
    expect((await served()).map((p) => p.poptin_id)).not.toContain(copyId);
  });

  it('deletes a pop-up: the display call stops at once, views and closes go, leads stay', async () => {
    const id = await create('Short lived');
    expect((await served()).map((p) => p.poptin_id)).toContain(id);
    const site = await t.app.db.selectFrom('sites').select('id').where('client_id', '=', clientId).executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('views')
      .values({ poptin_id: id, site_id: site.id, visitor: 'v', trigger: 't', device: 'desktop', url: 'u', created_at: Date.now() })
      .execute();
    await t.app.db
      .insertInto('closes')
      .values({ poptin_id: id, site_id: site.id, visitor: 'v', close_trigger: 'x_click', url: 'u', created_at: Date.now() })
      .execute();
    expect((await lead(id, 'kept@example.com', { fill_ms: '5000' })).statusCode).toBe(200);

    expect((await inject('DELETE', `/api/admin/poptins/${id}`)).statusCode).toBe(204);
    expect((await served()).map((p) => p.poptin_id)).not.toContain(id);
    expect((await inject('GET', `/api/admin/poptins/${id}`)).statusCode).toBe(404);
    expect(await t.app.db.selectFrom('views').select('id').where('poptin_id', '=', id).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('closes').select('id').where('poptin_id', '=', id).execute()).toEqual([]);
    expect((await t.app.db.selectFrom('conversions').select('email').where('poptin_id', '=', id).execute()).map((c) => c.email)).toEqual(['kept@example.com']);
    expect((await inject('DELETE', `/api/admin/poptins/${id}`)).statusCode).toBe(404);
  });

  it('makes A/B variants, splits visitors once one is published, and keeps the winner', async () => {
    const parent = await create('Headline test');
    const first = await inject('POST', `/api/admin/poptins/${parent}/variants`);
    expect(first.statusCode).toBe(201);
    const b = first.json().poptin_id as string;
    // A variant of a variant joins the same test.
    const c = (await inject('POST', `/api/admin/poptins/${b}/variants`)).json().poptin_id as string;
    expect((await stored(parent)).settings.ab_test).toBe(1);
    expect(await stored(b)).toMatchObject({ name: 'Headline test (variant B)', status: 'draft', settings: { ab_test_parent_id: parent } });
    expect(await stored(c)).toMatchObject({ name: 'Headline test (variant C)', settings: { ab_test_parent_id: parent } });
    const rows = await list();
    expect(rows.find((p) => p.poptin_id === b)?.ab_test_parent_id).toBe(parent);
    expect(rows.find((p) => p.poptin_id === parent)?.ab_test_parent_id).toBeNull();

    // An editor's save keeps the pop-up in its test whatever its settings say.
    await inject('PATCH', `/api/admin/poptins/${b}`, { status: 'published', settings: settings({ display_after_sec_active: 2 }) });
    expect((await stored(b)).settings).toMatchObject({ ab_test_parent_id: parent, display_after_sec_active: 2 });
    const shown = (await served()).map((p) => p.poptin_id).filter((id) => id === parent || id === b);
    expect(shown).toHaveLength(1);

    const outsider = await create('Not in the test');
    const wrong = await inject('POST', `/api/admin/poptins/${parent}/keep-winner`, { poptin_id: outsider });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('That pop-up is not part of this A/B test.');

    const kept = await inject('POST', `/api/admin/poptins/${parent}/keep-winner`, { poptin_id: b });
    expect(kept.json()).toEqual({ poptin_id: b });
    expect(await stored(b)).toMatchObject({ status: 'published', settings: { ab_test: 0, ab_test_parent_id: null } });
    for (const loser of [parent, c]) expect(await stored(loser)).toMatchObject({ status: 'draft', settings: { ab_test: 0, ab_test_parent_id: null } });
    const live = (await served()).map((p) => p.poptin_id);
    expect(live).toContain(b);
    expect(live).not.toContain(parent);
  });

  it('takes deleted A/B members out of their test', async () => {
    const parent = await create('Parent to go');
    const variant = (await inject('POST', `/api/admin/poptins/${parent}/variants`)).json().poptin_id as string;
    await inject('DELETE', `/api/admin/poptins/${parent}`);
    expect((await stored(variant)).settings).toMatchObject({ ab_test: 0, ab_test_parent_id: null });

    const lone = await create('Left alone');
    const gone = (await inject('POST', `/api/admin/poptins/${lone}/variants`)).json().poptin_id as string;
    await inject('DELETE', `/api/admin/poptins/${gone}`);
    expect((await stored(lone)).settings.ab_test).toBe(0);
  });

  it('refuses a variant that names a pop-up of another site', async () => {
    const response = await inject('POST', '/api/admin/poptins', {
      client_id: clientId,
      name: 'Sneaky',
      type: 'lightbox',
      format: 'format_1',
      target: 'lead',
      status: 'draft',
      settings: settings({ ab_test: 1, ab_test_parent_id: t.demo.poptinId }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'ab_test_parent_id', message: 'An A/B variant must name a pop-up of the same site.' }]);
  });

  it('never lets another account read, change, copy, test or delete your pop-ups (404, and nothing changes)', async () => {
    const id = await create('Private');
    const other = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => inject(method, url, payload, otherCookie);
    const attempts = [
      await other('GET', `/api/admin/poptins/${id}`),
      await other('PATCH', `/api/admin/poptins/${id}`, { name: 'Mine now', status: 'draft' }),
      await other('POST', `/api/admin/poptins/${id}/duplicate`),
      await other('POST', `/api/admin/poptins/${id}/variants`),
      await other('POST', `/api/admin/poptins/${id}/keep-winner`, { poptin_id: id }),
      await other('DELETE', `/api/admin/poptins/${id}`),
      await other('POST', '/api/admin/poptins', {
        client_id: clientId,
        name: 'Intruder',
        type: 'bar',
        format: 'format_1',
        target: 'lead',
        status: 'published',
        settings: settings(),
      }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/^No such (pop-up|site) in your account\.$/);
    }
    expect((await other('GET', '/api/admin/poptins')).json()).toEqual([]);
    expect((await other('GET', `/api/admin/poptins?client_id=${clientId}`)).json()).toEqual([]);
    expect(await stored(id)).toMatchObject({ name: 'Private', status: 'published' });
    expect((await served()).map((p) => p.poptin_id)).toContain(id);
    expect((await list()).filter((p) => p.name === 'Private' || p.name.startsWith('Private (')).length).toBe(1);
  });
});
