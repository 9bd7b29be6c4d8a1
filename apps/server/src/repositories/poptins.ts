import type { Kysely } from 'kysely';
import type { PopupFormat, PopupRecord, PopupSettings, PopupTarget, PopupType } from '@beckon/core';
import type { Database, PoptinRow, PopupStatus } from '../db/schema.js';
import { newPopupId } from '../security/ids.js';

export interface NewPopup {
  accountId: number;
  siteId: number;
  name: string;
  type: PopupType;
  format: PopupFormat;
  target: PopupTarget;
  status: PopupStatus;
  settings: PopupSettings;
}

export async function createPopup(db: Kysely<Database>, popup: NewPopup): Promise<string> {
  const now = Date.now();
  const id = newPopupId();
  await db.insertInto('poptins').values({
    id, account_id: popup.accountId, site_id: popup.siteId, name: popup.name, type: popup.type, format: popup.format,
    target: popup.target, status: popup.status, settings: JSON.stringify(popup.settings), created_at: now, updated_at: now,
  }).execute();
  return id;
}

export interface PopupChange { name?: string | undefined; status?: PopupStatus | undefined; settings?: PopupSettings | undefined }

/** Changes one of the account's pop-ups; answers its site's id, or undefined when the account has no such pop-up. */
export async function updatePopup(db: Kysely<Database>, accountId: number, poptinId: string, change: PopupChange): Promise<number | undefined> {
  const row = await db.updateTable('poptins')
    .set({
      updated_at: Date.now(),
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.status !== undefined ? { status: change.status } : {}),
      ...(change.settings !== undefined ? { settings: JSON.stringify(change.settings) } : {}),
    })
    .where('id', '=', poptinId)
    .where('account_id', '=', accountId)
    .returning('site_id')
    .executeTakeFirst();
  return row?.site_id;
}

/** The wire boundary: a stored row becomes the SPEC §3 record the widget reads. */
export function toPopupRecord(row: PoptinRow, viewerId: string): PopupRecord {
  const settings = JSON.parse(row.settings) as PopupSettings;
  return {
    ...settings,
    poptin_id: row.id,
    poptin_name: row.name,
    poptin_type: row.type as PopupType,
    poptin_format: row.format as PopupFormat,
    poptin_target: row.target,
    account_id: viewerId,
    viewer_id: viewerId,
    display: row.status === 'published' ? 1 : 0,
  };
}

/** What an event needs to know about the pop-up it names. */
export function findPopupOwner(db: Kysely<Database>, poptinId: string) {
  return db.selectFrom('poptins')
    .innerJoin('sites', 'sites.id', 'poptins.site_id')
    .innerJoin('accounts', 'accounts.id', 'poptins.account_id')
    .select(['poptins.id', 'poptins.site_id', 'poptins.account_id', 'poptins.target', 'sites.client_id', 'accounts.public_id as viewer_id'])
    .where('poptins.id', '=', poptinId)
    .executeTakeFirst();
}

export type PopupOwner = NonNullable<Awaited<ReturnType<typeof findPopupOwner>>>;

/** The account's pop-ups with their view, close and conversion counts. */
export async function listPopupsWithCounts(db: Kysely<Database>, accountId: number) {
  const rows = await db.selectFrom('poptins')
    .innerJoin('sites', 'sites.id', 'poptins.site_id')
    .select((eb) => [
      'poptins.id as poptin_id', 'poptins.name', 'poptins.type', 'poptins.format', 'poptins.target', 'poptins.status',
      'poptins.created_at', 'sites.name as site_name', 'sites.client_id',
      eb.selectFrom('views').select((v) => v.fn.countAll<number>().as('n')).whereRef('views.poptin_id', '=', 'poptins.id').as('views'),
      eb.selectFrom('closes').select((v) => v.fn.countAll<number>().as('n')).whereRef('closes.poptin_id', '=', 'poptins.id').as('closes'),
      eb.selectFrom('conversions').select((v) => v.fn.countAll<number>().as('n')).whereRef('conversions.poptin_id', '=', 'poptins.id').where('conversions.spam', 'is', null).as('conversions'),
    ])
    .where('poptins.account_id', '=', accountId)
    .orderBy('poptins.created_at', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, views: Number(r.views ?? 0), closes: Number(r.closes ?? 0), conversions: Number(r.conversions ?? 0) }));
}
