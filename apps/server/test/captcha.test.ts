import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPopupDesign } from '@beckon/core';
import { createPopup } from '../src/repositories/poptins.js';
import { captchaFromEnv } from '../src/security/captcha.js';
import { DIALECTS } from './support/databases.js';
import { startTestApp, type TestApp } from './support/app.js';

/**
 * Issue 5: the optional human check. A stand-in for the provider's siteverify endpoint, on
 * 127.0.0.1, accepts the token 'human' only, and records what the server sent it.
 */
describe.each(DIALECTS)('captcha on %s', (dialect) => {
  let provider: Server;
  const asked: URLSearchParams[] = [];
  let t: TestApp;
  let checked: string;
  let unchecked: string;
  let viewer: string;

  beforeAll(async () => {
    provider = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        const form = new URLSearchParams(body);
        asked.push(form);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: form.get('response') === 'human' && form.get('secret') === 'the-secret' }));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const verifyUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/siteverify`;
    t = await startTestApp(dialect, { captcha: { provider: 'turnstile', siteKey: 'the-site-key', secret: 'the-secret', verifyUrl } });
    const site = await t.app.db.selectFrom('sites').select(['id', 'account_id']).where('client_id', '=', t.demo.clientId).executeTakeFirstOrThrow();
    const make = (captcha: 0 | 1) =>
      createPopup(t.app.db, {
        accountId: site.account_id,
        siteId: site.id,
        name: `captcha ${captcha}`,
        type: 'lightbox',
        format: 'format_1',
        target: 'lead',
        status: 'published',
        settings: { design_properties: { captcha }, design: leadPopupDesign('en') },
      });
    checked = await make(1);
    unchecked = await make(0);
    viewer = (await t.app.inject({ method: 'POST', url: `/api/display/${t.demo.clientId}`, payload: {} })).json().poptins[0].viewer_id as string;
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => provider.close(resolve));
  });

  const convert = (poptinId: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/display/conversion/${viewer}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        poptin_id: poptinId,
        client_id: t.demo.clientId,
        url: 'https://shop.example/',
        email: `c${Math.random()}@example.com`,
        ...extra,
      }).toString(),
    });

  it('tells the widget the provider and site key, never the secret', async () => {
    const display = await t.app.inject({ method: 'POST', url: `/api/display/${t.demo.clientId}`, payload: {} });
    expect(display.json().captcha).toEqual({ provider: 'turnstile', site_key: 'the-site-key' });
    expect(display.body).not.toContain('the-secret');
  });

  it.each([
    ['no token', {}, 400],
    ['a token the provider refuses', { captcha_token: 'robot' }, 400],
    ['a token the provider accepts', { captcha_token: 'human' }, 200],
  ])('a pop-up that asks for the check, with %s: %s', async (_name, extra, status) => {
    const response = await convert(checked, extra);
    expect(response.statusCode).toBe(status);
    if (status === 400) expect(response.json().message).toBe('Please confirm you are not a robot.');
  });

  it("sends the provider the secret, the token and the visitor's address; keeps the token out of the lead", async () => {
    const before = asked.length;
    const response = await convert(checked, { captcha_token: 'human' });
    expect(response.statusCode).toBe(200);
    expect(Object.fromEntries(asked[before]!)).toEqual({ secret: 'the-secret', response: 'human', remoteip: '127.0.0.1' });
    const row = await t.app.db.selectFrom('conversions').select('fields').where('id', '=', Number(response.json().conversion_id)).executeTakeFirstOrThrow();
    expect(row.fields).not.toContain('human');
  });

  it('leaves pop-ups that do not ask for it alone', async () => {
    const before = asked.length;
    expect((await convert(unchecked)).statusCode).toBe(200);
    expect(asked.length).toBe(before);
  });
});

describe('captcha settings from the environment', () => {
  it.each([
    [{}, undefined],
    [
      { BECKON_CAPTCHA_PROVIDER: 'recaptcha', BECKON_CAPTCHA_SITE_KEY: 'k', BECKON_CAPTCHA_SECRET: 's' },
      { provider: 'recaptcha', siteKey: 'k', secret: 's', verifyUrl: 'https://www.google.com/recaptcha/api/siteverify' },
    ],
    [
      { BECKON_CAPTCHA_PROVIDER: 'turnstile', BECKON_CAPTCHA_SITE_KEY: 'k', BECKON_CAPTCHA_SECRET: 's' },
      { provider: 'turnstile', siteKey: 'k', secret: 's', verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify' },
    ],
  ])('%j', (env, settings) => {
    expect(captchaFromEnv(env)).toEqual(settings);
  });

  it.each([
    [{ BECKON_CAPTCHA_PROVIDER: 'hcaptcha', BECKON_CAPTCHA_SITE_KEY: 'k', BECKON_CAPTCHA_SECRET: 's' }, /turnstile or recaptcha/],
    [{ BECKON_CAPTCHA_PROVIDER: 'turnstile', BECKON_CAPTCHA_SITE_KEY: 'k' }, /must both be set/],
  ])('refuses %j', (env, message) => {
    expect(() => captchaFromEnv(env)).toThrow(message);
  });
});
