import type { Kysely } from 'kysely';
import type { SubmittedField } from '@beckon/core';
import type { Database } from '../db/schema.js';

export interface LeadFilter { poptinId?: string | undefined; limit: number; offset: number; includeSpam?: boolean | undefined }

/** Leads of one account only: the account id is part of every query, never optional. */
export async function listLeads(db: Kysely<Database>, accountId: number, filter: LeadFilter) {
  let query = db.selectFrom('conversions')
    .innerJoin('poptins', 'poptins.id', 'conversions.poptin_id')
    .select([
      'conversions.id', 'conversions.poptin_id', 'poptins.name as poptin_name', 'conversions.email', 'conversions.url',
      'conversions.referrer', 'conversions.trigger', 'conversions.fields', 'conversions.spam', 'conversions.created_at',
    ])
    .where('conversions.account_id', '=', accountId);
  // Submissions that look automated stay out of the owner's list unless asked for.
  if (!filter.includeSpam) query = query.where('conversions.spam', 'is', null);
  if (filter.poptinId) query = query.where('conversions.poptin_id', '=', filter.poptinId);
  const rows = await query.orderBy('conversions.created_at', 'desc').orderBy('conversions.id', 'desc').limit(filter.limit).offset(filter.offset).execute();
  return rows.map((r) => ({ ...r, id: String(r.id), fields: JSON.parse(r.fields) as SubmittedField[] }));
}
