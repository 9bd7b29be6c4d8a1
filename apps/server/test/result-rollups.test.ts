import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { rebuildRollups, ROLLUP_TABLES } from '../src/db/rollups.js';
import { recordConversion } from '../src/repositories/events.js';
import { deleteLead, forgetEmail } from '../src/repositories/leads.js';
import { deletePopup, findPopupOwner, type PopupOwner } from '../src/repositories/poptins.js';
import { popupCountsSince, results, type ResultScope } from '../src/repositories/results.js';
import { createSite, deleteSite } from '../src/repositories/sites.js';
import { sweepRetention } from '../src/retention/sweep.js';
import { DIALECTS } from './support/databases.js';
import { seededRng } from './support/hostile-cases.js';
import { startTestApp, type TestApp } from './support/app.js';
import { createLeadPopup } from './support/popups.js';

/**
 * Issue 22: the Results page reads rollups kept by triggers (db/rollups.ts). Whatever writes,
 * updates or deletes the raw rows, two things must hold: the rollup tables hold exactly what a
 * rebuild from the raw rows gives, and every answer from the rollups is the answer the raw rows
 * give (results with rollups: false, the pre-issue-22 queries).
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2024, 0, 1);
const SPAN = 120 * DAY;

const TRIGGERS = ['display_after_sec_active', 'display_after_scroll_active', 'page_load', ''];
const DEVICES = ['mobile', 'desktop', 'desktop', ''];
const URLS = [
  'https://shop.example/',
  'https://shop.example/pricing?utm_source=x',
  'https://www.shop.example/pricing#plans',
  'https://shop.example/blog/a?b=1#c',
  'https://shop.example/blog/a',
  'not a url',
  '',
];
const CONTEXTS = [
  {},
  { operating_system: 'Android' },
  { operating_system: 'iOS' },
  { operating_system: 'Windows' },
  { operating_system: 'other' },
  { operating_system: '' },
];
const ZONES = ['UTC', 'Europe/Berlin', 'Asia/Kolkata', 'Asia/Kathmandu', 'America/New_York'];

describe.each(DIALECTS)('result rollups on %s', (dialect) => {
  let t: TestApp;
  let accountId: number;
  const popups: PopupOwner[] = [];
  const random = seededRng(22);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const when = () => T0 + Math.floor(random() * SPAN);

  async function newPopup(siteId: number, name: string): Promise<PopupOwner> {
    return (await findPopupOwner(t.app.db, await createLeadPopup(t.app.db, { accountId, siteId }, name)))!;
  }

  /** Views through the write buffer (batched, as served) and some inserted directly. */
  async function views(popup: PopupOwner, n: number): Promise<number[]> {
    const row = () => ({
      poptin_id: popup.id,
      site_id: popup.site_id,
      visitor: null,
      trigger: pick(TRIGGERS),
      device: pick(DEVICES),
      url: pick(URLS),
      created_at: when(),
    });
    const buffered = await Promise.all(Array.from({ length: n }, () => t.app.writes.write('views', row())));
    const direct = await t.app.db
      .insertInto('views')
      .values(Array.from({ length: 20 }, row))
      .returning('id')
      .execute();
    return [...buffered, ...direct.map((r) => Number(r.id))];
  }

  async function closes(popup: PopupOwner, n: number): Promise<void> {
    await Promise.all(
      Array.from({ length: n }, () =>
        t.app.writes.write('closes', { poptin_id: popup.id, site_id: popup.site_id, visitor: null, close_trigger: 'x', url: pick(URLS), created_at: when() }),
      ),
    );
  }

  let serial = 0;
  /** Leads through recordConversion: naming a view of their pop-up, of another, or none; some automated. */
  async function leads(popup: PopupOwner, n: number, viewIds: number[]): Promise<Array<{ id: number; email: string; at: number }>> {
    return Promise.all(
      Array.from({ length: n }, async () => {
        const email = `lead${++serial}@example.com`;
        const at = when();
        const id = await recordConversion(
          t.app.writes,
          popup,
          {
            view_id: random() < 0.7 ? pick(viewIds) : random() < 0.5 ? null : 999_999_999,
            visitor: null,
            email,
            url: pick(URLS),
            referrer: '',
            trigger: pick(TRIGGERS),
            fields: [{ field_key: 'email', label: 'Email', type: 'email', value: email }],
            context: pick(CONTEXTS) as Record<string, string>,
            spam: random() < 0.15 ? 'honeypot' : null,
            submission_id: null,
            tag: null,
            play_id: null,
          },
          at,
        );
        return { id, email, at };
      }),
    );
  }

  const scopes = (): Array<[string, ResultScope]> => [
    ...[...new Set(popups.map((p) => p.site_id))].map((siteId): [string, ResultScope] => [`site ${siteId}`, { siteId }]),
    ...popups.map((p): [string, ResultScope] => [`pop-up ${p.id}`, { poptinId: p.id }]),
  ];
  const ranges = (zone: string) => [
    { from: T0 - 5 * DAY, to: T0 + SPAN + 5 * DAY },
    { from: T0 + 12_345, to: T0 + 77 * DAY + 999 },
    { from: T0 + 33 * DAY + 30 * 60_000, to: T0 + 34 * DAY + 45 * 60_000 },
    // Whole local days, as the dashboard asks: 90 of them, from a midnight of the zone.
    { from: midnightOf(T0 + 10 * DAY, zone), to: midnightOf(T0 + 100 * DAY, zone) },
  ];

  /** Every answer from the rollups is the raw rows' answer, and the rollup tables are what a rebuild makes. */
  async function agree(): Promise<void> {
    for (const [, scope] of scopes()) {
      for (const zone of ZONES) {
        for (const range of ranges(zone)) {
          const asked = { ...range, zone };
          const [rolled, raw] = await Promise.all([results(t.app.db, dialect, scope, asked), results(t.app.db, dialect, scope, asked, { rollups: false })]);
          expect(rolled, `${JSON.stringify(scope)} ${zone} ${range.from}…${range.to}`).toEqual(raw);
        }
      }
    }
    // The A/B panel's counts since a variant was made, at instants that cut an hour, a day, or neither.
    const ids = popups.map((p) => p.id);
    for (const since of [T0 - 5 * DAY, T0 + 12_345, T0 + 33 * DAY + 30 * 60_000, T0 + 77 * DAY, T0 + SPAN - 90 * 60_000]) {
      const [rolled, raw] = await Promise.all([popupCountsSince(t.app.db, ids, since), popupCountsSince(t.app.db, ids, since, { rollups: false })]);
      expect(rolled, `A/B counts since ${since}`).toEqual(raw);
    }
    const kept = await rollupRows();
    await rebuildRollups(t.app.db, dialect);
    expect(kept).toEqual(await rollupRows());
  }

  /** The rollup tables' rows that count something, in a stable order. */
  async function rollupRows(): Promise<Record<string, unknown[]>> {
    const out: Record<string, unknown[]> = {};
    for (const table of ROLLUP_TABLES) {
      const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.app.db)).rows
        .map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' || v === null ? v : Number(v)])))
        .filter((row) => Number(row.views ?? 0) + Number(row.closes ?? 0) + Number(row.conversions ?? 0) !== 0);
      out[table] = rows.map((row) => JSON.stringify(row)).sort();
    }
    return out;
  }

  const viewIds: number[] = [];
  const stored: Array<{ id: number; email: string; at: number }> = [];

  beforeAll(async () => {
    t = await startTestApp(dialect);
    const demo = await t.app.db.selectFrom('sites').select(['id', 'account_id']).where('client_id', '=', t.demo.clientId).executeTakeFirstOrThrow();
    accountId = Number(demo.account_id);
    const second = await createSite(t.app.db, accountId, 'Second shop');
    popups.push((await findPopupOwner(t.app.db, t.demo.poptinId))!, await newPopup(demo.id, 'Exit offer'), await newPopup(second.id, 'Second shop pop-up'));
    for (const popup of popups) {
      const ids = await views(popup, 300);
      viewIds.push(...ids);
      await closes(popup, 60);
      stored.push(...(await leads(popup, 80, ids)));
    }
  });
  afterAll(async () => t?.close());

  it('counts what the write buffer and direct inserts store', async () => {
    const { n } = (await sql<{ n: number }>`select sum(views) as n from result_hours`.execute(t.app.db)).rows[0]!;
    expect(Number(n)).toBe(popups.length * 320);
    await agree();
  });

  it('keeps counting through leads updated, re-flagged, deleted and forgotten', async () => {
    // A duplicate address within the window updates the first lead (its trigger, page, view, spam).
    const [first] = stored;
    await recordConversion(
      t.app.writes,
      popups[0]!,
      {
        view_id: viewIds[1]!,
        visitor: null,
        email: first!.email,
        url: 'https://shop.example/updated?x=1',
        referrer: '',
        trigger: 'on_click',
        fields: [{ field_key: 'email', label: 'Email', type: 'email', value: first!.email }],
        context: { operating_system: 'iOS' },
        spam: null,
        submission_id: null,
        tag: null,
        play_id: null,
      },
      first!.at + 1000,
    );
    // Marked automated and back, moved in time.
    const some = stored.slice(1, 20).map((l) => l.id);
    await t.app.db.updateTable('conversions').set({ spam: 'too_fast' }).where('id', 'in', some.slice(0, 10)).execute();
    await t.app.db.updateTable('conversions').set({ spam: null }).where('id', 'in', some.slice(5, 15)).execute();
    await t.app.db
      .updateTable('conversions')
      .set({ created_at: T0 + 3 * DAY + 7 })
      .where('id', 'in', some.slice(15))
      .execute();
    await agree();
    for (const lead of stored.slice(20, 30)) expect(await deleteLead(t.app.db, accountId, lead.id)).toBe(true);
    expect((await forgetEmail(t.app.db, dialect, accountId, stored[31]!.email)).leads).toBe(1);
    await agree();
  });

  it('keeps counting through views changed and deleted, and leads moving from their view to their system', async () => {
    const named = await t.app.db.selectFrom('conversions').select('view_id').where('view_id', 'is not', null).where('spam', 'is', null).limit(40).execute();
    const ids = named.map((r) => Number(r.view_id));
    await t.app.db.updateTable('views').set({ device: 'mobile' }).where('id', 'in', ids.slice(0, 10)).execute();
    await t.app.db
      .updateTable('views')
      .set({ device: '', created_at: T0 + 40 * DAY })
      .where('id', 'in', ids.slice(10, 20))
      .execute();
    await agree();
    await t.app.db.deleteFrom('views').where('id', 'in', ids.slice(20)).execute();
    await t.app.db
      .deleteFrom('closes')
      .where('poptin_id', '=', popups[1]!.id)
      .where('created_at', '<', T0 + 50 * DAY)
      .execute();
    await agree();
  });

  it('lets a table be renamed (SQLite checks every trigger again)', async () => {
    await t.app.db.schema.alterTable('share_pages').renameTo('share_pages_renamed').execute();
    await t.app.db.schema.alterTable('share_pages_renamed').renameTo('share_pages').execute();
  });

  it('keeps counting through a retention sweep, a pop-up deleted and a site deleted', async () => {
    await t.app.db.updateTable('sites').set({ retention_days: 30 }).where('id', '=', popups[2]!.site_id).execute();
    const report = await sweepRetention(t.app.db, { now: T0 + 90 * DAY, batchRows: 37 });
    expect(report.views).toBeGreaterThan(0);
    await agree();
    // Its leads stay (a deleted pop-up's), counted by their systems now that their views are gone.
    expect(await deletePopup(t.app.db, accountId, popups[1]!.id)).toBeDefined();
    await agree();
    const second = await t.app.db.selectFrom('sites').select('client_id').where('id', '=', popups[2]!.site_id).executeTakeFirstOrThrow();
    expect(await deleteSite(t.app.db, accountId, second.client_id)).toBe(true);
    for (const table of ROLLUP_TABLES) {
      expect(await t.app.db.selectFrom(table).select('site_id').where('site_id', '=', popups[2]!.site_id).execute()).toEqual([]);
    }
    popups.splice(1, 2);
    await agree();
  });
});

/** The instant the zone's clocks show midnight on the day holding `at`. */
function midnightOf(at: number, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  const offset = wall - Math.floor(at / 60_000) * 60_000;
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) - offset;
}
