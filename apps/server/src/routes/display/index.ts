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

/** Visitor-facing routes: called from any host page, so CORS is open and carries no credentials. */
const visitorApi: FastifyPluginAsync<DisplayOptions & { publicUrl?: string | undefined }> = async (app, options) => {
  await app.register(cors, { origin: '*', methods: ['POST', 'GET'], maxAge: 86400 });
  // The address is known before the body is read; the client id often only after.
  app.addHook('onRequest', app.limits.perIp);
  app.addHook('preHandler', app.limits.perClient);
  await app.register(displayRoutes, options);
  await app.register(activityRoutes);
  await app.register(eventRoutes);
  await app.register(conversionRoute, { captcha: options.captcha, publicUrl: options.publicUrl });
  await app.register(emailDomainRoutes);
  await app.register(templateRoute);
  await app.register(storeRoutes);
  await app.register(playRoute);
  await app.register(signupRoute, { captcha: options.captcha, publicUrl: options.publicUrl });
  await app.register(signupLinksRoute);
  await app.register(signupCountriesRoute);
  await app.register(shareRoutes);
};

export default visitorApi;
