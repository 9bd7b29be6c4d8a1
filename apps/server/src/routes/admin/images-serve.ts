import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IMAGE_PATH_PREFIX, ImageFileParams } from '@beckon/core/api';
import { findImageFile } from '../../repositories/images.js';

/** A content-hashed name never changes what it names: browsers and proxies may keep it for a year unasked. */
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * Issue 23: the owners' pictures, as visitors' pages on any site load them. No session: the name
 * is the picture's hash, so it names nothing else and is guessed only by whoever has the picture.
 */
const imageServeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(`${IMAGE_PATH_PREFIX}:file`, { onRequest: app.limits.perIp, schema: { hide: true, params: ImageFileParams } }, async (request, reply) => {
    const etag = `"${request.params.file.split('.')[0]}"`;
    reply.header('Cache-Control', FOREVER).header('ETag', etag).header('Cross-Origin-Resource-Policy', 'cross-origin');
    // Opened on its own, the file is a picture and nothing else: no script, no plugin, no form.
    reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const found = await findImageFile(app.db, request.params.file);
    if (!found) return reply.header('Cache-Control', 'no-store').notFound('No such picture.');
    return reply.type(found.contentType).send(found.data);
  });
};

export default imageServeRoutes;
