import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPopupDesign, widgetPath } from '@beckon/core';
import { createAccount } from '../src/repositories/accounts.js';
import { createSite } from '../src/repositories/sites.js';
import { createPopup } from '../src/repositories/poptins.js';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { DIALECTS } from './support/databases.js';
import { pastView } from './support/views.js';
import { DEMO_PASSWORD, loginCookie, startTestApp, type TestApp } from './support/app.js';

describe.each(DIALECTS)('admin API on %s', (dialect) => {
  let t: TestApp;
  let other: { cookie: string; poptinId: string; clientId: string };

  beforeAll(async () => {
    t = await startTestApp(dialect);
    // A second owner with a pop-up and a lead of their own.
    const account = await createAccount(t.app.db, 'Other@Owner.example', 'another long password');
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
    const conversion = await t.app.inject({
      method: 'POST',
      url: `/api/display/conversion/${account.public_id}`,
      payload: new URLSearchParams({
        poptin_id: poptinId,
        client_id: site.client_id,
        url: 'https://other.example/',
        email: 'secret@other.example',
        poptin_view_id: await pastView(t.app, poptinId),
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(conversion.statusCode).toBe(200);
    other = { cookie: await loginCookie(t.app, 'other@owner.example', 'another long password'), poptinId, clientId: site.client_id };
  });
  afterAll(async () => t?.close());

  it('refuses a wrong password without saying which half was wrong', async () => {
    for (const [email, password] of [
      [DEMO_EMAIL, 'wrong'],
      ['nobody@example.com', DEMO_PASSWORD],
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Wrong email or password.');
    }
  });

  it('sets an httpOnly SameSite session cookie on login', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'beckon_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // Only a hash of the token is stored.
    const stored = await t.app.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(cookie!.value);
  });

  it.each(['/api/admin/me', '/api/admin/poptins', '/api/admin/leads', '/api/admin/sites'])('refuses %s without a session', async (url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: 'beckon_session=forged' } })).statusCode).toBe(401);
  });

  it("lists only the caller's pop-ups, with view, close and conversion counts", async () => {
    const cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    const site = { client_id: t.demo.clientId };
    const display = await t.app.inject({ method: 'POST', url: `/api/display/${site.client_id}`, payload: {} });
    const viewer = display.json().poptins[0].viewer_id as string;
    // Two views through the call, and the one the lead below names.
    for (let i = 0; i < 2; i++) {
      await t.app.inject({
        method: 'POST',
        url: `/api/display/viewed/${t.demo.poptinId}`,
        payload: { viewer_id: viewer, client_id: site.client_id, url: 'https://d.example/' },
      });
    }
    await t.app.inject({ method: 'POST', url: `/api/display/closed/${t.demo.poptinId}`, payload: { client_id: site.client_id, url: 'https://d.example/' } });
    await t.app.inject({
      method: 'POST',
      url: `/api/display/conversion/${viewer}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        poptin_id: t.demo.poptinId,
        client_id: site.client_id,
        url: 'https://d.example/',
        email: 'lead@d.example',
        poptin_view_id: await pastView(t.app, t.demo.poptinId),
      }).toString(),
    });
    // A bot's submission (honeypot filled) is kept but neither counted nor listed by default.
    await t.app.inject({
      method: 'POST',
      url: `/api/display/conversion/${viewer}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        poptin_id: t.demo.poptinId,
        client_id: site.client_id,
        url: 'https://d.example/',
        email: 'bot@d.example',
        bk_hp: 'x',
      }).toString(),
    });
    const popups = (await t.app.inject({ method: 'GET', url: '/api/admin/poptins', headers: { cookie } })).json();
    expect(popups).toEqual([
      expect.objectContaining({ poptin_id: t.demo.poptinId, views: 3, closes: 1, conversions: 1, status: 'published', type: 'lightbox' }),
    ]);
    const { leads } = (await t.app.inject({ method: 'GET', url: '/api/admin/leads', headers: { cookie } })).json() as { leads: Array<{ email: string }> };
    expect(leads.map((l) => l.email)).toEqual(['lead@d.example']);
    const all = (await t.app.inject({ method: 'GET', url: '/api/admin/leads?spam=1', headers: { cookie } })).json() as {
      leads: Array<{ email: string; spam: string | null }>;
    };
    expect(all.leads.map((l) => [l.email, l.spam])).toEqual([
      ['bot@d.example', 'honeypot'],
      ['lead@d.example', null],
    ]);
  });

  it("shows each owner only their own leads, even when asked for another's pop-up", async () => {
    const cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/admin/leads', headers: { cookie } })).json() as { leads: Array<{ email: string }> };
    expect(mine.leads.map((l) => l.email)).not.toContain('secret@other.example');
    const probing = (await t.app.inject({ method: 'GET', url: `/api/admin/leads?poptin_id=${other.poptinId}`, headers: { cookie } })).json();
    expect(probing).toEqual({ total: 0, columns: [], columns_truncated: false, leads: [] });
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/admin/leads', headers: { cookie: other.cookie } })).json();
    expect(theirs.leads).toEqual([
      expect.objectContaining({
        email: 'secret@other.example',
        poptin_name: 'Other pop-up',
        fields: [{ field_key: 'email', label: 'Email address', type: 'email', value: 'secret@other.example' }],
      }),
    ]);
    const theirPopups = (await t.app.inject({ method: 'GET', url: '/api/admin/poptins', headers: { cookie: other.cookie } })).json();
    expect(theirPopups.map((p: { poptin_id: string }) => p.poptin_id)).toEqual([other.poptinId]);
  });

  it('gives each site its embed snippet pointing back at this server', async () => {
    const cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    const sites = (await t.app.inject({ method: 'GET', url: '/api/admin/sites', headers: { cookie, host: 'beckon.example:8080' } })).json();
    expect(sites).toHaveLength(1);
    expect(sites[0].snippet).toContain(`src="http://beckon.example:8080${widgetPath()}"`);
    expect(sites[0].snippet).toContain(`data-client="${t.demo.clientId}"`);
  });

  it('validates lead list paging', async () => {
    const cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/leads?limit=0', headers: { cookie } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/leads?poptin_id=../../x', headers: { cookie } })).statusCode).toBe(400);
  });

  it('ends the session on logout', async () => {
    const cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(401);
  });
});
