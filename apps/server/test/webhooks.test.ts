import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INTEGRATION_TESTS_PER_MIN, WEBHOOK_SECRET_OVERLAP_MS, type LeadEvent } from '@beckon/core';
import { HONEYPOT_FIELD } from '@beckon/core';
import { WEBHOOK_VERIFY_RECIPE } from '@beckon/core/api';
import { DIALECTS } from './support/databases.js';
import { strangerCookie } from './support/app.js';
import { addWebhook, convert, deliveriesOf, Receiver, startWebhookApp, type WebhookApp } from './webhooks-harness.js';

type Verify = (rawBody: string, header: string | undefined, secret: string, toleranceSeconds?: number, now?: number) => boolean;

/** The receiver's check exactly as the README documents it: its code block, run as a module. */
async function documentedRecipe(): Promise<Verify> {
  const readme = readFileSync(new URL('../src/integrations/README.md', import.meta.url), 'utf8');
  const code = /```js\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!code) throw new Error('the README has no js block');
  const file = join(mkdtempSync(join(tmpdir(), 'beckon-recipe-')), 'verify.mjs');
  writeFileSync(file, code);
  return ((await import(file)) as { verifyBeckonSignature: Verify }).verifyBeckonSignature;
}

describe.each(DIALECTS)('webhooks: admin API and signed delivery on %s', (dialect) => {
  let t: WebhookApp;
  let receiver: Receiver;
  let verify: Verify;
  let stranger: string;

  beforeAll(async () => {
    t = await startWebhookApp(dialect);
    receiver = await new Receiver().start();
    verify = await documentedRecipe();
    stranger = await strangerCookie(t.app);
  });
  afterAll(async () => {
    await receiver?.stop();
    await t?.close();
  });
  beforeEach(async () => {
    // Each test starts with an empty line: earlier endpoints off, the receiver's record cleared.
    await t.app.db.updateTable('integrations').set({ enabled: 0 }).execute();
    await t.app.db.deleteFrom('integration_deliveries').execute();
    await t.app.configChanges.publish({ all: true });
    receiver.received.length = 0;
    receiver.answers = [];
  });

  const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie = t.cookie) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('documents one recipe: the README block is the one the dashboard shows', () => {
    const readme = readFileSync(new URL('../src/integrations/README.md', import.meta.url), 'utf8');
    expect(/```js\n([\s\S]*?)```/.exec(readme)?.[1]?.trimEnd()).toBe(WEBHOOK_VERIFY_RECIPE);
  });

  it('answers the secret once, stores it sealed, and signs a lead so the documented recipe verifies it', async () => {
    const hook = await addWebhook(t, `${receiver.url}/hook?x=1`);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const stored = await t.app.db.selectFrom('integrations').select(['secret', 'secret_hint']).where('id', '=', Number(hook.id)).executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(hook.secret.slice(6, 20));
    expect(stored.secret_hint).toBe(hook.secret.slice(-4));
    const listed = await admin('GET', `/api/admin/sites/${t.demo.clientId}/integrations`);
    expect(listed.body).not.toContain(hook.secret);

    const lead = await convert(t, 'Ada@Example.com', {
      newExtraFields: JSON.stringify([{ field_key: 'email', label: 'Email', type: 'email', value: 'ada@example.com' }]),
    });
    expect(lead.statusCode, lead.body).toBe(200);
    await t.app.integrations.drain();
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got!.path).toBe('/hook?x=1');
    expect(got!.headers['user-agent']).toBe('Beckon-Webhooks/1');
    expect(got!.headers['beckon-event']).toBe('conversion');
    const event = JSON.parse(got!.body) as LeadEvent;
    expect(got!.headers['beckon-delivery']).toBe(event.id);
    expect(got!.headers['idempotency-key']).toBe(event.id);
    expect(event).toMatchObject({ event: 'conversion', site: { client_id: t.demo.clientId }, popup: { poptin_id: t.demo.poptinId } });
    expect(event.lead).toMatchObject({ id: lead.json().conversion_id, email: 'ada@example.com', url: 'https://shop.example/spring' });
    const header = got!.headers['beckon-signature'] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verify(got!.body, header, hook.secret, 300, t.clock.now)).toBe(true);
    // The hostile receiver's view: a changed body, another secret, or an old capture fail.
    expect(verify(got!.body.replace('ada@', 'eve@'), header, hook.secret, 300, t.clock.now)).toBe(false);
    expect(verify(got!.body, header, `whsec_${'A'.repeat(43)}`, 300, t.clock.now)).toBe(false);
    expect(verify(got!.body, header, hook.secret, 300, Date.now() + 3_600_000)).toBe(false);
    const [row] = await deliveriesOf(t);
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, last_status: 200, last_response: 'ok' });
  });

  it('rotation: signs with both secrets for a day, then with the new one only', async () => {
    const hook = await addWebhook(t, `${receiver.url}/rotate`);
    const rotated = await admin('POST', `/api/admin/integrations/${hook.id}/rotate-secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const secret = rotated.json().secret as string;
    expect(secret).not.toBe(hook.secret);
    expect(rotated.json().integration.previous_secret_until).toBeGreaterThan(t.clock.now + WEBHOOK_SECRET_OVERLAP_MS - 5_000);
    expect((await convert(t, 'rot1@example.com')).statusCode).toBe(200);
    await t.app.integrations.drain();
    const both = receiver.received[0]!;
    const header = both.headers['beckon-signature'] as string;
    expect(header.match(/v1=/g)).toHaveLength(2);
    expect(verify(both.body, header, secret, 300, t.clock.now)).toBe(true);
    expect(verify(both.body, header, hook.secret, 300, t.clock.now)).toBe(true);

    t.clock.ahead += WEBHOOK_SECRET_OVERLAP_MS + 1;
    expect((await convert(t, 'rot2@example.com')).statusCode).toBe(200);
    await t.app.integrations.drain();
    const after = receiver.received[1]!;
    const later = after.headers['beckon-signature'] as string;
    expect(later.match(/v1=/g)).toHaveLength(1);
    expect(verify(after.body, later, secret, 300, t.clock.now)).toBe(true);
    expect(verify(after.body, later, hook.secret, 300, t.clock.now)).toBe(false);
  });

  it('does not send a lead again when it is updated as a duplicate, nor a lead marked as spam', async () => {
    await addWebhook(t, `${receiver.url}/dupes`);
    expect((await convert(t, 'twice@example.com')).statusCode).toBe(200);
    expect((await convert(t, 'twice@example.com')).statusCode).toBe(200);
    expect((await convert(t, 'bot@example.com', { [HONEYPOT_FIELD]: 'filled' })).statusCode).toBe(200);
    await t.app.integrations.drain();
    expect(receiver.received.map((r) => (JSON.parse(r.body) as LeadEvent).lead.email)).toEqual(['twice@example.com']);
  });

  it('sends only the events and pop-ups an integration asks for', async () => {
    await addWebhook(t, `${receiver.url}/subs-only`, { events: ['subscription.confirmed'] });
    await addWebhook(t, `${receiver.url}/other-popup`, { popups: [], events: ['conversion'], enabled: false });
    expect((await convert(t, 'nobody@example.com')).statusCode).toBe(200);
    expect(await deliveriesOf(t)).toHaveLength(0);
  });

  it('lists deliveries a page at a time and resends one with the same event id', async () => {
    const hook = await addWebhook(t, `${receiver.url}/log`);
    for (const n of [1, 2, 3]) expect((await convert(t, `log${n}@example.com`)).statusCode).toBe(200);
    await t.app.integrations.drain();
    const first = await admin('GET', `/api/admin/integrations/${hook.id}/deliveries?limit=2`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().deliveries).toHaveLength(2);
    expect(first.json().deliveries[0]).toMatchObject({ status: 'delivered', attempts: 1, last_status: 200, next_attempt_at: null });
    const second = await admin('GET', `/api/admin/integrations/${hook.id}/deliveries?limit=2&before=${first.json().next}`);
    expect(second.json()).toMatchObject({ next: null });
    expect(second.json().deliveries).toHaveLength(1);
    const oldest = second.json().deliveries[0];
    const resent = await admin('POST', `/api/admin/integrations/${hook.id}/deliveries/${oldest.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(201);
    expect(resent.json()).toMatchObject({ status: 'pending', event_id: oldest.event_id });
    await t.app.integrations.drain();
    expect(receiver.received.at(-1)!.headers['beckon-delivery']).toBe(oldest.event_id);
    const failedOnly = await admin('GET', `/api/admin/integrations/${hook.id}/deliveries?status=failed`);
    expect(failedOnly.json().deliveries).toEqual([]);
  });

  it('sends a test event and says what came of it, so many a minute', async () => {
    const hook = await addWebhook(t, `${receiver.url}/test`);
    receiver.answers = [{ status: 503, body: 'down for maintenance' }];
    const down = await admin('POST', `/api/admin/integrations/${hook.id}/test`);
    expect(down.json()).toMatchObject({ ok: false, status: 503 });
    const up = await admin('POST', `/api/admin/integrations/${hook.id}/test`);
    expect(up.json()).toMatchObject({ ok: true, status: 200 });
    expect(JSON.parse(receiver.received.at(-1)!.body)).toMatchObject({ event: 'conversion', lead: { email: 'test@example.com' } });
    expect(await deliveriesOf(t)).toHaveLength(0);
    const answers: number[] = [];
    for (let n = 3; n <= INTEGRATION_TESTS_PER_MIN; n++) answers.push((await admin('POST', `/api/admin/integrations/${hook.id}/test`)).statusCode);
    expect(answers.every((s) => s === 200)).toBe(true);
    const limited = await admin('POST', `/api/admin/integrations/${hook.id}/test`);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('edits, disables and deletes; a disabled endpoint queues nothing', async () => {
    const hook = await addWebhook(t, `${receiver.url}/edit`);
    const renamed = await admin('PATCH', `/api/admin/integrations/${hook.id}`, { name: '  Zapier  ', enabled: false });
    expect(renamed.json()).toMatchObject({ name: 'Zapier', enabled: false });
    expect((await convert(t, 'off@example.com')).statusCode).toBe(200);
    expect(await deliveriesOf(t)).toHaveLength(0);
    expect((await admin('DELETE', `/api/admin/integrations/${hook.id}`)).statusCode).toBe(204);
    expect((await admin('GET', `/api/admin/integrations/${hook.id}/deliveries`)).statusCode).toBe(404);
  });

  it("answers 404 to another owner's calls on this account's integration and site", async () => {
    const hook = await addWebhook(t, `${receiver.url}/mine`);
    const calls: Array<[string, string, object?]> = [
      ['GET', `/api/admin/sites/${t.demo.clientId}/integrations`],
      ['POST', `/api/admin/sites/${t.demo.clientId}/integrations`, { kind: 'webhook', name: 'x', url: `${receiver.url}/theirs`, events: ['conversion'] }],
      ['PATCH', `/api/admin/integrations/${hook.id}`, { enabled: false }],
      ['DELETE', `/api/admin/integrations/${hook.id}`],
      ['POST', `/api/admin/integrations/${hook.id}/rotate-secret`],
      ['POST', `/api/admin/integrations/${hook.id}/test`],
      ['GET', `/api/admin/integrations/${hook.id}/deliveries`],
      ['POST', `/api/admin/integrations/${hook.id}/deliveries/1/resend`],
    ];
    const answers = [];
    for (const [method, url, payload] of calls) answers.push(`${method} ${url} -> ${(await admin(method as 'GET', url, payload, stranger)).statusCode}`);
    expect(answers).toEqual(calls.map(([method, url]) => `${method} ${url} -> 404`));
    expect(receiver.received).toHaveLength(0);
    const still = await t.app.db.selectFrom('integrations').select('enabled').where('id', '=', Number(hook.id)).executeTakeFirstOrThrow();
    expect(still.enabled).toBe(1);
  });

  const refused: Array<[string, Record<string, unknown>, string]> = [
    ['a private address', { url: 'https://10.0.0.5/hook' }, 'url'],
    ['the cloud metadata address', { url: 'https://169.254.169.254/latest' }, 'url'],
    ['an IPv6 private address', { url: 'https://[fd00::1]/hook' }, 'url'],
    ['plain http on the internet', { url: 'http://hooks.example.com/x' }, 'url'],
    ['credentials in the address', { url: 'https://user:pw@hooks.example.com/x' }, 'url'],
    ['another scheme', { url: 'ftp://hooks.example.com/x' }, 'url'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a pop-up of no site of theirs', { popups: ['zzzzzzzzzzzzz'] }, 'popups'],
    ['settings on a webhook', { settings: { api_key: 'x' } }, 'settings'],
  ];
  it.each(refused)('refuses %s', async (_name, change, field) => {
    const response = await admin('POST', `/api/admin/sites/${t.demo.clientId}/integrations`, {
      kind: 'webhook',
      name: 'Hook',
      url: 'https://hooks.example.com/x',
      events: ['conversion'],
      ...change,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().field).toBe(field);
  });

  const oversize: Array<[string, Record<string, unknown>]> = [
    ['a name over 120 characters', { name: 'n'.repeat(121) }],
    ['an address over 2048 characters', { url: `https://hooks.example.com/${'a'.repeat(2048)}` }],
    ['more than 100 pop-ups', { popups: Array.from({ length: 101 }, (_, i) => `p${String(i).padStart(12, '0')}`) }],
    ['an unknown event', { events: ['lead.deleted'] }],
    ['no event', { events: [] }],
    ['an unknown field', { colour: 'red' }],
    ['an unknown kind', { kind: 'zapier' }],
  ];
  it.each(oversize)('refuses %s by the schema', async (_name, change) => {
    const response = await admin('POST', `/api/admin/sites/${t.demo.clientId}/integrations`, {
      kind: 'webhook',
      name: 'Hook',
      url: 'https://hooks.example.com/x',
      events: ['conversion'],
      ...change,
    });
    expect(response.statusCode, response.body).toBe(400);
  });
});
