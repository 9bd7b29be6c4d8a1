import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Results: views, closes and conversions over time, their breakdowns, and A/B verdicts. */
const resultRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.requireAccount);
};

export default resultRoutes;
