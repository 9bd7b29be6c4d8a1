import type { Kysely } from 'kysely';
import type { SubmittedField } from '@beckon/core';
import type { Database } from '../db/schema.js';
import type { RowWriter } from '../ingest/write-buffer.js';
import type { PopupOwner } from './poptins.js';

export interface ViewEvent { visitor: string | null; trigger: string; device: string; url: string }

export function recordView(writes: RowWriter, popup: PopupOwner, view: ViewEvent): Promise<number> {
  return writes.write('views', { poptin_id: popup.id, site_id: popup.site_id, ...view, created_at: Date.now() });
}

export interface CloseEvent { visitor: string | null; close_trigger: string | null; url: string }

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
}

/** Resolves once the lead row is committed: the caller may then tell the visitor it succeeded. */
export function recordConversion(writes: RowWriter, popup: PopupOwner, lead: Lead): Promise<number> {
  return writes.write('conversions', {
      poptin_id: popup.id, site_id: popup.site_id, account_id: popup.account_id, view_id: lead.view_id, visitor: lead.visitor,
      email: lead.email, url: lead.url, referrer: lead.referrer, trigger: lead.trigger,
    fields: JSON.stringify(lead.fields), context: JSON.stringify(lead.context), spam: lead.spam, submission_id: lead.submission_id, created_at: Date.now(),
  });
}

/** The lead a submit already stored, when a retry of it comes again. */
export async function findSubmittedConversion(db: Kysely<Database>, poptinId: string, submissionId: string): Promise<number | undefined> {
  const row = await db.selectFrom('conversions').select('id').where('poptin_id', '=', poptinId).where('submission_id', '=', submissionId).executeTakeFirst();
  return row ? Number(row.id) : undefined;
}
