import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailchimpConnector, subscriberHash } from '../../src/integrations/connectors/mailchimp.js';
import type { MailchimpSettings } from '@beckon/core';
import { startMailchimpStandin, type MailchimpStandin } from '../support/standins/mailchimp.js';
import { closedOrigin, contextFor, fields, leadEvent } from './events.js';

const API_KEY = '0123456789abcdef0123456789abcdef-us21';
const LIST = 'a1b2c3d4e5';

function settings(overrides: Record<string, unknown> = {}): MailchimpSettings {
  const parsed = mailchimpConnector.parseSettings({
    apiKey: API_KEY,
    listId: LIST,
    tags: ['beckon', 'spring'],
    doubleOptIn: false,
    fieldMap: { city: 'city' },
    ...overrides,
  });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

describe('Mailchimp connector against its stand-in', () => {
  let mailchimp: MailchimpStandin;
  const deliver = (event = leadEvent(), s = settings(), signal?: AbortSignal) => mailchimpConnector.deliver(event, s, contextFor(mailchimp.url, signal));
  const member = (email: string) => mailchimp.members(LIST).find((m) => m.email_address === email);

  beforeAll(async () => {
    mailchimp = await startMailchimpStandin({ apiKey: API_KEY, lists: [LIST] });
  });
  afterAll(() => mailchimp.close());

  it('upserts the member by the MD5 of the lower-cased address, with merge fields and tags', async () => {
    const event = leadEvent({ email: 'Ann@Shop.org', fields: fields({ first_name: 'Ann', last_name: 'Lee', city: 'Haifa', zip: '' }) });
    const outcome = await deliver(event);
    expect(outcome).toMatchObject({ ok: true, retry: false, status: 200 });
    expect(outcome.message).toContain('tagged beckon, spring');
    const put = mailchimp.requests.at(-2)!;
    expect(put.method).toBe('PUT');
    expect(put.path).toBe(`/3.0/lists/${LIST}/members/${subscriberHash('ann@shop.org')}`);
    expect(put.headers.authorization).toBe(`Basic ${Buffer.from(`beckon:${API_KEY}`).toString('base64')}`);
    expect(member('Ann@Shop.org')).toMatchObject({
      status: 'subscribed',
      merge_fields: { FNAME: 'Ann', LNAME: 'Lee', CITY: 'Haifa' },
      tags: ['beckon', 'spring'],
    });
  });

  it('keeps one member when the same lead arrives twice (an upsert, tags not doubled)', async () => {
    const event = leadEvent({ email: 'twice@shop.org', fields: fields({ first_name: 'Tw' }) });
    expect((await deliver(event)).ok).toBe(true);
    expect((await deliver(event)).ok).toBe(true);
    expect(mailchimp.members(LIST).filter((m) => m.email_address === 'twice@shop.org')).toHaveLength(1);
    expect(member('twice@shop.org')!.tags).toEqual(['beckon', 'spring']);
  });

  it("lets the owner's mapping win over the defaults", async () => {
    const event = leadEvent({ email: 'map@shop.org', fields: fields({ first_name: 'Mia', text_3: 'Mia M.' }) });
    await deliver(event, settings({ fieldMap: { first_name: 'given', text_3: 'FNAME' } }));
    expect(member('map@shop.org')!.merge_fields).toEqual({ GIVEN: 'Mia', FNAME: 'Mia M.' });
  });

  it('asks Mailchimp to confirm a new address with double opt-in (pending)', async () => {
    await deliver(leadEvent({ email: 'doi@shop.org' }), settings({ doubleOptIn: true }));
    expect(member('doi@shop.org')!.status).toBe('pending');
    expect(mailchimp.requests.filter((r) => r.method === 'PUT').at(-1)!.json).toMatchObject({ status_if_new: 'pending' });
  });

  it('never resubscribes an existing member: their status is left as Mailchimp has it', async () => {
    await deliver(leadEvent({ email: 'left@shop.org' }));
    await deliver(leadEvent({ email: 'left@shop.org' }, { event: 'subscription.unsubscribed' }));
    expect(member('left@shop.org')!.status).toBe('unsubscribed');
    expect((await deliver(leadEvent({ email: 'left@shop.org' }))).ok).toBe(true);
    expect(member('left@shop.org')!.status).toBe('unsubscribed');
  });

  it('unsubscribes, and keeps an address it never had as unsubscribed, without tagging', async () => {
    const before = mailchimp.requests.length;
    const outcome = await deliver(leadEvent({ email: 'never@shop.org' }, { event: 'subscription.unsubscribed' }));
    expect(outcome).toMatchObject({ ok: true, status: 200 });
    expect(member('never@shop.org')!.status).toBe('unsubscribed');
    expect(mailchimp.requests.length - before).toBe(1);
  });

  it.each([
    [
      'a wrong key',
      { apiKey: 'ffffffffffffffffffffffffffffffff-us21' },
      undefined,
      401,
      false,
      "API Key Invalid: Your API key may be invalid, or you've attempted to access the wrong datacenter.",
    ],
    ['an unknown audience', { listId: 'zzzzzzzzzz' }, undefined, 404, false, 'Resource Not Found: The requested resource could not be found.'],
    [
      'an address Mailchimp takes for fake',
      {},
      'someone@example.com',
      400,
      false,
      'Invalid Resource: someone@example.com looks fake or invalid, please enter a real email address.',
    ],
  ])('%s: ok=false in Mailchimp’s words, retry %s', async (_name, overrides, email, status, retry, message) => {
    const outcome = await deliver(leadEvent({ email: email ?? 'err@shop.org' }), settings(overrides));
    expect(outcome).toEqual({ ok: false, retry, status, message });
  });

  it('429 is retried after the Retry-After Mailchimp sent, in its words', async () => {
    mailchimp.failNext(429, { retryAfterSeconds: 7 });
    const outcome = await deliver(leadEvent({ email: 'busy@shop.org' }));
    expect(outcome).toEqual({
      ok: false,
      retry: true,
      status: 429,
      retryAfterMs: 7000,
      message: 'Too Many Requests: You have exceeded the limit of 10 simultaneous connections.',
    });
  });

  it('a 500 is retried', async () => {
    mailchimp.failNext(500);
    expect(await deliver(leadEvent({ email: 'oops@shop.org' }))).toMatchObject({
      ok: false,
      retry: true,
      status: 500,
      message: expect.stringContaining('Internal Server Error'),
    });
  });

  it('a failed tag call after the member was saved is retried as a whole (the PUT is an upsert)', async () => {
    const event = leadEvent({ email: 'tagfail@shop.org' });
    // The PUT answers; the tag call that follows gets the 500.
    mailchimp.failNext(500, { skip: 1 });
    const first = await deliver(event);
    expect(first).toMatchObject({ ok: false, retry: true, status: 500 });
    expect(member('tagfail@shop.org')!.tags).toEqual([]);
    const again = await deliver(event);
    expect(again.ok).toBe(true);
    expect(member('tagfail@shop.org')!.tags).toEqual(['beckon', 'spring']);
  });

  it('a timeout (the queue aborts the signal) is retried', async () => {
    const controller = new AbortController();
    const arrived = mailchimp.holdNext();
    const delivery = deliver(leadEvent({ email: 'slow@shop.org' }), settings(), controller.signal);
    await arrived;
    controller.abort(new DOMException('timed out', 'TimeoutError'));
    expect(await delivery).toMatchObject({ ok: false, retry: true, status: null, message: expect.stringContaining('did not answer in time') });
  });

  it('an unreachable service is retried', async () => {
    const outcome = await mailchimpConnector.deliver(leadEvent(), settings(), contextFor(await closedOrigin()));
    expect(outcome).toMatchObject({ ok: false, retry: true, status: null, message: expect.stringContaining('Could not reach 127.0.0.1') });
  });

  it('a lead without an email is not sent and not retried', async () => {
    const before = mailchimp.requests.length;
    const outcome = await deliver(leadEvent({ email: null, phone: '+972501234567' }));
    expect(outcome).toEqual({ ok: false, retry: false, status: null, message: 'This lead has no email address, so it was not sent to Mailchimp.' });
    expect(mailchimp.requests.length).toBe(before);
  });
});

describe('Mailchimp settings', () => {
  const base = { apiKey: API_KEY, listId: LIST };
  it.each([
    [{ ...base, apiKey: '0123456789abcdef0123456789abcdef' }, 'apiKey does not look right'],
    [{ ...base, apiKey: `${API_KEY}/../../x` }, 'apiKey does not look right'],
    [{ ...base, apiKey: 'a'.repeat(300) }, 'apiKey is too long'],
    [{ ...base, listId: '../members' }, 'listId does not look right'],
    [{ ...base, listId: 'a1b2c3d4e5?x=1' }, 'listId does not look right'],
    [{ ...base, tags: 'beckon' }, 'tags must be a list of tags'],
    [{ ...base, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags: at most 20 tags'],
    [{ ...base, tags: ['x'.repeat(101)] }, 'tags[0] is too long (at most 100 characters)'],
    [{ ...base, tags: ['ok', 'bad\nline'] }, 'tags[1] contains control characters'],
    [{ ...base, doubleOptIn: 'yes' }, 'doubleOptIn must be true or false'],
    [{ ...base, fieldMap: { first_name: 'FIRSTNAME12' } }, 'fieldMap.first_name is too long'],
    [{ ...base, fieldMap: { first_name: 'F NAME' } }, 'fieldMap.first_name does not look right'],
    [{ ...base, fieldMap: { 'First Name': 'FNAME' } }, 'fieldMap: "First Name" is not a lead field key'],
    [{ ...base, fieldMap: JSON.parse('{"__proto__": "FNAME"}') }, 'fieldMap.__proto__: "__proto__" cannot be a field name'],
    [{ ...base, fieldMap: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f_${i}`, `F${i}`])) }, 'fieldMap: at most 50 mapped fields'],
    [{ listId: LIST }, 'apiKey is required'],
    [null, 'Settings must be an object'],
    [[base], 'Settings must be an object'],
  ])('refuses %j: %s', (input, error) => {
    const parsed = mailchimpConnector.parseSettings(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(error);
  });

  it('keeps merge tags upper case, tags deduplicated, double opt-in off by default', () => {
    expect(mailchimpConnector.parseSettings({ ...base, tags: [' a ', 'a', 'b'], fieldMap: { city: 'city' } })).toEqual({
      ok: true,
      value: { ...base, tags: ['a', 'b'], doubleOptIn: false, fieldMap: { city: 'CITY' } },
    });
  });
});
