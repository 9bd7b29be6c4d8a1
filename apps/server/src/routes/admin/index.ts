import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes, sessionRoutes } from './auth.js';
import overviewRoutes from './overview.js';
import manageRoutes from './manage.js';
import storeAdminRoutes from './store.js';
import storeAbandonmentsCsvRoutes from './store-abandonments-csv.js';
import storeOrderedProductsRoutes from './store-ordered-products.js';
import leadRoutes from './leads.js';
import resultRoutes from './results.js';
import shareCountRoutes from './share-counts.js';
import operatorRoutes from './operator.js';
import listRoutes from './lists.js';
import signupFormRoutes from './signup-forms.js';
import subscriberRoutes from './subscribers.js';
import confirmationRoutes from './confirmations.js';
import subscriberImportRoutes from './subscriber-import.js';
import subscriberExportRoutes from './subscriber-export.js';
import subscriberUnsubscribeRoutes from './subscriber-unsubscribe.js';
import integrationRoutes from './integrations.js';
import integrationDeliveryRoutes from './integrations-deliveries.js';
import notificationRoutes from './notifications.js';
import notificationPreviewRoutes from './notifications-preview.js';
import imageRoutes from './images.js';
import imageServeRoutes from './images-serve.js';
import { sameOriginGuard } from '../../security/same-origin.js';
import type { StoreProofOptions } from '../../security/store-proof.js';

export interface AdminOptions {
  /** PUBLIC_URL's origin; otherwise the dashboard is wherever the request says it reached us */
  publicUrl: string | undefined;
  operatorToken: string | undefined;
  /** BECKON_STORE_PROOF_ALLOW_LOOPBACK, and in tests where their stores listen */
  storeProof: StoreProofOptions;
}

const adminApi: FastifyPluginAsync<AdminOptions> = async (app, options) => {
  // The operator authenticates with a bearer token, which no other site can make a browser send.
  await app.register(operatorRoutes, { token: options.operatorToken });
  // Visitors' pages load the owners' pictures: no session, no Origin.
  await app.register(imageServeRoutes);
  // Everything the dashboard calls: one hook here, so no route can forget the cross-site check.
  await app.register(async (dashboard) => {
    dashboard.addHook('onRequest', sameOriginGuard(options.publicUrl));
    // The only dashboard calls made without a session: sign-up, log-in, log-out.
    await dashboard.register(sessionRoutes);
    // Every other call needs an owner: one hook for the whole scope, so a new route cannot forget it.
    // On request, before the body is read: a stranger's call costs no parsing.
    await dashboard.register(async (owner) => {
      owner.addHook('onRequest', owner.requireAccount);
      await owner.register(accountRoutes);
      await owner.register(overviewRoutes, { publicUrl: options.publicUrl });
      await owner.register(manageRoutes, { publicUrl: options.publicUrl });
      await owner.register(storeAdminRoutes, { proof: options.storeProof, publicUrl: options.publicUrl });
      await owner.register(storeAbandonmentsCsvRoutes);
      await owner.register(storeOrderedProductsRoutes);
      await owner.register(leadRoutes);
      await owner.register(resultRoutes);
      await owner.register(shareCountRoutes);
      await owner.register(listRoutes);
      await owner.register(signupFormRoutes);
      await owner.register(subscriberRoutes);
      await owner.register(confirmationRoutes);
      await owner.register(subscriberImportRoutes, { publicUrl: options.publicUrl });
      await owner.register(subscriberExportRoutes);
      await owner.register(subscriberUnsubscribeRoutes);
      await owner.register(integrationRoutes);
      await owner.register(integrationDeliveryRoutes);
      await owner.register(notificationRoutes);
      await owner.register(notificationPreviewRoutes);
      await owner.register(imageRoutes, { publicUrl: options.publicUrl });
    });
  });
};

export default adminApi;
