import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth.js';
import overviewRoutes from './overview.js';

const adminApi: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(overviewRoutes);
};

export default adminApi;
