import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth.js';
import overviewRoutes from './overview.js';
import manageRoutes from './manage.js';
import storeAdminRoutes from './store.js';
import leadRoutes from './leads.js';
import resultRoutes from './results.js';

const adminApi: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(overviewRoutes);
  await app.register(manageRoutes);
  await app.register(storeAdminRoutes);
  await app.register(leadRoutes);
  await app.register(resultRoutes);
};

export default adminApi;
