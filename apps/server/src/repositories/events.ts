import type { SubmittedField } from '@beckon/core';
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
}

/** Resolves once the lead row is committed: the caller may then tell the visitor it succeeded. */
export function recordConversion(writes: RowWriter, popup: PopupOwner, lead: Lead): Promise<number> {
  return writes.write('conversions', {
      poptin_id: popup.id, site_id: popup.site_id, account_id: popup.account_id, view_id: lead.view_id, visitor: lead.visitor,
      email: lead.email, url: lead.url, referrer: lead.referrer, trigger: lead.trigger,
    fields: JSON.stringify(lead.fields), context: JSON.stringify(lead.context), spam: lead.spam, created_at: Date.now(),
  });
}
