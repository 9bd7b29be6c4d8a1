import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPopupDesign } from '@beckon/core';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { DIALECTS } from './support/databases.js';
import { DEMO_PASSWORD, loginCookie, strangerCookie, startTestApp, type TestApp } from './support/app.js';

describe.each(DIALECTS)('admin: sites and pop-ups on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    otherCookie = await strangerCookie(t.app);
  });
  afterAll(async () => t?.close());

  const newPopup = (clientId: string, overrides: Record<string, unknown> = {}) => ({
    client_id: clientId,
    name: 'Spring sale',
    type: 'bar',
    format: 'format_3',
    target: 'lead',
    status: 'published',
    settings: { design_properties: {}, design: leadPopupDesign('he'), display_after_scroll_active: 50 },
    ...overrides,
  });

  it('creates a site and a pop-up the display call then serves', async () => {
    const site = await t.app.inject({ method: 'POST', url: '/api/admin/sites', headers: { cookie }, payload: { name: 'Shop' } });
    expect(site.statusCode).toBe(201);
    const clientId = site.json().client_id as string;
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/poptins', headers: { cookie }, payload: newPopup(clientId) });
    expect(created.statusCode).toBe(201);
    const display = (await t.app.inject({ method: 'POST', url: `/api/display/${clientId}`, payload: {} })).json();
    expect(display.poptins).toEqual([expect.objectContaining({ poptin_id: created.json().poptin_id, poptin_type: 'bar', display_after_scroll_active: 50 })]);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/poptins/${created.json().poptin_id}`,
      headers: { cookie },
      payload: { status: 'draft' },
    });
    expect(patched.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/display/${clientId}`, payload: {} })).json().poptins).toEqual([]);
  });

  it.each([
    [
      'a format the type does not have',
      { type: 'gamified', format: 'format_4' },
      'The pop-up cannot be saved: A gamified pop-up has formats format_1 to format_3; "format_4" is not one of them.',
    ],
    ['an unknown type', { type: 'balloon' }, undefined],
    ['a design without a theme', { settings: { design_properties: {}, design: { lang: 'en', screens: {} } } }, undefined],
    ['a language the product does not speak', { settings: { design_properties: {}, design: { ...leadPopupDesign('en'), lang: 'fr' } } }, undefined],
  ])('refuses %s', async (_name, overrides, message) => {
    const sites = (await t.app.inject({ method: 'GET', url: '/api/admin/sites', headers: { cookie } })).json();
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/poptins', headers: { cookie }, payload: newPopup(sites[0].client_id, overrides) });
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
  });

  it('never lets another account write to your sites or pop-ups', async () => {
    const sites = (await t.app.inject({ method: 'GET', url: '/api/admin/sites', headers: { cookie } })).json();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/poptins', headers: { cookie: otherCookie }, payload: newPopup(sites[0].client_id) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/admin/poptins/${t.demo.poptinId}`, headers: { cookie: otherCookie }, payload: { status: 'draft' } }))
        .statusCode,
    ).toBe(404);
    const still = await t.app.db.selectFrom('poptins').select('status').where('id', '=', t.demo.poptinId).executeTakeFirstOrThrow();
    expect(still.status).toBe('published');
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/sites', payload: { name: 'x' } })).statusCode).toBe(401);
  });
});

describe.each(DIALECTS)('owner html is sanitised before it is stored, on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
  });
  afterAll(async () => t?.close());

  const hostile =
    '<p onclick="steal()">Hi <a href="javascript:alert(1)">there</a> <a href="https://shop.example" target="_blank">shop</a></p><script>steal()</script><img src="x" onerror="steal()"><iframe src="https://evil.example"></iframe><style>body{display:none}</style>';

  const storedHtml = async (poptinId: string) => {
    const row = await t.app.db.selectFrom('poptins').select('settings').where('id', '=', poptinId).executeTakeFirstOrThrow();
    const settings = JSON.parse(row.settings) as {
      design: { screens: { main: Array<{ kind: string; html?: string }> }; mobile?: { screens: { main: Array<{ kind: string; html?: string }> } } };
    };
    return {
      desktop: settings.design.screens.main.find((b) => b.kind === 'html')!.html!,
      mobile: settings.design.mobile?.screens.main.find((b) => b.kind === 'html')?.html,
    };
  };

  it('on create and on change, desktop and mobile screens alike', async () => {
    const design = leadPopupDesign('en');
    const withHtml = {
      ...design,
      screens: { ...design.screens, main: [{ kind: 'html', html: hostile }, ...design.screens.main!] },
      mobile: { screens: { main: [{ kind: 'html', html: hostile }] } },
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/poptins',
      headers: { cookie },
      payload: {
        client_id: t.demo.clientId,
        name: 'Html',
        type: 'lightbox',
        format: 'format_1',
        target: 'lead',
        status: 'draft',
        settings: { design_properties: {}, design: withHtml },
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().poptin_id as string;
    for (const html of Object.values(await storedHtml(id))) {
      expect(html).toBe(
        '<p>Hi <a rel="noopener noreferrer">there</a> <a href="https://shop.example" target="_blank" rel="noopener noreferrer">shop</a></p><img src="x" />',
      );
    }
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/poptins/${id}`,
      headers: { cookie },
      payload: { settings: { design_properties: {}, design: { ...withHtml, mobile: undefined } } },
    });
    expect((await storedHtml(id)).desktop).not.toContain('script');
  });
});

describe('the owner-HTML allow-list of the server', () => {
  // The list is core's, shared with the chat's cleaner: every heading level passes, and what takes
  // input or draws goes with its content rather than leaving stray text behind.
  it.each([
    ['<h1>Big</h1><h5>Small</h5><h6>Smaller</h6>', '<h1>Big</h1><h5>Small</h5><h6>Smaller</h6>'],
    ['<p>Buy <button>now</button></p>', '<p>Buy </p>'],
    ['<p>Icon<svg><text>drawn</text></svg></p>', '<p>Icon</p>'],
    ['<p>Ask <textarea>typed</textarea></p>', '<p>Ask </p>'],
    ['<article><p>kept</p></article>', '<p>kept</p>'],
    ['<img src="data:image/png;base64,AAAA" onerror="x()">', '<img src="data:image/png;base64,AAAA" />'],
    ['<a href="tel:+441234">call</a>', '<a href="tel:+441234" rel="noopener noreferrer">call</a>'],
  ])('%s', async (html, clean) => {
    const { sanitizeOwnerHtml } = await import('../src/security/sanitize-design.js');
    expect(sanitizeOwnerHtml(html)).toBe(clean);
  });
});
