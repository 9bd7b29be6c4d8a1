import type { Kysely } from 'kysely';
import { DUPLICATE_LEAD_WINDOW_MS, type ServedView, type SubmittedField } from '@beckon/core';
import type { Database } from '../db/schema.js';
import type { After, RowWriter } from '../ingest/write-buffer.js';
import { leadFieldKeys, leadSearchText } from './leads.js';
import type { PopupOwner } from './poptins.js';

export interface ViewEvent {
  visitor: string | null;
  trigger: string;
  device: string;
  url: string;
}

export function recordView(writes: RowWriter, popup: PopupOwner, view: ViewEvent): Promise<number> {
  return writes.write('views', { poptin_id: popup.id, site_id: popup.site_id, ...view, created_at: Date.now() });
}

export interface CloseEvent {
  visitor: string | null;
  close_trigger: string | null;
  url: string;
}

export async function recordClose(writes: RowWriter, popup: PopupOwner, close: CloseEvent): Promise<void> {
  await writes.write('closes', { poptin_id: popup.id, site_id: popup.site_id, ...close, created_at: Date.now() });
}

export interface Lead {
  view_id: number | null;
  visitor: string | null;
  email: string | null;
  url: string;
  referrer: string;
  trigger: string;
  fields: SubmittedField[];
  context: Record<string, string>;
  /** why the submission looks automated; null for a person's lead */
  spam: string | null;
  /** the sender's id for this submit, so a retry is stored once */
  submission_id: string | null;
  /** the pop-up's tag (poptin_fields), already bounded */
  tag: string | null;
  /** issue 17: the visitor's play of this gamified pop-up, so the lead carries its prize; null without one */
  play_id: number | null;
}

/** Leads of this process being stored, by pop-up and address: a second copy waits for the first. */
const storing = new Map<string, Promise<number>>();

/** The earliest lead of this address for this pop-up within the duplicate window that this one may update. */
async function duplicateOf(db: Kysely<Database>, popup: PopupOwner, lead: Lead, now: number): Promise<number | undefined> {
  let same = db
    .selectFrom('conversions')
    .select('id')
    .where('poptin_id', '=', popup.id)
    .where('email', '=', lead.email)
    .where('created_at', '>', now - DUPLICATE_LEAD_WINDOW_MS);
  // A submission marked automated never overwrites a person's lead (a bot that knows an address
  // cannot hide or rewrite it); a person's submit may take over an automated one.
  if (lead.spam !== null) same = same.where('spam', 'is not', null);
  const first = await same.orderBy('created_at').orderBy('id').executeTakeFirst();
  return first ? Number(first.id) : undefined;
}

/**
 * Resolves with the lead's id once it is committed: the caller may then tell the visitor it
 * succeeded. The same address sent to the same pop-up within DUPLICATE_LEAD_WINDOW_MS updates the
 * first lead instead of adding a second (issue 15). A new lead still goes through the write
 * buffer as a plain row, so leads keep their group commit; copies arriving together on this
 * process wait for one another. (Two instances receiving the same address in the same instant
 * may each store it: the duplicate window is a tidiness rule, the rate limits are the guard.)
 * Issue 21: `deliveries` commits with a new lead only: a lead updated as a duplicate is not sent again.
 */
export async function recordConversion(
  db: Kysely<Database>,
  writes: RowWriter,
  popup: PopupOwner,
  lead: Lead,
  now = Date.now(),
  deliveries?: After,
): Promise<number> {
  const values = {
    view_id: lead.view_id,
    visitor: lead.visitor,
    url: lead.url,
    referrer: lead.referrer,
    trigger: lead.trigger,
    fields: JSON.stringify(lead.fields),
    context: JSON.stringify(lead.context),
    spam: lead.spam,
    tag: lead.tag,
    // Issue 22: what the Leads page lists and searches, kept with the lead.
    field_keys: leadFieldKeys(lead.fields),
    search_text: leadSearchText(lead.email, lead.tag, lead.fields),
    // A repeated submit without the play (sent before the game) keeps the one an earlier submit named.
    ...(lead.play_id === null ? {} : { play_id: lead.play_id }),
  };
  const insert = () =>
    writes.write(
      'conversions',
      {
        ...values,
        poptin_id: popup.id,
        site_id: popup.site_id,
        account_id: popup.account_id,
        email: lead.email,
        submission_id: lead.submission_id,
        created_at: now,
      },
      deliveries,
    );
  if (lead.email === null) return insert();
  const key = `${popup.id}\n${lead.email}`;
  const earlier = storing.get(key);
  const attempt = (async () => {
    if (earlier) await earlier.catch(() => undefined);
    const first = await duplicateOf(db, popup, lead, now);
    if (first === undefined) return insert();
    await writes.run(async (tx) => {
      await tx.updateTable('conversions').set(values).where('id', '=', first).execute();
    });
    return first;
  })();
  storing.set(key, attempt);
  try {
    return await attempt;
  } finally {
    if (storing.get(key) === attempt) storing.delete(key);
  }
}

/** The view a conversion names, as recorded when the server answered the viewed call. */
export async function findView(db: Kysely<Database>, id: number): Promise<ServedView | undefined> {
  const row = await db.selectFrom('views').select(['poptin_id', 'visitor', 'created_at']).where('id', '=', id).executeTakeFirst();
  return row ? { poptin_id: row.poptin_id, visitor: row.visitor, created_at: Number(row.created_at) } : undefined;
}

/** The lead a submit already stored, when a retry of it comes again. */
export async function findSubmittedConversion(db: Kysely<Database>, poptinId: string, submissionId: string): Promise<number | undefined> {
  const row = await db.selectFrom('conversions').select('id').where('poptin_id', '=', poptinId).where('submission_id', '=', submissionId).executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** An account's views since `since` (epoch ms), over all its sites: the SPEC §6 monthly cap counts these. */
export async function countAccountViewsSince(db: Kysely<Database>, accountId: number, since: number): Promise<number> {
  const row = await db
    .selectFrom('views')
    .innerJoin('sites', 'sites.id', 'views.site_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sites.account_id', '=', accountId)
    .where('views.created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
