import type { FormFieldEntry } from './form-field.js';
import type { ButtonsAction, StoreProduct } from './popup.js';

/** SPEC §2 screens inside a pop-up. */
export const SCREEN_NAMES = ['main', 'thank_you', 'play', 'winning', 'losing', 'teaser'] as const;
export type ScreenName = (typeof SCREEN_NAMES)[number];

export type Language = 'en' | 'he';

/** A form field as designed: the SPEC §3 entry plus what the owner sets on it. */
export interface DesignedField extends FormFieldEntry {
  label?: string;
  required?: boolean;
  /** choices of radio, select, multi-select, preference */
  options?: string[];
  /** the owner's own message for a failed rule; it replaces the default message of every rule */
  error_message?: string;
  /**
   * SPEC §5 phone fields: which check runs. 'basic' (the default) rejects non-phone characters
   * and more than 15 digits; 'pattern' wants 7 to 15 digits; 'international' parses the number
   * for `default_country` and submits it in E.164; 'israeli' is the 'advanced' Israeli check.
   */
  phone_mode?: 'basic' | 'pattern' | 'international' | 'israeli';
  /** SPEC §5 international phone: ISO 3166 alpha-2 country of numbers typed without a dial code; default 'US' */
  default_country?: string;
  /** SPEC §5 email fields: only business addresses (free-mail domains are refused) */
  business_only?: boolean;
}

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'image'; src: string; alt: string }
  | { kind: 'fields'; fields: DesignedField[] }
  | { kind: 'button'; text: string; action: 'submit' | 'close' | 'link'; url?: string }
  | { kind: 'coupon'; code: string }
  | { kind: 'countdown'; ends_at: string }
  | ProductsBlock
  | { kind: 'ticker'; messages: string[]; duration_ms?: number }
  /** owner-authored markup, sanitised when saved */
  | { kind: 'html'; html: string };
export type BlockKind = Block['kind'];

/**
 * Product recommendations (SPEC §1, §3 store product): up to 3 cards (SPEC §9). `products` is a
 * snapshot of the store records the owner typed in; `product_ids` (manual pick) and `category` name
 * catalogue products the widget fetches at display time, which replace the snapshot when they come.
 */
export interface ProductsBlock {
  kind: 'products';
  products: StoreProduct[];
  product_ids?: string[];
  /**
   * A category of the site's catalogue: the widget asks the recommendation call (SPEC §7) for
   * its products at display time. With product_ids too, the listed products come first.
   */
  category?: string;
  /** the cards' button text; without it, a default per action ('Shop now', 'Add to cart') */
  button_text?: string;
  /** SPEC §3 shopify_product_settings.buttons_action; default 'redirect' */
  buttons_action?: ButtonsAction;
}

/** Theme tokens: colours as CSS colours, radius in px, overlay as a CSS colour with alpha. */
export interface Theme {
  background: string;
  text: string;
  accent: string;
  accent_text: string;
  font: string;
  radius: number;
  overlay: string;
}

export interface ScreenSet {
  screens: Partial<Record<ScreenName, Block[]>>;
}

/** SPEC §2 tab teaser modes. */
export const TEASER_MODES = ['always', 'before_show', 'after_close'] as const;
export type TeaserMode = (typeof TEASER_MODES)[number];

/** The teaser tab (SPEC §2): a small tab at the side of the page that opens the pop-up. */
export interface TeaserDesign {
  mode: TeaserMode;
  label: string;
  side: 'left' | 'right';
}

/** What a bar does to the page under it: pushes the page's content away by its height, or covers it. */
export const PAGE_EFFECTS = ['push', 'cover'] as const;
export type PageEffect = (typeof PAGE_EFFECTS)[number];

/**
 * The owner's size and placement beyond the format's (issue 23); each absent means the format's
 * own. The height is the record's SPEC field_poptin_height; the bounds are core's SIZE_LIMITS.
 */
export interface LayoutChoice {
  /** the pop-up's width in px, within the type's SIZE_LIMITS */
  width?: number;
  /** bars only: push the page or cover it; absent, the format's choice (FormatEntry.page) */
  page?: PageEffect;
}

export interface PopupDesign extends ScreenSet {
  lang: Language;
  theme: Theme;
  layout?: LayoutChoice;
  /** shown when the record's is_teasers_on flag is on */
  teaser?: TeaserDesign;
  /** used instead of `screens` on mobile when design_properties.switch_mobile_editor is on */
  mobile?: ScreenSet;
}
