import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../src/app.js';
import { createPopup } from '../src/repositories/poptins.js';
import { leadPopupDesign } from '@beckon/core';
import { DIALECTS } from './support/databases.js';
import { pastView } from './support/views.js';
import { startTestApp, type TestApp } from './support/app.js';

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe.each(DIALECTS)('visitor API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => t?.close());

  const display = (payload: unknown, clientId = t.demo.clientId, contentType = 'text/plain') =>
    t.app.inject({
      method: 'POST',
      url: `/api/display/${clientId}`,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': contentType, origin: 'https://shop.example' },
    });

  const conversionFields = (overrides: Record<string, string> = {}) => ({
    poptin_id: t.demo.poptinId,
    client_id: t.demo.clientId,
    url: 'https://shop.example/landing?utm=x',
    referrer: 'https://search.example/',
    trigger: 'display_after_sec_active',
    visitor: 'v-1',
    p_target: 'lead',
    title: 'Shop',
    newExtraFields: JSON.stringify([{ field_key: 'email', label: 'Email address', type: 'email', value: 'Ada@Example.COM' }]),
    ...overrides,
  });

  const viewerId = async () => {
    const body = (await display({})).json() as { poptins: Array<{ viewer_id: string }> };
    return body.poptins[0]!.viewer_id;
  };

  describe('POST /api/display/{clientId}', () => {
    it('answers display calls made at once each with its own envelope (a turn of answers is written together)', async () => {
      const codes = Array.from({ length: 40 }, (_, i) => `C${String.fromCharCode(65 + (i % 26))}${i}`);
      const answers = await Promise.all(codes.map((cc, i) => display({ cc, visitor: `v-${i}`, if_mobile: i % 2 === 0 })));
      answers.forEach((response, i) => {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ display: 'allowed', cc: codes[i] });
        expect(response.json().poptins).toHaveLength(1);
      });
    });

    it('answers a preflight to the display call as to every visitor call, and every answer of its own with the open CORS header', async () => {
      const preflight = (url: string) =>
        t.app.inject({
          method: 'OPTIONS',
          url,
          headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
        });
      const own = await preflight(`/api/display/${t.demo.clientId}`);
      const other = await preflight(`/api/display/viewed/${t.demo.poptinId}`);
      expect(own.statusCode).toBe(204);
      expect(own.headers).toMatchObject({
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'POST, GET',
        'access-control-allow-headers': 'content-type',
        'access-control-max-age': '86400',
      });
      const cors = (headers: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(headers).filter(([k]) => k.startsWith('access-control-') || k === 'vary'));
      expect(cors(own.headers)).toEqual(cors(other.headers));
      // Answers, refusals and unknown clients alike carry it, and nothing else of CORS.
      for (const response of [await display({}), await display({ if_mobile: 'maybe' }), await display({}, 'no-such-client')]) {
        expect(response.headers['access-control-allow-origin']).toBe('*');
        expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      }
    });

    it('answers the SPEC §3 display response with the demo lightbox and its design', async () => {
      const response = await display({ domain: 'shop.example', if_mobile: false, all_visited_pages: ['https://shop.example/'] });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      const body = response.json();
      expect(body).toMatchObject({ display: 'allowed', message: '', if_freemium: false, is_client_restriction: false });
      for (const key of ['country', 'country_code', 'cc', 'ip', 'lang', 'client_restriction_setting', 'wix_cart_details']) expect(body).toHaveProperty(key);
      expect(body.poptins).toHaveLength(1);
      const record = body.poptins[0];
      expect(record).toMatchObject({
        poptin_id: t.demo.poptinId,
        poptin_type: 'lightbox',
        poptin_format: 'format_1',
        poptin_target: 'lead',
        display: 1,
        display_after_sec_active: 3,
        design_properties: { poptin_design_thank_screen: 1 },
      });
      expect(record.poptin_id).toMatch(/^[a-z0-9]{13}$/);
      expect(record.design.screens.main.some((b: { kind: string }) => b.kind === 'fields')).toBe(true);
    });

    it('accepts application/json as well as text/plain beacons', async () => {
      expect((await display({ domain: 'x' }, t.demo.clientId, 'application/json')).statusCode).toBe(200);
    });

    it.each([
      ['an unknown client id', () => display({}, 'nosuchclient'), 404, 'Unknown client id.'],
      ['a client id with hostile characters', () => display({}, '..%2Fetc'), 400, undefined],
      ['a body that is not JSON', () => display('{"domain":'), 400, 'Body is not valid JSON'],
      ['a field of the wrong type', () => display({ if_mobile: 'very' }), 400, undefined],
      ['an oversized body', () => display({ cookies: 'x'.repeat(BODY_LIMIT_BYTES) }), 413, undefined],
    ])('refuses %s with a clear 4xx', async (_name, send, status, message) => {
      const response = await send();
      expect(response.statusCode).toBe(status);
      const body = response.json();
      expect(body.statusCode).toBe(status);
      expect(typeof body.message).toBe('string');
      if (message) expect(body.message).toBe(message);
    });

    it('serves a draft pop-up only to the preview that names it', async () => {
      const { app, demo } = t;
      const site = await app.db.selectFrom('sites').select(['id', 'account_id']).where('client_id', '=', demo.clientId).executeTakeFirstOrThrow();
      const draftId = await createPopup(app.db, {
        accountId: site.account_id,
        siteId: site.id,
        name: 'Draft',
        type: 'lightbox',
        format: 'format_2',
        target: 'lead',
        status: 'draft',
        settings: { design_properties: {}, design: leadPopupDesign('he') },
      });
      await app.configChanges.publish({ siteId: site.id });
      const normal = (await display({})).json();
      expect(normal.poptins.map((p: { poptin_id: string }) => p.poptin_id)).not.toContain(draftId);
      const preview = (await display({ preview_poptin_id: draftId })).json();
      expect(preview.poptins.map((p: { poptin_id: string }) => p.poptin_id)).toContain(draftId);
      await app.db.deleteFrom('poptins').where('id', '=', draftId).execute();
      await app.configChanges.publish({ siteId: site.id });
    });
  });

  it('compresses the display answer for a browser, and says so', async () => {
    const plain = await display({});
    const zipped = await t.app.inject({
      method: 'POST',
      url: `/api/display/${t.demo.clientId}`,
      payload: '{}',
      headers: { 'content-type': 'text/plain', 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it("serves an owner's edit in the next compressed answer (the kept head goes with the old config)", async () => {
    const gzipped = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/display/${t.demo.clientId}`,
        payload: JSON.stringify({ visitor: 'v-edit' }),
        headers: { 'content-type': 'text/plain', 'accept-encoding': 'gzip' },
      });
      expect(response.headers['content-encoding']).toBe('gzip');
      return JSON.parse(gunzipSync(response.rawPayload).toString()) as { poptins: { poptin_id: string; poptin_name: string }[]; ip: string };
    };
    const before = await gzipped();
    const row = await t.app.db.selectFrom('poptins').select(['name', 'site_id']).where('id', '=', t.demo.poptinId).executeTakeFirstOrThrow();
    await t.app.db.updateTable('poptins').set({ name: 'Renamed for the gzip test' }).where('id', '=', t.demo.poptinId).execute();
    await t.app.configChanges.publish({ siteId: row.site_id });
    try {
      const after = await gzipped();
      expect(after.poptins.find((p) => p.poptin_id === t.demo.poptinId)?.poptin_name).toBe('Renamed for the gzip test');
      expect(after.ip).toBe(before.ip);
    } finally {
      await t.app.db.updateTable('poptins').set({ name: row.name }).where('id', '=', t.demo.poptinId).execute();
      await t.app.configChanges.publish({ siteId: row.site_id });
    }
  });

  describe('GET the pop-up template URL (poptin_url)', () => {
    it('serves the first screen the display response carries, cacheable by version, inert if opened directly', async () => {
      const record = (await display({})).json().poptins[0] as { poptin_url: string; poptin: string };
      expect(record.poptin_url).toBe(`/api/display/template/${t.demo.poptinId}`);
      const template = await t.app.inject({ method: 'GET', url: record.poptin_url });
      expect(template.statusCode).toBe(200);
      expect(template.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(template.body).toBe(record.poptin);
      expect(template.headers['content-security-policy']).toContain('sandbox');
      const again = await t.app.inject({ method: 'GET', url: record.poptin_url, headers: { 'if-none-match': String(template.headers.etag) } });
      expect(again.statusCode).toBe(304);
      const mobile = await t.app.inject({ method: 'GET', url: `${record.poptin_url}?device=mobile` });
      expect(mobile.headers.etag).not.toBe(template.headers.etag);
    });

    it('answers 404 for an unknown pop-up and 400 for an unknown device', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/display/template/zzzzzzzzzzzzz' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/display/template/${t.demo.poptinId}?device=fridge` })).statusCode).toBe(400);
    });
  });

  describe('POST /api/display/viewed/{id} and closed/{id}', () => {
    it('records a view and returns its poptin_view_id', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/display/viewed/${t.demo.poptinId}`,
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({
          viewer_id: await viewerId(),
          trigger: 'display_after_sec_active',
          client_id: t.demo.clientId,
          type: 'desktop',
          url: 'https://shop.example/',
        }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().poptin_view_id).toMatch(/^\d+$/);
      const row = await t.app.db.selectFrom('views').selectAll().where('id', '=', Number(response.json().poptin_view_id)).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ poptin_id: t.demo.poptinId, trigger: 'display_after_sec_active', device: 'desktop', url: 'https://shop.example/' });
    });

    it('writes nothing for a pop-up of another site or a wrong viewer id', async () => {
      const before = await t.app.db
        .selectFrom('views')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const send = (clientId: string, viewer: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/display/viewed/${t.demo.poptinId}`,
          headers: { 'content-type': 'text/plain' },
          payload: JSON.stringify({ viewer_id: viewer, client_id: clientId, url: 'https://x.example/' }),
        });
      expect((await send('someothersite', await viewerId())).statusCode).toBe(404);
      expect((await send(t.demo.clientId, 'wrongviewer')).statusCode).toBe(404);
      const after = await t.app.db
        .selectFrom('views')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('refuses a malformed pop-up id', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/display/viewed/short', payload: { viewer_id: 'a', client_id: 'b', url: 'c' } });
      expect(response.statusCode).toBe(400);
    });

    it('records a close with its close trigger', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/display/closed/${t.demo.poptinId}`,
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({ client_id: t.demo.clientId, url: 'https://shop.example/p', close_trigger: 'x_click' }),
      });
      expect(response.statusCode).toBe(200);
      const row = await t.app.db.selectFrom('closes').selectAll().where('url', '=', 'https://shop.example/p').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ poptin_id: t.demo.poptinId, close_trigger: 'x_click' });
    });
  });

  describe('POST /api/display/conversion/{viewer_id}', () => {
    it('stores the lead before it answers success, email lowercased, empty fields skipped, keys the design does not declare dropped', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/display/conversion/${await viewerId()}`,
        ...form(
          conversionFields({
            newExtraFields: JSON.stringify([
              { field_key: 'email', label: 'Email address', type: 'email', value: 'Ada@Example.COM' },
              { field_key: 'first_name', label: 'First name', type: 'name', value: '' },
            ]),
            city: 'Haifa',
            poptin_view_id: '1',
          }),
        ),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ success: true, integration: { conversion_code: '' } });
      const row = await t.app.db.selectFrom('conversions').selectAll().where('id', '=', Number(body.conversion_id)).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        poptin_id: t.demo.poptinId,
        email: 'ada@example.com',
        url: 'https://shop.example/landing?utm=x',
        referrer: 'https://search.example/',
        trigger: 'display_after_sec_active',
        visitor: 'v-1',
        view_id: 1,
      });
      // Issue 15: the demo's design asks for an email only; the made-up city is not stored.
      expect(JSON.parse(row.fields)).toEqual([{ field_key: 'email', label: 'Email address', type: 'email', value: 'ada@example.com' }]);
      expect(JSON.parse(row.context)).toMatchObject({ p_target: 'lead', title: 'Shop', poptin_id: t.demo.poptinId });
    });

    it('stores a retried submit once, answering the retry with the first lead, even when both arrive together', async () => {
      // Each submit its own address: the same address within the duplicate window is one lead anyway (issue 15).
      const send = (id: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/display/conversion/${viewer}`,
          ...form(
            conversionFields({
              bk_submission: id,
              fill_ms: '5000',
              newExtraFields: JSON.stringify([{ field_key: 'email', label: 'Email', type: 'email', value: `${id.replace(/[^a-z0-9]/gi, '')}@example.com` }]),
            }),
          ),
        });
      const viewer = await viewerId();
      const stored = async (id: string) =>
        (await t.app.db.selectFrom('conversions').select('id').where('submission_id', '=', id).execute()).map((r) => Number(r.id));
      const first = await send('retry-after-a-lost-answer');
      const retry = await send('retry-after-a-lost-answer');
      expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
      expect(retry.json().conversion_id).toBe(first.json().conversion_id);
      expect(await stored('retry-after-a-lost-answer')).toEqual([Number(first.json().conversion_id)]);
      // Sent twice at once they share a batch; the neighbours in it are kept too.
      const [a, b, other] = await Promise.all([send('twice-at-once-0001'), send('twice-at-once-0001'), send('a-different-submit')]);
      expect([a.statusCode, b.statusCode, other.statusCode]).toEqual([200, 200, 200]);
      expect(a.json().conversion_id).toBe(b.json().conversion_id);
      expect(await stored('twice-at-once-0001')).toHaveLength(1);
      expect(await stored('a-different-submit')).toHaveLength(1);
      expect((await send('no spaces allowed here')).statusCode).toBe(400);
    });

    it.each([
      [
        'an email with typos',
        { newExtraFields: JSON.stringify([{ field_key: 'email', label: 'Email', type: 'email', value: 'ada@@example' }]) },
        400,
        'There are typos in the email',
      ],
      ['newExtraFields that is not JSON', { newExtraFields: '[{' }, 400, 'newExtraFields is not valid JSON'],
      ['newExtraFields that is not a list', { newExtraFields: '{"a":1}' }, 400, 'newExtraFields must be a JSON array'],
      ['a field without a key', { newExtraFields: '[{"value":"x"}]' }, 400, undefined],
      ['a pop-up of another client', { client_id: 'someoneelse' }, 404, undefined],
      ['a malformed pop-up id', { poptin_id: 'nope' }, 400, undefined],
    ])('refuses %s and stores nothing', async (_name, overrides, status, message) => {
      const count = async () =>
        Number(
          (
            await t.app.db
              .selectFrom('conversions')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      const response = await t.app.inject({ method: 'POST', url: `/api/display/conversion/${await viewerId()}`, ...form(conversionFields(overrides)) });
      expect(response.statusCode).toBe(status);
      if (message) expect(response.json().message).toBe(message);
      expect(await count()).toBe(before);
    });

    it.each([
      ['a person who took 5 s', { fill_ms: '5000' }, null],
      ['a filled honeypot', { bk_hp: 'https://spam.example', fill_ms: '5000' }, 'honeypot'],
      ['a submit 300 ms after the form showed', { fill_ms: '300' }, 'too_fast'],
      // Issue 15: the client's fill time alone is not enough; a lead must name the view it came from.
      ['a lead that names no view, however slow it says it was', { fill_ms: '5000', poptin_view_id: '' }, 'no_view'],
    ])("keeps %s, marked %s, and lists only people's leads to the owner", async (_name, overrides, spam) => {
      const email = `guard-${Math.random().toString(36).slice(2)}@example.com`;
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/display/conversion/${await viewerId()}`,
        ...form(
          conversionFields({
            newExtraFields: JSON.stringify([{ field_key: 'email', label: 'Email', type: 'email', value: email }]),
            poptin_view_id: await pastView(t.app, t.demo.poptinId, { visitor: 'v-1' }),
            ...overrides,
          }),
        ),
      });
      expect(response.statusCode).toBe(200);
      const row = await t.app.db.selectFrom('conversions').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
      expect(row.spam).toBe(spam);
      // The guard's own fields are not part of the lead.
      expect(JSON.parse(row.fields).map((f: { field_key: string }) => f.field_key)).toEqual(['email']);
    });

    it("refuses a conversion sent to another account's viewer id", async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/display/conversion/notthisaccount', ...form(conversionFields()) });
      expect(response.statusCode).toBe(404);
    });
  });

  it('serves the blocked free-mail domains, cacheable and open to any host page', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/display/blocked-email-domains',
      headers: { origin: 'https://shop.example', 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const { domains } = JSON.parse(gunzipSync(response.rawPayload).toString()) as { domains: string[] };
    for (const free of ['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com']) expect(domains).toContain(free);
    expect(domains).not.toContain('beckon.example');
    expect(domains.length).toBeGreaterThan(1000);
  });

  it('answers an unknown route with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/display/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('No route');
  });
});
