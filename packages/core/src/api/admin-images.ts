import { Type, type Static } from 'typebox';

/**
 * Issue 23, image upload: owners upload pictures in the editor; the server reads them itself
 * (the bytes decide the type, never the name), strips their metadata and keeps web-sized WebP
 * copies in the account, served to visitors at content-hashed addresses.
 */

/** The largest file an owner may upload; the dashboard refuses bigger ones before sending. */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** A picture wider × taller than this is refused unread: a small file can decode to gigabytes (a decompression bomb). */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** The widths kept of each picture, never wider than the original. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
/** What one account may keep: so many pictures and so many bytes of their web copies. */
export const IMAGE_ACCOUNT_MAX_COUNT = 200;
export const IMAGE_ACCOUNT_MAX_BYTES = 100 * 1024 * 1024;
/** Uploads a minute per account: each one costs the server a decode and three encodes. */
export const IMAGE_UPLOADS_PER_MIN = 30;
/** The file's name as the owner knows it, kept for the picker's list. */
export const IMAGE_NAME_MAX_LENGTH = 120;
/** The formats the server reads, as a file input's `accept` list (SVG is refused: it can carry scripts). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
/** Where served copies live on the server: `${IMAGE_PATH_PREFIX}<hash>-<width>.webp`. */
export const IMAGE_PATH_PREFIX = '/images/';
/** A served copy's name: 32 hex characters of its SHA-256, its width, and .webp. */
export const IMAGE_FILE_PATTERN = '^[0-9a-f]{32}-[0-9]{1,5}\\.webp$';

/** The file in base64 (the admin API takes changes as JSON only, so no other site can post one). */
const base64Length = Math.ceil(IMAGE_UPLOAD_MAX_BYTES / 3) * 4;

export const ImageUploadBody = Type.Object(
  {
    name: Type.String({ maxLength: IMAGE_NAME_MAX_LENGTH }),
    data: Type.String({ minLength: 1, maxLength: base64Length }),
  },
  { additionalProperties: false },
);

export const ImageIdParams = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{12}$' }) });
export const ImageFileParams = Type.Object({ file: Type.String({ pattern: IMAGE_FILE_PATTERN }) });

export const ImageVariantReply = Type.Object({
  width: Type.Integer(),
  height: Type.Integer(),
  bytes: Type.Integer(),
  /** absolute: visitors' pages on other sites load it */
  url: Type.String(),
});

export const ImageReply = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** what the uploaded bytes were: jpeg, png, webp, gif, avif */
  source_format: Type.String(),
  /** after turning it upright */
  width: Type.Integer(),
  height: Type.Integer(),
  animated: Type.Boolean(),
  /** the web copies, narrowest first */
  variants: Type.Array(ImageVariantReply),
  created_at: Type.Number(),
});

export const ImageListReply = Type.Object({
  images: Type.Array(ImageReply),
  used: Type.Object({ count: Type.Integer(), bytes: Type.Integer() }),
  limits: Type.Object({ count: Type.Integer(), bytes: Type.Integer(), upload_bytes: Type.Integer() }),
});

export type ImageUploadRequest = Static<typeof ImageUploadBody>;
export type ImageResponse = Static<typeof ImageReply>;
export type ImageVariantResponse = Static<typeof ImageVariantReply>;
export type ImageListResponse = Static<typeof ImageListReply>;
