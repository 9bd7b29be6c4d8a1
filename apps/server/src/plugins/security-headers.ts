import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Helmet's headers guard pages: the dashboard, the docs, the demo and the bundles. The visitor
 * API's answers are JSON read by the widget's fetch, which they do not protect, and the display
 * call is the hottest path, so that API is registered outside the scope this plugin is added to
 * (it still sends nosniff, app.ts).
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      // Host pages on other origins load the widget's scripts: they must not be same-origin only.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
      // The click-display link reads the Referer of the page it was followed from.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Pages set their own policy: the dashboard a strict one (static.ts); example host pages none,
      // since they carry the owner's inline snippet as a real site would.
      contentSecurityPolicy: false,
    });
  },
  { name: 'security-headers' },
);
