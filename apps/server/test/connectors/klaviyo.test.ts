import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KlaviyoSettings } from '@beckon/core';
import { KLAVIYO_REVISION, klaviyoConnector } from '../../src/integrations/connectors/klaviyo.js';
import { startKlaviyoStandin, type KlaviyoStandin } from '../support/standins/klaviyo.js';
import { closedOrigin, contextFor, fields, leadEvent } from './events.js';

const API_KEY = 'pk_0123456789abcdef0123456789abcdef01';
const LIST = 'Y6nRLr';
const CONSENT = 'I agree to receive the newsletter.';

function settings(overrides: Record<string, unknown> = {}): KlaviyoSettings {
  const parsed = klaviyoConnector.parseSettings({ apiKey: API_KEY, listId: LIST, fieldMap: { city: 'location.city', shoe_size: 'Shoe size' }, ...overrides });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

describe('Klaviyo connector against its stand-in', () => {
  let klaviyo: KlaviyoStandin;
  const deliver = (event = leadEvent(), s = settings(), signal?: AbortSignal) => klaviyoConnector.deliver(event, s, contextFor(klaviyo.url, signal));

  beforeAll(async () => {
    klaviyo = await startKlaviyoStandin({ apiKey: API_KEY, lists: [LIST] });
  });
  afterAll(() => klaviyo.close());

  it('imports the profile with mapped attributes, then subscribes it to the list with consent', async () => {
    const event = leadEvent({
      email: 'ann@shop.org',
      phone: '+972501234567',
      consent: CONSENT,
      fields: fields({ first_name: 'Ann', last_name: 'Lee', city: 'Haifa', shoe_size: '38' }),
    });
    const outcome = await deliver(event);
    expect(outcome).toMatchObject({ ok: true, retry: false, status: 202 });
    const [imported, job] = klaviyo.requests.slice(-2);
    expect(imported).toMatchObject({ method: 'POST', path: '/api/profile-import/' });
    expect(imported!.headers).toMatchObject({
      authorization: `Klaviyo-API-Key ${API_KEY}`,
      revision: KLAVIYO_REVISION,
      'content-type': 'application/vnd.api+json',
    });
    expect(job!.path).toBe('/api/profile-subscription-bulk-create-jobs/');
    expect(job!.json).toMatchObject({
      data: { relationships: { list: { data: { type: 'list', id: LIST } } }, attributes: { custom_source: 'Beckon: Spring lightbox' } },
    });
    const profile = klaviyo.profile('ann@shop.org')!;
    expect(profile.attributes).toEqual({
      email: 'ann@shop.org',
      first_name: 'Ann',
      last_name: 'Lee',
      phone_number: '+972501234567',
      location: { city: 'Haifa' },
      properties: { 'Shoe size': '38' },
    });
    expect(klaviyo.consent('ann@shop.org')).toBe('SUBSCRIBED');
    expect(klaviyo.listMembers(LIST)).toContain(profile.id);
  });

  it('without a consent box the profile joins the list but is not subscribed to email marketing', async () => {
    const outcome = await deliver(leadEvent({ email: 'quiet@shop.org' }));
    expect(outcome).toMatchObject({ ok: true, status: 204, message: expect.stringContaining('not subscribed') });
    expect(klaviyo.requests.at(-1)!.path).toBe(`/api/lists/${LIST}/relationships/profiles/`);
    expect(klaviyo.listMembers(LIST)).toContain(klaviyo.profile('quiet@shop.org')!.id);
    expect(klaviyo.consent('quiet@shop.org')).toBeUndefined();
  });

  it('a confirmed Beckon sign-up is consent: subscribed', async () => {
    await deliver(
      leadEvent({ email: 'confirmed@shop.org' }, { event: 'subscription.confirmed', popup: undefined, list: { id: 4, name: 'News', kind: 'email' } }),
    );
    expect(klaviyo.consent('confirmed@shop.org')).toBe('SUBSCRIBED');
    expect((klaviyo.requests.at(-1)!.json as any).data.attributes.custom_source).toBe('Beckon: Ann’s shop');
  });

  it('keeps one profile when the same lead arrives twice', async () => {
    const event = leadEvent({ email: 'twice@shop.org', consent: CONSENT, fields: fields({ first_name: 'Tw' }) });
    expect((await deliver(event)).ok).toBe(true);
    expect((await deliver(event)).ok).toBe(true);
    expect(klaviyo.profiles().filter((p) => p.email === 'twice@shop.org')).toHaveLength(1);
    expect(new Set(klaviyo.listMembers(LIST)).size).toBe(klaviyo.listMembers(LIST).length);
  });

  it('unsubscribes through the bulk-delete job for the list', async () => {
    await deliver(leadEvent({ email: 'leave@shop.org', consent: CONSENT }));
    const outcome = await deliver(leadEvent({ email: 'leave@shop.org' }, { event: 'subscription.unsubscribed' }));
    expect(outcome).toMatchObject({ ok: true, status: 202 });
    expect(klaviyo.requests.at(-1)!.path).toBe('/api/profile-subscription-bulk-delete-jobs/');
    expect(klaviyo.consent('leave@shop.org')).toBe('UNSUBSCRIBED');
  });

  it('leaves out a phone without its country code', async () => {
    await deliver(leadEvent({ email: 'local@shop.org', phone: '050-1234567' }));
    expect(klaviyo.profile('local@shop.org')!.attributes['phone_number']).toBeUndefined();
  });

  it.each([
    ['a wrong key', { apiKey: 'pk_ffffffffffffffffffffffffffffffffff' }, 'x@shop.org', CONSENT, 401, 'Missing or invalid private key.'],
    ['an unknown list', { listId: 'Nope42' }, 'x@shop.org', CONSENT, 404, 'A list with id Nope42 does not exist.'],
    ['an unknown list, without consent', { listId: 'Nope42' }, 'x@shop.org', null, 404, 'A list with id Nope42 does not exist.'],
    ['an address Klaviyo refuses', {}, 'not-an-address@nowhere', CONSENT, 400, 'Invalid email address'],
  ])('%s: ok=false in Klaviyo’s words (errors[0].detail), not retried', async (_name, overrides, email, consent, status, message) => {
    expect(await deliver(leadEvent({ email, consent }), settings(overrides))).toEqual({ ok: false, retry: false, status, message });
  });

  it('429 is retried after the Retry-After Klaviyo sent, in its words', async () => {
    klaviyo.failNext(429, { retryAfterSeconds: 12 });
    expect(await deliver(leadEvent({ email: 'busy@shop.org' }))).toEqual({
      ok: false,
      retry: true,
      status: 429,
      retryAfterMs: 12_000,
      message: 'Request was throttled. Expected available in 12 seconds.',
    });
  });

  it('a 500 on the subscription job (after the import) is retried', async () => {
    klaviyo.failNext(500, { skip: 1 });
    expect(await deliver(leadEvent({ email: 'oops@shop.org', consent: CONSENT }))).toMatchObject({
      ok: false,
      retry: true,
      status: 500,
      message: 'A server error occurred.',
    });
  });

  it('a timeout (the queue aborts the signal) is retried', async () => {
    const controller = new AbortController();
    const arrived = klaviyo.holdNext();
    const delivery = deliver(leadEvent({ email: 'slow@shop.org' }), settings(), controller.signal);
    await arrived;
    controller.abort();
    expect(await delivery).toMatchObject({ ok: false, retry: true, status: null });
  });

  it('an unreachable service is retried', async () => {
    expect(await klaviyoConnector.deliver(leadEvent(), settings(), contextFor(await closedOrigin()))).toMatchObject({ ok: false, retry: true, status: null });
  });

  it('a lead without an email is not sent and not retried', async () => {
    const before = klaviyo.requests.length;
    expect(await deliver(leadEvent({ email: null, phone: '+972501234567' }))).toMatchObject({ ok: false, retry: false, status: null });
    expect(klaviyo.requests.length).toBe(before);
  });
});

describe('Klaviyo settings', () => {
  const base = { apiKey: API_KEY, listId: LIST };
  it.each([
    [{ ...base, apiKey: 'AbC123' }, 'apiKey must be a Klaviyo private API key'],
    [{ ...base, apiKey: 'pk_short' }, 'apiKey must be a Klaviyo private API key'],
    [{ ...base, listId: 'Y6/../x' }, 'listId does not look right'],
    [{ ...base, listId: '' }, 'listId is required'],
    [{ ...base, fieldMap: { vip: '$consent' } }, 'fieldMap.vip does not look right'],
    [{ ...base, fieldMap: { vip: 'x'.repeat(101) } }, 'fieldMap.vip is too long'],
    [{ ...base, fieldMap: { vip: 'constructor' } }, 'fieldMap.vip: "constructor" cannot be a field name'],
    [{ ...base, fieldMap: [] }, 'fieldMap must be an object'],
  ])('refuses %j: %s', (input, error) => {
    const parsed = klaviyoConnector.parseSettings(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(error);
  });
});
