import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { priceAmount } from '@beckon/core';
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
  PRODUCT_ID_PATTERN,
  RecommendationBody,
  RecommendationReply,
  ShopParams,
  ShopSiteReply,
} from '@beckon/core/api';

const PRODUCT_ID = new RegExp(PRODUCT_ID_PATTERN);
function productIdOf(value: unknown): string | undefined {
  const id = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;
  return typeof id === 'string' && PRODUCT_ID.test(id) ? id : undefined;
}

/** One entry of the page's products list: an id, or an object with one (extras kept only when sound). */
function abandonedProduct(entry: unknown): AbandonedProduct | undefined {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
    const id = productIdOf(entry);
    return id ? { product_id: id } : undefined;
  }
  const fields = entry as Record<string, unknown>;
  const productId = productIdOf(fields.product_id ?? fields.id);
  if (!productId) return undefined;
  const product: AbandonedProduct = { product_id: productId };
  const variantId = productIdOf(fields.variant_id);
  if (variantId) product.variant_id = variantId;
  const title = typeof fields.title === 'string' ? plainText(fields.title, 255) : '';
  if (title) product.title = title;
  if (Number.isInteger(fields.quantity) && (fields.quantity as number) >= 1 && (fields.quantity as number) <= 10_000)
    product.quantity = fields.quantity as number;
  const price = priceAmount(fields.price);
  if (price !== null && price <= 1e9) product.price = price;
  return product;
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
  const products = list.map(abandonedProduct);
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

/** What a shop's pages report: products a visitor looked at and left, and products ordered. */
const shopperActivityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/shopify/save/browse-abandonment',
    {
      schema: {
        querystring: AbandonmentQuery,
        response: { 200: OkReply, 400: ErrorReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const products = abandonedProducts(query.products);
      if (!products) return reply.badRequest(`products must be a JSON array of at most ${MAX_ABANDONED_PRODUCTS} product ids or objects with a product_id.`);
      const siteId = (await app.siteConfig.site(query.clientId))?.site.id;
      if (siteId === undefined) return reply.notFound('Unknown client id.');
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
        response: { 200: OkReply, 400: ErrorReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const siteId = (await app.siteConfig.site(body.client_id))?.site.id;
      if (siteId === undefined) return reply.notFound('Unknown client id.');
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
