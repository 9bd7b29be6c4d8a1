import cors from '@fastify/cors';
import type { FastifyPluginAsync } from 'fastify';
import displayRoutes, { type DisplayOptions } from './display.js';
import activityRoutes from './activity.js';
import eventRoutes from './events.js';
import conversionRoute from './conversion.js';
import emailDomainRoutes from './email-domains.js';
import templateRoute from './template.js';
import storeRoutes from './store.js';
import playRoute from './play.js';
import signupRoute from './signup.js';
import signupLinksRoute from './signup-links.js';
import signupCountriesRoute from './signup-countries.js';
import shareRoutes from './shares.js';

/**
 * The display call's CORS, as @fastify/cors answers a request with `origin: '*'`: the one
 * header, whatever the Origin. Set here in the call's own onRequest hook, before its address is
 * counted (a 429 carries it too): the plugin's hook rebuilds its options and reads the route's
 * options twice on every request, and the display call is the hottest path. Preflights are
 * OPTIONS requests, which the plugin's OPTIONS route still answers for every visitor path.
 */
const ANY_ORIGIN = '*';

/** Visitor-facing routes: called from any host page, so CORS is open and carries no credentials. */
const visitorApi: FastifyPluginAsync<DisplayOptions & { publicUrl?: string | undefined }> = async (app, options) => {
  // The display calls: CORS and the address's limit in one hook, the client's limit before the handler.
  await app.register(async (display) => {
    const perIp = display.limits.perIp;
    display.addHook('onRequest', (request, reply, done) => {
      reply.header('access-control-allow-origin', ANY_ORIGIN);
      perIp(request, reply, done);
    });
    display.addHook('preHandler', display.limits.perClient);
    await display.register(displayRoutes, options);
  });
  await app.register(async (visitor) => {
    await visitor.register(cors, { origin: ANY_ORIGIN, methods: ['POST', 'GET'], maxAge: 86400 });
    // The address is known before the body is read; the client id often only after.
    visitor.addHook('onRequest', visitor.limits.perIp);
    visitor.addHook('preHandler', visitor.limits.perClient);
    await visitor.register(activityRoutes);
    await visitor.register(eventRoutes);
    await visitor.register(conversionRoute, { captcha: options.captcha, publicUrl: options.publicUrl });
    await visitor.register(emailDomainRoutes);
    await visitor.register(templateRoute);
    await visitor.register(storeRoutes);
    await visitor.register(playRoute);
    await visitor.register(signupRoute, { captcha: options.captcha, publicUrl: options.publicUrl });
    await visitor.register(signupLinksRoute);
    await visitor.register(signupCountriesRoute);
    await visitor.register(shareRoutes);
  });
};

export default visitorApi;
