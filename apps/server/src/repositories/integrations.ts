import type { Kysely, Selectable } from 'kysely';
import type { IntegrationEventName, IntegrationKind } from '@beckon/core';
import type { Database, IntegrationsTable } from '../db/schema.js';

export type IntegrationRow = Selectable<IntegrationsTable>;

/** One integration as the enqueue path needs it, compiled with the site (display/site-config.ts). */
export interface ActiveIntegration {
  id: number;
  kind: IntegrationKind;
  events: IntegrationEventName[];
  /** only these pop-ups' conversions; empty for every pop-up */
  popups: string[];
}

export interface NewIntegration {
  accountId: number;
  siteId: number;
  kind: IntegrationKind;
  name: string;
  url: string;
  enabled: boolean;
  events: IntegrationEventName[];
  popups: string[];
  /** sealed (integrations/secrets.ts) */
  secret: string;
  secretHint: string;
  /** sealed JSON; '' for a webhook */
  settings: string;
  now: number;
}

export interface IntegrationChange {
  name?: string | undefined;
  url?: string | undefined;
  enabled?: boolean | undefined;
  events?: IntegrationEventName[] | undefined;
  popups?: string[] | undefined;
  settings?: string | undefined;
  disabledReason?: string | undefined;
  /** a rotation: the new sealed secret, and the old one signing until previousUntil */
  secret?: { secret: string; hint: string; previous: string; previousUntil: number } | undefined;
}

export function parseJsonList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The site's enabled integrations, for the compiled config: one query per compile, none per lead. */
export async function activeIntegrations(db: Kysely<Database>, siteId: number): Promise<ActiveIntegration[]> {
  const rows = await db
    .selectFrom('integrations')
    .select(['id', 'kind', 'events', 'popups'])
    .where('site_id', '=', siteId)
    .where('enabled', '=', 1)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    events: parseJsonList(row.events) as IntegrationEventName[],
    popups: parseJsonList(row.popups),
  }));
}

export async function createIntegration(db: Kysely<Database>, item: NewIntegration): Promise<number> {
  const row = await db
    .insertInto('integrations')
    .values({
      account_id: item.accountId,
      site_id: item.siteId,
      kind: item.kind,
      name: item.name,
      url: item.url,
      enabled: item.enabled ? 1 : 0,
      events: JSON.stringify(item.events),
      popups: JSON.stringify(item.popups),
      secret: item.secret,
      secret_hint: item.secretHint,
      settings: item.settings,
      previous_secret_until: null,
      created_at: item.now,
      updated_at: item.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function countSiteIntegrations(db: Kysely<Database>, siteId: number): Promise<number> {
  const row = await db
    .selectFrom('integrations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Integrations with their site's client id, the shape every read answers. */
function withClientId(db: Kysely<Database>) {
  return db.selectFrom('integrations').innerJoin('sites', 'sites.id', 'integrations.site_id').selectAll('integrations').select('sites.client_id');
}

/** The account's integration with this id, with its site's client id; undefined for anyone else's. */
export function findIntegration(db: Kysely<Database>, accountId: number, id: number) {
  return withClientId(db)
    .where('integrations.id', '=', id)
    .where('integrations.account_id', '=', accountId)
    .where('sites.account_id', '=', accountId)
    .executeTakeFirst();
}
export type OwnedIntegration = NonNullable<Awaited<ReturnType<typeof findIntegration>>>;

/** The worker's read: any account's integration by id (the delivery names it). */
export function integrationById(db: Kysely<Database>, id: number) {
  return withClientId(db).where('integrations.id', '=', id).executeTakeFirst();
}

export function listIntegrations(db: Kysely<Database>, accountId: number, siteId: number) {
  return withClientId(db).where('integrations.site_id', '=', siteId).where('integrations.account_id', '=', accountId).orderBy('integrations.id').execute();
}

/** Changes the account's integration; the site id it belongs to when it did, undefined when none is the caller's. */
export async function updateIntegration(
  db: Kysely<Database>,
  accountId: number,
  id: number,
  change: IntegrationChange,
  now: number,
): Promise<number | undefined> {
  const found = await db.selectFrom('integrations').select('site_id').where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
  if (!found) return undefined;
  await db
    .updateTable('integrations')
    .set({
      updated_at: now,
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.url === undefined ? {} : { url: change.url }),
      // Turning it on again clears why Beckon had turned it off.
      ...(change.enabled === undefined ? {} : { enabled: change.enabled ? 1 : 0, ...(change.enabled ? { disabled_reason: '' } : {}) }),
      ...(change.events === undefined ? {} : { events: JSON.stringify(change.events) }),
      ...(change.popups === undefined ? {} : { popups: JSON.stringify(change.popups) }),
      ...(change.settings === undefined ? {} : { settings: change.settings }),
      ...(change.disabledReason === undefined ? {} : { disabled_reason: change.disabledReason.slice(0, 500) }),
      ...(change.secret === undefined
        ? {}
        : {
            secret: change.secret.secret,
            secret_hint: change.secret.hint,
            previous_secret: change.secret.previous,
            previous_secret_until: change.secret.previousUntil,
          }),
    })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .execute();
  return Number(found.site_id);
}

/** Deletes the account's integration and its deliveries; the site id, or undefined when none is the caller's. */
export async function deleteIntegration(db: Kysely<Database>, accountId: number, id: number): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('integrations').select('site_id').where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
    if (!found) return undefined;
    await trx.deleteFrom('integration_deliveries').where('integration_id', '=', id).execute();
    await trx.deleteFrom('integrations').where('id', '=', id).execute();
    return Number(found.site_id);
  });
}

/** Beckon turns an endpoint off itself (410 Gone): the worker's write, any account. */
export async function disableIntegration(db: Kysely<Database>, id: number, reason: string, now: number): Promise<number | undefined> {
  const found = await db.selectFrom('integrations').select('site_id').where('id', '=', id).executeTakeFirst();
  if (!found) return undefined;
  await db
    .updateTable('integrations')
    .set({ enabled: 0, disabled_reason: reason.slice(0, 500), updated_at: now })
    .where('id', '=', id)
    .execute();
  return Number(found.site_id);
}
