import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorReply, PopupIdParams, TemplateQuery } from '@beckon/core/api';
import { firstPaint, hasCountdown } from '../../render/popup-html.js';

/** The template is owner content on our origin: opened directly it must stay inert. */
const TEMPLATE_CSP = "default-src 'none'; style-src 'unsafe-inline' https:; img-src https: data:; font-src https: data:; sandbox";

/**
 * SPEC §3 poptin_url / §7 "GET pop-up template URL": a published pop-up's first screen as HTML,
 * the same markup the display response carries in `poptin`, for a page that fetches it alone.
 */
const templateRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/display/template/:id',
    {
      schema: {
        params: PopupIdParams,
        querystring: TemplateQuery,
        response: { 200: Type.String({ description: 'text/html' }), 304: Type.Null({ description: 'Not Modified' }), 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const found = await app.siteConfig.popup(request.params.id);
      if (!found || found.popup.status !== 'published') {
        return reply.notFound('Unknown pop-up.');
      }
      const device = request.query.device ?? 'desktop';
      const { popup } = found;
      const { html } = firstPaint(popup, device);
      // From the markup itself: two edits within one millisecond share a version, never a hash.
      const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
      reply.header('Content-Security-Policy', TEMPLATE_CSP).header('Vary', 'Accept-Encoding');
      // A countdown shows the time left now, so that template is never reused.
      if (hasCountdown(popup.record)) reply.header('Cache-Control', 'no-store');
      else {
        reply.header('Cache-Control', 'public, max-age=60').header('ETag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      }
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
};

export default templateRoute;
