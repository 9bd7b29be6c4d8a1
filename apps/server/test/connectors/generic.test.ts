import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenericSettings } from '@beckon/core';
import { createGenericConnector, genericConnector } from '../../src/integrations/connectors/generic.js';
import { startReceiverStandin, type ReceiverStandin } from '../support/standins/receiver.js';
import { closedOrigin, fields, leadEvent } from './events.js';

// The receiver listens on 127.0.0.1, which the real connector refuses: tests allow it explicitly.
const local = createGenericConnector({ allowPrivateAddresses: true });

describe('generic connector against a receiver', () => {
  let receiver: ReceiverStandin;
  const settingsFor = (overrides: Record<string, unknown> = {}): GenericSettings => {
    const parsed = local.parseSettings({
      url: `${receiver.url}/hooks/lead?src=beckon`,
      headers: { Authorization: 'Bearer s3cret-token-1234' },
      fieldMap: { email: '{{email}}', name: '{{fields.first_name}} {{fields.last_name}}', form: '{{popup.name}} on {{site.client_id}}', kind: '{{event}}' },
      ...overrides,
    });
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.value;
  };
  const deliver = (event = leadEvent(), s = settingsFor(), signal?: AbortSignal) =>
    local.deliver(event, s, { fetch: globalThis.fetch, signal: signal ?? new AbortController().signal });
  const lead = () => leadEvent({ fields: fields({ first_name: 'Ann', last_name: 'Lee' }) });

  beforeAll(async () => {
    receiver = await startReceiverStandin();
  });
  afterAll(() => receiver.close());

  it('posts the mapped fields as JSON with the owner’s headers and the event id as Idempotency-Key', async () => {
    expect(await deliver(lead())).toMatchObject({ ok: true, retry: false, status: 200 });
    const request = receiver.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/hooks/lead?src=beckon' });
    expect(request.headers).toMatchObject({ authorization: 'Bearer s3cret-token-1234', 'content-type': 'application/json', 'idempotency-key': 'evt_01' });
    expect(request.json).toEqual({ email: 'ann@shop.org', name: 'Ann Lee', form: 'Spring lightbox on c0ffee12', kind: 'conversion' });
  });

  it('sends a form with PUT when the owner chose it', async () => {
    await deliver(lead(), settingsFor({ method: 'PUT', format: 'form' }));
    const request = receiver.requests.at(-1)!;
    expect(request.method).toBe('PUT');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.raw))).toEqual({
      email: 'ann@shop.org',
      name: 'Ann Lee',
      form: 'Spring lightbox on c0ffee12',
      kind: 'conversion',
    });
  });

  it('sends a lead without an email too, the missing value empty: the mapping decides what the receiver needs', async () => {
    expect((await deliver(leadEvent({ email: null, phone: '+972501234567' }), settingsFor({ fieldMap: { email: '{{email}}', phone: '{{phone}}' } }))).ok).toBe(
      true,
    );
    expect(receiver.requests.at(-1)!.json).toEqual({ email: '', phone: '+972501234567' });
  });

  it.each([
    ['422 with a message', { status: 422, body: { message: 'email is required by our CRM' } }, false, 'email is required by our CRM'],
    ['400 with an error', { status: 400, body: { error: 'bad lead' } }, false, 'bad lead'],
    ['401 as text', { status: 401, body: 'token expired' }, false, 'token expired'],
    ['404 with nothing', { status: 404 }, false, 'The receiver answered 404.'],
    ['503 with a message', { status: 503, body: { message: 'maintenance' } }, true, 'maintenance'],
    [
      '302 to elsewhere',
      { status: 302, headers: { location: 'http://10.0.0.1/admin' } },
      false,
      'The receiver answered 302, a redirect to http://10.0.0.1/admin; give the final address.',
    ],
  ])('%s: ok=false in the receiver’s words, retry %s', async (_name, reply, retry, message) => {
    receiver.answerWith(reply);
    try {
      expect(await deliver(lead())).toEqual({ ok: false, retry, status: reply.status, message });
    } finally {
      receiver.answerWith({ status: 200, body: { received: true } });
    }
  });

  it('bounds the receiver’s words to 500 characters', async () => {
    receiver.answerWith({ status: 400, body: 'x'.repeat(100_000) });
    try {
      const outcome = await deliver(lead());
      expect(outcome.message).toHaveLength(500);
      expect(outcome.message.endsWith('…')).toBe(true);
    } finally {
      receiver.answerWith({ status: 200, body: { received: true } });
    }
  });

  it('429 is retried after its Retry-After', async () => {
    receiver.failNext(429, { retryAfterSeconds: 30 });
    expect(await deliver(lead())).toEqual({ ok: false, retry: true, status: 429, retryAfterMs: 30_000, message: 'Slow down: too many leads at once.' });
  });

  it('a timeout (the queue aborts the signal) is retried', async () => {
    const controller = new AbortController();
    const arrived = receiver.holdNext();
    const delivery = deliver(lead(), settingsFor(), controller.signal);
    await arrived;
    controller.abort();
    expect(await delivery).toMatchObject({ ok: false, retry: true, status: null });
  });

  it('an unreachable receiver is retried', async () => {
    expect(await deliver(lead(), settingsFor({ url: `${await closedOrigin()}/x` }))).toMatchObject({ ok: false, retry: true, status: null });
  });
});

describe('generic connector and private addresses', () => {
  const base = { fieldMap: { email: '{{email}}' } };
  const context = { fetch: () => Promise.reject(new Error('must not be called')), signal: new AbortController().signal } as never;

  it.each([
    'http://127.0.0.1:8080/x',
    'http://localhost/x',
    'http://[::1]/x',
    'http://10.1.2.3/x',
    'http://169.254.169.254/latest/meta-data',
    'http://[::ffff:192.168.0.1]/',
  ])('refuses %s when the settings are saved', (url) => {
    const parsed = genericConnector.parseSettings({ ...base, url });
    expect(parsed).toMatchObject({ ok: false, error: expect.stringContaining('private address') });
  });

  it('refuses a name that resolves to a private address, at delivery, without calling it', async () => {
    const connector = createGenericConnector({ resolve: async () => [{ address: '93.184.216.34' }, { address: '10.0.0.7' }] });
    const parsed = connector.parseSettings({ ...base, url: 'https://crm.example.org/hook' });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(await connector.deliver(leadEvent(), parsed.value, context)).toEqual({
      ok: false,
      retry: false,
      status: null,
      message: 'crm.example.org points to a private address (10.0.0.7).',
    });
  });

  it('a name that does not resolve is retried (DNS may be down)', async () => {
    const connector = createGenericConnector({ resolve: () => Promise.reject(new Error('ENOTFOUND')) });
    const parsed = connector.parseSettings({ ...base, url: 'https://crm.example.org/hook' });
    if (!parsed.ok) throw new Error(parsed.error);
    expect(await connector.deliver(leadEvent(), parsed.value, context)).toMatchObject({
      ok: false,
      retry: true,
      message: 'crm.example.org could not be found (no DNS record).',
    });
  });
});

describe('generic settings', () => {
  const base = { url: 'https://crm.example.org/hook', fieldMap: { email: '{{email}}' } };
  it.each([
    [{ ...base, fieldMap: { email: '{{mail}}' } }, 'fieldMap.email uses {{mail}}, which is not a lead value'],
    [{ ...base, fieldMap: { name: '{{fields.First Name}}' } }, 'fieldMap.name uses {{fields.First Name}}'],
    [{ ...base, fieldMap: { email: '{{email}' } }, 'fieldMap.email has a {{ or }} that does not form a placeholder'],
    [{ ...base, fieldMap: { email: '{{constructor}}' } }, 'fieldMap.email uses {{constructor}}'],
    [{ ...base, fieldMap: { email: 42 } }, 'fieldMap.email must be text'],
    [{ ...base, fieldMap: {} }, 'fieldMap: name at least one field'],
    [{ ...base, fieldMap: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, '{{email}}'])) }, 'fieldMap: at most 50 mapped fields'],
    [{ ...base, fieldMap: JSON.parse('{"__proto__": "{{email}}"}') }, 'cannot be a field name'],
    [{ ...base, url: 'ftp://crm.example.org/hook' }, 'url must start with https:// or http://'],
    [{ ...base, url: 'javascript:alert(1)' }, 'url must start with https:// or http://'],
    [{ ...base, url: 'crm.example.org/hook' }, 'url must be a full address'],
    [{ ...base, url: 'https://user:pass@crm.example.org/hook' }, 'url must not carry a user name or password'],
    [{ ...base, url: `https://crm.example.org/${'a'.repeat(2000)}` }, 'url is too long'],
    [{ ...base, method: 'DELETE' }, 'method must be one of POST, PUT'],
    [{ ...base, format: 'xml' }, 'format must be one of json, form'],
    [{ ...base, headers: { Host: 'internal' } }, 'headers.Host cannot be set'],
    [{ ...base, headers: { 'Transfer-Encoding': 'chunked' } }, 'headers.Transfer-Encoding cannot be set'],
    [{ ...base, headers: { Connection: 'close' } }, 'headers.Connection cannot be set'],
    [{ ...base, headers: { 'Content-Type': 'text/xml' } }, 'headers.Content-Type cannot be set'],
    [{ ...base, headers: { 'X-Key': 'a\r\nInjected: yes' } }, 'headers.X-Key contains control characters'],
    [{ ...base, headers: { 'Bad Name': 'x' } }, 'is not a header name'],
    [{ ...base, headers: { 'X-Key': 'a', 'x-key': 'b' } }, 'is given twice'],
    [{ ...base, headers: { 'X-Key': 'k'.repeat(1001) } }, 'headers.X-Key is too long'],
    [{ ...base, headers: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`X-H${i}`, 'v'])) }, 'headers: at most 20 headers'],
  ])('refuses %j: %s', (input, error) => {
    const parsed = genericConnector.parseSettings(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(error);
  });
});
