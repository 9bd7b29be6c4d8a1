import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { newClientId } from '../security/ids.js';

export async function createSite(db: Kysely<Database>, accountId: number, name: string, domains: string[] = []) {
  return db.insertInto('sites')
    .values({ account_id: accountId, client_id: newClientId(), name, domains: JSON.stringify(domains), created_at: Date.now() })
    .returning(['id', 'client_id', 'name'])
    .executeTakeFirstOrThrow();
}

/** The site behind a client id, with what the display call needs of the account that owns it. */
export function findSiteByClientId(db: Kysely<Database>, clientId: string) {
  return db.selectFrom('sites')
    .innerJoin('accounts', 'accounts.id', 'sites.account_id')
    .select([
      'sites.id', 'sites.account_id', 'sites.client_id', 'sites.name', 'sites.restricted', 'sites.client_restriction_setting',
      'accounts.public_id as viewer_id', 'accounts.plan', 'accounts.max_monthly_views',
    ])
    .where('sites.client_id', '=', clientId)
    .executeTakeFirst();
}

export type DisplaySite = NonNullable<Awaited<ReturnType<typeof findSiteByClientId>>>;

export function listSites(db: Kysely<Database>, accountId: number) {
  return db.selectFrom('sites').select(['id', 'client_id', 'name', 'created_at']).where('account_id', '=', accountId).orderBy('id').execute();
}
