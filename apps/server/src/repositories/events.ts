import type { Kysely } from 'kysely';
import type { SubmittedField } from '@beckon/core';
import type { Database } from '../db/schema.js';
import type { PopupOwner } from './poptins.js';

export interface ViewEvent { visitor: string | null; trigger: string; device: string; url: string }

export async function recordView(db: Kysely<Database>, popup: PopupOwner, view: ViewEvent): Promise<number> {
  const row = await db.insertInto('views')
    .values({ poptin_id: popup.id, site_id: popup.site_id, ...view, created_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface CloseEvent { visitor: string | null; close_trigger: string | null; url: string }

export async function recordClose(db: Kysely<Database>, popup: PopupOwner, close: CloseEvent): Promise<void> {
  await db.insertInto('closes').values({ poptin_id: popup.id, site_id: popup.site_id, ...close, created_at: Date.now() }).execute();
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
}

/** Resolves once the lead row is committed: the caller may then tell the visitor it succeeded. */
export async function recordConversion(db: Kysely<Database>, popup: PopupOwner, lead: Lead): Promise<number> {
  const row = await db.insertInto('conversions')
    .values({
      poptin_id: popup.id, site_id: popup.site_id, account_id: popup.account_id, view_id: lead.view_id, visitor: lead.visitor,
      email: lead.email, url: lead.url, referrer: lead.referrer, trigger: lead.trigger,
      fields: JSON.stringify(lead.fields), context: JSON.stringify(lead.context), spam: lead.spam, created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
