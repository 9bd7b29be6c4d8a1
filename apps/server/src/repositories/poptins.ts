import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isOn, prizeSlices, type PopupFormat, type PopupRecord, type PopupSettings, type PopupTarget, type PopupType } from '@beckon/core';
import type { DialectName } from '../db/database.js';
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
  await db
    .insertInto('poptins')
    .values({
      id,
      account_id: popup.accountId,
      site_id: popup.siteId,
      name: popup.name,
      type: popup.type,
      format: popup.format,
      target: popup.target,
      status: popup.status,
      settings: JSON.stringify(popup.settings),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export interface PopupChange {
  name?: string | undefined;
  status?: PopupStatus | undefined;
  settings?: PopupSettings | undefined;
}

/** Changes one of the account's pop-ups; answers its site's id, or undefined when the account has no such pop-up. */
export async function updatePopup(db: Kysely<Database>, accountId: number, poptinId: string, change: PopupChange): Promise<number | undefined> {
  const row = await db
    .updateTable('poptins')
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

/**
 * The wire boundary: a stored row becomes the SPEC §3 record the widget reads. Every visitor
 * answer (display, click-display, template, first paint) is made from this record, so the prizes
 * leave as slices only: a code or a chance in it would let any visitor read or pick the prize.
 */
export function toPopupRecord(row: PoptinRow, viewerId: string): PopupRecord {
  // The owner's own: prize codes are drawn on the server, and the lists a lead joins are no visitor's business.
  const { prizes, signup_lists: _lists, signup_double_opt_in: _optIn, ...settings } = JSON.parse(row.settings) as PopupSettings;
  return {
    ...settings,
    ...(prizes === undefined ? {} : { prizes: prizeSlices(prizes) }),
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
  return db
    .selectFrom('poptins')
    .innerJoin('sites', 'sites.id', 'poptins.site_id')
    .innerJoin('accounts', 'accounts.id', 'poptins.account_id')
    .select(['poptins.id', 'poptins.site_id', 'poptins.account_id', 'poptins.target', 'sites.client_id', 'accounts.public_id as viewer_id'])
    .where('poptins.id', '=', poptinId)
    .executeTakeFirst();
}

export type PopupOwner = NonNullable<Awaited<ReturnType<typeof findPopupOwner>>>;

/** The stored settings' A/B parent, read in the database so a list does not parse every design. */
function abParentOf(dialect: DialectName): RawBuilder<string | null> {
  return dialect === 'postgres'
    ? sql<string | null>`(poptins.settings::jsonb ->> 'ab_test_parent_id')`
    : sql<string | null>`json_extract(poptins.settings, '$.ab_test_parent_id')`;
}

/** A conversion rate as the dashboard shows it: conversions per view, 0 without views, at most 1. */
export function conversionRate(views: number, conversions: number): number {
  return views > 0 ? Math.min(1, conversions / views) : 0;
}

/** The account's pop-ups (of one site, when a client id is given) with their counts; spam leads do not count. */
export async function listPopupsWithCounts(db: Kysely<Database>, dialect: DialectName, accountId: number, clientId?: string) {
  let query = db
    .selectFrom('poptins')
    .innerJoin('sites', 'sites.id', 'poptins.site_id')
    .select((eb) => [
      'poptins.id as poptin_id',
      'poptins.name',
      'poptins.type',
      'poptins.format',
      'poptins.target',
      'poptins.status',
      'poptins.created_at',
      'poptins.updated_at',
      'sites.name as site_name',
      'sites.client_id',
      abParentOf(dialect).as('ab_test_parent_id'),
      eb
        .selectFrom('views')
        .select((v) => v.fn.countAll<number>().as('n'))
        .whereRef('views.poptin_id', '=', 'poptins.id')
        .as('views'),
      eb
        .selectFrom('closes')
        .select((v) => v.fn.countAll<number>().as('n'))
        .whereRef('closes.poptin_id', '=', 'poptins.id')
        .as('closes'),
      eb
        .selectFrom('conversions')
        .select((v) => v.fn.countAll<number>().as('n'))
        .whereRef('conversions.poptin_id', '=', 'poptins.id')
        .where('conversions.spam', 'is', null)
        .as('conversions'),
    ])
    .where('poptins.account_id', '=', accountId);
  if (clientId !== undefined) query = query.where('sites.client_id', '=', clientId);
  const rows = await query.orderBy('poptins.created_at', 'desc').orderBy('poptins.id').execute();
  return rows.map((r) => {
    const views = Number(r.views ?? 0);
    const conversions = Number(r.conversions ?? 0);
    return {
      ...r,
      type: r.type as PopupType,
      format: r.format as PopupFormat,
      created_at: Number(r.created_at),
      updated_at: Number(r.updated_at),
      ab_test_parent_id: r.ab_test_parent_id || null,
      views,
      closes: Number(r.closes ?? 0),
      conversions,
      conversion_rate: conversionRate(views, conversions),
    };
  });
}

/** Every pop-up of a site, oldest first: what its compiled display config is made of. */
export function listSitePopups(db: Kysely<Database>, siteId: number) {
  return db.selectFrom('poptins').selectAll().where('site_id', '=', siteId).orderBy('created_at').orderBy('id').execute();
}

/** One of the account's pop-ups with its site; undefined for another account's id or no such id. */
export function findOwnedPopup(db: Kysely<Database>, accountId: number, poptinId: string) {
  return db
    .selectFrom('poptins')
    .innerJoin('sites', 'sites.id', 'poptins.site_id')
    .selectAll('poptins')
    .select(['sites.name as site_name', 'sites.client_id'])
    .where('poptins.id', '=', poptinId)
    .where('poptins.account_id', '=', accountId)
    .executeTakeFirst();
}

export type OwnedPopup = NonNullable<Awaited<ReturnType<typeof findOwnedPopup>>>;

export function parseSettings(row: Pick<PoptinRow, 'settings'>): PopupSettings {
  return JSON.parse(row.settings) as PopupSettings;
}

const NAME_MAX = 120;
function suffixed(name: string, suffix: string): string {
  return `${name.slice(0, NAME_MAX - suffix.length - 1).trimEnd()} ${suffix}`;
}

/** The settings outside any A/B group. */
function ungrouped(settings: PopupSettings): PopupSettings {
  return { ...settings, ab_test: 0, ab_test_parent_id: null };
}

/** A draft copy named "<name> (copy)", outside any A/B test; undefined when the account has no such pop-up. */
export async function duplicatePopup(db: Kysely<Database>, accountId: number, poptinId: string): Promise<{ poptinId: string; siteId: number } | undefined> {
  const row = await findOwnedPopup(db, accountId, poptinId);
  if (!row) return undefined;
  const copy = await createPopup(db, {
    accountId,
    siteId: row.site_id,
    name: suffixed(row.name, '(copy)'),
    type: row.type as PopupType,
    format: row.format as PopupFormat,
    target: row.target,
    status: 'draft',
    settings: ungrouped(parseSettings(row)),
  });
  return { poptinId: copy, siteId: row.site_id };
}

/** The A/B group a pop-up belongs to (SPEC §3 ab_test, ab_test_parent_id), as the display call forms it. */
interface Group {
  parentId: string;
  members: Array<{ row: PoptinRow; settings: PopupSettings }>;
}

async function groupOf(db: Kysely<Database>, row: PoptinRow): Promise<Group | null> {
  const settings = parseSettings(row);
  const parentId = settings.ab_test_parent_id || (isOn(settings.ab_test) ? row.id : null);
  if (!parentId) return null;
  // In id order: writes to the group then lock its rows in one order, so two at once cannot deadlock.
  const rows = await db.selectFrom('poptins').selectAll().where('site_id', '=', row.site_id).where('account_id', '=', row.account_id).orderBy('id').execute();
  const members = rows.map((r) => ({ row: r, settings: parseSettings(r) })).filter((m) => m.row.id === parentId || m.settings.ab_test_parent_id === parentId);
  return { parentId, members };
}

async function saveSettings(db: Kysely<Database>, poptinId: string, settings: PopupSettings, status?: PopupStatus): Promise<void> {
  await db
    .updateTable('poptins')
    .set({ settings: JSON.stringify(settings), updated_at: Date.now(), ...(status ? { status } : {}) })
    .where('id', '=', poptinId)
    .execute();
}

/**
 * A new A/B variant: a draft copy whose ab_test_parent_id is the group's parent (the pop-up
 * itself, or its parent when it is a variant already), named after the parent with the next
 * letter; the parent gets ab_test on. A draft, so the owner changes it before it takes visitors.
 */
export async function createVariant(db: Kysely<Database>, accountId: number, poptinId: string): Promise<{ poptinId: string; siteId: number } | undefined> {
  return db.transaction().execute(async (tx) => {
    const row = await findOwnedPopup(tx, accountId, poptinId);
    if (!row) return undefined;
    const group = await groupOf(tx, row);
    const parentId = group?.parentId ?? row.id;
    const parent = group?.members.find((m) => m.row.id === parentId) ?? { row, settings: parseSettings(row) };
    const letter = String.fromCharCode('A'.charCodeAt(0) + Math.min(group?.members.length ?? 1, 25));
    if (!isOn(parent.settings.ab_test)) await saveSettings(tx, parent.row.id, { ...parent.settings, ab_test: 1 });
    const variantId = await createPopup(tx, {
      accountId,
      siteId: row.site_id,
      name: suffixed(parent.row.name, `(variant ${letter})`),
      type: parent.row.type as PopupType,
      format: parent.row.format as PopupFormat,
      target: parent.row.target,
      status: 'draft',
      settings: { ...parent.settings, ab_test: 1, ab_test_parent_id: parent.row.id },
    });
    return { poptinId: variantId, siteId: row.site_id };
  });
}

/**
 * Ends an A/B test with a winner: the named member stays published, out of the group (ab_test
 * off, no parent); every other member is unpublished and leaves the group. Answers the site id,
 * 'not_in_group' when the winner is not a member of the pop-up's group, or undefined when the
 * account has no such pop-up.
 */
export async function keepWinner(db: Kysely<Database>, accountId: number, poptinId: string, winnerId: string): Promise<number | 'not_in_group' | undefined> {
  return db.transaction().execute(async (tx) => {
    const row = await findOwnedPopup(tx, accountId, poptinId);
    if (!row) return undefined;
    const group = await groupOf(tx, row);
    // Asked again after it was done (a double click, a retry after a lost answer): nothing to do.
    if (!group) return winnerId === row.id ? row.site_id : 'not_in_group';
    if (!group.members.some((m) => m.row.id === winnerId)) return 'not_in_group';
    for (const member of group.members) {
      await saveSettings(tx, member.row.id, ungrouped(member.settings), member.row.id === winnerId ? 'published' : 'draft');
    }
    return row.site_id;
  });
}

/**
 * Deletes the pop-up with its views, closes and game plays, in one transaction. Its leads stay
 * (listed as a deleted pop-up's). A parent's variants leave the A/B group; a parent left without variants is
 * no longer in a test. Answers the site id, or undefined when the account has no such pop-up.
 */
export async function deletePopup(db: Kysely<Database>, accountId: number, poptinId: string): Promise<number | undefined> {
  return db.transaction().execute(async (tx) => {
    const row = await findOwnedPopup(tx, accountId, poptinId);
    if (!row) return undefined;
    const group = await groupOf(tx, row);
    if (group) {
      const others = group.members.filter((m) => m.row.id !== row.id);
      const parentLeft = others.find((m) => m.row.id === group.parentId);
      for (const member of others) {
        if (group.parentId === row.id) await saveSettings(tx, member.row.id, ungrouped(member.settings));
      }
      if (parentLeft && others.length === 1) await saveSettings(tx, parentLeft.row.id, ungrouped(parentLeft.settings));
    }
    await tx.deleteFrom('views').where('poptin_id', '=', poptinId).execute();
    await tx.deleteFrom('closes').where('poptin_id', '=', poptinId).execute();
    // Its leads stay, so their play_id may point at nothing: the lead then lists no prize.
    await tx.deleteFrom('plays').where('poptin_id', '=', poptinId).execute();
    await tx.deleteFrom('poptins').where('id', '=', poptinId).execute();
    return row.site_id;
  });
}
