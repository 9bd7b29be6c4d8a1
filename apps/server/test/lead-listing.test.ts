import { CompiledQuery, sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmittedField } from '@beckon/core';
import { backfillLeadSearch } from '../src/db/migrations/0019_lead_search.js';
import { recordConversion } from '../src/repositories/events.js';
import { leadFieldColumns, leadFieldKeys, leadSearchText, listLeads, type LeadFilter } from '../src/repositories/leads.js';
import { findPopupOwner, type PopupOwner } from '../src/repositories/poptins.js';
import { createSite } from '../src/repositories/sites.js';
import { DIALECTS } from './support/databases.js';
import { startTestApp, type TestApp } from './support/app.js';
import { createLeadPopup } from './support/popups.js';

/**
 * Issue 22: each lead keeps its fields' shape (field_keys) and a folded search text, so the Leads
 * page's total, field columns and search need not take every lead's fields apart. A lead without
 * them (stored before, or inserted by hand) is read the old way. Whichever way each lead is
 * read, the answers must be the same: here the same leads are listed with the stored columns
 * (written by the server), without them (the old way for all), and with them filled by the
 * migration's SQL.
 */

const DAY = 86_400_000;
const T0 = Date.UTC(2024, 4, 1);

const field = (field_key: string, label: string, value: string, type = 'text'): SubmittedField => ({ field_key, label, type, value });

describe.each(DIALECTS)('lead listing on %s', (dialect) => {
  let t: TestApp;
  let accountId: number;
  let popups: PopupOwner[];
  let clientIds: string[];

  async function newPopup(siteId: number, name: string): Promise<PopupOwner> {
    return (await findPopupOwner(t.app.db, await createLeadPopup(t.app.db, { accountId, siteId }, name)))!;
  }

  const people = [
    ['Ada', 'Lovelace', 'ada@example.com'],
    ['Élodie', 'Dupré', 'ÉLODIE@exemple.fr'],
    ['Ayşe', 'ÖLÇER', 'ayse@example.com.tr'],
    ['Jürgen', 'Müller', 'jm@firma.example.de'],
    ['דנה', 'כהן', 'dana@northwind.co.il'],
    ['Grace', 'Hopper', 'grace@example.com'],
  ] as const;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    const demo = await t.app.db
      .selectFrom('sites')
      .select(['id', 'account_id', 'client_id'])
      .where('client_id', '=', t.demo.clientId)
      .executeTakeFirstOrThrow();
    accountId = Number(demo.account_id);
    const second = await createSite(t.app.db, accountId, 'Second shop');
    clientIds = [demo.client_id, second.client_id];
    popups = [(await findPopupOwner(t.app.db, t.demo.poptinId))!, await newPopup(demo.id, 'Exit offer'), await newPopup(second.id, 'Other shop')];
    let n = 0;
    for (const [p, popup] of popups.entries()) {
      for (const [i, [first, last, email]] of people.entries()) {
        n += 1;
        const fields = [
          field('email', 'Email', `${n}.${email}`, 'email'),
          field('first_name', p === 2 ? 'Prénom' : 'First name', first),
          ...(i !== 0 ? [field('last_name', i === 3 ? 'Surname' : 'Last name', last)] : []),
          ...(p === 1 ? [field('note', 'Note', i === 0 ? 'He said "yes"\\no\nnext line' : `100% sure, ${last}`)] : []),
        ];
        const lead = {
          view_id: null,
          visitor: null,
          email: `${n}.${email}`,
          url: 'https://shop.example/',
          referrer: '',
          trigger: 'on_click',
          fields,
          context: {},
          spam: n % 7 === 0 ? 'honeypot' : null,
          submission_id: null,
          tag: p === 1 ? 'Newsletter' : null,
          play_id: null,
        };
        const at = T0 + n * DAY;
        if (n % 3 === 0) {
          // Inserted by hand, as before issue 22: no shape, no search text.
          await t.app.db
            .insertInto('conversions')
            .values({
              poptin_id: popup.id,
              site_id: popup.site_id,
              account_id: accountId,
              view_id: null,
              visitor: null,
              email: lead.email,
              url: lead.url,
              referrer: '',
              trigger: lead.trigger,
              fields: JSON.stringify(fields),
              context: '{}',
              spam: lead.spam,
              tag: lead.tag,
              created_at: at,
            })
            .execute();
        } else await recordConversion(t.app.writes, popup, lead, at);
      }
    }
  });
  afterAll(async () => t?.close());

  const filters = (): Array<[string, LeadFilter]> => [
    ['everything', {}],
    ['automated too', { includeSpam: true }],
    ['one pop-up', { poptinId: popups[1]!.id }],
    ['one site', { clientId: clientIds[1] }],
    ['some days', { from: T0 + 4 * DAY, to: T0 + 12 * DAY }],
    ['a tag', { tag: 'Newsletter' }],
    ...['ölçer', 'Ölçer', 'élodie', 'ada', 'LOVELACE', '@example', '100%', '"yes"', 'yes"\\no', 'no\nnext', 'דנה', 'newsletter', 'zzqxj', 'müller'].map(
      (q): [string, LeadFilter] => [`search ${JSON.stringify(q)}`, { q }],
    ),
    ['search in a pop-up, automated too', { q: 'example', poptinId: popups[0]!.id, includeSpam: true }],
  ];

  async function answers() {
    const out: Record<string, unknown> = {};
    for (const [name, filter] of filters()) {
      out[name] = {
        list: await listLeads(t.app.db, dialect, accountId, filter, { limit: 500, offset: 0 }),
        columns: await leadFieldColumns(t.app.db, dialect, accountId, filter),
      };
    }
    return out;
  }

  it('answers alike whether a lead is read by its stored shape and search text or field by field', async () => {
    const stored = await t.app.db.selectFrom('conversions').select(['field_keys', 'search_text']).execute();
    expect(stored.filter((r) => r.field_keys !== null).length).toBe(12);
    const mixed = await answers();
    expect((mixed['everything'] as { list: { total: number } }).list.total).toBeGreaterThan(10);
    expect((mixed['search "ölçer"'] as { list: { total: number } }).list.total).toBe(3);

    await t.app.db.updateTable('conversions').set({ field_keys: null, search_text: null }).execute();
    expect(await answers()).toEqual(mixed);

    await backfillLeadSearch(t.app.db, dialect);
    expect(await t.app.db.selectFrom('conversions').select('id').where('field_keys', 'is', null).execute()).toEqual([]);
    expect(await answers()).toEqual(mixed);
  });

  // Migration 0022: PostgreSQL answers the total and columns from an index of shapes, not the rows.
  if (dialect === 'postgres')
    it('reads the shapes of the Leads page from their index alone, whatever its filters', async () => {
      const executor = t.app.db.getExecutor();
      const caught: CompiledQuery[] = [];
      const recorder: KyselyPlugin = {
        transformQuery: ({ node, queryId }) => (caught.push(executor.compileQuery(node, queryId)), node),
        transformResult: async ({ result }) => result,
      };
      const plans: Record<string, string> = {};
      for (const [name, filter] of filters().filter(([name]) => !/search|tag/.test(name))) {
        caught.length = 0;
        await leadFieldColumns(t.app.db.withPlugin(recorder), dialect, accountId, filter);
        const shapes = caught.find((q) => q.sql.includes('field_shape'))!;
        // A handful of rows: the planner would read the table; what matters is that the index can answer alone.
        plans[name] = await t.app.db.transaction().execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          await sql`set local enable_bitmapscan = off`.execute(trx);
          const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain (costs off) ${shapes.sql}`, [...shapes.parameters]));
          return rows.map((row) => row['QUERY PLAN']).join('\n');
        });
      }
      expect(Object.keys(plans)).toEqual(['everything', 'automated too', 'one pop-up', 'one site', 'some days']);
      for (const [name, plan] of Object.entries(plans)) expect(plan, name).toMatch(/Index Only Scan using conversions_shapes/);
    });

  it('stores the shape and search text the migration would', async () => {
    const lead = await t.app.db
      .selectFrom('conversions')
      .select(['email', 'tag', 'fields', 'field_keys', 'search_text'])
      .where('tag', '=', 'Newsletter')
      .executeTakeFirstOrThrow();
    const fields = JSON.parse(lead.fields) as SubmittedField[];
    expect(JSON.parse(lead.field_keys!)).toEqual(JSON.parse(leadFieldKeys(fields)));
    expect(lead.search_text).toBe(leadSearchText(lead.email, lead.tag, fields));
  });
});
