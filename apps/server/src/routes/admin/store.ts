import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { randomBytes } from 'node:crypto';
import {
  bindProvenShop,
  claimShop,
  countMatchingProducts,
  countProducts,
  deleteProduct,
  disconnectShop,
  findClaim,
  findConnection,
  httpUrl,
  isAvailable,
  listAbandonments,
  listCategories,
  listPriceRules,
  listProducts,
  MAX_CATALOGUE_PRODUCTS,
  ownedSiteId,
  plainText,
  replaceCatalogue,
  updateConnection,
  upsertProducts,
  type CatalogueProduct,
  type PriceRule,
} from '../../repositories/store.js';
import { checkStoreProof, STORE_PROOF_META_NAME, type StoreProofOptions } from '../../security/store-proof.js';
import { serverOrigin, type LinkOptions } from '../../server-origin.js';
import { shopEmbedSnippet } from '@beckon/core';
import {
  AbandonmentsQuery,
  AbandonmentsReply,
  CatalogueBody,
  CatalogueReply,
  CategoriesReply,
  ClientIdParams,
  ErrorReply,
  MAX_CATEGORIES,
  OkReply,
  PriceRulesBody,
  PriceRulesReply,
  ProductParams,
  ProductsQuery,
  ProductsReply,
  ShopClaimBody,
  ShopClaimReply,
  ShopVerifyReply,
  StoreStateReply,
  type PriceRuleInput,
  type ProductInput,
} from '@beckon/core/api';

/** One upload of the catalogue may be a megabyte (the visitor limit is 64 KiB). */
const CATALOGUE_BODY_LIMIT = 1024 * 1024;

/** 18 random bytes: 24 URL-safe characters, nothing another owner could guess. */
const newProofToken = () => randomBytes(18).toString('base64url');
const proofTag = (token: string) => `<meta name="${STORE_PROOF_META_NAME}" content="${token}">`;

const pendingOf = (claim: { shop: string; platform: string; currency: string; token: string } | undefined) =>
  claim ? { shop: claim.shop, platform: claim.platform, currency: claim.currency, token: claim.token, meta_tag: proofTag(claim.token) } : null;

const NO_SITE = 'No such site in your account.';

/** An owner's products made safe to store and show; a message when one cannot be. */
function cleanCatalogue(products: Static<typeof ProductInput>[]): CatalogueProduct[] | string {
  const now = Date.now();
  const seen = new Set<string>();
  const clean: CatalogueProduct[] = [];
  for (const p of products) {
    if (seen.has(p.product_id)) return `Product ${p.product_id} appears twice.`;
    seen.add(p.product_id);
    const title = plainText(p.title, 255);
    if (!title) return `Product ${p.product_id} has no title once markup is removed.`;
    const inventory = p.inventory_quantity ?? null;
    clean.push({
      product_id: p.product_id,
      variant_id: p.variant_id ?? '',
      title,
      handle: plainText(p.handle, 255),
      description: plainText(p.desc, 2000),
      image: httpUrl(p.image),
      price: p.price,
      compare_at_price: p.compare_at_price ?? null,
      currency_symbol: plainText(p.currency_symbol, 8),
      inventory_quantity: inventory,
      category: plainText(p.category, 255),
      available: isAvailable(p.available ?? true, inventory) ? 1 : 0,
      updated_at: p.updated_at ?? now,
    });
  }
  return clean;
}

function cleanPriceRules(rules: Static<typeof PriceRuleInput>[]): PriceRule[] | string {
  const codes = new Set<string>();
  const clean: PriceRule[] = [];
  for (const r of rules) {
    // Shoppers type codes in any case; stores match them so.
    const key = r.code.toLowerCase();
    if (codes.has(key)) return `Code ${r.code} appears twice.`;
    codes.add(key);
    const title = plainText(r.title, 255);
    if (!title) return `Rule ${r.code} has no title once markup is removed.`;
    if (r.value_type === 'percentage' && r.value > 100) return `Rule ${r.code}: a percentage is at most 100.`;
    const startsAt = r.starts_at ?? null;
    const endsAt = r.ends_at ?? null;
    if (startsAt !== null && endsAt !== null && endsAt <= startsAt) return `Rule ${r.code} ends before it starts.`;
    clean.push({ title, code: r.code, value_type: r.value_type, value: r.value, starts_at: startsAt, ends_at: endsAt });
  }
  return clean;
}

/** The caller's own site named by the path; every owner-side store query is scoped through it. */
const siteOf = (app: FastifyInstance, request: { account: { id: number } | null; params: { clientId: string } }) =>
  ownedSiteId(app.db, request.account!.id, request.params.clientId);

/** The site's shop as the owner sees it; `origin` is where shops' themes load the widget from. */
async function storeState(app: FastifyInstance, siteId: number, origin: string) {
  const connection = await findConnection(app.db, siteId);
  return {
    shop: connection?.shop ?? null,
    platform: connection?.platform ?? null,
    currency: connection?.currency ?? '',
    products: await countProducts(app.db, siteId),
    pending: pendingOf(await findClaim(app.db, siteId)),
    theme_snippet: connection?.platform === 'shopify' ? shopEmbedSnippet(origin) : null,
  };
}

/** How shops are proven, and where this server is reached (for the theme snippet). */
type StoreAdminOptions = { proof: StoreProofOptions } & LinkOptions;

/** Which shop is the site's: claimed, proven by a tag on its home page, or let go. */
const shopRoutes: FastifyPluginAsyncTypebox<StoreAdminOptions> = async (app, { proof, publicUrl }) => {
  app.get(
    '/api/admin/sites/:clientId/store',
    {
      schema: {
        params: ClientIdParams,
        response: {
          200: StoreStateReply,
          404: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const siteId = await siteOf(app, request);
      if (siteId === undefined) return reply.notFound(NO_SITE);
      return storeState(app, siteId, serverOrigin({ publicUrl }, request));
    },
  );

  app.put(
    '/api/admin/sites/:clientId/store',
    {
      schema: {
        params: ClientIdParams,
        body: ShopClaimBody,
        description: 'Claims a shop for the site. A new shop is connected only after its home page carries the token (POST …/store/verify).',
        response: { 200: ShopClaimReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const siteId = await siteOf(app, request);
      if (siteId === undefined) return reply.notFound(NO_SITE);
      const connection = { shop: request.body.shop.toLowerCase(), platform: request.body.platform, currency: request.body.currency?.toUpperCase() ?? '' };
      // The shop this site already proved: its details change, the proof stands.
      if ((await findConnection(app.db, siteId))?.shop === connection.shop) {
        await updateConnection(app.db, siteId, connection);
        return { ...connection, verified: true, pending: null };
      }
      const claim = await claimShop(app.db, siteId, connection, newProofToken);
      return { ...connection, verified: false, pending: pendingOf(claim) };
    },
  );

  app.post(
    '/api/admin/sites/:clientId/store/verify',
    {
      schema: {
        description: "Reads the claimed shop's home page; when it carries the token, the shop becomes this site's.",
        params: ClientIdParams,
        response: { 200: ShopVerifyReply, 404: ErrorReply, 409: ErrorReply },
      },
    },
    async (request, reply) => {
      const siteId = await siteOf(app, request);
      if (siteId === undefined) return reply.notFound(NO_SITE);
      const claim = await findClaim(app.db, siteId);
      if (!claim) return reply.conflict('There is no shop waiting to be verified: connect one first.');
      const result = await checkStoreProof(claim.shop, claim.token, proof);
      if (!result.ok) return { verified: false, shop: claim.shop, message: result.reason };
      await bindProvenShop(app.db, siteId, claim);
      return { verified: true, shop: claim.shop, message: `${claim.shop} is connected to this site.` };
    },
  );

  app.delete(
    '/api/admin/sites/:clientId/store',
    {
      schema: { params: ClientIdParams, response: { 200: OkReply, 404: ErrorReply } },
    },
    async (request, reply) => {
      const siteId = await siteOf(app, request);
      if (siteId === undefined) return reply.notFound(NO_SITE);
      await disconnectShop(app.db, siteId);
      return { success: true };
    },
  );
};

/** What the shop sells: listed, replaced whole, or added to batch by batch. */
const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/sites/:clientId/store/products',
    {
      schema: {
        params: ClientIdParams,
        querystring: ProductsQuery,
        response: { 200: ProductsReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const siteId = await siteOf(app, request);
      if (siteId === undefined) return reply.notFound(NO_SITE);
      const { q, category } = request.query;
      // Unfiltered, the total is the catalogue's; a search or category counts what it matches.
      const total = q?.trim() || category ? await countMatchingProducts(app.db, siteId, { q, category }) : await countProducts(app.db, siteId);
      return { total, products: await listProducts(app.db, siteId, request.query) };
    },
  );

  const catalogueReply = { 200: CatalogueReply, 400: ErrorReply, 404: ErrorReply, 409: ErrorReply };

  // The whole catalogue: what is not in the list is gone (an empty list empties it).
  app.put(
    '/api/admin/sites/:clientId/store/products',
    {
      bodyLimit: CATALOGUE_BODY_LIMIT,
      schema: { params: ClientIdParams, body: CatalogueBody(0), response: catalogueReply },
    },
    async (request, reply) => {
      const siteId = await siteOf(app, request);
      if (siteId === undefined) return reply.notFound(NO_SITE);
      const products = cleanCatalogue(request.body.products);
      if (typeof products === 'string') return reply.badRequest(products);
      await replaceCatalogue(app.db, siteId, products);
      return { products: await countProducts(app.db, siteId) };
    },
  );

  // Some products, added or changed by product_id: how a large catalogue arrives, batch by batch.
  app.post(
    '/api/admin/sites/:clientId/store/products',
    {
      bodyLimit: CATALOGUE_BODY_LIMIT,
      schema: { params: ClientIdParams, body: CatalogueBody(1), response: catalogueReply },
    },
    async (request, reply) => {
      const siteId = await siteOf(app, request);
      if (siteId === undefined) return reply.notFound(NO_SITE);
      const products = cleanCatalogue(request.body.products);
      if (typeof products === 'string') return reply.badRequest(products);
      if ((await upsertProducts(app.db, siteId, products)) === 'full') {
        return reply.conflict(`A catalogue holds at most ${MAX_CATALOGUE_PRODUCTS} products.`);
      }
      return { products: await countProducts(app.db, siteId) };
    },
  );
};

/** One product at a time, and the categories the catalogue's products fall in. */
const catalogueItemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/api/admin/sites/:clientId/store/products/:productId',
    {
      schema: { params: ProductParams, response: { 200: OkReply, 404: ErrorReply } },
    },
    async (request, reply) => {
      const siteId = await siteOf(app, request);
      if (siteId === undefined) return reply.notFound(NO_SITE);
      if (!(await deleteProduct(app.db, siteId, request.params.productId))) return reply.notFound('No such product in this catalogue.');
      return { success: true };
    },
  );

  app.get(
    '/api/admin/sites/:clientId/store/categories',
    {
      schema: {
        description: `The catalogue's categories by name, each with its number of products (at most ${MAX_CATEGORIES}).`,
        params: ClientIdParams,
        response: { 200: CategoriesReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const siteId = await siteOf(app, request);
      if (siteId === undefined) return reply.notFound(NO_SITE);
      return { categories: await listCategories(app.db, siteId, MAX_CATEGORIES) };
    },
  );
};

/** What the shop discounts, and the carts its visitors left. */
const discountAndCartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/sites/:clientId/store/price-rules',
    {
      schema: { params: ClientIdParams, response: { 200: PriceRulesReply, 404: ErrorReply } },
    },
    async (request, reply) => {
      const siteId = await siteOf(app, request);
      if (siteId === undefined) return reply.notFound(NO_SITE);
      return { price_rules: await listPriceRules(app.db, siteId) };
    },
  );

  // The whole set, ended and future rules included: the visitor call picks the running ones.
  app.put(
    '/api/admin/sites/:clientId/store/price-rules',
    {
      schema: {
        params: ClientIdParams,
        body: PriceRulesBody,
        response: { 200: PriceRulesReply, 400: ErrorReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const siteId = await siteOf(app, request);
      if (siteId === undefined) return reply.notFound(NO_SITE);
      const rules = cleanPriceRules(request.body.price_rules);
      if (typeof rules === 'string') return reply.badRequest(rules);
      await app.configWrites.replacePriceRules(siteId, rules);
      return { price_rules: await listPriceRules(app.db, siteId) };
    },
  );

  app.get(
    '/api/admin/sites/:clientId/store/abandonments',
    {
      schema: {
        params: ClientIdParams,
        querystring: AbandonmentsQuery,
        response: { 200: AbandonmentsReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const siteId = await siteOf(app, request);
      if (siteId === undefined) return reply.notFound(NO_SITE);
      return listAbandonments(app.db, siteId, { dataFor: request.query.data_for, limit: request.query.limit, offset: request.query.offset });
    },
  );
};

/** The owner's side of the store integration; every query is scoped to the caller's own site. */
const storeAdminRoutes: FastifyPluginAsyncTypebox<StoreAdminOptions> = async (app, options) => {
  await app.register(shopRoutes, options);
  await app.register(catalogueRoutes);
  await app.register(catalogueItemRoutes);
  await app.register(discountAndCartRoutes);
};

export default storeAdminRoutes;
