import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorReply,
  IMAGE_ACCOUNT_MAX_BYTES,
  IMAGE_ACCOUNT_MAX_COUNT,
  IMAGE_NAME_MAX_LENGTH,
  IMAGE_PATH_PREFIX,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOADS_PER_MIN,
  ImageIdParams,
  ImageListReply,
  ImageReply,
  ImageUploadBody,
  OkReply,
  type ImageResponse,
} from '@beckon/core/api';
import { deleteImage, ImageQuotaError, imageUsage, listImages, storeImage, type StoredImage } from '../../repositories/images.js';
import { ImageRefusal, megabytes, readImage } from '../../images/read-image.js';
import { makeWebCopies } from '../../images/web-copies.js';
import { DecodeGate } from '../../images/decode-gate.js';
import { MemoryRateCounter } from '../../security/rate-counter.js';
import { serverOrigin, type LinkOptions } from '../../server-origin.js';

/** The base64 of the largest file, and room for its name and the JSON around them. */
export const IMAGE_BODY_LIMIT = Math.ceil(IMAGE_UPLOAD_MAX_BYTES / 3) * 4 + 4 * 1024;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A file name as the owner will read it in the picker: its last path part, without control characters. */
function cleanName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const printable = last.replace(/[\u0000-\u001f\u007f]/g, '');
  return printable.trim().slice(0, IMAGE_NAME_MAX_LENGTH) || 'picture';
}

function reply(image: StoredImage, origin: string): ImageResponse {
  return {
    ...image,
    variants: image.variants.map((v) => ({ width: v.width, height: v.height, bytes: v.bytes, url: `${origin}${IMAGE_PATH_PREFIX}${v.file}` })),
  };
}

/** Issue 23: the owner's pictures: upload (the server reads and re-encodes them), list, delete. */
const imageRoutes: FastifyPluginAsyncTypebox<LinkOptions> = async (app, options) => {
  app.get(
    '/api/admin/images',
    { schema: { description: "Your account's pictures, newest first, with what they use of its quota.", response: { 200: ImageListReply } } },
    async (request) => {
      const accountId = request.account!.id;
      const origin = serverOrigin(options, request);
      const [images, used] = await Promise.all([listImages(app.db, accountId), imageUsage(app.db, accountId)]);
      return {
        images: images.map((image) => reply(image, origin)),
        used,
        limits: { count: IMAGE_ACCOUNT_MAX_COUNT, bytes: IMAGE_ACCOUNT_MAX_BYTES, upload_bytes: IMAGE_UPLOAD_MAX_BYTES },
      };
    },
  );

  const uploads = new MemoryRateCounter();
  // Two at once: two cores' worth of work, and a bounded share of memory (decode-gate.ts).
  const gate = new DecodeGate(2);
  app.post(
    '/api/admin/images',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        description:
          `Uploads a picture (base64 in \`data\`, at most ${megabytes(IMAGE_UPLOAD_MAX_BYTES)}): JPEG, PNG, WebP, GIF (animation kept) or AVIF, told by its bytes. ` +
          'It is turned upright, stripped of its metadata (EXIF, GPS) and kept as WebP copies 480, 960 and 1600 pixels wide (never wider than it is). ' +
          `SVG is refused. The same file again answers the picture already kept (200). ${IMAGE_UPLOADS_PER_MIN} a minute per account.`,
        body: ImageUploadBody,
        response: { 200: ImageReply, 201: ImageReply, 400: ErrorReply, 409: ErrorReply, 413: ErrorReply, 415: ErrorReply, 422: ErrorReply, 429: ErrorReply },
      },
    },
    async (request, res) => {
      const accountId = request.account!.id;
      const wait = uploads.hit(`images:${accountId}`, IMAGE_UPLOADS_PER_MIN);
      if (wait > 0) return res.header('Retry-After', String(wait)).tooManyRequests(`Too many uploads; try again in ${wait} s.`);
      const { data } = request.body;
      if (!BASE64.test(data)) return res.badRequest('The file did not arrive whole (its data is not base64). Try again.');
      const bytes = Buffer.from(data, 'base64');
      try {
        const { facts, copies } = await gate.run(async () => {
          const read = await readImage(bytes);
          return { facts: read, copies: await makeWebCopies(bytes, read) };
        });
        const stored = await storeImage(app.db, app.dbHandle.dialect, {
          accountId,
          sourceHash: createHash('sha256').update(bytes).digest('hex'),
          name: cleanName(request.body.name),
          sourceFormat: facts.format,
          width: facts.width,
          height: facts.height,
          animated: facts.pages > 1,
          copies,
          now: Date.now(),
        });
        const [image] = await listImages(app.db, accountId, stored.id);
        return res.code(stored.existing ? 200 : 201).send(reply(image!, serverOrigin(options, request)));
      } catch (error) {
        if (error instanceof ImageRefusal) return res.code(error.statusCode).send({ statusCode: error.statusCode, error: 'Refused', message: error.message });
        if (error instanceof ImageQuotaError) return res.conflict(error.message);
        throw error;
      }
    },
  );

  app.delete(
    '/api/admin/images/:id',
    {
      schema: {
        description: 'Deletes one of your pictures and its copies. Pop-ups that show it show nothing in its place: choose another picture for them first.',
        params: ImageIdParams,
        response: { 200: OkReply, 404: ErrorReply },
      },
    },
    async (request, res) => {
      if (!(await deleteImage(app.db, request.account!.id, request.params.id))) return res.notFound('No such picture in your account.');
      return { success: true };
    },
  );
};

export default imageRoutes;
