import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPopupDesign, type PopupSettings } from '@beckon/core';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { DIALECTS } from './support/databases.js';
import { DEMO_PASSWORD, loginCookie, strangerCookie, startTestApp, type TestApp } from './support/app.js';

/**
 * Issue 23: the owner's width, height, a bar's page effect and the font are stored only within
 * their bounds, and what the display call serves carries them, with a type's own stylesheet part
 * for the types that need one (never for the first lightbox).
 */
describe.each(DIALECTS)('pop-up layout on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let clientId: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    otherCookie = await strangerCookie(t.app);
    clientId = (await t.app.inject({ method: 'POST', url: '/api/admin/sites', headers: { cookie }, payload: { name: 'Layout shop' } })).json().client_id;
  });
  afterAll(async () => t?.close());

  const settings = (design: Record<string, unknown> = {}, extra: Record<string, unknown> = {}): PopupSettings =>
    ({ design_properties: {}, design: { ...leadPopupDesign('en'), ...design }, ...extra }) as PopupSettings;
  const create = (type: string, format: string, s: PopupSettings, as = cookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/poptins',
      headers: { cookie: as },
      payload: { client_id: clientId, name: `${type} ${format}`, type, format, target: 'lead', status: 'published', settings: s },
    });
  const served = async () =>
    (await t.app.inject({ method: 'POST', url: `/api/display/${clientId}`, payload: { visitor: 'v1' } })).json().poptins as Array<{
      poptin_id: string;
      poptin_type: string;
      poptin: string;
      poptin_css?: string;
      field_poptin_height?: number;
    }>;

  it('serves the owner’s size and a bar’s page effect, and a type’s stylesheet part only with its type', async () => {
    expect((await create('lightbox', 'format_1', settings({ layout: { width: 640 } }, { field_poptin_height: 560 }))).statusCode).toBe(201);
    const bar = await create('bar', 'format_1', settings({ layout: { page: 'cover' } }, { field_poptin_height: 64 }));
    expect(bar.statusCode, bar.body).toBe(201);
    const popups = await served();
    const lightbox = popups.find((p) => p.poptin_type === 'lightbox')!;
    const served_bar = popups.find((p) => p.poptin_type === 'bar')!;
    expect(lightbox.poptin_css).toBeUndefined();
    expect(lightbox.poptin).toContain('--bk-width:640px');
    expect(lightbox.poptin).toContain('min-height:min(560px, calc(100vh - 32px))');
    expect(served_bar.poptin_css).toContain('.bk-popup.bk-type-bar{');
    expect(served_bar.poptin).toContain('--bk-height:64px');
    expect(served_bar.poptin).not.toContain('bk-push');
  });

  it('serves a block’s stylesheet part with a pop-up whose design has that block, on any screen (issue 22)', async () => {
    const design = leadPopupDesign('en');
    const name = 'coupon after the form';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/poptins',
      headers: { cookie },
      payload: {
        client_id: clientId,
        name,
        type: 'lightbox',
        format: 'format_1',
        target: 'lead',
        status: 'published',
        settings: settings({
          screens: {
            ...design.screens,
            thank_you: [
              { kind: 'heading', text: 'Thanks' },
              { kind: 'coupon', code: 'SAVE10' },
            ],
          },
        }),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { poptin_id: string }).poptin_id;
    const popup = (await served()).find((p) => p.poptin_id === id);
    expect(popup?.poptin_css).toContain('.bk-coupon{');
    expect(popup?.poptin_css).not.toContain('.bk-countdown{');
    expect(popup?.poptin_css).not.toContain('.bk-type-');
  });

  it('renders a pop-up with a countdown on its phone screens only fresh each time, as one with a countdown anywhere', async () => {
    const design = leadPopupDesign('en');
    const countdown = { kind: 'countdown' as const, ends_at: '2030-01-01T00:00:00Z' };
    const onPhone = await create(
      'lightbox',
      'format_1',
      settings({ mobile: { screens: { main: [countdown, ...design.screens.main!] } } }, { design_properties: { switch_mobile_editor: 1 } }),
    );
    expect(onPhone.statusCode, onPhone.body).toBe(201);
    const none = await create('lightbox', 'format_1', settings());
    expect(none.statusCode, none.body).toBe(201);
    const cacheOf = async (created: typeof none, device: string) =>
      (await t.app.inject({ url: `/api/display/template/${(created.json() as { poptin_id: string }).poptin_id}?device=${device}` })).headers['cache-control'];
    expect(await cacheOf(onPhone, 'mobile')).toBe('no-store');
    expect(await cacheOf(onPhone, 'desktop')).toBe('no-store');
    expect(await cacheOf(none, 'mobile')).toBe('public, max-age=60');
  });

  it.each<[string, string, PopupSettings, string]>([
    ['a width under the type’s least', 'lightbox', settings({ layout: { width: 200 } }), 'design.layout.width'],
    ['a width past any type’s', 'lightbox', settings({ layout: { width: 100000 } }), 'width'],
    ['a width as text with a unit', 'lightbox', settings({ layout: { width: '640px' } }), 'width'],
    ['a slide-in as wide as a lightbox', 'sside', settings({ layout: { width: 1100 } }), 'design.layout.width'],
    ['an unknown page effect', 'bar', settings({ layout: { page: 'shove' } }), 'page'],
    ['an unknown layout key', 'bar', settings({ layout: { page: 'push', css: 'body{display:none}' } }), 'layout'],
    ['a bar taller than its limit', 'bar', settings({}, { field_poptin_height: 900 }), 'field_poptin_height'],
    ['a lightbox height past the screen', 'lightbox', settings({}, { field_poptin_height: 4000 }), 'field_poptin_height'],
    [
      'a font that ends its declaration',
      'lightbox',
      settings({ theme: { ...leadPopupDesign('en').theme, font: 'Arial;}:host{display:none' } }),
      'design.theme.font',
    ],
    ['a font past its length', 'lightbox', settings({ theme: { ...leadPopupDesign('en').theme, font: 'A'.repeat(300) } }), 'font'],
  ])('refuses %s with a 400 naming the field', async (_name, type, s, field) => {
    const response = await create(type, 'format_1', s);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain(field);
  });

  it('changes another owner’s pop-up size never', async () => {
    const created = await create('lightbox', 'format_2', settings());
    const id = created.json().poptin_id as string;
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/poptins/${id}`,
      headers: { cookie: otherCookie },
      payload: { settings: settings({ layout: { width: 900 } }) },
    });
    expect(patch.statusCode).toBe(404);
    const stored = (await t.app.inject({ method: 'GET', url: `/api/admin/poptins/${id}`, headers: { cookie } })).json();
    expect(stored.settings.design.layout).toBeUndefined();
  });
});
