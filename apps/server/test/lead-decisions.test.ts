import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_LEAD_WINDOW_MS, MIN_FORM_FILL_MS, leadPopupDesign } from '@beckon/core';
import { after, WriteBuffer, type Follower } from '../src/ingest/write-buffer.js';
import { storeLead, type Lead, type NamedView } from '../src/repositories/events.js';
import { createPopup, findPopupOwner, type PopupOwner } from '../src/repositories/poptins.js';
import { DIALECTS } from './support/databases.js';
import { pastView } from './support/views.js';
import { startTestApp, type TestApp } from './support/app.js';

/**
 * Issue 22 part 5: a lead's view, its earlier namesakes and its submission id are read with the
 * other leads of its write batch. The rules of issue 15 hold whether the leads meet in one batch
 * or come one batch after another.
 */
describe.each(DIALECTS)('leads decided a batch at a time on %s', (dialect) => {
  let t: TestApp;
  let popup: PopupOwner;
  let otherPopup: PopupOwner;
  let serial = 0;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    popup = (await findPopupOwner(t.app.db, t.demo.poptinId))!;
    const other = await createPopup(t.app.db, {
      accountId: popup.account_id,
      siteId: popup.site_id,
      name: 'Another',
      type: 'lightbox',
      format: 'format_1',
      target: 'lead',
      status: 'published',
      settings: { design_properties: {}, design: leadPopupDesign('en') },
    });
    otherPopup = (await findPopupOwner(t.app.db, other))!;
  });
  afterAll(async () => t?.close());

  /** A buffer that commits only when drained: whatever is stored before the drain is one batch. */
  const oneBatch = () => new WriteBuffer(t.app.db, { maxBatch: 10_000, maxDelayMs: 3_600_000 });
  const lead = (email: string | null, extra: Partial<Lead> = {}): Lead => ({
    view_id: null,
    visitor: null,
    email,
    url: 'https://shop.example/',
    referrer: '',
    trigger: 'timer',
    fields: email === null ? [] : [{ field_key: 'email', label: 'Email', type: 'email', value: email }],
    context: {},
    spam: null,
    submission_id: null,
    tag: null,
    play_id: null,
    ...extra,
  });
  const address = () => `lead-${dialect}-${++serial}@example.com`;
  const rowsOf = (email: string) =>
    t.app.db.selectFrom('conversions').select(['id', 'referrer', 'spam', 'play_id', 'submission_id']).where('email', '=', email).orderBy('id').execute();

  it('stores repeats of an address that meet in one batch once, answering each with that row and keeping the newest facts', async () => {
    const buffer = oneBatch();
    const email = address();
    const sent = ['first', 'second', 'third'].map((referrer) => storeLead(buffer, { popup, lead: lead(email, { referrer }), now: Date.now() }));
    // Another pop-up's lead of the same address is its own.
    const elsewhere = storeLead(buffer, { popup: otherPopup, lead: lead(email), now: Date.now() });
    await buffer.drain();
    const answers = await Promise.all(sent);
    expect(buffer.stats.batches).toBe(1);
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(answers.map((a) => a.outcome.duplicate)).toEqual([false, true, true]);
    expect((await elsewhere).id).not.toBe(answers[0]!.id);
    expect(await rowsOf(email)).toEqual([
      { id: answers[0]!.id, referrer: 'third', spam: null, play_id: null, submission_id: null },
      expect.objectContaining({ id: (await elsewhere).id }),
    ]);
  });

  it.each([
    ['in one batch', true],
    ['batch after batch', false],
  ])('never lets an automated lead take over a person’s, and lets a person’s take over an automated one (%s)', async (_, together) => {
    const buffer = oneBatch();
    const send = async (email: string, referrer: string, spam: string | null) => {
      const stored = storeLead(buffer, { popup, lead: lead(email, { referrer, spam }), now: Date.now() });
      if (!together) await buffer.drain();
      return stored;
    };
    const victim = address();
    const person = send(victim, 'person', null);
    const bot = send(victim, 'bot', 'honeypot');
    const bot2 = send(victim, 'bot again', 'honeypot');
    const quick = address();
    const first = send(quick, 'quick', 'too_fast');
    const later = send(quick, 'person later', null);
    await buffer.drain();
    expect((await bot).id).not.toBe((await person).id);
    expect((await bot2).id).toBe((await bot).id);
    expect((await rowsOf(victim)).map((r) => [r.referrer, r.spam])).toEqual([
      ['person', null],
      ['bot again', 'honeypot'],
    ]);
    expect((await later).id).toBe((await first).id);
    expect((await rowsOf(quick)).map((r) => [r.referrer, r.spam])).toEqual([['person later', null]]);
  });

  it('updates a stored lead of the window, keeps its play when the repeat names none, and starts afresh past the window', async () => {
    const email = address();
    const play = await t.app.db
      .insertInto('plays')
      .values({
        poptin_id: popup.id,
        site_id: popup.site_id,
        account_id: popup.account_id,
        visitor: `v-${serial}`,
        prize_id: 'p1',
        prize_label: 'Prize',
        prize_code: '',
        won: 1,
        view_id: null,
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const playId = Number(play.id);
    const buffer = oneBatch();
    const first = storeLead(buffer, { popup, lead: lead(email, { referrer: 'one', play_id: playId }), now: Date.now() });
    await buffer.drain();
    const repeat = storeLead(buffer, { popup, lead: lead(email, { referrer: 'two' }), now: Date.now() });
    await buffer.drain();
    expect((await repeat).id).toBe((await first).id);
    expect(await rowsOf(email)).toEqual([expect.objectContaining({ referrer: 'two', play_id: playId })]);
    const late = storeLead(buffer, { popup, lead: lead(email, { referrer: 'late' }), now: Date.now() + DUPLICATE_LEAD_WINDOW_MS + 1 });
    await buffer.drain();
    expect((await late).id).not.toBe((await first).id);
    expect(await rowsOf(email)).toHaveLength(2);
  });

  it('answers a retry of a stored submit with its lead, in the next batch or the same, and writes nothing for it', async () => {
    const buffer = oneBatch();
    const submission = `sub-${dialect}-${++serial}`;
    const email = address();
    const first = storeLead(buffer, { popup, lead: lead(email, { submission_id: submission, referrer: 'sent' }), now: Date.now() });
    // The same submit without its address (or with another): no namesake, the id tells.
    const again = storeLead(buffer, { popup, lead: lead(null, { submission_id: submission, referrer: 'retried' }), now: Date.now() });
    await buffer.drain();
    const later = storeLead(buffer, { popup, lead: lead(address(), { submission_id: submission, referrer: 'retried later' }), now: Date.now() });
    await buffer.drain();
    expect((await again).id).toBe((await first).id);
    expect((await later).id).toBe((await first).id);
    const stored = await t.app.db.selectFrom('conversions').select(['id', 'referrer']).where('submission_id', '=', submission).execute();
    expect(stored).toEqual([{ id: (await first).id, referrer: 'sent' }]);
    expect(buffer.stats.failedBatches).toBe(0);
  });

  /** [case, the view named (a factory, for views made in the test), visitor, consent pending, the spam the request showed, verdict] */
  const verdicts: Array<[string, () => Promise<NamedView['view']>, string | null, boolean, string | null, string | null]> = [
    ['a view of its pop-up, long enough ago', async () => Number(await pastView(t.app, popup.id, { visitor: 'v-1' })), 'v-1', false, null, null],
    ['its view a moment ago', async () => Number(await pastView(t.app, popup.id, { ageMs: MIN_FORM_FILL_MS / 2 })), null, false, null, 'too_fast'],
    ["another pop-up's view", async () => Number(await pastView(t.app, otherPopup.id)), null, false, null, 'foreign_view'],
    ["another visitor's view", async () => Number(await pastView(t.app, popup.id, { visitor: 'v-2' })), 'v-3', false, null, 'foreign_view'],
    ['a view never served', async () => 987_654_321, null, false, null, 'unknown_view'],
    ['a malformed view id', async () => 'malformed', null, false, null, 'unknown_view'],
    ['no view', async () => 'none', null, false, null, 'no_view'],
    ['no view, sent before consent', async () => 'none', null, true, null, null],
    ['a good view but a filled honeypot', async () => Number(await pastView(t.app, popup.id)), null, false, 'honeypot', 'honeypot'],
  ];

  it('judges every lead of a batch by the view it names, by the server’s clock', async () => {
    const buffer = oneBatch();
    const deliveries: number[] = [];
    const follower: Follower<string> = {
      async run(_tx, rows) {
        deliveries.push(...rows.map((r) => r.id));
      },
    };
    const cases = await Promise.all(
      verdicts.map(async ([name, view, visitor, consentPending, spam, verdict]) => {
        const named = await view();
        const stored = storeLead(buffer, {
          popup,
          lead: lead(address(), { visitor, spam, view_id: typeof named === 'number' ? named : null }),
          now: Date.now(),
          named: { view: named, consentPending },
          followUps: after(follower, name),
        });
        return { name, stored, verdict };
      }),
    );
    await buffer.drain();
    for (const { name, stored, verdict } of cases) {
      const { id, outcome } = await stored;
      expect(outcome.spam, name).toBe(verdict);
      const row = await t.app.db.selectFrom('conversions').select('spam').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.spam, name).toBe(verdict);
      // A lead's deliveries and notice go with a person's new lead only.
      expect(deliveries.includes(id), name).toBe(verdict === null);
    }
    expect(buffer.stats.batches).toBe(1);
  });

  it('sends no follow-ups for a repeat: the first lead was sent already', async () => {
    const buffer = oneBatch();
    const sentFor: number[] = [];
    const follower: Follower<null> = {
      async run(_tx, rows) {
        sentFor.push(...rows.map((r) => r.id));
      },
    };
    const email = address();
    const first = storeLead(buffer, { popup, lead: lead(email), now: Date.now(), followUps: after(follower, null) });
    const repeat = storeLead(buffer, { popup, lead: lead(email), now: Date.now(), followUps: after(follower, null) });
    await buffer.drain();
    const stored = storeLead(buffer, { popup, lead: lead(email), now: Date.now(), followUps: after(follower, null) });
    await buffer.drain();
    expect([(await repeat).id, (await stored).id]).toEqual([(await first).id, (await first).id]);
    expect(sentFor).toEqual([(await first).id]);
  });

  it('takes a batch of 1,500 leads in one transaction, hostile addresses and repeats among them, reading in bounded pieces', async () => {
    const buffer = oneBatch();
    const hostile = ["o'brien@example.com", 'x%_"\\@example.com', 'a,b);drop table conversions;--@example.com'];
    const repeated = `repeat-${address()}`;
    const emails = Array.from({ length: 1_500 }, (_, i) => (i < hostile.length ? `${dialect}-${hostile[i]}` : i % 10 === 0 ? repeated : address()));
    const sent = emails.map((email, i) => storeLead(buffer, { popup, lead: lead(email, { referrer: String(i) }), now: Date.now() }));
    await buffer.drain();
    const answers = await Promise.all(sent);
    expect(buffer.stats).toMatchObject({ batches: 1, failedBatches: 0 });
    const distinct = new Set(emails);
    expect(new Set(answers.map((a) => a.id)).size).toBe(distinct.size);
    for (const email of hostile) expect(await rowsOf(`${dialect}-${email}`)).toHaveLength(1);
    // Every repeat answered with the first one's row, which holds the last one's facts.
    const repeats = emails.flatMap((email, i) => (email === repeated ? [i] : []));
    expect(new Set(repeats.map((i) => answers[i]!.id)).size).toBe(1);
    expect(repeats).toHaveLength(149);
    expect(await rowsOf(repeated)).toEqual([expect.objectContaining({ referrer: String(repeats.at(-1)) })]);
  });
});
