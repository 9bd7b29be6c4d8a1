import { randomBytes, randomUUID } from 'node:crypto';

export interface CartLine {
  variantId: number;
  quantity: number;
}

export interface StoreCart {
  token: string;
  lines: CartLine[];
}

/** More than any test adds; a runaway page loop gets an error instead of an ever-growing cart. */
const MAX_QUANTITY = 999;

/**
 * In-memory carts keyed by the visitor's cart cookie, as both platforms keep a cart per browser.
 * The token is created with the cart (Shopify answers /cart.js with one even when it is empty).
 */
export class CartBook {
  private readonly carts = new Map<string, StoreCart>();
  private latest: StoreCart | undefined;

  constructor(private readonly newToken: () => string) {}

  static shopify(): CartBook {
    return new CartBook(() => `c1-${randomBytes(16).toString('hex')}`);
  }

  static wix(): CartBook {
    return new CartBook(() => randomUUID());
  }

  /** The visitor's cart and whether it was just made (the caller then sets the cookie). */
  open(token: string | undefined): { cart: StoreCart; created: boolean } {
    const known = token ? this.carts.get(token) : undefined;
    if (known) return { cart: known, created: false };
    const cart: StoreCart = { token: this.newToken(), lines: [] };
    this.carts.set(cart.token, cart);
    return { cart, created: true };
  }

  /** Adds a quantity of a variant; false when the line would pass the cap. */
  add(cart: StoreCart, variantId: number, quantity: number): boolean {
    const line = cart.lines.find((l) => l.variantId === variantId);
    const total = (line?.quantity ?? 0) + quantity;
    if (total > MAX_QUANTITY) return false;
    if (line) line.quantity = total;
    else cart.lines.push({ variantId, quantity });
    this.latest = cart;
    return true;
  }

  clear(cart: StoreCart): void {
    cart.lines = [];
    this.latest = cart;
  }

  /** A visitor's cart by its cookie value, or the cart changed last when none is named. */
  find(token?: string): StoreCart | undefined {
    return token === undefined ? this.latest : this.carts.get(token);
  }
}

/** A positive whole quantity from a JSON or form value; anything else is refused. */
export function parseQuantity(value: unknown): number | undefined {
  if (value === undefined || value === '') return 1;
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= MAX_QUANTITY ? n : undefined;
}
