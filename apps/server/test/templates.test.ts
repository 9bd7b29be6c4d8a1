import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POPUP_TEMPLATES, TEMPLATE_PICTURES, templateSettings } from '@beckon/core';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { TEMPLATE_PICTURES_DIR } from '../src/plugins/static.js';
import { DEMO_PASSWORD, loginCookie, startTestApp, type TestApp } from './support/app.js';

/**
 * Issue 23: every template saves through the admin API exactly as the gallery sends it (the
 * server's schema, its settings check and its sanitiser change nothing), and the pictures are
 * served from this server, small, scriptless and cached.
 */
describe('templates on the server', () => {
  let t: TestApp;
  let cookie: string;
  let clientId: string;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    clientId = (await t.app.inject({ method: 'POST', url: '/api/admin/sites', headers: { cookie }, payload: { name: 'Template shop' } })).json().client_id;
  });
  afterAll(async () => t?.close());

  it.each(POPUP_TEMPLATES.map((template) => [template.id, template] as const))('%s is saved as sent', async (_id, template) => {
    for (const siteAddress of ['https://shop.example', null]) {
      const settings = templateSettings(template, { pictureOrigin: 'http://localhost', siteAddress, now: Date.UTC(2026, 10, 28) });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/poptins',
        headers: { cookie },
        payload: { client_id: clientId, name: template.name, type: template.type, format: template.format, target: template.target, status: 'draft', settings },
      });
      expect(created.statusCode, created.body).toBe(201);
      const stored = await t.app.inject({ method: 'GET', url: `/api/admin/poptins/${created.json().poptin_id}`, headers: { cookie } });
      expect(stored.json().settings.design).toEqual(settings.design);
      expect(stored.json().settings.design_properties).toEqual(settings.design_properties);
    }
  });

  it('ships every picture small and without script, and nothing else', () => {
    const files = readdirSync(TEMPLATE_PICTURES_DIR).sort();
    expect(files).toEqual([...TEMPLATE_PICTURES].map((p) => `${p}.svg`).sort());
    for (const file of files) {
      const path = join(TEMPLATE_PICTURES_DIR, file);
      expect(statSync(path).size, file).toBeLessThanOrEqual(30 * 1024);
      const svg = readFileSync(path, 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), file).toBe(true);
      expect(svg, file).not.toMatch(/<script|\son[a-z]+=|href=|<foreignObject|url\((?!#)/i);
    }
  });

  it.each([...TEMPLATE_PICTURES])('serves %s.svg as a cached, sandboxed picture any page may show', async (picture) => {
    const reply = await t.app.inject({ method: 'GET', url: `/templates/pictures/${picture}.svg` });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(reply.headers['cache-control']).toBe('public, max-age=2592000');
    expect(reply.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(reply.headers['content-security-policy']).toContain('sandbox');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers.etag).toBeTruthy();
  });

  it.each([
    '/templates/pictures/nope.svg',
    '/templates/pictures/../../package.json',
    '/templates/pictures/%2e%2e%2f%2e%2e%2fpackage.json',
    '/templates/pictures/..%2f..%2fsrc%2fmain.ts',
    '/templates/pictures/',
    '/templates/pictures/GIFT.SVG',
  ])('answers %s with no file', async (url) => {
    const reply = await t.app.inject({ method: 'GET', url });
    expect([403, 404]).toContain(reply.statusCode);
    expect(reply.body).not.toMatch(/"name":|<svg/);
  });
});
