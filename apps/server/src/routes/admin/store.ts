import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { randomBytes } from 'node:crypto';
import {
  bindProvenShop, claimShop, countProducts, disconnectShop, findClaim, findConnection, httpUrl, isAvailable, listAbandonments, listPriceRules, listProducts,
  MAX_CATALOGUE_PRODUCTS, ownedSiteId, plainText, replaceCatalogue, replacePriceRules, updateConnection, upsertProducts, type CatalogueProduct, type PriceRule,
} from '../../repositories/store.js';
import { checkStoreProof, STORE_PROOF_META_NAME, type StoreProofOptions } from '../../security/store-proof.js';
import { ClientIdParams, ErrorReply, OkReply } from '../display/schemas.js';
import { PriceRuleReply, ProductId, ShopHost, StoreProductReply } from '../display/store.js';

/** One upload of the catalogue: 250 full products fit in a megabyte (the visitor limit is 64 KiB). */
const MAX_BATCH = 250;
const CATALOGUE_BODY_LIMIT = 1024 * 1024;
const MAX_PRICE_RULES = 100;

// ajv coerces null to 0 for a plain number ("no end" would become 1970): `nullable` keeps null as null.
const nullableNumber = (options: Record<string, unknown>) => Type.Unsafe<number | null>({ type: 'number', nullable: true, ...options });
const nullableInteger = (options: Record<string, unknown>) => Type.Unsafe<number | null>({ type: 'integer', nullable: true, ...options });
const Money = { minimum: 0, maximum: 1e9 };
const Time = { minimum: 0, maximum: 8.64e15 };
const Offset = Type.Integer({ minimum: 0, maximum: 1e9, default: 0 });

const ProductInput = Type.Object({
  product_id: ProductId,
  variant_id: Type.Optional(ProductId),
  title: Type.String({ minLength: 1, maxLength: 255 }),
  handle: Type.Optional(Type.String({ maxLength: 255 })),
  desc: Type.Optional(Type.String({ maxLength: 2000 })),
  image: Type.Optional(Type.String({ maxLength: 2048, pattern: '^(https?://\\S+)?$' })),
  price: Type.Number(Money),
  compare_at_price: Type.Optional(nullableNumber(Money)),
  currency_symbol: Type.Optional(Type.String({ maxLength: 8 })),
  /** null or absent: the store does not track stock; 0: sold out */
  inventory_quantity: Type.Optional(nullableInteger({ minimum: -1e9, maximum: 1e9 })),
  category: Type.Optional(Type.String({ maxLength: 255 })),
  /** false: listed by the store but not for sale */
  available: Type.Optional(Type.Boolean()),
  /** when the store last changed it (ms); recommendations show recent ones first */
  updated_at: Type.Optional(Type.Integer(Time)),
});
const CatalogueBody = (minItems: number) => Type.Object({ products: Type.Array(ProductInput, { minItems, maxItems: MAX_BATCH }) });

const PriceRuleInput = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 255 }),
  code: Type.String({ pattern: '^[^\\s<>\\u0000-\\u001f\\u007f-\\u009f]{1,64}$' }),
  value_type: Type.Union([Type.Literal('percentage'), Type.Literal('fixed_amount')]),
  value: Type.Number({ exclusiveMinimum: 0, maximum: 1e9 }),
  starts_at: Type.Optional(nullableInteger(Time)),
  ends_at: Type.Optional(nullableInteger(Time)),
});

const AbandonedProductReply = Type.Object({
  product_id: Type.String(), variant_id: Type.Optional(Type.String()), title: Type.Optional(Type.String()),
  quantity: Type.Optional(Type.Integer()), price: Type.Optional(Type.Number()),
});

/** 18 random bytes: 24 URL-safe characters, nothing another owner could guess. */
const newProofToken = () => randomBytes(18).toString('base64url');
const proofTag = (token: string) => `<meta name="${STORE_PROOF_META_NAME}" content="${token}">`;

/** A claim waiting for its proof, with what the owner puts on the shop's home page. */
const PendingReply = Type.Union([Type.Null(), Type.Object({
  shop: Type.String(), platform: Type.String(), currency: Type.String(), token: Type.String(), meta_tag: Type.String(),
})]);
const pendingOf = (claim: { shop: string; platform: string; currency: string; token: string } | undefined) =>
  claim ? { shop: claim.shop, platform: claim.platform, currency: claim.currency, token: claim.token, meta_tag: proofTag(claim.token) } : null;

const bad = (message: string) => ({ statusCode: 400, error: 'Bad Request', message });
const noSite = { statusCode: 404, error: 'Not Found', message: 'No such site in your account.' };

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
      product_id: p.product_id, variant_id: p.variant_id ?? '', title, handle: plainText(p.handle, 255), description: plainText(p.desc, 2000),
      image: httpUrl(p.image), price: p.price, compare_at_price: p.compare_at_price ?? null, currency_symbol: plainText(p.currency_symbol, 8),
      inventory_quantity: inventory, category: plainText(p.category, 255), available: isAvailable(p.available ?? true, inventory) ? 1 : 0,
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

/** The owner's side of the store integration; every query is scoped to the caller's own site. */
const storeAdminRoutes: FastifyPluginAsyncTypebox<{ proof: StoreProofOptions }> = async (app, { proof }) => {
  app.addHook('preHandler', app.requireAccount);
  const siteOf = (request: { account: { id: number } | null; params: { clientId: string } }) => ownedSiteId(app.db, request.account!.id, request.params.clientId);

  app.get('/api/admin/sites/:clientId/store', {
    schema: {
      params: ClientIdParams,
      response: {
        200: Type.Object({
          shop: Type.Union([Type.String(), Type.Null()]), platform: Type.Union([Type.String(), Type.Null()]), currency: Type.String(), products: Type.Integer(),
          pending: PendingReply,
        }),
        404: ErrorReply,
      },
    },
  }, async (request, reply) => {
    const siteId = await siteOf(request);
    if (siteId === undefined) return reply.code(404).send(noSite);
    const connection = await findConnection(app.db, siteId);
    return {
      shop: connection?.shop ?? null, platform: connection?.platform ?? null, currency: connection?.currency ?? '', products: await countProducts(app.db, siteId),
      pending: pendingOf(await findClaim(app.db, siteId)),
    };
  });

  app.put('/api/admin/sites/:clientId/store', {
    schema: {
      params: ClientIdParams,
      body: Type.Object({
        shop: ShopHost,
        platform: Type.Union([Type.Literal('shopify'), Type.Literal('wix')], { default: 'shopify' }),
        currency: Type.Optional(Type.String({ pattern: '^[A-Za-z]{3}$' })),
      }),
      description: 'Claims a shop for the site. A new shop is connected only after its home page carries the token (POST …/store/verify).',
      response: { 200: Type.Object({ shop: Type.String(), platform: Type.String(), currency: Type.String(), verified: Type.Boolean(), pending: PendingReply }), 404: ErrorReply },
    },
  }, async (request, reply) => {
    const siteId = await siteOf(request);
    if (siteId === undefined) return reply.code(404).send(noSite);
    const connection = { shop: request.body.shop.toLowerCase(), platform: request.body.platform, currency: request.body.currency?.toUpperCase() ?? '' };
    // The shop this site already proved: its details change, the proof stands.
    if ((await findConnection(app.db, siteId))?.shop === connection.shop) {
      await updateConnection(app.db, siteId, connection);
      return { ...connection, verified: true, pending: null };
    }
    const claim = await claimShop(app.db, siteId, connection, newProofToken);
    return { ...connection, verified: false, pending: pendingOf(claim) };
  });

  app.post('/api/admin/sites/:clientId/store/verify', {
    schema: {
      description: 'Reads the claimed shop\'s home page; when it carries the token, the shop becomes this site\'s.',
      params: ClientIdParams,
      response: { 200: Type.Object({ verified: Type.Boolean(), shop: Type.String(), message: Type.String() }), 404: ErrorReply, 409: ErrorReply },
    },
  }, async (request, reply) => {
    const siteId = await siteOf(request);
    if (siteId === undefined) return reply.code(404).send(noSite);
    const claim = await findClaim(app.db, siteId);
    if (!claim) return reply.code(409).send({ statusCode: 409, error: 'Conflict', message: 'There is no shop waiting to be verified: connect one first.' });
    const result = await checkStoreProof(claim.shop, claim.token, proof);
    if (!result.ok) return { verified: false, shop: claim.shop, message: result.reason };
    await bindProvenShop(app.db, siteId, claim);
    return { verified: true, shop: claim.shop, message: `${claim.shop} is connected to this site.` };
  });

  app.delete('/api/admin/sites/:clientId/store', {
    schema: { params: ClientIdParams, response: { 200: OkReply, 404: ErrorReply } },
  }, async (request, reply) => {
    const siteId = await siteOf(request);
    if (siteId === undefined) return reply.code(404).send(noSite);
    await disconnectShop(app.db, siteId);
    return { success: true };
  });

  app.get('/api/admin/sites/:clientId/store/products', {
    schema: {
      params: ClientIdParams,
      querystring: Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }), offset: Offset }),
      response: {
        200: Type.Object({
          total: Type.Integer(),
          products: Type.Array(Type.Intersect([StoreProductReply, Type.Object({ category: Type.String(), available: Type.Boolean(), updated_at: Type.Number() })])),
        }),
        404: ErrorReply,
      },
    },
  }, async (request, reply) => {
    const siteId = await siteOf(request);
    if (siteId === undefined) return reply.code(404).send(noSite);
    return { total: await countProducts(app.db, siteId), products: await listProducts(app.db, siteId, request.query) };
  });

  const catalogueReply = { 200: Type.Object({ products: Type.Integer() }), 400: ErrorReply, 404: ErrorReply, 409: ErrorReply };

  // The whole catalogue: what is not in the list is gone (an empty list empties it).
  app.put('/api/admin/sites/:clientId/store/products', {
    bodyLimit: CATALOGUE_BODY_LIMIT,
    schema: { params: ClientIdParams, body: CatalogueBody(0), response: catalogueReply },
  }, async (request, reply) => {
    const siteId = await siteOf(request);
    if (siteId === undefined) return reply.code(404).send(noSite);
    const products = cleanCatalogue(request.body.products);
    if (typeof products === 'string') return reply.code(400).send(bad(products));
    await replaceCatalogue(app.db, siteId, products);
    return { products: await countProducts(app.db, siteId) };
  });

  // Some products, added or changed by product_id: how a large catalogue arrives, batch by batch.
  app.post('/api/admin/sites/:clientId/store/products', {
    bodyLimit: CATALOGUE_BODY_LIMIT,
    schema: { params: ClientIdParams, body: CatalogueBody(1), response: catalogueReply },
  }, async (request, reply) => {
    const siteId = await siteOf(request);
    if (siteId === undefined) return reply.code(404).send(noSite);
    const products = cleanCatalogue(request.body.products);
    if (typeof products === 'string') return reply.code(400).send(bad(products));
    if (await upsertProducts(app.db, siteId, products) === 'full') {
      return reply.code(409).send({ statusCode: 409, error: 'Conflict', message: `A catalogue holds at most ${MAX_CATALOGUE_PRODUCTS} products.` });
    }
    return { products: await countProducts(app.db, siteId) };
  });

  app.get('/api/admin/sites/:clientId/store/price-rules', {
    schema: { params: ClientIdParams, response: { 200: Type.Object({ price_rules: Type.Array(PriceRuleReply) }), 404: ErrorReply } },
  }, async (request, reply) => {
    const siteId = await siteOf(request);
    if (siteId === undefined) return reply.code(404).send(noSite);
    return { price_rules: await listPriceRules(app.db, siteId) };
  });

  // The whole set, ended and future rules included: the visitor call picks the running ones.
  app.put('/api/admin/sites/:clientId/store/price-rules', {
    schema: {
      params: ClientIdParams,
      body: Type.Object({ price_rules: Type.Array(PriceRuleInput, { maxItems: MAX_PRICE_RULES }) }),
      response: { 200: Type.Object({ price_rules: Type.Array(PriceRuleReply) }), 400: ErrorReply, 404: ErrorReply },
    },
  }, async (request, reply) => {
    const siteId = await siteOf(request);
    if (siteId === undefined) return reply.code(404).send(noSite);
    const rules = cleanPriceRules(request.body.price_rules);
    if (typeof rules === 'string') return reply.code(400).send(bad(rules));
    await replacePriceRules(app.db, siteId, rules);
    return { price_rules: await listPriceRules(app.db, siteId) };
  });

  app.get('/api/admin/sites/:clientId/store/abandonments', {
    schema: {
      params: ClientIdParams,
      querystring: Type.Object({
        data_for: Type.Optional(Type.Union([Type.Literal('abandonment'), Type.Literal('cart')])),
        limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
        offset: Offset,
      }),
      response: {
        200: Type.Array(Type.Object({
          id: Type.String(), customer: Type.String(), data_for: Type.String(), products: Type.Array(AbandonedProductReply),
          total_cart_value: Type.Union([Type.Number(), Type.Null()]), created_at: Type.Number(),
        })),
        404: ErrorReply,
      },
    },
  }, async (request, reply) => {
    const siteId = await siteOf(request);
    if (siteId === undefined) return reply.code(404).send(noSite);
    return listAbandonments(app.db, siteId, { dataFor: request.query.data_for, limit: request.query.limit, offset: request.query.offset });
  });
};

export default storeAdminRoutes;
