import type { FrequencyRule } from '../constants.js';
import type { DeviceType } from './api.js';
import type { PopupDesign } from './design.js';
import type { GamifiedPrize, PrizeSlice } from './prize.js';

/** SPEC §1: the pop-up types. */
export const POPUP_TYPES = ['lightbox', 'bar', 'bside', 'sside', 'fullpage', 'mobile', 'social', 'embedded', 'gamified', 'browsing', 'content'] as const;
export type PopupType = (typeof POPUP_TYPES)[number];

/** SPEC §1: format counts per type (format_1 .. format_N). `content` has no numbered formats. */
export const FORMAT_COUNTS: Readonly<Partial<Record<PopupType, number>>> = {
  lightbox: 22,
  sside: 19,
  bside: 9,
  social: 8,
  bar: 17,
  fullpage: 12,
  mobile: 17,
  embedded: 7,
  gamified: 3,
  browsing: 3,
};
export type PopupFormat = `format_${number}`;

/** SPEC §3 poptin_target. */
export type PopupTarget = 'lead' | 'click' | 'social_proof' | 'redirect' | 'coupon' | 'announcement' | (string & {});

/** SPEC §3 match roles, shared by every filter. */
export const MATCH_ROLES = ['contain', 'exact', 'start', 'end', 'greater_than', 'less_than', 'any_value'] as const;
export type MatchRole = (typeof MATCH_ROLES)[number];

/** SPEC §2 positions. */
export type HorizontalPosition = 'left' | 'center' | 'right';
export type VerticalPosition = 'top' | 'middle' | 'bottom';
export type PopupLocation = `${VerticalPosition}_${HorizontalPosition}`;

export type CloseOptionsType = 'closing_options-x' | 'closing_options-button' | 'closing_options-';
export type CloseTrigger = 'cancel_click' | 'auto_close' | 'bg_click' | 'timer' | 'x_click' | 'submit';

/** SPEC §3 coupon. */
export interface Coupon {
  code: string;
  coupon_type: string;
}

/** SPEC §3 design_properties. Flags travel as 0/1 or booleans on the wire; both are accepted. */
export type Flag = boolean | 0 | 1 | '0' | '1';
export interface DesignProperties {
  timer_ver?: string;
  /** issue 5: ask for the server's human check (Turnstile or reCAPTCHA) before submitting */
  captcha?: Flag;
  timer?: string;
  switch_mobile_editor?: Flag;
  poptin_location?: PopupLocation | (string & {});
  poptin_design_close_options_type?: CloseOptionsType;
  poptin_design_show_x_comment?: string;
  poptin_design_show_x_after_sec?: number;
  poptin_design_auto_close?: Flag;
  poptin_design_auto_close_sec?: number;
  poptin_design_close_on_screen_click?: Flag;
  poptin_design_content_lock?: Flag;
  poptin_design_entry_effect?: string;
  poptin_design_exit_effect?: string;
  poptin_design_thank_screen?: Flag;
  poptin_design_thank_screen_auto_close?: Flag;
  poptin_design_thank_screen_auto_close_sec?: number;
  poptin_design_redirect?: Flag;
  poptin_design_redirect_url?: string;
  poptin_design_redirect_send_form_data?: Flag;
  disable_post_play_screen?: Flag;
  field_checkbox_required?: Flag;
  field_checkbox_default_marked?: Flag;
  coupon?: Coupon;
  add_to_cart?: ShopifyProductSettings;
  shopify_add_to_cart_2?: ShopifyProductSettings;
  shopify_add_to_cart_3?: ShopifyProductSettings;
  shopify_add_to_cart_4?: ShopifyProductSettings;
  shopify_add_to_cart_5?: ShopifyProductSettings;
  shopify_add_to_cart_6?: ShopifyProductSettings;
}

/** SPEC §3 triggers. A value of 0/false/undefined means the trigger is off. */
export interface Triggers {
  display_after_sec_active?: number | false;
  display_after_sec_active_on?: 'page' | 'website';
  /** percent of page height */
  display_after_scroll_active?: number | false;
  display_after_page_click_number_active?: number | false;
  display_after_visit_page_active?: number | false;
  display_after_inactive_seconds_active?: number | false;
  display_after_exit_website_active?: Flag;
  display_if_adblock_active?: Flag;
}

/** SPEC §3 js_filter entry (display_if_specific_js list). */
export interface JsFilterPair {
  js_name_pair: string;
  js_value_pair: string;
  js_show_pair: MatchRole;
}
export interface CookieFilterPair {
  cookie_name_pair: string;
  cookie_value_pair: string;
  cookie_show_pair: MatchRole;
}

export interface Filters {
  js_filter?: { display_if_specific_js: JsFilterPair[] };
  cookie_filter?: CookieFilterPair[];
  /**
   * Pipe string: `show|seen_poptin|lightbox|{poptin_id or any}`.
   * First part show/dont_show; second seen_poptin/not_seen/closed/converted.
   */
  engagement_with_other_poptin_filter?: string;
  source_code_target_active?: Flag;
  source_code_target_html?: string;
  source_code_target_role?: MatchRole;
}

/** SPEC §3 cart spec filters. */
export type CartSpecFilter = 'greater_than' | 'equal' | 'greater_than_or_equal';
export interface CartTriggers {
  shopify_cart_trigger_active?: Flag;
  shopify_cart_trigger_action?: string;
  shopify_cart_trigger_products?: string[];
  shopify_cart_trigger_cart_spec_filter?: CartSpecFilter;
  shopify_cart_trigger_cart_spec_value?: number;
  wix_cart_trigger_active?: Flag;
  wix_cart_trigger_action?: string;
  wix_cart_trigger_products?: string[];
  wix_cart_trigger_cart_spec_filter?: CartSpecFilter;
  wix_cart_trigger_cart_spec_value?: number;
}

/** SPEC §3 shopify_product_settings. */
export type ButtonsAction = 'add_to_cart' | 'add_to_cart_redirect' | 'redirect' | 'redirect_blank' | 'no_buttons';
export interface ShopifyProductSettings {
  button_text: string;
  product_url: string;
  product_name: string;
  product_id: string;
  variant_id: string;
  buttons_action: ButtonsAction;
}

/** SPEC §3 store product. */
export interface StoreProduct {
  product_id: string;
  variant_id: string;
  image: string;
  desc: string;
  title: string;
  handle: string;
  /** null when the store does not track the product's stock */
  inventory_quantity: number | null;
  /** stores send numbers or decimal strings ("19.90"); '' when there is no price */
  price: number | string;
  compare_at_price: number | string | null;
  currency_symbol: string;
}

/** SPEC §3 pop-up record, exactly as the display response carries it. */
export interface PopupRecord extends Triggers, Filters, CartTriggers {
  poptin_id: string;
  poptin_name: string;
  poptin_type: PopupType;
  poptin_format: PopupFormat;
  poptin_target: PopupTarget;
  /** template URL (SPEC §7 GET pop-up template URL) */
  poptin_url?: string;
  /** rendered html of the design, when the template is served as markup */
  poptin?: string;
  /**
   * Beckon's addition to the display response (issues 23, 22): the stylesheet parts only this
   * type (a bar's, a slide-in's…) and its blocks (a coupon's, a countdown's, product cards'…) need,
   * sent with the record so the first lightbox never downloads them.
   */
  poptin_css?: string;
  account_id: string;
  viewer_id: string;
  display: Flag;
  cookie?: string;
  /** display-frequency amount (days or visits, depending on the rule) */
  d_f_a?: number;
  d_f_r?: FrequencyRule;
  ab_test?: Flag;
  ab_test_parent_id?: string | null;
  auto_pilot_trigger?: Flag;
  if_poptin_credit?: Flag;
  is_teasers_on?: Flag;
  on_click?: Flag;
  x_close_button?: Flag;
  stop_showing_to_converted_users?: Flag;
  field_poptin_height?: number;
  client_restriction_setting?: string | null;
  /** tag attached to leads of this pop-up */
  poptin_fields?: string;
  design_properties: DesignProperties;
  shopify_product_settings?: ShopifyProductSettings;
  /**
   * Gamified types (SPEC §3 gamified prize): the slices the wheel, card or boxes show. The
   * record carries labels only; codes and chances stay on the server, which draws (issue 17).
   */
  prizes?: PrizeSlice[];
  /** Beckon's design model (ARCHITECTURE: the design travels as data). */
  design: PopupDesign;
  /** Beckon, beyond the spec: which pages, devices, referrers, campaigns and countries. */
  targeting?: PageTargeting;
  /** Beckon, beyond the spec: when the pop-up runs. */
  schedule?: PopupSchedule;
}

/** Beckon page targeting. Each section is optional; an absent or empty section allows every visitor. */
export interface PageTargeting {
  /** include rules: at least one must match (when any exist); exclude rules: none may match */
  urls?: UrlTargetingRule[];
  devices?: DeviceType[];
  /** at least one must match */
  referrers?: ReferrerTargetingRule[];
  /** rules on one key: at least one must match; rules on different keys: all keys must */
  utm?: UtmTargetingRule[];
  /** ISO 3166-1 alpha-2, upper case */
  countries?: string[];
}
export interface UrlTargetingRule {
  role: MatchRole;
  value: string;
  include: boolean;
}
export interface ReferrerTargetingRule {
  role: MatchRole;
  value: string;
}
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export interface UtmTargetingRule {
  key: UtmKey;
  role: MatchRole;
  value: string;
}

/** Beckon schedule. Every part is optional; an absent part does not limit. */
export interface PopupSchedule {
  /** ISO 8601; without an offset it is wall time in `timezone` */
  start?: string;
  /** ISO 8601, exclusive; a date alone includes that whole day */
  end?: string;
  /** 0 = Sunday .. 6 = Saturday; empty means every day */
  weekdays?: number[];
  /** 'HH:MM' (24 h) in `timezone`; `to` is exclusive, to < from wraps past midnight, from = to is all day */
  hours?: { from: string; to: string };
  /** IANA zone, default UTC */
  timezone?: string;
}

/** The part of a record that lives in its identity columns; everything else is its settings. */
export type PopupIdentityKey = 'poptin_id' | 'poptin_name' | 'poptin_type' | 'poptin_format' | 'poptin_target' | 'account_id' | 'viewer_id' | 'display';

/**
 * Issue 18: whose setting decides a pop-up sign-up's double opt-in: 'list' each list's own,
 * 'on' always ask the lead to confirm, 'off' subscribe at once.
 */
export const SIGNUP_DOUBLE_OPT_IN_MODES = ['list', 'on', 'off'] as const;
export type SignupDoubleOptIn = (typeof SIGNUP_DOUBLE_OPT_IN_MODES)[number];

/** Issue 18: the lists a pop-up's leads join, as a new pop-up starts (none, each list's own double opt-in). */
export const POPUP_SIGNUP_DEFAULTS: Readonly<{ signup_lists: readonly string[]; signup_double_opt_in: SignupDoubleOptIn }> = {
  signup_lists: [],
  signup_double_opt_in: 'list',
};

/** What an owner edits: triggers, filters, frequency, design properties, the design and the prizes in full. */
export type PopupSettings = Omit<PopupRecord, PopupIdentityKey | 'prizes'> & {
  /** SPEC §3 gamified prizes with their codes and chances: the server's to draw from */
  prizes?: GamifiedPrize[];
  /** Issue 18: the account's lists (public ids) each lead's email or phone joins; absent or empty joins none */
  signup_lists?: string[];
  /** Issue 18: the double opt-in of those sign-ups; absent is 'list' */
  signup_double_opt_in?: SignupDoubleOptIn;
};
