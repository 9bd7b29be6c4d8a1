import { Type, type TUnsafe } from 'typebox';

/**
 * A schema accepting exactly the values of an `as const` array (an anyOf of constants, as a
 * literal union is written); its Static is their union, which TypeBox cannot infer from an array.
 */
export function OneOf<const T extends readonly string[]>(values: T, options?: { default?: T[number] }): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>(
    Type.Union(
      values.map((value) => Type.Literal(value)),
      options,
    ),
  );
}

/** A pop-up is live on its site or kept aside. */
export const POPUP_STATUSES = ['published', 'draft'] as const;
export type PopupStatus = (typeof POPUP_STATUSES)[number];

export const DEVICE_TYPES = ['mobile', 'desktop'] as const;

export const LANGUAGES = ['en', 'he'] as const;

export const TEASER_SIDES = ['left', 'right'] as const;

/** How a store's price rule takes off the price. */
export const PRICE_RULE_VALUE_TYPES = ['percentage', 'fixed_amount'] as const;

/** A stored cart: left behind at checkout, or still open. */
export const CART_DATA_FOR = ['abandonment', 'cart'] as const;

export const STORE_PLATFORMS = ['shopify', 'wix'] as const;

export const VISITOR_ACTIVITIES = ['viewed', 'closed'] as const;
export const NOTIFICATION_STATUSES = ['viewed', 'clicked', 'closed'] as const;
