import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseConnectorBaseUrls } from '../src/integrations/connector-base-urls.js';
import { connectorFor } from '../src/integrations/dispatch.js';
import { readEnv } from '../src/env/variables.js';
import { DIALECTS } from './support/databases.js';
import { strangerCookie } from './support/app.js';
import { startBrevoStandin, type BrevoStandin } from './support/standins/brevo.js';
import { startKlaviyoStandin, type KlaviyoStandin } from './support/standins/klaviyo.js';
import { startMailchimpStandin, type MailchimpStandin } from './support/standins/mailchimp.js';
import { startReceiverStandin, type ReceiverStandin } from './support/standins/receiver.js';
import { convert, deliveriesOf, startWebhookApp, type WebhookApp } from './webhooks-harness.js';

/**
 * Issue 21, the connectors on the queue: an owner adds Mailchimp, Brevo, Klaviyo or a generic URL
 * through the admin API; a visitor's lead reaches the service's stand-in with the mapped fields;
 * the delivery log keeps the service's own words; the API key is never answered nor stored in clear.
 */

const MAILCHIMP_KEY = '0123456789abcdef0123456789abcdef-us21';
const MAILCHIMP_LIST = 'a1b2c3d4e5';
const BREVO_KEY = `xkeysib-${'a1'.repeat(32)}-Zx9Yw8Vu7Ts6Rq5P`;
const BREVO_LIST = 7;
const KLAVIYO_KEY = 'pk_0123456789abcdef0123456789abcdef01';
const KLAVIYO_LIST = 'Xy12Ab';

/** The lead's own fields as the widget posts them: email, a first name and a city in a custom field. */
function leadFields(email: string): Record<string, string> {
  return {
    newExtraFields: JSON.stringify([
      { field_key: 'email', label: 'Email', type: 'email', value: email },
      { field_key: 'first_name', label: 'First name', type: 'text', value: 'Ada' },
      { field_key: 'text_3', label: 'City', type: 'text', value: 'Paris' },
    ]),
  };
}

function textField(count: number, key: string, label: string) {
  return { count, type: 'text', name: key, id: `${key}_${count}`, field_key: key, short_name: key, placeholder: label, value: '', label, required: false };
}

/** The demo pop-up asks for a first name and a city too (a custom field, text_3), so a lead carries fields to map. */
async function askNameAndCity(t: WebhookApp): Promise<void> {
  const row = await t.app.db.selectFrom('poptins').select('settings').where('id', '=', t.demo.poptinId).executeTakeFirstOrThrow();
  const settings = JSON.parse(row.settings) as { design: { screens: { main: Array<{ kind: string; fields?: unknown[] }> } } };
  const block = settings.design.screens.main.find((b) => b.kind === 'fields')!;
  block.fields!.push(textField(2, 'first_name', 'First name'), textField(3, 'text_3', 'City'));
  await t.app.db
    .updateTable('poptins')
    .set({ settings: JSON.stringify(settings) })
    .where('id', '=', t.demo.poptinId)
    .execute();
  await t.app.configChanges.publish({ all: true });
}

describe('BECKON_CONNECTOR_BASE_URLS: stand-ins on this machine only', () => {
  it.each([
    ['mailchimp=http://127.0.0.1:4010,brevo=http://[::1]:4011/', { mailchimp: 'http://127.0.0.1:4010', brevo: 'http://[::1]:4011' }],
    ['klaviyo=http://localhost:9', { klaviyo: 'http://localhost:9' }],
    ['', {}],
  ])('reads %j', (text, expected) => {
    expect(parseConnectorBaseUrls(text)).toEqual(expected);
  });

  it.each([
    ['mailchimp=https://us21.api.mailchimp.com', /not on this machine/],
    ['brevo=http://10.0.0.5:80', /not on this machine/],
    ['mailchimp=http://user:pw@127.0.0.1:1', /not on this machine/],
    ['webhook=http://127.0.0.1:1', /names no connector/],
    ['http://127.0.0.1:1', /names no connector/],
    ['zapier=http://127.0.0.1:1', /names no connector/],
    ['generic=http://127.0.0.1:1', /names no connector/],
  ])('refuses %j', (text, words) => {
    expect(() => readEnv({ BECKON_CONNECTOR_BASE_URLS: text }, ['BECKON_CONNECTOR_BASE_URLS'])).toThrow(words);
    expect(() => readEnv({ BECKON_CONNECTOR_BASE_URLS: text }, ['BECKON_CONNECTOR_BASE_URLS'])).toThrow(/^BECKON_CONNECTOR_BASE_URLS /);
  });
});

describe('the generic connector names this machine only when loopback is allowed', () => {
  const settings = { url: 'http://127.0.0.1:9/hook', method: 'POST', format: 'json', fieldMap: { email: '{{email}}' } };
  it.each([
    [false, false],
    [true, true],
  ])('allowLoopback %s: settings accepted %s', (allowLoopback, accepted) => {
    expect(connectorFor('generic', { allowLoopback }).parseSettings(settings).ok).toBe(accepted);
  });
});

describe.each(DIALECTS)('connectors on the delivery queue on %s', (dialect) => {
  let t: WebhookApp;
  let stranger: string;
  let mailchimp: MailchimpStandin;
  let brevo: BrevoStandin;
  let klaviyo: KlaviyoStandin;
  let receiver: ReceiverStandin;

  beforeAll(async () => {
    mailchimp = await startMailchimpStandin({ apiKey: MAILCHIMP_KEY, lists: [MAILCHIMP_LIST] });
    brevo = await startBrevoStandin({ apiKey: BREVO_KEY, lists: [BREVO_LIST] });
    klaviyo = await startKlaviyoStandin({ apiKey: KLAVIYO_KEY, lists: [KLAVIYO_LIST] });
    receiver = await startReceiverStandin();
    t = await startWebhookApp(dialect, {
      random: () => 0.5,
      connectorBaseUrls: { mailchimp: mailchimp.url, brevo: brevo.url, klaviyo: klaviyo.url },
    });
    stranger = await strangerCookie(t.app);
    await askNameAndCity(t);
  });
  afterAll(async () => {
    for (const standin of [mailchimp, brevo, klaviyo, receiver]) await standin?.close();
    await t?.close();
  });
  beforeEach(async () => {
    await t.app.db.deleteFrom('integration_deliveries').execute();
    await t.app.db.deleteFrom('integrations').execute();
    await t.app.configChanges.publish({ all: true });
  });

  const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie = t.cookie) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  async function addConnector(kind: string, settings: Record<string, unknown>) {
    const response = await admin('POST', `/api/admin/sites/${t.demo.clientId}/integrations`, { kind, name: `My ${kind}`, events: ['conversion'], settings });
    expect(response.statusCode, response.body).toBe(201);
    return response;
  }

  const mailchimpSettings = (extra: Record<string, unknown> = {}) => ({
    apiKey: MAILCHIMP_KEY,
    listId: MAILCHIMP_LIST,
    tags: ['beckon', 'spring'],
    doubleOptIn: false,
    fieldMap: { text_3: 'CITY' },
    ...extra,
  });

  it('Mailchimp: the lead arrives with its merge fields and tags; the key is masked in replies and sealed in the row', async () => {
    const created = await addConnector('mailchimp', mailchimpSettings());
    const id = created.json().integration.id as string;
    expect(created.json().secret).toBeNull();
    expect(created.json().integration.settings).toMatchObject({ apiKey: '••••us21', listId: MAILCHIMP_LIST, tags: ['beckon', 'spring'] });
    const listed = await admin('GET', `/api/admin/sites/${t.demo.clientId}/integrations`);
    const patched = await admin('PATCH', `/api/admin/integrations/${id}`, { name: 'Renamed' });
    for (const reply of [created, listed, patched]) expect(reply.body).not.toContain(MAILCHIMP_KEY.slice(0, 20));
    const row = await t.app.db.selectFrom('integrations').select(['settings', 'secret']).where('id', '=', Number(id)).executeTakeFirstOrThrow();
    expect(row.settings).not.toContain(MAILCHIMP_KEY.slice(0, 12));
    expect(row.settings).not.toContain(MAILCHIMP_LIST);

    expect((await convert(t, 'ada@shop.org', leadFields('ada@shop.org'))).statusCode).toBe(200);
    await t.app.integrations.drain();
    const member = mailchimp.members(MAILCHIMP_LIST).find((m) => m.email_address === 'ada@shop.org');
    expect(member).toMatchObject({ status: 'subscribed', merge_fields: { FNAME: 'Ada', CITY: 'Paris' }, tags: ['beckon', 'spring'] });
    const log = await admin('GET', `/api/admin/integrations/${id}/deliveries`);
    expect(log.json().deliveries[0]).toMatchObject({ status: 'delivered', attempts: 1, last_error: '' });
  });

  it.each([
    ['a refused key (401)', { apiKey: 'ffffffffffffffffffffffffffffffff-us21' }, 'eve@shop.org', 401, 'API Key Invalid'],
    ['an invalid email (400)', {}, 'fake@example.com', 400, 'fake@example.com looks fake or invalid'],
  ])('Mailchimp, %s: failed at once, in the service’s own words', async (_name, extra, email, status, words) => {
    const created = await addConnector('mailchimp', mailchimpSettings(extra));
    expect((await convert(t, email)).statusCode).toBe(200);
    await t.app.integrations.drain();
    const [row] = await deliveriesOf(t);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, last_status: status });
    const log = await admin('GET', `/api/admin/integrations/${created.json().integration.id}/deliveries`);
    expect(log.json().deliveries[0].last_error).toContain(words);
    expect(log.json().deliveries[0].next_attempt_at).toBeNull();
  });

  it('Mailchimp 429: retried after its Retry-After, then delivered', async () => {
    await addConnector('mailchimp', mailchimpSettings());
    mailchimp.failNext(429, { retryAfterSeconds: 90 });
    expect((await convert(t, 'later@shop.org')).statusCode).toBe(200);
    await t.app.integrations.drain();
    const [first] = await deliveriesOf(t);
    expect(first).toMatchObject({ status: 'retrying', attempts: 1, last_status: 429 });
    expect(first!.last_error).toContain('Too Many Requests');
    const wait = Number(first!.next_attempt_at) - Number(first!.last_attempt_at);
    expect(wait).toBeGreaterThanOrEqual(90_000);
    expect(wait).toBeLessThan(91_000);
    t.clock.ahead += wait;
    await t.app.integrations.drain();
    const [second] = await deliveriesOf(t);
    expect(second).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(mailchimp.members(MAILCHIMP_LIST).some((m) => m.email_address === 'later@shop.org')).toBe(true);
  });

  const others: Array<[string, Record<string, unknown>, (email: string) => unknown, object]> = [
    [
      'brevo',
      { apiKey: BREVO_KEY, listIds: [BREVO_LIST], fieldMap: { text_3: 'CITY' } },
      (email) => brevo.contact(email),
      { listIds: [BREVO_LIST], attributes: { FIRSTNAME: 'Ada', CITY: 'Paris' } },
    ],
    ['klaviyo', { apiKey: KLAVIYO_KEY, listId: KLAVIYO_LIST, fieldMap: { text_3: 'location.city' } }, (email) => klaviyo.profile(email), {}],
  ];
  it.each(others)('%s: the lead reaches the service with its mapped fields; the key is masked', async (kind, settings, held, expected) => {
    const created = await addConnector(kind, settings);
    expect(created.body).not.toContain(String(settings['apiKey']).slice(0, 20));
    expect(created.json().integration.settings.apiKey).toMatch(/^••••.{4}$/);
    const email = `${kind}@shop.org`;
    expect((await convert(t, email, leadFields(email))).statusCode).toBe(200);
    await t.app.integrations.drain();
    expect(held(email), JSON.stringify((await deliveriesOf(t))[0])).toMatchObject(expected);
    expect((await deliveriesOf(t))[0]).toMatchObject({ status: 'delivered' });
  });

  it('klaviyo: the profile holds the mapped city', async () => {
    await addConnector('klaviyo', { apiKey: KLAVIYO_KEY, listId: KLAVIYO_LIST, fieldMap: { text_3: 'location.city' } });
    expect((await convert(t, 'kay@shop.org', leadFields('kay@shop.org'))).statusCode).toBe(200);
    await t.app.integrations.drain();
    expect(JSON.stringify(klaviyo.profile('kay@shop.org'))).toContain('Paris');
    expect(JSON.stringify(klaviyo.profile('kay@shop.org'))).toContain('Ada');
  });

  it('generic: the receiver on this machine gets the templates filled, its header masked in replies', async () => {
    const token = 'Bearer s3cr3t-token-0123456789';
    const created = await addConnector('generic', {
      url: `${receiver.url}/leads`,
      method: 'POST',
      format: 'json',
      headers: { Authorization: token },
      fieldMap: { mail: '{{email}}', who: '{{fields.first_name}} from {{fields.text_3}}' },
    });
    expect(created.body).not.toContain('s3cr3t');
    expect(created.json().integration.settings.headers).toEqual({ authorization: '••••6789' });
    expect((await convert(t, 'gen@shop.org', leadFields('gen@shop.org'))).statusCode).toBe(200);
    await t.app.integrations.drain();
    const got = receiver.requests.at(-1)!;
    expect(got.json).toEqual({ mail: 'gen@shop.org', who: 'Ada from Paris' });
    expect(got.headers.authorization).toBe(token);
    // Sent back masked as shown, the header keeps its stored value.
    const id = created.json().integration.id as string;
    const patched = await admin('PATCH', `/api/admin/integrations/${id}`, { settings: created.json().integration.settings });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await convert(t, 'gen2@shop.org', leadFields('gen2@shop.org'))).statusCode).toBe(200);
    await t.app.integrations.drain();
    expect(receiver.requests.at(-1)!.headers.authorization).toBe(token);
  });

  it('update: a masked or absent key keeps the stored one; a new key replaces it', async () => {
    const created = await addConnector('mailchimp', mailchimpSettings());
    const id = created.json().integration.id as string;
    const shown = created.json().integration.settings as Record<string, unknown>;
    const sealedBefore = (await t.app.db.selectFrom('integrations').select('settings').where('id', '=', Number(id)).executeTakeFirstOrThrow()).settings;

    const masked = await admin('PATCH', `/api/admin/integrations/${id}`, { settings: { ...shown, tags: ['autumn'] } });
    expect(masked.statusCode, masked.body).toBe(200);
    expect(masked.json().settings).toMatchObject({ apiKey: '••••us21', tags: ['autumn'] });
    const withoutKey = { ...Object.fromEntries(Object.entries(shown).filter(([name]) => name !== 'apiKey')), tags: ['winter'] };
    expect((await admin('PATCH', `/api/admin/integrations/${id}`, { settings: withoutKey })).statusCode).toBe(200);
    expect((await convert(t, 'kept@shop.org')).statusCode).toBe(200);
    await t.app.integrations.drain();
    expect(mailchimp.members(MAILCHIMP_LIST).find((m) => m.email_address === 'kept@shop.org')?.tags).toEqual(['winter']);
    const sealedAfter = (await t.app.db.selectFrom('integrations').select('settings').where('id', '=', Number(id)).executeTakeFirstOrThrow()).settings;
    expect(sealedAfter).not.toBe(sealedBefore);

    const replaced = await admin('PATCH', `/api/admin/integrations/${id}`, { settings: { ...shown, apiKey: 'ffffffffffffffffffffffffffffffff-us21' } });
    expect(replaced.json().settings.apiKey).toBe('••••us21');
    expect((await convert(t, 'replaced@shop.org')).statusCode).toBe(200);
    await t.app.integrations.drain();
    expect((await deliveriesOf(t)).at(-1)).toMatchObject({ status: 'failed', last_status: 401 });
    // Another key's mask is no key: it is refused by the parser, never stored as typed.
    const foreign = await admin('PATCH', `/api/admin/integrations/${id}`, { settings: { ...shown, apiKey: '••••us99' } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().field).toBe('settings.apiKey');
  });

  it('test send: the owner’s own address reaches the service (it refuses made-up ones), and the key is not in the answer', async () => {
    const created = await addConnector('mailchimp', mailchimpSettings());
    const sent = await admin('POST', `/api/admin/integrations/${created.json().integration.id}/test`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ ok: true, status: 200 });
    expect(mailchimp.members(MAILCHIMP_LIST).map((m) => m.email_address)).toContain(t.demo.email);
    expect(sent.body).not.toContain(MAILCHIMP_KEY.slice(0, 20));
  });

  it('test send: a refusal comes back in the service’s own words', async () => {
    const created = await addConnector('mailchimp', mailchimpSettings({ apiKey: 'ffffffffffffffffffffffffffffffff-us21' }));
    const sent = await admin('POST', `/api/admin/integrations/${created.json().integration.id}/test`);
    expect(sent.json()).toMatchObject({ ok: false, status: 401 });
    expect(sent.json().message).toContain('API Key Invalid');
  });

  it("answers 404 to another owner's calls on a connector", async () => {
    const created = await addConnector('mailchimp', mailchimpSettings());
    const id = created.json().integration.id as string;
    const calls: Array<[string, string, object?]> = [
      ['GET', `/api/admin/sites/${t.demo.clientId}/integrations`],
      ['PATCH', `/api/admin/integrations/${id}`, { settings: mailchimpSettings({ apiKey: 'ffffffffffffffffffffffffffffffff-us21' }) }],
      ['POST', `/api/admin/integrations/${id}/test`],
      ['GET', `/api/admin/integrations/${id}/deliveries`],
      ['DELETE', `/api/admin/integrations/${id}`],
    ];
    const answers = [];
    for (const [method, url, payload] of calls) {
      const answer = await admin(method as 'GET', url, payload, stranger);
      expect(answer.body).not.toContain(MAILCHIMP_KEY.slice(0, 20));
      answers.push(`${method} ${url} -> ${answer.statusCode}`);
    }
    expect(answers).toEqual(calls.map(([method, url]) => `${method} ${url} -> 404`));
    expect((await convert(t, 'still@shop.org')).statusCode).toBe(200);
    await t.app.integrations.drain();
    expect((await deliveriesOf(t))[0]).toMatchObject({ status: 'delivered' });
  });

  const bad: Array<[string, string, Record<string, unknown>, string, RegExp]> = [
    [
      'a Mailchimp key without its data centre',
      'mailchimp',
      { apiKey: '0123456789abcdef0123456789abcdef', listId: MAILCHIMP_LIST },
      'settings.apiKey',
      /apiKey/,
    ],
    [
      'a Mailchimp merge tag over 10 characters',
      'mailchimp',
      mailchimpSettings({ fieldMap: { text_3: 'ABCDEFGHIJKL' } }),
      'settings.fieldMap.text_3',
      /fieldMap/,
    ],
    ['a Brevo SMTP key', 'brevo', { apiKey: 'xsmtpsib-0123456789abcdef0123456789', listIds: [BREVO_LIST] }, 'settings.apiKey', /SMTP key/],
    ['Brevo without a list', 'brevo', { apiKey: BREVO_KEY, listIds: [] }, 'settings.listIds', /listIds/],
    ['a Klaviyo public key', 'klaviyo', { apiKey: 'AbC123', listId: KLAVIYO_LIST }, 'settings.apiKey', /apiKey/],
    ['a generic template naming nothing', 'generic', { url: 'https://hooks.shop.org/x', fieldMap: { a: '{{nothing}}' } }, 'settings.fieldMap.a', /fieldMap/],
    [
      'a generic Host header',
      'generic',
      { url: 'https://hooks.shop.org/x', headers: { Host: 'x' }, fieldMap: { a: '{{email}}' } },
      'settings.headers.Host',
      /headers/,
    ],
    ['settings that are not an object', 'mailchimp', { apiKey: ['x'] }, 'settings.apiKey', /apiKey/],
  ];
  it.each(bad)('refuses %s: 400 naming the setting', async (_name, kind, settings, field, words) => {
    const response = await admin('POST', `/api/admin/sites/${t.demo.clientId}/integrations`, { kind, name: 'x', events: ['conversion'], settings });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().field).toBe(field);
    expect(response.json().message).toMatch(words);
    expect(await t.app.db.selectFrom('integrations').selectAll().execute()).toHaveLength(0);
  });

  it('refuses a connector without settings, an address on a connector, and settings over 8 KB', async () => {
    const base = { kind: 'mailchimp', name: 'x', events: ['conversion'] };
    const path = `/api/admin/sites/${t.demo.clientId}/integrations`;
    expect((await admin('POST', path, base)).json().field).toBe('settings');
    expect((await admin('POST', path, { ...base, url: 'https://x.example', settings: mailchimpSettings() })).json().field).toBe('url');
    const huge = await admin('POST', path, { ...base, settings: mailchimpSettings({ note: 'x'.repeat(9000) }) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().field).toBe('settings');
  });
});
