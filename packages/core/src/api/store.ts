import { SHOP_HOST_MAX_LENGTH, SHOP_HOST_PATTERN, STORE_ID_PATTERN } from '../store/ids.js';
import { Type, type Static } from 'typebox';
import { MAX_STORE_PRODUCTS } from '../constants.js';
import { ClientId } from './ids.js';
import { CART_DATA_FOR, OneOf, PRICE_RULE_VALUE_TYPES, STORE_PLATFORMS } from './unions.js';

/** Store product ids: numbers, Shopify gids (gid://shopify/Product/1) and Wix UUIDs fit; 64 as in core. */
/** A store's product or variant id: core's store rule (store/ids.ts), one pattern for the widget and the schemas. */
export const PRODUCT_ID_PATTERN = STORE_ID_PATTERN;
export const ProductId = Type.String({ pattern: PRODUCT_ID_PATTERN });
/** A host name such as my-shop.myshopify.com (core's store rule, store/ids.ts). */
export const ShopHost = Type.String({ maxLength: SHOP_HOST_MAX_LENGTH, pattern: SHOP_HOST_PATTERN });
/** A discount code as shoppers type it: 1 to 64 characters, no spaces, angle brackets or control characters. */
export const PRICE_RULE_CODE_PATTERN = '^[^\\s<>\\u0000-\\u001f\\u007f-\\u009f]{1,64}$';
const Name = Type.String({ maxLength: 255 });
/** A store's customer id, kept as sent: any text but control characters (PostgreSQL refuses NUL). */
const CustomerId = Type.String({ minLength: 1, maxLength: 256, pattern: '^[^\\u0000-\\u001f\\u007f-\\u009f]+$' });
export const MAX_RECOMMENDED = 12;

/** SPEC §3 store product, as core's StoreProduct and the widget's product cards read it. */
export const StoreProductReply = Type.Object({
  product_id: Type.String(),
  variant_id: Type.String(),
  image: Type.String(),
  desc: Type.String(),
  title: Type.String(),
  handle: Type.String(),
  inventory_quantity: Type.Union([Type.Integer(), Type.Null()]),
  price: Type.Union([Type.Number(), Type.String()]),
  compare_at_price: Type.Union([Type.Number(), Type.String(), Type.Null()]),
  currency_symbol: Type.String(),
});

export const PriceRuleReply = Type.Object({
  title: Type.String(),
  code: Type.String(),
  value_type: OneOf(PRICE_RULE_VALUE_TYPES),
  value: Type.Number(),
  starts_at: Type.Union([Type.Number(), Type.Null()]),
  ends_at: Type.Union([Type.Number(), Type.Null()]),
});
export const PriceRulesReply = Type.Object({ price_rules: Type.Array(PriceRuleReply) });
export type PriceRuleResponse = Static<typeof PriceRuleReply>;

// ---- the visitor's side ----

export const RecommendationBody = Type.Object({
  category: Type.Optional(Name),
  manual_products: Type.Optional(Type.Array(ProductId, { maxItems: 50 })),
  count: Type.Integer({ minimum: 1, maximum: MAX_RECOMMENDED, default: MAX_STORE_PRODUCTS }),
});
/** SPEC §3 recommendation response. */
export const RecommendationReply = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({ products: Type.Array(StoreProductReply) }),
  currency: Type.String(),
});

export const ShopParams = Type.Object({ shop: ShopHost });
export const ShopSiteReply = Type.Object({ client_id: Type.String() });

export const AbandonmentQuery = Type.Object({
  clientId: ClientId,
  customer: CustomerId,
  products: Type.String({ maxLength: 8192 }),
  data_for: OneOf(CART_DATA_FOR),
  total_cart_value: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
});

export const OrderedProductsBody = Type.Object({
  client_id: ClientId,
  customer_id: CustomerId,
  products: Type.Array(Type.Object({ product_id: ProductId, product_name: Type.Optional(Name), category: Type.Optional(Name) }), { maxItems: 50 }),
  source_table: Type.Optional(Type.Literal('browse_abandonment')),
});

// ---- the owner's side ----

/** One upload of the catalogue: 250 full products fit in a megabyte (the visitor limit is 64 KiB). */
export const MAX_CATALOGUE_BATCH = 250;
export const MAX_PRICE_RULES = 100;

// ajv coerces null to 0 for a plain number ("no end" would become 1970): `nullable` keeps null as null.
const nullableNumber = (options: Record<string, unknown>) => Type.Unsafe<number | null>({ type: 'number', nullable: true, ...options });
const nullableInteger = (options: Record<string, unknown>) => Type.Unsafe<number | null>({ type: 'integer', nullable: true, ...options });
const Money = { minimum: 0, maximum: 1e9 };
const Time = { minimum: 0, maximum: 8.64e15 };
const Limit = Type.Integer({ minimum: 1, maximum: 500, default: 100 });
const Offset = Type.Integer({ minimum: 0, maximum: 1e9, default: 0 });

export const ProductInput = Type.Object({
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
export const CatalogueBody = (minItems: number) => Type.Object({ products: Type.Array(ProductInput, { minItems, maxItems: MAX_CATALOGUE_BATCH }) });
export const CatalogueReply = Type.Object({ products: Type.Integer() });

export const PriceRuleInput = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 255 }),
  code: Type.String({ pattern: PRICE_RULE_CODE_PATTERN }),
  value_type: OneOf(PRICE_RULE_VALUE_TYPES),
  value: Type.Number({ exclusiveMinimum: 0, maximum: 1e9 }),
  starts_at: Type.Optional(nullableInteger(Time)),
  ends_at: Type.Optional(nullableInteger(Time)),
});
export const PriceRulesBody = Type.Object({ price_rules: Type.Array(PriceRuleInput, { maxItems: MAX_PRICE_RULES }) });

/** A claim waiting for its proof, with what the owner puts on the shop's home page. */
export const PendingShopReply = Type.Union([
  Type.Null(),
  Type.Object({
    shop: Type.String(),
    platform: Type.String(),
    currency: Type.String(),
    token: Type.String(),
    meta_tag: Type.String(),
  }),
]);

export const StoreStateReply = Type.Object({
  shop: Type.Union([Type.String(), Type.Null()]),
  platform: Type.Union([Type.String(), Type.Null()]),
  currency: Type.String(),
  products: Type.Integer(),
  pending: PendingShopReply,
  /** a connected Shopify shop's theme snippet (core's shopEmbedSnippet), for theme.liquid; null otherwise */
  theme_snippet: Type.Union([Type.String(), Type.Null()]),
});

export const ShopClaimBody = Type.Object({
  shop: ShopHost,
  platform: OneOf(STORE_PLATFORMS, { default: 'shopify' }),
  currency: Type.Optional(Type.String({ pattern: '^[A-Za-z]{3}$' })),
});
export const ShopClaimReply = Type.Object({
  shop: Type.String(),
  platform: Type.String(),
  currency: Type.String(),
  verified: Type.Boolean(),
  pending: PendingShopReply,
});
export const ShopVerifyReply = Type.Object({ verified: Type.Boolean(), shop: Type.String(), message: Type.String() });

/** Text an owner types to find products: no control characters (PostgreSQL refuses NUL). */
const SearchText = (maxLength: number) => Type.String({ maxLength, pattern: '^[^\\u0000-\\u001f\\u007f-\\u009f]*$' });
export const MAX_PRODUCT_SEARCH = 100;
export const ProductsQuery = Type.Object({
  limit: Limit,
  offset: Offset,
  /** title or product id contains it, whatever the case */
  q: Type.Optional(SearchText(MAX_PRODUCT_SEARCH)),
  category: Type.Optional(SearchText(255)),
});
export const ProductParams = Type.Object({ clientId: ClientId, productId: ProductId });

/** The catalogue's categories are listed up to this many: a select, not a report. */
export const MAX_CATEGORIES = 500;
export const CategoriesReply = Type.Object({
  categories: Type.Array(Type.Object({ category: Type.String(), products: Type.Integer() }), { maxItems: MAX_CATEGORIES }),
});
export const ProductsReply = Type.Object({
  total: Type.Integer(),
  products: Type.Array(Type.Intersect([StoreProductReply, Type.Object({ category: Type.String(), available: Type.Boolean(), updated_at: Type.Number() })])),
});

export type CataloguePageResponse = Static<typeof ProductsReply>;
export type CatalogueProductResponse = CataloguePageResponse['products'][number];
export type CatalogueCategoryResponse = Static<typeof CategoriesReply>['categories'][number];
export type ProductInputBody = Static<typeof ProductInput>;

const AbandonedProductReply = Type.Object({
  product_id: Type.String(),
  variant_id: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
  quantity: Type.Optional(Type.Integer()),
  price: Type.Optional(Type.Number()),
});
export const AbandonmentsQuery = Type.Object({ data_for: Type.Optional(OneOf(CART_DATA_FOR)), limit: Limit, offset: Offset });
export const AbandonmentsReply = Type.Array(
  Type.Object({
    id: Type.String(),
    customer: Type.String(),
    data_for: Type.String(),
    products: Type.Array(AbandonedProductReply),
    total_cart_value: Type.Union([Type.Number(), Type.Null()]),
    created_at: Type.Number(),
  }),
);
