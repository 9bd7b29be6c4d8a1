import cors from '@fastify/cors';
import type { FastifyPluginAsync } from 'fastify';
import displayRoutes, { type DisplayOptions } from './display.js';
import activityRoutes from './activity.js';
import eventRoutes from './events.js';
import conversionRoute from './conversion.js';
import emailDomainRoutes from './email-domains.js';

/** Visitor-facing routes: called from any host page, so CORS is open and carries no credentials. */
const visitorApi: FastifyPluginAsync<DisplayOptions> = async (app, options) => {
  await app.register(cors, { origin: '*', methods: ['POST', 'GET'], maxAge: 86400 });
  await app.register(displayRoutes, options);
  await app.register(activityRoutes);
  await app.register(eventRoutes);
  await app.register(conversionRoute, { captcha: options.captcha });
  await app.register(emailDomainRoutes);
};

export default visitorApi;
