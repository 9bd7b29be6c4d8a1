import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { abandonedProduct, hostAllowed, pageHost, t, texts } from '@beckon/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  activePriceRules,
  clientIdOfShop,
  findConnection,
  MAX_ABANDONED_PRODUCTS,
  plainText,
  recommendProducts,
  recordAbandonment,
  recordOrderedProducts,
  type AbandonedProduct,
} from '../../repositories/store.js';
import {
  AbandonmentQuery,
  ClientIdParams,
  ErrorReply,
  OkReply,
  OrderedProductsBody,
  PopupIdParams,
  PriceRulesReply,
  RecommendationBody,
  RecommendationReply,
  ShopParams,
  ShopSiteReply,
} from '@beckon/core/api';

/** An entry of the page's products list, by core's rule, its title as plain text. */
function cleanAbandonedProduct(entry: unknown): AbandonedProduct | undefined {
  const product = abandonedProduct(entry);
  if (product === null) return undefined;
  const title = product.title === undefined ? '' : plainText(product.title, 255);
  const { title: _raw, ...rest } = product;
  return title ? { ...rest, title } : rest;
}

/** The `products` query value: a JSON array of ids or product objects; undefined when it is not one. */
export function abandonedProducts(text: string): AbandonedProduct[] | undefined {
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(list) || list.length > MAX_ABANDONED_PRODUCTS) return undefined;
  const products = list.map(cleanAbandonedProduct);
  return products.every((p) => p !== undefined) ? (products as AbandonedProduct[]) : undefined;
}

/** What a shop's pages ask: product recommendations, which site the shop is, its running discount codes. */
const shopQuestionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/display/shopify/product-recommendation/:id',
    {
      schema: {
        params: PopupIdParams,
        body: RecommendationBody,
        response: {
          200: RecommendationReply,
          400: ErrorReply,
          404: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const siteId = (await app.siteConfig.popup(request.params.id))?.compiled.site.id;
      if (siteId === undefined) return reply.notFound('Unknown pop-up.');
      const { body } = request;
      const products = await recommendProducts(app.db, siteId, {
        category: plainText(body.category, 255),
        manual: body.manual_products ?? [],
        count: body.count,
      });
      const currency = (await findConnection(app.db, siteId))?.currency ?? '';
      return { success: true, data: { products }, currency };
    },
  );

  app.get(
    '/api/display/shopify/get-client-id/:shop',
    {
      schema: { params: ShopParams, response: { 200: ShopSiteReply, 404: ErrorReply } },
    },
    async (request, reply) => {
      const clientId = await clientIdOfShop(app.db, request.params.shop.toLowerCase());
      if (!clientId) return reply.notFound('No site is connected to this shop.');
      return { client_id: clientId };
    },
  );

  app.get(
    '/api/display/shopify/get-price-rules/:clientId',
    {
      schema: { params: ClientIdParams, response: { 200: PriceRulesReply, 404: ErrorReply } },
    },
    async (request, reply) => {
      const siteId = (await app.siteConfig.site(request.params.clientId))?.site.id;
      if (siteId === undefined) return reply.notFound('Unknown client id.');
      // Which rules run depends on the moment asked: no cache may keep an ended code alive.
      return reply.header('Cache-Control', 'no-store').send({ price_rules: await activePriceRules(app.db, siteId) });
    },
  );
};

/**
 * The site a shop's page reports for, when the page may: a site with allowed domains takes
 * reports only from them (the display call's rule), told by Origin or Referer; a call that tells
 * no host is not refused. 'foreign' for a page elsewhere, undefined for an unknown client.
 */
async function reportingSite(app: FastifyInstance, request: FastifyRequest, clientId: string): Promise<number | 'foreign' | undefined> {
  const site = await app.siteConfig.site(clientId);
  if (!site) return undefined;
  const host = site.domains.length > 0 ? pageHost(request.headers.origin, request.headers.referer) : null;
  return host !== null && !hostAllowed(host, site.domains) ? 'foreign' : site.site.id;
}

/** What a shop's pages report: products a visitor looked at and left, and products ordered. */
const shopperActivityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/shopify/save/browse-abandonment',
    {
      schema: {
        querystring: AbandonmentQuery,
        response: { 200: OkReply, 400: ErrorReply, 403: ErrorReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const products = abandonedProducts(query.products);
      if (!products) return reply.badRequest(`products must be a JSON array of at most ${MAX_ABANDONED_PRODUCTS} product ids or objects with a product_id.`);
      const siteId = await reportingSite(app, request, query.clientId);
      if (siteId === undefined) return reply.notFound('Unknown client id.');
      if (siteId === 'foreign') return reply.forbidden(t('en', texts.domainNotAllowed));
      await recordAbandonment(app.writes, siteId, {
        customer: query.customer,
        data_for: query.data_for,
        products,
        total_cart_value: query.total_cart_value ?? null,
      });
      return { success: true };
    },
  );

  app.post(
    '/wix/save-ordered-products',
    {
      // Form-encoded senders can only send the list as a JSON string.
      preValidation: async (request) => {
        const body = request.body as { products?: unknown } | undefined;
        if (body && typeof body.products === 'string') {
          try {
            body.products = JSON.parse(body.products);
          } catch {
            // left as it is: validation answers 400
          }
        }
      },
      schema: {
        body: OrderedProductsBody,
        response: { 200: OkReply, 400: ErrorReply, 403: ErrorReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const siteId = await reportingSite(app, request, body.client_id);
      if (siteId === undefined) return reply.notFound('Unknown client id.');
      if (siteId === 'foreign') return reply.forbidden(t('en', texts.domainNotAllowed));
      await recordOrderedProducts(app.writes, siteId, {
        customer_id: body.customer_id,
        source_table: body.source_table ?? 'browse_abandonment',
        products: body.products.map((p) => ({ product_id: p.product_id, product_name: plainText(p.product_name, 255), category: plainText(p.category, 255) })),
      });
      return { success: true };
    },
  );
};

/** SPEC §7 store calls: recommendations, which site a shop is, its discount codes, abandonment and orders. */
const storeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(shopQuestionRoutes);
  await app.register(shopperActivityRoutes);
};

export default storeRoutes;
