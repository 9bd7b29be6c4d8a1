import { Type, type Static } from 'typebox';

/** A page of the listing: the dashboard shows 25; an owner's script may ask for up to 500. */
export const MAX_ORDERED_PRODUCTS_PAGE = 500;

export const OrderedProductsQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: MAX_ORDERED_PRODUCTS_PAGE, default: 100 }),
  offset: Type.Integer({ minimum: 0, maximum: 1e9, default: 0 }),
});

/** Issue 19: one product a Wix member viewed, as POST /wix/save-ordered-products saved it. */
export const OrderedProductReply = Type.Object({
  id: Type.String(),
  customer_id: Type.String(),
  product_id: Type.String(),
  product_name: Type.String(),
  category: Type.String(),
  source_table: Type.String(),
  created_at: Type.Number(),
});

export const OrderedProductsReply = Type.Object({
  total: Type.Integer(),
  rows: Type.Array(OrderedProductReply, { maxItems: MAX_ORDERED_PRODUCTS_PAGE }),
});

export type OrderedProductResponse = Static<typeof OrderedProductReply>;
export type OrderedProductsResponse = Static<typeof OrderedProductsReply>;
