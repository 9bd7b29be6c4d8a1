import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { After, Decided, DecidingWriter, RowWriter } from '../ingest/write-buffer.js';
import { leadDecider, type Lead, type LeadToStore, type StoredLead } from './lead-decisions.js';
import type { PopupOwner } from './poptins.js';

export type { Lead, LeadToStore, NamedView, StoredLead } from './lead-decisions.js';

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

/**
 * Stores a lead, judged by the view it names when `named` is given, and resolves once it is
 * committed (the caller may then tell the visitor it succeeded) with the row that holds it:
 * a new one, or the earlier lead of the same address it updated (issue 15). The reads that
 * decide it ride in the write buffer's batch (lead-decisions.ts), so leads keep their group
 * commit and a batch pays one query for all its leads.
 */
export function storeLead(writes: DecidingWriter, item: LeadToStore): Promise<Decided<StoredLead>> {
  return writes.decide(leadDecider, item);
}

/**
 * A lead whose spam verdict is final already (tools, tests): its id once committed, the earlier
 * lead's when it repeats one. Issue 21: `followUps` commit with a new person's lead only.
 */
export async function recordConversion(writes: DecidingWriter, popup: PopupOwner, lead: Lead, now = Date.now(), followUps?: After): Promise<number> {
  return (await storeLead(writes, { popup, lead, now, followUps })).id;
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
