import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyFieldDesign, type SubmittedField } from '@beckon/core';
import { createPopup } from '../src/repositories/poptins.js';
import { DIALECTS } from './support/databases.js';
import { startTestApp, type TestApp } from './support/app.js';

/**
 * The server checks a lead again with the SPEC §5 rules of the pop-up's own design, whatever the
 * browser said, and stores the normalised values.
 */
describe.each(DIALECTS)('lead validation on the server, %s', (dialect) => {
  let t: TestApp;
  let poptinId: string;
  let viewer: string;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    const site = await t.app.db.selectFrom('sites').select(['id', 'account_id']).where('client_id', '=', t.demo.clientId).executeTakeFirstOrThrow();
    poptinId = await createPopup(t.app.db, {
      accountId: site.account_id,
      siteId: site.id,
      name: 'Club',
      type: 'lightbox',
      format: 'format_1',
      target: 'lead',
      status: 'published',
      settings: { design_properties: {}, design: everyFieldDesign('en') },
    });
    const display = await t.app.inject({ method: 'POST', url: `/api/display/${t.demo.clientId}`, payload: {} });
    viewer = display.json().poptins[0].viewer_id as string;
  });
  afterAll(async () => t?.close());

  const good: Record<string, string> = {
    first_name: 'Ada',
    email: 'Ada@Example.com',
    phone_3: '050 123 4567',
    sms_4: '+44 7700 900123',
    number_5: '2.345',
    date_6: '2026-12-01',
    birthday: '10/12/1990',
    website_url_8: 'https://ada.example',
    radio_9: 'Light',
    checkbox_10: 'Espresso,Filter',
    multi_select_11: 'Kenya',
    country: 'Israel',
    text_14: 'Analytical Engines',
    consent: 'yes',
  };

  const post = (values: Record<string, string>) => {
    const fields: SubmittedField[] = Object.entries(values).map(([field_key, value]) => ({ field_key, label: field_key, type: 'text', value }));
    return t.app.inject({
      method: 'POST',
      url: `/api/display/conversion/${viewer}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        poptin_id: poptinId,
        client_id: t.demo.clientId,
        url: 'https://shop.example/',
        newExtraFields: JSON.stringify(fields),
      }).toString(),
    });
  };

  it('stores every kind normalised, with the designed labels and the hidden field', async () => {
    const response = await post(good);
    expect(response.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('conversions')
      .select(['fields', 'email'])
      .where('id', '=', Number(response.json().conversion_id))
      .executeTakeFirstOrThrow();
    const stored = Object.fromEntries((JSON.parse(row.fields) as SubmittedField[]).map((f) => [f.field_key, f.value]));
    expect(stored).toEqual({
      first_name: 'Ada',
      email: 'ada@example.com',
      phone_3: '+972501234567',
      sms_4: '+44 7700 900123',
      number_5: '2.35',
      date_6: '01/12/2026',
      birthday: '10/12/1990',
      website_url_8: 'https://ada.example',
      radio_9: 'Light',
      checkbox_10: 'Espresso,Filter',
      multi_select_11: 'Kenya',
      country: 'Israel',
      text_14: 'Analytical Engines',
      consent: 'yes',
      hidden_17: 'autumn-club',
    });
    expect(row.email).toBe('ada@example.com');
    expect((JSON.parse(row.fields) as SubmittedField[]).find((f) => f.field_key === 'radio_9')).toMatchObject({ label: 'Roast', type: 'radio' });
  });

  it.each([
    ['a name with digits', { first_name: 'Ada 2' }, 'Please enter at least 2 or more characters'],
    ['no name', { first_name: '' }, 'This field is required'],
    ['an email with typos', { email: 'ada@@example' }, 'There are typos in the email'],
    ['an invalid international phone', { phone_3: '12' }, 'Invalid number - please try again'],
    ['an SMS number with letters', { sms_4: '+44 77OO 900123' }, 'Please enter 7 to 15 digits and avoid using letters or symbols'],
    ['a birthday in the future', { birthday: '01/01/2999' }, 'Please enter a valid birthday.'],
    ['no roast chosen', { radio_9: '' }, 'Please choose at least one option'],
    ['consent not given', { consent: 'no' }, undefined],
    ['an empty form', Object.fromEntries(Object.keys(good).map((k) => [k, ''])), undefined],
    // Issue 15: choices hold only their options, websites only http(s) addresses; the field is named.
    ['a roast that is not offered', { radio_9: '<script>alert(1)</script>' }, 'Please choose one of the options offered', 'radio_9'],
    ['a brewing method that is not offered', { checkbox_10: 'Espresso,Instant' }, 'Please choose one of the options offered', 'checkbox_10'],
    ['an origin that is not offered', { multi_select_11: 'Mars' }, 'Please choose one of the options offered', 'multi_select_11'],
    ['a country that is not offered', { country: 'Atlantis' }, 'Please choose one of the options offered', 'country'],
    [
      'a website that runs script',
      { website_url_8: 'javascript:alert(document.cookie)' },
      'Please enter a web address starting with http:// or https://',
      'website_url_8',
    ],
    [
      'a website that is a data address',
      { website_url_8: 'data:text/html,<b>x</b>' },
      'Please enter a web address starting with http:// or https://',
      'website_url_8',
    ],
  ])("refuses %s with the rule's message", async (_name, change, message, field?: string) => {
    const response = await post({ ...good, ...change });
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
    if (field) expect(response.json().field).toBe(field);
  });
});

/** SPEC §3 field_checkbox_required: the pop-up-wide setting binds the server as it binds the form. */
describe.each(DIALECTS)('the pop-up-wide consent setting on the server, %s', (dialect) => {
  let t: TestApp;
  let viewer: string;
  const ids: Record<'required' | 'optional', string> = { required: '', optional: '' };

  beforeAll(async () => {
    t = await startTestApp(dialect);
    const site = await t.app.db.selectFrom('sites').select(['id', 'account_id']).where('client_id', '=', t.demo.clientId).executeTakeFirstOrThrow();
    const design = everyFieldDesign('en');
    // The consent field itself is optional: only the pop-up-wide flag can make it required.
    for (const block of design.screens.main ?? [])
      if (block.kind === 'fields') block.fields = block.fields.map((f) => (f.type === 'consent' ? { ...f, required: false } : f));
    for (const which of ['required', 'optional'] as const) {
      ids[which] = await createPopup(t.app.db, {
        accountId: site.account_id,
        siteId: site.id,
        name: `Consent ${which}`,
        type: 'lightbox',
        format: 'format_1',
        target: 'lead',
        status: 'published',
        settings: { design_properties: { field_checkbox_required: which === 'required' ? 1 : 0 }, design },
      });
    }
    const display = await t.app.inject({ method: 'POST', url: `/api/display/${t.demo.clientId}`, payload: {} });
    viewer = display.json().poptins[0].viewer_id as string;
  });
  afterAll(async () => t?.close());

  const post = (poptinId: string, consent: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/display/conversion/${viewer}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        poptin_id: poptinId,
        client_id: t.demo.clientId,
        url: 'https://shop.example/',
        first_name: 'Ada',
        email: 'ada@example.com',
        radio_9: 'Light',
        consent,
      }).toString(),
    });

  it.each([
    ['required', 'no', 400],
    ['required', 'yes', 200],
    ['optional', 'no', 200],
  ] as const)('a pop-up whose consent box is %s, sent consent %s, answers %i', async (which, consent, status) => {
    const response = await post(ids[which], consent);
    expect(response.statusCode, response.body).toBe(status);
    if (status === 400) expect(response.json().field).toBe('consent');
  });
});
