import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrevoSettings } from '@beckon/core';
import { brevoConnector } from '../../src/integrations/connectors/brevo.js';
import { startBrevoStandin, type BrevoStandin } from '../support/standins/brevo.js';
import { closedOrigin, contextFor, fields, leadEvent } from './events.js';

const API_KEY = `xkeysib-${'a1'.repeat(32)}-Zx9Yw8Vu7Ts6Rq5P`;

function settings(overrides: Record<string, unknown> = {}): BrevoSettings {
  const parsed = brevoConnector.parseSettings({ apiKey: API_KEY, listIds: [7, 9], fieldMap: { company: 'company' }, ...overrides });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

describe('Brevo connector against its stand-in', () => {
  let brevo: BrevoStandin;
  const deliver = (event = leadEvent(), s = settings(), signal?: AbortSignal) => brevoConnector.deliver(event, s, contextFor(brevo.url, signal));

  beforeAll(async () => {
    brevo = await startBrevoStandin({ apiKey: API_KEY, lists: [3, 7, 9], templates: [12] });
  });
  afterAll(() => brevo.close());

  it('creates the contact with its attributes in the chosen lists', async () => {
    const event = leadEvent({ email: 'ann@shop.org', phone: '+972 50-123-4567', fields: fields({ first_name: 'Ann', last_name: 'Lee', company: 'Lee & Co' }) });
    const outcome = await deliver(event);
    expect(outcome).toMatchObject({ ok: true, retry: false, status: 201 });
    const request = brevo.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/v3/contacts' });
    expect(request.headers['api-key']).toBe(API_KEY);
    expect(request.json).toMatchObject({ updateEnabled: true, listIds: [7, 9] });
    expect(brevo.contact('ann@shop.org')).toMatchObject({
      attributes: { FIRSTNAME: 'Ann', LASTNAME: 'Lee', SMS: '+972501234567', COMPANY: 'Lee & Co' },
      listIds: [7, 9],
    });
  });

  it('leaves out a phone without its country code rather than losing the contact', async () => {
    const outcome = await deliver(leadEvent({ email: 'local@shop.org', phone: '050-1234567', fields: fields({ first_name: 'Lo' }) }));
    expect(outcome.ok).toBe(true);
    expect(brevo.contact('local@shop.org')!.attributes).toEqual({ FIRSTNAME: 'Lo' });
  });

  it('keeps one contact when the same lead arrives twice (updateEnabled answers 204)', async () => {
    const event = leadEvent({ email: 'twice@shop.org', fields: fields({ first_name: 'Tw' }) });
    expect(await deliver(event)).toMatchObject({ ok: true, status: 201 });
    expect(await deliver(event)).toMatchObject({ ok: true, status: 204 });
    expect(brevo.contacts().filter((c) => c.email === 'twice@shop.org')).toHaveLength(1);
  });

  it('double opt-in: Brevo sends its template, and the contact joins the lists only once confirmed', async () => {
    const doi = settings({ doubleOptIn: true, templateId: 12, redirectionUrl: 'https://shop.org/thanks' });
    const outcome = await deliver(leadEvent({ email: 'doi@shop.org', fields: fields({ first_name: 'Di' }) }), doi);
    expect(outcome).toMatchObject({ ok: true, status: 201, message: expect.stringContaining('confirmation email') });
    expect(brevo.requests.at(-1)!.path).toBe('/v3/contacts/doubleOptinConfirmation');
    expect(brevo.doubleOptIns.at(-1)).toEqual({
      email: 'doi@shop.org',
      attributes: { FIRSTNAME: 'Di' },
      includeListIds: [7, 9],
      templateId: 12,
      redirectionUrl: 'https://shop.org/thanks',
    });
    expect(brevo.contact('doi@shop.org')).toBeUndefined();
    brevo.confirm('doi@shop.org');
    expect(brevo.contact('doi@shop.org')).toMatchObject({ listIds: [7, 9] });
  });

  it('unsubscribe takes the contact out of these lists only, by default', async () => {
    await deliver(leadEvent({ email: 'leave@shop.org' }), settings({ listIds: [3, 7, 9] }));
    const outcome = await deliver(leadEvent({ email: 'leave@shop.org' }, { event: 'subscription.unsubscribed' }));
    expect(outcome).toMatchObject({ ok: true, status: 204 });
    expect(brevo.requests.at(-1)).toMatchObject({ method: 'PUT', path: '/v3/contacts/leave%40shop.org', json: { unlinkListIds: [7, 9] } });
    expect(brevo.contact('leave@shop.org')).toMatchObject({ listIds: [3], emailBlacklisted: false });
  });

  it("unsubscribe blocklists the address when the owner chose 'blacklist'", async () => {
    await deliver(leadEvent({ email: 'block@shop.org' }));
    await deliver(leadEvent({ email: 'block@shop.org' }, { event: 'subscription.unsubscribed' }), settings({ unsubscribe: 'blacklist' }));
    expect(brevo.contact('block@shop.org')).toMatchObject({ emailBlacklisted: true, listIds: [7, 9] });
  });

  it('unsubscribing an address Brevo does not hold is a success with nothing to do', async () => {
    expect(await deliver(leadEvent({ email: 'ghost@shop.org' }, { event: 'subscription.unsubscribed' }))).toMatchObject({
      ok: true,
      status: 404,
      message: 'ghost@shop.org is not a Brevo contact: nothing to unsubscribe.',
    });
  });

  it.each([
    ['a wrong key', { apiKey: `xkeysib-${'b2'.repeat(32)}-Zx9Yw8Vu7Ts6Rq5P` }, 'x@shop.org', 401, 'Key not found'],
    ['an unknown list', { listIds: [404] }, 'x@shop.org', 404, 'List ID 404 does not exist'],
    ['an address Brevo refuses', {}, 'not-an-address@nowhere', 400, 'Invalid email address'],
    [
      'a double opt-in template Brevo lacks',
      { doubleOptIn: true, templateId: 99, redirectionUrl: 'https://shop.org/' },
      'x@shop.org',
      404,
      'Template ID does not exist',
    ],
  ])('%s: ok=false in Brevo’s words, not retried', async (_name, overrides, email, status, message) => {
    expect(await deliver(leadEvent({ email }), settings(overrides))).toEqual({ ok: false, retry: false, status, message });
  });

  it('429 is retried after the Retry-After Brevo sent', async () => {
    brevo.failNext(429, { retryAfterSeconds: 3 });
    expect(await deliver(leadEvent({ email: 'busy@shop.org' }))).toEqual({
      ok: false,
      retry: true,
      status: 429,
      retryAfterMs: 3000,
      message: 'The rate limit has been reached, please try again later.',
    });
  });

  it('a 500 is retried', async () => {
    brevo.failNext(500);
    expect(await deliver(leadEvent({ email: 'oops@shop.org' }))).toMatchObject({ ok: false, retry: true, status: 500 });
  });

  it('a timeout (the queue aborts the signal) is retried', async () => {
    const controller = new AbortController();
    const arrived = brevo.holdNext();
    const delivery = deliver(leadEvent({ email: 'slow@shop.org' }), settings(), controller.signal);
    await arrived;
    controller.abort();
    expect(await delivery).toMatchObject({ ok: false, retry: true, status: null });
  });

  it('an unreachable service is retried', async () => {
    expect(await brevoConnector.deliver(leadEvent(), settings(), contextFor(await closedOrigin()))).toMatchObject({ ok: false, retry: true, status: null });
  });

  it('a lead without an email is not sent and not retried', async () => {
    const before = brevo.requests.length;
    expect(await deliver(leadEvent({ email: null }))).toEqual({
      ok: false,
      retry: false,
      status: null,
      message: 'This lead has no email address, so it was not sent to Brevo.',
    });
    expect(brevo.requests.length).toBe(before);
  });
});

describe('Brevo settings', () => {
  const base = { apiKey: API_KEY, listIds: [7] };
  it.each([
    [{ ...base, apiKey: `xsmtpsib-${'a1'.repeat(32)}` }, 'apiKey is an SMTP key'],
    [{ ...base, apiKey: 'a1'.repeat(32) }, 'apiKey does not look right'],
    [{ ...base, apiKey: `xkeysib-${'a'.repeat(190)}` }, 'apiKey does not look right'],
    [{ ...base, listIds: [] }, 'listIds: choose at least one Brevo list'],
    [{ ...base, listIds: ['seven'] }, 'listIds[0] must be a whole number from 1 up'],
    [{ ...base, listIds: [0] }, 'listIds[0] must be a whole number from 1 up'],
    [{ ...base, listIds: [1.5] }, 'listIds[0] must be a whole number from 1 up'],
    [{ ...base, listIds: Array.from({ length: 21 }, (_, i) => i + 1) }, 'listIds: at most 20 lists'],
    [{ ...base, doubleOptIn: true, redirectionUrl: 'https://shop.org/' }, 'templateId is required with doubleOptIn'],
    [{ ...base, doubleOptIn: true, templateId: 3 }, 'redirectionUrl is required with doubleOptIn'],
    [{ ...base, doubleOptIn: true, templateId: 3, redirectionUrl: 'javascript:alert(1)' }, 'redirectionUrl must start with https:// or http://'],
    [{ ...base, fieldMap: { company: 'MY COMPANY' } }, 'fieldMap.company does not look right'],
    [{ ...base, unsubscribe: 'delete' }, 'unsubscribe must be one of unlink, blacklist'],
  ])('refuses %j: %s', (input, error) => {
    const parsed = brevoConnector.parseSettings(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(error);
  });

  it('takes list ids given as digits, unlinks on unsubscribe by default', () => {
    expect(brevoConnector.parseSettings({ ...base, listIds: ['7', 8, 8] })).toEqual({
      ok: true,
      value: { apiKey: API_KEY, listIds: [7, 8], doubleOptIn: false, templateId: null, redirectionUrl: null, fieldMap: {}, unsubscribe: 'unlink' },
    });
  });
});
