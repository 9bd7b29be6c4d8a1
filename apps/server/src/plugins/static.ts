import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { embedSnippet, TEMPLATE_PICTURE_PREFIX, WIDGET_API_VERSION } from '@beckon/core';
import type { ServerConfig } from '../config.js';
import { getSetting, DEMO_CLIENT_ID } from '../repositories/settings.js';
import { findSiteByClientId } from '../repositories/sites.js';
import { serverOrigin, type LinkOptions } from '../server-origin.js';

/**
 * The dashboard holds an owner's session: only its own scripts run, nothing frames it. Styles and
 * images may come from elsewhere because a pop-up's preview uses the owner's fonts and images;
 * http: images too, since a visitor's page shows them and a picture runs nothing (issue 23).
 */
const DASHBOARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline' https:",
  "img-src 'self' data: https: http:",
  "font-src 'self' data: https:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4338ca"/><path d="M10 8h7.5a5 5 0 0 1 2.6 9.3A5.5 5.5 0 0 1 17.5 25H10z" fill="#fff"/></svg>';

/** Where bundles are served from: the widget's versioned folder, the chat and sign-up scripts, the dashboard, the gallery. */
/** Storefront emulators (e2e/support/storefront.ts serves them with their platform calls): their pages alone would be templates. */
const STOREFRONT_EXAMPLES = new Set(['shopify-store', 'wix-site']);

const BUNDLE_PREFIXES = ['/sdk/', '/app/', '/demo-assets/'];

/** Issue 23: the templates' pictures, shipped in apps/server/public (src/plugins and dist/plugins sit at the same depth). */
export const TEMPLATE_PICTURES_DIR = fileURLToPath(new URL('../../public/templates/pictures', import.meta.url));

/**
 * Served to dashboards and to visitors' pages on any site: cached for a month (a changed picture
 * is revalidated by its ETag), and opened on its own an SVG is a picture only, no script or form.
 */
async function serveTemplatePictures(app: FastifyInstance): Promise<void> {
  if (!existsSync(TEMPLATE_PICTURES_DIR)) return;
  await app.register(fastifyStatic, {
    root: TEMPLATE_PICTURES_DIR,
    prefix: TEMPLATE_PICTURE_PREFIX,
    decorateReply: false,
    index: false,
    wildcard: false,
    allowedPath: (path) => /^\/[a-z-]{1,40}\.svg$/.test(path),
    setHeaders: (res) => {
      res.header('Cache-Control', 'public, max-age=2592000');
      res.header('Cross-Origin-Resource-Policy', 'cross-origin');
      res.header('Access-Control-Allow-Origin', '*');
      res.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    },
  });
}

/**
 * Source maps stay on the server's disk (for the operator's stack traces), never on the wire:
 * they would hand out the sources of the dashboard and the embeds, comments included.
 */
export function isServedSourceMap(url: string): boolean {
  const raw = url.split('?')[0] ?? '';
  let path = raw;
  try {
    path = decodeURIComponent(raw);
  } catch {
    // A malformed escape cannot name a file on disk either; the raw path decides.
  }
  path = path.toLowerCase();
  return path.endsWith('.map') && BUNDLE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * The content kit (SPEC §1 content site): content.js, a module script, and its parts' chunks,
 * which it imports only on pages that carry their markup. Both are CORS requests from host pages.
 */
async function serveContentKit(app: FastifyInstance, contentDist: string): Promise<void> {
  const contentScript = join(contentDist, 'content.js');
  app.get('/sdk/content.js', async (_request, reply) => {
    if (!existsSync(contentScript)) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Content kit not built; run npm run build.' });
    return reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .header('Access-Control-Allow-Origin', '*')
      .send(readFileSync(contentScript));
  });
  const contentChunks = join(contentDist, 'content', 'chunks');
  if (existsSync(contentChunks)) {
    await app.register(fastifyStatic, {
      root: contentChunks,
      prefix: '/sdk/content/chunks/',
      decorateReply: false,
      index: false,
      // A chunk's name carries its content's hash: a changed chunk is a new URL.
      setHeaders: (res) => {
        res.header('Access-Control-Allow-Origin', '*');
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
}

/**
 * An example's own page under its folder (the article example's blog, /demo/article-site/blog/page/2/
 * serving examples/article-site/blog/page/2/index.html), when the path names one; else none, and
 * the example's index.html serves the path (a single-page app's own routes). Only short segments of
 * lower-case letters, digits and dashes are joined, so no path can leave the example's folder.
 */
export function exampleSubPage(examples: string, name: string, rest: string | undefined): string[] {
  const segments = (rest ?? '').split('/').filter(Boolean);
  if (!segments.length || segments.length > 6 || !segments.every((segment) => /^[a-z0-9-]{1,40}$/.test(segment))) return [];
  return existsSync(join(examples, name, ...segments, 'index.html')) ? segments : [];
}

/** A file under the widget's chunks/ folder (chunks/[name]-[hash].js, and its .gz and .br). */
export function isHashedWidgetChunk(path: string): boolean {
  return /[\\/]chunks[\\/][^\\/]+-[\w-]{8}\.js(\.gz|\.br)?$/.test(path);
}

/** Serves the widget bundle, the dashboard SPA and the demo host page, when they are built. */
export default fp<{ paths: ServerConfig['paths'] } & LinkOptions>(
  async (app, { paths, ...links }) => {
    app.addHook('onRequest', async (request, reply) => {
      if (isServedSourceMap(request.url)) return reply.notFound('No such file.');
    });

    if (existsSync(join(paths.widgetDist, 'widget.js'))) {
      await app.register(fastifyStatic, {
        root: paths.widgetDist,
        prefix: `/sdk/v${WIDGET_API_VERSION}/`,
        // widget.js.gz / .br are written at build time at the highest levels.
        preCompressed: true,
        // Host pages load lazy chunks with import(), which is a CORS request.
        setHeaders: (res, path) => {
          res.header('Access-Control-Allow-Origin', '*');
          // widget.js keeps its URL across releases: cached briefly, then revalidated by its ETag.
          // A chunk's name carries its content's hash: a changed chunk is a new URL.
          res.header('Cache-Control', isHashedWidgetChunk(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
        },
      });
    } else {
      app.log.warn(`widget bundle not built (${paths.widgetDist}); run npm run build`);
    }

    // The chat widget (SPEC §1): one self-contained script, loaded by a plain <script src>.
    const chatScript = join(paths.chatDist, 'chat.js');
    app.get('/sdk/chat.js', async (_request, reply) => {
      if (!existsSync(chatScript)) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Chat widget not built; run npm run build.' });
      return reply
        .type('text/javascript; charset=utf-8')
        .header('Cache-Control', 'public, max-age=300')
        .header('Access-Control-Allow-Origin', '*')
        .send(readFileSync(chatScript));
    });

    // The sign-up form script (SPEC §1): one self-contained script too, for pages with or without pop-ups.
    const signupScript = join(paths.signupDist, 'signup.js');
    app.get('/sdk/signup.js', async (_request, reply) => {
      if (!existsSync(signupScript))
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Sign-up script not built; run npm run build.' });
      return reply
        .type('text/javascript; charset=utf-8')
        .header('Cache-Control', 'public, max-age=300')
        .header('Access-Control-Allow-Origin', '*')
        .send(readFileSync(signupScript));
    });

    await serveContentKit(app, paths.contentDist);
    await serveTemplatePictures(app);

    const dashboardIndex = join(paths.dashboardDist, 'index.html');
    if (existsSync(dashboardIndex)) {
      await app.register(fastifyStatic, { root: paths.dashboardDist, prefix: '/app/', decorateReply: false, index: false, wildcard: false });
      const indexHtml = readFileSync(dashboardIndex, 'utf8');
      // Client-side routes: any /app path that is not a file gets the SPA shell.
      app.get('/app', (_req, reply) => reply.redirect('/app/'));
      app.get('/app/*', (_req, reply) =>
        reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Content-Security-Policy', DASHBOARD_CSP).send(indexHtml),
      );
    } else {
      app.log.warn(`dashboard not built (${paths.dashboardDist}); run npm run build`);
    }

    // The gallery page's script (examples/gallery): the widget's views over every format.
    if (existsSync(join(paths.galleryDist, 'gallery.js'))) {
      await app.register(fastifyStatic, { root: paths.galleryDist, prefix: '/demo-assets/', decorateReply: false, index: false, wildcard: false });
    }

    app.get('/', (_req, reply) => reply.redirect('/app/'));
    app.get('/favicon.ico', (_req, reply) => reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(FAVICON_SVG));

    // Example host pages (examples/{name}/index.html) with a site's snippet: /demo is the demo
    // site on the plain page; /demo/{name}?client={clientId} any example for any site.
    const sendExample = async (reply: FastifyReply, origin: string, name: string, clientId: string | undefined, subPage: string[] = []) => {
      const page = join(paths.examples, name, ...subPage, 'index.html');
      const site = clientId ? await findSiteByClientId(app.db, clientId) : undefined;
      if (!site || !existsSync(page)) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such example or site on this server.' });
      const html = readFileSync(page, 'utf8').replace('<!-- BECKON_SNIPPET -->', embedSnippet(origin, site.client_id));
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
    };
    app.get('/demo', async (request, reply) => sendExample(reply, serverOrigin(links, request), 'plain-site', await getSetting(app.db, DEMO_CLIENT_ID)));
    // The wildcard serves a single-page app's own paths (/demo/spa-site/pricing) with the same page.
    for (const path of ['/demo/:name', '/demo/:name/*']) {
      app.get<{ Params: { name: string; '*'?: string }; Querystring: { client?: string } }>(path, async (request, reply) => {
        const name = request.params.name;
        if (!/^[a-z0-9-]{1,40}$/.test(name) || STOREFRONT_EXAMPLES.has(name))
          return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such example.' });
        const subPage = exampleSubPage(paths.examples, name, request.params['*']);
        return sendExample(reply, serverOrigin(links, request), name, request.query.client ?? (await getSetting(app.db, DEMO_CLIENT_ID)), subPage);
      });
    }
  },
  { name: 'static', dependencies: ['database'] },
);
