import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, POPUP_SIGNUP_LIMITS, emailField, leadPopupDesign, type DesignedField, type PopupSettings, type SignupDoubleOptIn } from '@beckon/core';
import { createList } from '../src/repositories/lists.js';
import { createPopup } from '../src/repositories/poptins.js';
import { DEFAULT_RATE_LIMITS } from '../src/security/rate-limits.js';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { DIALECTS } from './support/databases.js';
import { pastView } from './support/views.js';
import { DEMO_PASSWORD, loginCookie, startTestApp, strangerCookie, type TestApp } from './support/app.js';

/** Issue 18 part 4: a pop-up's leads join the lists the pop-up names (SPEC §1 lists, §4 sign-up states). */
const NO_VISITOR_LIMITS = { ...DEFAULT_RATE_LIMITS, ipPerMinute: 0, clientPerMinute: 0 };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const PAGE = 'https://shop.example/spring?utm_source=x';
const CONSENT = 'Yes, send me Northwind’s offers by email';

function field(type: DesignedField['type'], key: string, label: string, extra: Partial<DesignedField> = {}): DesignedField {
  return {
    count: 9,
    type,
    name: key,
    id: `${key}_9`,
    field_key: key,
    short_name: key,
    placeholder: '',
    value: '',
    created_as: type,
    created_version: '1',
    property_name: key,
    label,
    ...extra,
  };
}

/** The lead design with these fields in place of its single email field. */
function withFields(fields: DesignedField[]): PopupSettings['design'] {
  const design = leadPopupDesign('en');
  const main = design.screens.main!.map((block) => (block.kind === 'fields' ? { kind: 'fields' as const, fields } : block));
  return { ...design, screens: { ...design.screens, main } };
}

describe.each(DIALECTS)('pop-up leads feed lists on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let viewer: string;
  let site: { id: number; accountId: number };
  const lists = {} as Record<'news' | 'deals' | 'texts' | 'theirs', string>;
  let n = 0;

  beforeAll(async () => {
    t = await startTestApp(dialect, { rateLimits: NO_VISITOR_LIMITS, publicUrl: 'https://beckon.example' });
    cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    const row = await t.app.db.selectFrom('sites').select(['id', 'account_id']).where('client_id', '=', t.demo.clientId).executeTakeFirstOrThrow();
    site = { id: row.id, accountId: row.account_id };
    const display = await t.app.inject({ method: 'POST', url: `/api/display/${t.demo.clientId}`, payload: {} });
    viewer = display.json().poptins[0].viewer_id as string;
    lists.news = await createList(t.app.db, site.accountId, { name: 'News', kind: 'email', doubleOptIn: true });
    lists.deals = await createList(t.app.db, site.accountId, { name: 'Deals', kind: 'email', doubleOptIn: false });
    lists.texts = await createList(t.app.db, site.accountId, { name: 'Texts', kind: 'sms', doubleOptIn: false });
    await strangerCookie(t.app);
    const stranger = await t.app.db.selectFrom('accounts').select('id').where('email', '=', 'other@owner.example').executeTakeFirstOrThrow();
    lists.theirs = await createList(t.app.db, stranger.id, { name: 'Theirs', kind: 'email', doubleOptIn: false });
  });
  afterAll(async () => t?.close());

  async function newPopup(settings: Partial<PopupSettings>): Promise<{ id: string; name: string }> {
    n += 1;
    const name = `Spring sale ${n}`;
    const id = await createPopup(t.app.db, {
      accountId: site.accountId,
      siteId: site.id,
      name,
      type: 'lightbox',
      format: 'format_1',
      target: 'lead',
      status: 'published',
      settings: { design_properties: {}, design: leadPopupDesign('en'), ...settings } as PopupSettings,
    });
    await t.app.configChanges.publish({ siteId: site.id });
    return { id, name };
  }

  const convert = async (poptinId: string, body: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/display/conversion/${viewer}`,
      headers: FORM,
      payload: new URLSearchParams({
        poptin_id: poptinId,
        client_id: t.demo.clientId,
        url: PAGE,
        poptin_view_id: await pastView(t.app, poptinId),
        ...body,
      }).toString(),
    });
  const converted = async (poptinId: string, body: Record<string, string>) => {
    const response = await convert(poptinId, body);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const leadsOf = (poptinId: string) => t.app.db.selectFrom('conversions').select(['id', 'email']).where('poptin_id', '=', poptinId).execute();
  const subscriptionsOf = (who: { email?: string; phone?: string }) =>
    t.app.db
      .selectFrom('subscriptions')
      .innerJoin('subscribers', 'subscribers.id', 'subscriptions.subscriber_id')
      .innerJoin('lists', 'lists.id', 'subscriptions.list_id')
      .select(['lists.public_id', 'subscriptions.status', 'subscriptions.consent_text', 'subscriptions.source_url', 'subscriptions.form_id'])
      .where(who.email !== undefined ? 'subscribers.email' : 'subscribers.phone', '=', who.email ?? who.phone ?? '')
      .orderBy('lists.id')
      .execute();
  const subscriberCount = async (email: string) =>
    Number(
      (
        await t.app.db
          .selectFrom('subscribers')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('subscribes a lead: confirmed on a list without double opt-in, pending on one with, worded after the pop-up and the page', async () => {
    const popup = await newPopup({ signup_lists: [lists.news, lists.deals] });
    await converted(popup.id, { email: 'Ada@Example.com' });
    expect(await leadsOf(popup.id)).toHaveLength(1);
    const consent = `Pop-up: ${popup.name}`;
    expect(await subscriptionsOf({ email: 'ada@example.com' })).toEqual([
      { public_id: lists.news, status: 'pending', consent_text: consent, source_url: PAGE, form_id: null },
      { public_id: lists.deals, status: 'confirmed', consent_text: consent, source_url: PAGE, form_id: null },
    ]);
  });

  it("queues the pending list's confirmation email, its links on PUBLIC_URL whatever Host the lead came with", async () => {
    const popup = await newPopup({ signup_lists: [lists.news, lists.deals] });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/display/conversion/${viewer}`,
      headers: { ...FORM, host: 'forged.example' },
      payload: new URLSearchParams({
        poptin_id: popup.id,
        client_id: t.demo.clientId,
        url: PAGE,
        poptin_view_id: await pastView(t.app, popup.id),
        email: 'hal@example.com',
      }).toString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const queued = await t.app.db.selectFrom('outbox').select(['to_address', 'link']).where('to_address', '=', 'hal@example.com').execute();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.link.startsWith('https://beckon.example/')).toBe(true);
  });

  it.each<[SignupDoubleOptIn, string, string[]]>([
    ['list', 'mode-list@example.com', ['pending', 'confirmed']],
    ['on', 'mode-on@example.com', ['pending', 'pending']],
    ['off', 'mode-off@example.com', ['confirmed', 'confirmed']],
  ])('double opt-in %s decides each subscription’s status', async (mode, email, statuses) => {
    const popup = await newPopup({ signup_lists: [lists.news, lists.deals], signup_double_opt_in: mode });
    await converted(popup.id, { email });
    expect((await subscriptionsOf({ email })).map((s) => s.status)).toEqual(statuses);
  });

  it("ignores another account's list and unknown ids: an owner cannot feed a list that is not theirs", async () => {
    const popup = await newPopup({ signup_lists: [lists.theirs, 'zzzzzzzzzzzz', lists.deals] });
    await converted(popup.id, { email: 'bea@example.com' });
    expect((await subscriptionsOf({ email: 'bea@example.com' })).map((s) => s.public_id)).toEqual([lists.deals]);
    const theirs = await t.app.db
      .selectFrom('subscriptions')
      .innerJoin('lists', 'lists.id', 'subscriptions.list_id')
      .select('subscriptions.subscriber_id')
      .where('lists.public_id', '=', lists.theirs)
      .execute();
    expect(theirs).toEqual([]);
    const strangers = await t.app.db.selectFrom('subscribers').select('id').where('account_id', '!=', site.accountId).execute();
    expect(strangers).toEqual([]);
  });

  it('stores the lead and answers success even when the subscription fails, and stores no half of the sign-up', async () => {
    const popup = await newPopup({ signup_lists: [lists.deals] });
    await t.app.db.schema.alterTable('subscriptions').renameTo('subscriptions_away').execute();
    try {
      const response = await converted(popup.id, { email: 'cy@example.com' });
      expect(response.json()).toMatchObject({ success: true });
    } finally {
      await t.app.db.schema.alterTable('subscriptions_away').renameTo('subscriptions').execute();
    }
    expect((await leadsOf(popup.id)).map((l) => l.email)).toEqual(['cy@example.com']);
    expect(await subscriberCount('cy@example.com')).toBe(0);
    // The table is back: the next lead of the same pop-up joins as usual.
    await converted(popup.id, { email: 'cy2@example.com' });
    expect(await subscriptionsOf({ email: 'cy2@example.com' })).toHaveLength(1);
  });

  describe('the consent box', () => {
    const consentDesign = (required: boolean) => withFields([emailField(1, 'Email', 'you@example.com'), field('consent', 'consent', CONSENT, { required })]);

    it.each<[string, string | undefined, number]>([
      ['unticked (not required): the lead is stored, no list joined', undefined, 0],
      ['ticked: joined, with the box’s own wording as the consent', 'yes', 1],
    ])('%s', async (_, ticked, joined) => {
      const popup = await newPopup({ design: consentDesign(false), signup_lists: [lists.deals] });
      const email = `consent-${joined}@example.com`;
      await converted(popup.id, { email, ...(ticked ? { consent: ticked } : {}) });
      expect(await leadsOf(popup.id)).toHaveLength(1);
      const subscriptions = await subscriptionsOf({ email });
      expect(subscriptions).toHaveLength(joined);
      if (joined) expect(subscriptions[0]!.consent_text).toBe(CONSENT);
    });

    it('required and unticked: the lead is refused, so nothing joins either', async () => {
      const popup = await newPopup({ design: consentDesign(true), signup_lists: [lists.deals] });
      const response = await convert(popup.id, { email: 'refused@example.com' });
      expect(response.statusCode).toBe(400);
      expect(await leadsOf(popup.id)).toEqual([]);
      expect(await subscriberCount('refused@example.com')).toBe(0);
    });

    it('required by the pop-up-wide setting and unticked: refused too', async () => {
      const popup = await newPopup({ design: consentDesign(false), design_properties: { field_checkbox_required: 1 }, signup_lists: [lists.deals] });
      expect((await convert(popup.id, { email: 'refused2@example.com' })).statusCode).toBe(400);
      expect(await subscriberCount('refused2@example.com')).toBe(0);
    });
  });

  it('a repeated lead, and a retried submit, join once: no duplicate subscriber or subscription', async () => {
    const popup = await newPopup({ signup_lists: [lists.news, lists.deals] });
    await converted(popup.id, { email: 'dee@example.com', bk_submission: 'sub-dee-000000001' });
    await converted(popup.id, { email: 'dee@example.com', bk_submission: 'sub-dee-000000001' });
    await converted(popup.id, { email: 'DEE@example.com' });
    expect(await subscriberCount('dee@example.com')).toBe(1);
    expect((await subscriptionsOf({ email: 'dee@example.com' })).map((s) => [s.public_id, s.status])).toEqual([
      [lists.news, 'pending'],
      [lists.deals, 'confirmed'],
    ]);
  });

  describe('who can be reached where', () => {
    const phoneDesign = withFields([
      { ...emailField(1, 'Email', 'you@example.com'), required: false },
      field('phone', 'phone', 'Mobile', { phone_mode: 'basic' }),
    ]);

    it.each<[string, Record<string, string>, { email?: string; phone?: string }, string[]]>([
      [
        'email and a valid SMS number: email lists and the SMS list',
        { email: 'eve@example.com', phone: '+44 (7700) 900-123' },
        { email: 'eve@example.com' },
        ['deals', 'texts'],
      ],
      ['a valid SMS number alone: the SMS list only', { phone: '+44 7700 900456' }, { phone: '+447700900456' }, ['texts']],
      [
        'email and a number without its country code: email lists only',
        { email: 'fay@example.com', phone: '07700 900789' },
        { email: 'fay@example.com' },
        ['deals'],
      ],
    ])('%s', async (_, body, who, joined) => {
      const popup = await newPopup({ design: phoneDesign, signup_lists: [lists.deals, lists.texts], signup_double_opt_in: 'off' });
      await converted(popup.id, body);
      const named = Object.fromEntries(Object.entries(lists).map(([key, id]) => [id, key]));
      expect((await subscriptionsOf(who)).map((s) => named[s.public_id])).toEqual(joined);
    });

    it('a lead with neither email nor phone joins nothing (and is stored)', async () => {
      const popup = await newPopup({ design: withFields([field('text', 'company', 'Company', { required: true })]), signup_lists: [lists.deals, lists.texts] });
      const before = await t.app.db.selectFrom('subscribers').select('id').execute();
      await converted(popup.id, { company: 'Northwind' });
      expect(await leadsOf(popup.id)).toHaveLength(1);
      expect(await t.app.db.selectFrom('subscribers').select('id').execute()).toHaveLength(before.length);
    });
  });

  it('a submission marked as automated is stored as a lead but joins no list', async () => {
    const popup = await newPopup({ signup_lists: [lists.deals] });
    await converted(popup.id, { email: 'bot@example.com', [HONEYPOT_FIELD]: 'filled by a bot' });
    expect(await leadsOf(popup.id)).toHaveLength(1);
    expect(await subscriberCount('bot@example.com')).toBe(0);
  });

  it('a pop-up without lists subscribes nobody', async () => {
    const popup = await newPopup({});
    await converted(popup.id, { email: 'gus@example.com' });
    expect(await subscriberCount('gus@example.com')).toBe(0);
  });

  describe('saving the setting (admin API)', () => {
    const patch = async (id: string, signup: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/poptins/${id}`,
        headers: { cookie },
        payload: { settings: { design_properties: {}, design: leadPopupDesign('en'), ...signup } },
      });
    const many = Array.from({ length: POPUP_SIGNUP_LIMITS.lists + 1 }, (_, i) => `l${String(i).padStart(11, '0')}`);

    it.each<[string, Record<string, unknown>, number]>([
      ['the account’s lists and a mode', { signup_lists: ['abcdefabcdef'], signup_double_opt_in: 'on' }, 200],
      ['one list too many', { signup_lists: many }, 400],
      ['a list twice', { signup_lists: ['abcdefabcdef', 'abcdefabcdef'] }, 400],
      ['an id of the wrong shape', { signup_lists: ['../../etc'] }, 400],
      ['an unknown mode', { signup_double_opt_in: 'always' }, 400],
    ])('%s → %i', async (_, signup, status) => {
      const popup = await newPopup({});
      const response = await patch(popup.id, signup);
      expect(response.statusCode, response.body).toBe(status);
    });
  });
});
