import { sql, type Kysely } from 'kysely';
import { IMAGE_ACCOUNT_MAX_BYTES, IMAGE_ACCOUNT_MAX_COUNT } from '@beckon/core/api';
import type { DialectName } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { WebCopy } from '../images/web-copies.js';
import { randomId } from '../security/ids.js';

/** A picture as the dashboard lists it; `variants` carry the file names the caller turns into addresses. */
export interface StoredImage {
  id: string;
  name: string;
  source_format: string;
  width: number;
  height: number;
  animated: boolean;
  created_at: number;
  variants: { file: string; width: number; height: number; bytes: number }[];
}

export interface NewImage {
  accountId: number;
  sourceHash: string;
  name: string;
  sourceFormat: string;
  width: number;
  height: number;
  animated: boolean;
  copies: WebCopy[];
  now: number;
}

/** Why a picture was not stored: the account is full. */
export class ImageQuotaError extends Error {}

export interface ImageUsage {
  count: number;
  bytes: number;
}

export async function imageUsage(db: Kysely<Database>, accountId: number): Promise<ImageUsage> {
  const row = await db
    .selectFrom('images')
    .select([(eb) => eb.fn.countAll<string | number>().as('n'), (eb) => eb.fn.sum<string | number | null>('bytes').as('total')])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return { count: Number(row?.n ?? 0), bytes: Number(row?.total ?? 0) };
}

/** The account's pictures, newest first, each with its copies narrowest first. */
export async function listImages(db: Kysely<Database>, accountId: number, publicId?: string): Promise<StoredImage[]> {
  let query = db.selectFrom('images').selectAll().where('account_id', '=', accountId);
  if (publicId !== undefined) query = query.where('public_id', '=', publicId);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  if (rows.length === 0) return [];
  const variants = await db
    .selectFrom('image_variants')
    .select(['image_id', 'file', 'width', 'height', 'size'])
    .where(
      'image_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('width')
    .execute();
  return rows.map((r) => ({
    id: r.public_id,
    name: r.name,
    source_format: r.source_format,
    width: r.width,
    height: r.height,
    animated: r.animated === 1,
    created_at: Number(r.created_at),
    variants: variants.filter((v) => Number(v.image_id) === Number(r.id)).map((v) => ({ file: v.file, width: v.width, height: v.height, bytes: v.size })),
  }));
}

/**
 * Stores a picture and its copies, or finds the one the account already has from the same
 * bytes. The quota is checked in the same transaction as the insert, with the account's row
 * locked on PostgreSQL (SQLite writes one transaction at a time), so two uploads at once cannot
 * both take the last place.
 */
export async function storeImage(db: Kysely<Database>, dialect: DialectName, image: NewImage): Promise<{ id: string; existing: boolean }> {
  return db.transaction().execute(async (tx) => {
    if (dialect === 'postgres') await sql`select id from accounts where id = ${image.accountId} for update`.execute(tx);
    const existing = await tx
      .selectFrom('images')
      .select('public_id')
      .where('account_id', '=', image.accountId)
      .where('source_hash', '=', image.sourceHash)
      .executeTakeFirst();
    if (existing) return { id: existing.public_id, existing: true };
    const bytes = image.copies.reduce((sum, c) => sum + c.data.length, 0);
    const usage = await imageUsage(tx, image.accountId);
    if (usage.count >= IMAGE_ACCOUNT_MAX_COUNT) {
      throw new ImageQuotaError(`Your account holds ${usage.count} pictures, the most it can. Delete some you no longer use to upload more.`);
    }
    if (usage.bytes + bytes > IMAGE_ACCOUNT_MAX_BYTES) {
      throw new ImageQuotaError(
        `Your pictures take ${mb(usage.bytes)} of the ${mb(IMAGE_ACCOUNT_MAX_BYTES)} your account may keep, and this one needs ${mb(bytes)}. Delete some you no longer use to upload more.`,
      );
    }
    const publicId = randomId(12);
    const inserted = await tx
      .insertInto('images')
      .values({
        account_id: image.accountId,
        public_id: publicId,
        source_hash: image.sourceHash,
        name: image.name,
        source_format: image.sourceFormat,
        width: image.width,
        height: image.height,
        animated: image.animated ? 1 : 0,
        bytes,
        created_at: image.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const copy of image.copies) {
      await tx
        .insertInto('image_variants')
        .values({
          image_id: inserted.id,
          file: copy.file,
          width: copy.width,
          height: copy.height,
          content_type: copy.contentType,
          size: copy.data.length,
          data: copy.data,
        })
        .execute();
    }
    return { id: publicId, existing: false };
  });
}

/** Deletes one of the account's pictures with its copies; false when the account has none by that id. */
export async function deleteImage(db: Kysely<Database>, accountId: number, publicId: string): Promise<boolean> {
  const result = await db.deleteFrom('images').where('account_id', '=', accountId).where('public_id', '=', publicId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A served copy by its content-hashed name; any account's copy of the same bytes is the same file. */
export async function findImageFile(db: Kysely<Database>, file: string): Promise<{ contentType: string; data: Buffer } | undefined> {
  const row = await db.selectFrom('image_variants').select(['content_type', 'data']).where('file', '=', file).limit(1).executeTakeFirst();
  return row ? { contentType: row.content_type, data: Buffer.from(row.data) } : undefined;
}

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
