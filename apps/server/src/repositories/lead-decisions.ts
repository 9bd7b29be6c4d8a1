import type { Transaction } from 'kysely';
import { DUPLICATE_LEAD_WINDOW_MS, viewSpamReason, type ServedView, type SubmittedField } from '@beckon/core';
import type { Database } from '../db/schema.js';
import type { After, Decider, Decision, NewRow } from '../ingest/write-buffer.js';
import { leadFieldKeys, leadSearchText } from './leads.js';
import type { PopupOwner } from './poptins.js';

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

/**
 * The view a lead names, for the server's own timing of it (issue 15): its id, none at all, or a
 * name no view can have (malformed). `consentPending`: sent before the visitor's consent, when
 * the widget records no view.
 */
export interface NamedView {
  view: number | 'none' | 'malformed';
  consentPending: boolean;
}

/** A lead on its way to the database, as the batch decides it. */
export interface LeadToStore {
  popup: PopupOwner;
  /** `spam` holds what the request itself showed (honeypot, fill time); the view may add to it */
  lead: Lead;
  now: number;
  /** the view to judge the lead by; absent when `lead.spam` is final already */
  named?: NamedView | undefined;
  /** issue 21: what a new person's lead commits with (deliveries, the owner's notice) */
  followUps?: After | undefined;
}

/** What became of a lead: why it is marked automated (null for a person's), and whether it updated an earlier one. */
export interface StoredLead {
  spam: string | null;
  duplicate: boolean;
}

/** IN lists in pieces of this many values: far under both databases' parameter caps. */
const CHUNK = 500;

function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += CHUNK) out.push(values.slice(i, i + CHUNK));
  return out;
}

/** Values of `values` grouped by pop-up, each group without repeats. */
function byPopup<T>(entries: Array<[poptinId: string, value: T]>): Map<string, T[]> {
  const out = new Map<string, Set<T>>();
  for (const [poptinId, value] of entries) {
    const set = out.get(poptinId) ?? new Set<T>();
    set.add(value);
    out.set(poptinId, set);
  }
  return new Map([...out].map(([k, v]) => [k, [...v]]));
}

/** The views the batch's leads name, by id: one query for the whole batch. */
async function servedViews(tx: Transaction<Database>, ids: number[]): Promise<Map<number, ServedView>> {
  const out = new Map<number, ServedView>();
  for (const part of chunks([...new Set(ids)])) {
    const rows = await tx.selectFrom('views').select(['id', 'poptin_id', 'visitor', 'created_at']).where('id', 'in', part).execute();
    for (const row of rows) out.set(Number(row.id), { poptin_id: row.poptin_id, visitor: row.visitor, created_at: Number(row.created_at) });
  }
  return out;
}

/** A lead a newcomer may turn out to repeat: stored already, or new in this batch. */
interface Candidate {
  /** the stored row's id, or the index of the batch's item whose new row it is */
  stored?: number;
  item?: number;
  spam: string | null;
  created_at: number;
}

const leadKey = (poptinId: string, email: string) => `${poptinId}\n${email}`;

/**
 * The stored leads of the batch's addresses within the duplicate window of its oldest lead, by
 * pop-up and address, oldest first (created_at, then id: the order duplicateOf always took).
 */
async function recentLeads(tx: Transaction<Database>, items: LeadToStore[]): Promise<Map<string, Candidate[]>> {
  const out = new Map<string, Candidate[]>();
  const withEmail = items.filter((i) => i.lead.email !== null);
  if (withEmail.length === 0) return out;
  const since = Math.min(...withEmail.map((i) => i.now)) - DUPLICATE_LEAD_WINDOW_MS;
  for (const [poptinId, emails] of byPopup(withEmail.map((i) => [i.popup.id, i.lead.email!]))) {
    for (const part of chunks(emails)) {
      const rows = await tx
        .selectFrom('conversions')
        .select(['id', 'email', 'spam', 'created_at'])
        .where('poptin_id', '=', poptinId)
        .where('email', 'in', part)
        .where('created_at', '>', since)
        // No ORDER BY: with one, SQLite walks the pop-up's every recent lead by time instead of
        // seeking each address (sorted below).
        .execute();
      for (const row of rows) {
        const key = leadKey(poptinId, row.email!);
        const list = out.get(key) ?? [];
        list.push({ stored: Number(row.id), spam: row.spam, created_at: Number(row.created_at) });
        out.set(key, list);
      }
    }
  }
  for (const list of out.values()) list.sort((a, b) => a.created_at - b.created_at || a.stored! - b.stored!);
  return out;
}

/** The stored leads of the batch's submission ids, by pop-up and id: a retry of a stored submit is answered with it. */
async function submittedBefore(tx: Transaction<Database>, items: LeadToStore[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const entries = items.filter((i) => i.lead.submission_id !== null).map((i): [string, string] => [i.popup.id, i.lead.submission_id!]);
  for (const [poptinId, ids] of byPopup(entries)) {
    for (const part of chunks(ids)) {
      const rows = await tx
        .selectFrom('conversions')
        .select(['id', 'submission_id'])
        .where('poptin_id', '=', poptinId)
        .where('submission_id', 'in', part)
        .execute();
      for (const row of rows) out.set(leadKey(poptinId, row.submission_id!), Number(row.id));
    }
  }
  return out;
}

/**
 * What a lead sets on its row, new or repeated: the newest submit's facts. One shape for every
 * lead (no spread): a batch builds thousands of these. A repeated submit without the play (sent
 * before the game) keeps the one an earlier submit named: undefined is left out of an update.
 */
function leadValues(lead: Lead, spam: string | null) {
  return {
    view_id: lead.view_id,
    visitor: lead.visitor,
    url: lead.url,
    referrer: lead.referrer,
    trigger: lead.trigger,
    fields: JSON.stringify(lead.fields),
    context: JSON.stringify(lead.context),
    spam,
    tag: lead.tag,
    // Issue 22: what the Leads page lists and searches, kept with the lead.
    field_keys: leadFieldKeys(lead.fields),
    search_text: leadSearchText(lead.email, lead.tag, lead.fields),
    play_id: lead.play_id ?? undefined,
  };
}

/** The spam verdict: what the request showed, else the server's timing of the view it names. */
function judged(item: LeadToStore, views: Map<number, ServedView>): string | null {
  const { lead, named } = item;
  if (lead.spam !== null || named === undefined) return lead.spam;
  const served = named.view === 'none' ? null : named.view === 'malformed' ? undefined : views.get(named.view);
  return viewSpamReason(served, item.popup.id, lead.visitor, item.now, named.consentPending);
}

/**
 * Leads stored a batch at a time (issue 22): in the batch's own transaction, one query reads the
 * views its leads name, one per pop-up their stored namesakes, one per pop-up their submission
 * ids; then each lead, in the order it came, is judged and either updates the earliest lead of
 * its address on its pop-up within DUPLICATE_LEAD_WINDOW_MS (issue 15; stored, or earlier in
 * this batch), answers a retry of a stored submit with it, or becomes a new row. A lead marked
 * automated never takes over a person's (a bot that knows an address cannot hide or rewrite it);
 * a person's may take over an automated one. Follow-ups go with a new person's lead only: a
 * lead updated as a repeat is not sent again. (Two instances receiving the same address in the
 * same instant may each store it: the duplicate window is a tidiness rule, the rate limits are
 * the guard.)
 */
export const leadDecider: Decider<LeadToStore, StoredLead> = {
  async decide(tx, items) {
    const named = items.flatMap((i) => (i.lead.spam === null && typeof i.named?.view === 'number' ? [i.named.view] : []));
    const views = named.length > 0 ? await servedViews(tx, named) : new Map<number, ServedView>();
    const recent = await recentLeads(tx, items);
    const submitted = await submittedBefore(tx, items);
    /** New rows of this batch, by index, so a later repeat reshapes them before they are inserted. */
    const rows = new Map<number, NewRow<'conversions'>>();
    const submissions = new Map<string, number>();

    return items.map((item, index): Decision<StoredLead> => {
      const { lead } = item;
      const spam = judged(item, views);
      const values = leadValues(lead, spam);
      const outcome = (duplicate: boolean): StoredLead => ({ spam, duplicate });
      if (lead.email !== null) {
        const first = (recent.get(leadKey(item.popup.id, lead.email)) ?? []).find(
          (c) => c.created_at > item.now - DUPLICATE_LEAD_WINDOW_MS && (spam === null || c.spam !== null),
        );
        if (first) {
          first.spam = spam;
          if (first.item !== undefined) {
            const row = rows.get(first.item)!;
            for (const [column, value] of Object.entries(values)) if (value !== undefined) Object.assign(row.row, { [column]: value });
            return { outcome: outcome(true), sameAs: first.item };
          }
          const id = first.stored!;
          return {
            outcome: outcome(true),
            existing: id,
            change: async (t) => {
              await t.updateTable('conversions').set(values).where('id', '=', id).execute();
            },
          };
        }
      }
      if (lead.submission_id !== null) {
        const key = leadKey(item.popup.id, lead.submission_id);
        const stored = submitted.get(key);
        if (stored !== undefined) return { outcome: outcome(false), existing: stored };
        const earlier = submissions.get(key);
        if (earlier !== undefined) return { outcome: outcome(false), sameAs: earlier };
        submissions.set(key, index);
      }
      const row: NewRow<'conversions'> = {
        table: 'conversions',
        row: {
          poptin_id: item.popup.id,
          site_id: item.popup.site_id,
          account_id: item.popup.account_id,
          email: lead.email,
          submission_id: lead.submission_id,
          created_at: item.now,
          view_id: values.view_id,
          visitor: values.visitor,
          url: values.url,
          referrer: values.referrer,
          trigger: values.trigger,
          fields: values.fields,
          context: values.context,
          spam,
          tag: values.tag,
          field_keys: values.field_keys,
          search_text: values.search_text,
          play_id: lead.play_id,
        },
        after: spam === null ? item.followUps : undefined,
      };
      rows.set(index, row);
      // A later lead of the same address in this batch repeats this one.
      if (lead.email !== null) {
        const key = leadKey(item.popup.id, lead.email);
        recent.set(key, [...(recent.get(key) ?? []), { item: index, spam, created_at: item.now }]);
      }
      return { outcome: outcome(false), insert: row };
    });
  },
};
