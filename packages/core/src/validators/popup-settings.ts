import { CART_SPEC_FILTERS, CART_TRIGGER_ACTIONS } from '../store/cart-trigger.js';
import { FREQUENCY_RULES, LEAD_MAX_FIELDS, MAX_STORE_PRODUCTS } from '../constants.js';
import { ENTRY_EFFECTS, EXIT_EFFECTS } from '../design/effects.js';
import { TIMER_STYLES } from '../design/timer-styles.js';
import { isOn } from '../flags.js';
import { allFormats } from '../formats/catalogue.js';
import { parseEngagementFilter } from '../rules/engagement-filter.js';
import { scheduleAllows } from '../rules/schedule.js';
import { wireNumber } from '../rules/wire-number.js';
import { BUTTONS_ACTIONS, STORE_BUTTON_KEYS } from '../store/product-cards.js';
import { resolveZone } from '../rules/zoned-time.js';
import { SCREEN_NAMES, TEASER_MODES, type Block, type DesignedField, type ScreenSet } from '../types/design.js';
import { CHOICE_FIELD_TYPES, FIELD_TYPES } from '../types/form-field.js';
import {
  MATCH_ROLES,
  POPUP_TYPES,
  UTM_KEYS,
  type PopupFormat,
  type PopupSchedule,
  type PopupSettings,
  type PopupType,
  type ShopifyProductSettings,
} from '../types/popup.js';
import type { GamifiedPrize } from '../types/prize.js';
import { isWinningPrize } from '../games/draw.js';
import { fieldKey } from './field-key.js';
import { checkPopupSignup } from './popup-signup.js';
import { checkPopupSize } from './popup-size.js';
import { isPopupId } from './popup-id.js';
import { buttonUrl, redirectUrl, webAddress } from './urls.js';

/** One thing wrong with a pop-up's settings: where (dotted into the settings) and why, in words. */
export interface SettingsProblem {
  path: string;
  message: string;
}

export interface SettingsContext {
  type: PopupType;
  format: PopupFormat;
}

/**
 * Upper bounds Beckon sets where SPEC §9 names none: far past any sensible setting, low enough
 * that a slipped digit (a delay of 30000 s meant as 30) is caught while the owner is editing.
 */
export const POPUP_SETTINGS_LIMITS = {
  delaySeconds: 24 * 60 * 60,
  count: 1000,
  heightPx: 5000,
  radiusPx: 64,
  frequencyAmount: 3650,
} as const;
const MAX_DELAY_SEC = POPUP_SETTINGS_LIMITS.delaySeconds;
const MAX_COUNT = POPUP_SETTINGS_LIMITS.count;
const MAX_HEIGHT_PX = POPUP_SETTINGS_LIMITS.heightPx;
const MAX_RADIUS_PX = POPUP_SETTINGS_LIMITS.radiusPx;
const MAX_FREQUENCY_AMOUNT = POPUP_SETTINGS_LIMITS.frequencyAmount;
const PERCENT_TOLERANCE = 0.01;

const CLOSE_OPTIONS = ['closing_options-x', 'closing_options-button', 'closing_options-'] as const;
const PHONE_MODES = ['basic', 'pattern', 'international', 'israeli'] as const;
const BLOCK_KINDS = ['heading', 'text', 'image', 'fields', 'button', 'coupon', 'countdown', 'products', 'ticker', 'html'] as const;
const BUTTON_ACTIONS = ['submit', 'close', 'link'] as const;
const VERTICAL = ['top', 'middle', 'bottom'] as const;
const HORIZONTAL = ['left', 'center', 'right'] as const;
const DEVICES = ['mobile', 'desktop'] as const;
const ROLE_NAMES = MATCH_ROLES.join(', ');
const REDIRECT_KINDS = 'a web address, or a tel:, sms: or mailto: link; digits alone are a phone number';

/**
 * Every owner-set field of a SPEC §3 pop-up record that can be wrong, checked against the
 * rules core already applies when the pop-up runs (frequency rules, match roles, the
 * engagement pipe string, schedule, redirect and button URLs, the format catalogue, field
 * keys). The dashboard shows each problem beside its control; the server refuses to save
 * settings with any. An empty list means the pop-up can be saved.
 */
export function validatePopupSettings(settings: PopupSettings, context: SettingsContext): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  const add = (path: string, message: string): void => {
    problems.push({ path, message });
  };
  const s = settings;

  checkFormat(context, add);
  checkTriggers(s, add);
  checkFrequency(s, add);
  checkFilters(s, add);
  checkCart(s, add);
  checkDesignProperties(s, context, add);
  checkRecordFields(s, add);
  checkDesign(s, add);
  if ((POPUP_TYPES as readonly string[]).includes(context.type)) checkPopupSize(s, context.type, add);
  checkTargeting(s, add);
  checkSchedule(s.schedule, add);
  checkPopupSignup(s, add);
  // Prizes are optional until the owner sets them up; once listed they must make a playable game.
  if (context.type === 'gamified' && s.prizes !== undefined) checkPrizes(s.prizes, add);
  return problems;
}

type Add = (path: string, message: string) => void;

function checkFormat(context: SettingsContext, add: Add): void {
  if (!(POPUP_TYPES as readonly string[]).includes(context.type)) {
    add('poptin_type', `"${String(context.type)}" is not a pop-up type. Choose one of: ${POPUP_TYPES.join(', ')}.`);
    return;
  }
  const formats = allFormats().filter((entry) => entry.type === context.type);
  if (formats.length > 0 && !formats.some((entry) => entry.format === context.format)) {
    add('poptin_format', `A ${context.type} pop-up has formats format_1 to format_${formats.length}; "${String(context.format)}" is not one of them.`);
  }
}

// ---- triggers, frequency, filters -------------------------------------------------------------

/** A trigger is off when absent, false or 0; otherwise it must be a number in range. */
function checkTriggerNumber(value: unknown, path: string, what: string, min: number, max: number, integer: boolean, add: Add): void {
  if (value === undefined || value === null || value === false || value === 0 || value === '') return;
  const number = wireNumber(value);
  if (!Number.isFinite(number)) add(path, `${what} must be a number.`);
  else if (integer && !Number.isInteger(number)) add(path, `${what} must be a whole number.`);
  else if (number < min || number > max) add(path, `${what} must be between ${min} and ${max}.`);
}

function checkFlag(value: unknown, path: string, what: string, add: Add): void {
  if (value === undefined || value === null) return;
  if (![true, false, 0, 1, '0', '1'].includes(value as never)) add(path, `${what} must be on or off.`);
}

function checkTriggers(s: PopupSettings, add: Add): void {
  checkTriggerNumber(s.display_after_sec_active, 'display_after_sec_active', 'The delay before showing (seconds)', 0, MAX_DELAY_SEC, false, add);
  if (s.display_after_sec_active_on !== undefined && !['page', 'website'].includes(s.display_after_sec_active_on)) {
    add('display_after_sec_active_on', 'The delay counts either on this page ("page") or on the whole website ("website").');
  }
  checkTriggerNumber(s.display_after_scroll_active, 'display_after_scroll_active', 'The scroll depth (percent of the page)', 1, 100, false, add);
  checkTriggerNumber(s.display_after_page_click_number_active, 'display_after_page_click_number_active', 'The number of clicks', 1, MAX_COUNT, true, add);
  checkTriggerNumber(s.display_after_visit_page_active, 'display_after_visit_page_active', 'The number of pages visited', 1, MAX_COUNT, true, add);
  checkTriggerNumber(s.display_after_inactive_seconds_active, 'display_after_inactive_seconds_active', 'The idle time (seconds)', 1, MAX_DELAY_SEC, false, add);
  checkFlag(s.display_after_exit_website_active, 'display_after_exit_website_active', 'The exit-intent trigger', add);
  checkFlag(s.display_if_adblock_active, 'display_if_adblock_active', 'The ad-blocker trigger', add);
}

function checkFrequency(s: PopupSettings, add: Add): void {
  const rules = Object.values(FREQUENCY_RULES) as string[];
  if (s.d_f_r !== undefined && s.d_f_r !== null && !rules.includes(s.d_f_r)) {
    add('d_f_r', `"${String(s.d_f_r)}" is not a frequency rule. Choose one of: ${rules.join(', ')}.`);
  }
  const counted = s.d_f_r === FREQUENCY_RULES.onceEveryFewDays || s.d_f_r === FREQUENCY_RULES.onceEveryFewVisits;
  if (counted && s.d_f_a !== undefined && s.d_f_a !== null) {
    const amount = wireNumber(s.d_f_a);
    const unit = s.d_f_r === FREQUENCY_RULES.onceEveryFewDays ? 'days' : 'visits';
    if (!Number.isInteger(amount) || amount < 1 || amount > MAX_FREQUENCY_AMOUNT) {
      add('d_f_a', `The number of ${unit} between showings must be a whole number from 1 to ${MAX_FREQUENCY_AMOUNT}.`);
    }
  }
  checkFlag(s.stop_showing_to_converted_users, 'stop_showing_to_converted_users', 'Stop showing to converted visitors', add);
}

function isRole(value: unknown): boolean {
  return (MATCH_ROLES as readonly string[]).includes(value as string);
}

/** One filter or targeting rule: a known match role, and a value unless the role is any_value. */
function checkRule(role: unknown, value: unknown, path: string, valueKey: string, roleKey: string, add: Add): void {
  if (!isRole(role)) {
    add(`${path}.${roleKey}`, `Choose how to compare: ${ROLE_NAMES}.`);
    return;
  }
  if (role === 'any_value') return;
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || text.trim() === '') add(`${path}.${valueKey}`, 'Enter the value to compare with.');
  else if ((role === 'greater_than' || role === 'less_than') && Number.isNaN(Number.parseFloat(text))) {
    add(`${path}.${valueKey}`, `"${text}" is not a number; "${role.replace('_', ' ')}" compares numbers.`);
  }
}

function checkFilters(s: PopupSettings, add: Add): void {
  const jsPairs = s.js_filter?.display_if_specific_js;
  if (s.js_filter !== undefined && !Array.isArray(jsPairs)) add('js_filter.display_if_specific_js', 'The JavaScript filter must be a list of rules.');
  (Array.isArray(jsPairs) ? jsPairs : []).forEach((pair, i) => {
    const path = `js_filter.display_if_specific_js.${i}`;
    if (typeof pair?.js_name_pair !== 'string' || pair.js_name_pair.trim() === '') add(`${path}.js_name_pair`, 'Enter the name of the JavaScript variable.');
    checkRule(pair?.js_show_pair, pair?.js_value_pair, path, 'js_value_pair', 'js_show_pair', add);
  });
  if (s.cookie_filter !== undefined && !Array.isArray(s.cookie_filter)) add('cookie_filter', 'The cookie filter must be a list of rules.');
  (Array.isArray(s.cookie_filter) ? s.cookie_filter : []).forEach((pair, i) => {
    const path = `cookie_filter.${i}`;
    if (typeof pair?.cookie_name_pair !== 'string' || pair.cookie_name_pair.trim() === '') add(`${path}.cookie_name_pair`, 'Enter the name of the cookie.');
    checkRule(pair?.cookie_show_pair, pair?.cookie_value_pair, path, 'cookie_value_pair', 'cookie_show_pair', add);
  });
  const engagement = s.engagement_with_other_poptin_filter;
  if (typeof engagement === 'string' && engagement.trim() !== '' && parseEngagementFilter(engagement) === null) {
    add(
      'engagement_with_other_poptin_filter',
      'The engagement filter must read show or dont_show | seen_poptin, not_seen, closed or converted | a pop-up type or any | a 13-character pop-up id or any.',
    );
  } else if (engagement !== undefined && engagement !== null && typeof engagement !== 'string') {
    add('engagement_with_other_poptin_filter', 'The engagement filter must be text.');
  }
  checkFlag(s.source_code_target_active, 'source_code_target_active', 'The page source filter', add);
  if (isOn(s.source_code_target_active)) {
    if (typeof s.source_code_target_html !== 'string' || s.source_code_target_html.trim() === '') {
      add('source_code_target_html', 'Enter the text to look for in the page source, or turn the page source filter off.');
    }
    if (!isRole(s.source_code_target_role)) add('source_code_target_role', `Choose how to compare the page source: ${ROLE_NAMES}.`);
  }
}

function checkCart(s: PopupSettings, add: Add): void {
  for (const store of ['shopify', 'wix'] as const) {
    const active = s[`${store}_cart_trigger_active`];
    checkFlag(active, `${store}_cart_trigger_active`, 'The cart trigger', add);
    if (!isOn(active)) continue;
    const action = s[`${store}_cart_trigger_action`];
    // Blank is the cart's value (core's cartTriggerSettings); any other word would never fire.
    if (action !== undefined && action !== '' && !(CART_TRIGGER_ACTIONS as readonly string[]).includes(action)) {
      add(`${store}_cart_trigger_action`, `Choose what the cart trigger looks at: ${CART_TRIGGER_ACTIONS.join(', ')}.`);
    }
    const filter = s[`${store}_cart_trigger_cart_spec_filter`];
    if (filter !== undefined && !(CART_SPEC_FILTERS as readonly string[]).includes(filter)) {
      add(`${store}_cart_trigger_cart_spec_filter`, `Choose how to compare the cart: ${CART_SPEC_FILTERS.join(', ')}.`);
    }
    const value = s[`${store}_cart_trigger_cart_spec_value`];
    if (value !== undefined && value !== null && (!Number.isFinite(wireNumber(value)) || wireNumber(value) < 0)) {
      add(`${store}_cart_trigger_cart_spec_value`, 'The cart amount must be a number of 0 or more.');
    }
    const products = s[`${store}_cart_trigger_products`];
    if (products !== undefined && (!Array.isArray(products) || products.some((id) => typeof id !== 'string' || id.trim() === ''))) {
      add(`${store}_cart_trigger_products`, 'The cart products must be a list of product ids.');
    }
  }
}

// ---- design properties and record fields --------------------------------------------------------

/**
 * Where a redirect setting may send a visitor (SPEC §5): a web page, or a phone, text or mail link
 * (digits alone are a phone number). The same redirectUrl the widget follows decides, so what
 * the editor accepts is exactly what runs; javascript:, data: and the like are refused.
 */
function redirectTarget(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const url = redirectUrl(raw);
  if (url === null) return null;
  if (/^(tel|sms):/i.test(url)) return /\d/.test(url) ? url : null;
  if (/^mailto:/i.test(url)) return url.includes('@') ? url : null;
  return webAddress(url);
}

function checkSeconds(value: unknown, path: string, what: string, min: number, add: Add): void {
  if (value === undefined || value === null) return;
  const number = wireNumber(value);
  if (!Number.isFinite(number) || number < min || number > MAX_DELAY_SEC) add(path, `${what} must be a number of seconds from ${min} to ${MAX_DELAY_SEC}.`);
}

function checkProductSettings(settings: ShopifyProductSettings | undefined, path: string, add: Add): void {
  if (settings === undefined || settings === null) return;
  if (!(BUTTONS_ACTIONS as readonly string[]).includes(settings.buttons_action)) {
    add(`${path}.buttons_action`, `Choose what the product button does: ${BUTTONS_ACTIONS.join(', ')}.`);
    return;
  }
  if (settings.buttons_action === 'no_buttons') return;
  if (typeof settings.button_text !== 'string' || settings.button_text.trim() === '') add(`${path}.button_text`, 'Enter the text of the product button.');
  if (settings.buttons_action.startsWith('add_to_cart') && (typeof settings.variant_id !== 'string' || settings.variant_id.trim() === '')) {
    add(`${path}.variant_id`, 'Adding to the cart needs the product variant id.');
  }
  if (settings.buttons_action.startsWith('redirect') && webAddress(settings.product_url) === null) {
    add(`${path}.product_url`, 'Enter the product page address (http:// or https://).');
  }
}

function checkDesignProperties(s: PopupSettings, context: SettingsContext, add: Add): void {
  const dp = s.design_properties;
  if (dp === undefined || dp === null || typeof dp !== 'object') {
    add('design_properties', 'The design properties are missing.');
    return;
  }
  const at = (key: string): string => `design_properties.${key}`;
  for (const key of [
    'captcha',
    'switch_mobile_editor',
    'poptin_design_auto_close',
    'poptin_design_close_on_screen_click',
    'poptin_design_content_lock',
    'poptin_design_thank_screen',
    'poptin_design_thank_screen_auto_close',
    'poptin_design_redirect',
    'poptin_design_redirect_send_form_data',
    'disable_post_play_screen',
    'field_checkbox_required',
    'field_checkbox_default_marked',
  ] as const)
    checkFlag(dp[key], at(key), 'This option', add);

  if (dp.poptin_location !== undefined && dp.poptin_location !== '') checkLocation(String(dp.poptin_location), context.type, at('poptin_location'), add);
  if (dp.poptin_design_close_options_type !== undefined && !(CLOSE_OPTIONS as readonly string[]).includes(dp.poptin_design_close_options_type)) {
    add(at('poptin_design_close_options_type'), 'Choose how the pop-up closes: an X, a button, or neither.');
  }
  checkSeconds(dp.poptin_design_show_x_after_sec, at('poptin_design_show_x_after_sec'), 'The delay before the close button works', 0, add);
  if (isOn(dp.poptin_design_auto_close)) checkSeconds(dp.poptin_design_auto_close_sec ?? 0, at('poptin_design_auto_close_sec'), 'The auto-close time', 1, add);
  if (isOn(dp.poptin_design_thank_screen_auto_close)) {
    checkSeconds(dp.poptin_design_thank_screen_auto_close_sec, at('poptin_design_thank_screen_auto_close_sec'), 'The thank-you screen auto-close time', 1, add);
  }
  if (
    dp.poptin_design_entry_effect !== undefined &&
    dp.poptin_design_entry_effect !== '' &&
    !(ENTRY_EFFECTS as readonly string[]).includes(dp.poptin_design_entry_effect)
  ) {
    add(at('poptin_design_entry_effect'), `Choose an entry effect: ${ENTRY_EFFECTS.join(', ')}.`);
  }
  if (
    dp.poptin_design_exit_effect !== undefined &&
    dp.poptin_design_exit_effect !== '' &&
    !(EXIT_EFFECTS as readonly string[]).includes(dp.poptin_design_exit_effect)
  ) {
    add(at('poptin_design_exit_effect'), `Choose an exit effect: ${EXIT_EFFECTS.join(', ')}.`);
  }
  if (isOn(dp.poptin_design_redirect) && redirectTarget(dp.poptin_design_redirect_url) === null) {
    add(at('poptin_design_redirect_url'), `Enter where to send visitors (${REDIRECT_KINDS}), or turn the redirect off.`);
  } else if (
    !isOn(dp.poptin_design_redirect) &&
    typeof dp.poptin_design_redirect_url === 'string' &&
    dp.poptin_design_redirect_url.trim() !== '' &&
    redirectTarget(dp.poptin_design_redirect_url) === null
  ) {
    add(at('poptin_design_redirect_url'), `The redirect must be ${REDIRECT_KINDS}.`);
  }
  if (dp.timer_ver !== undefined && dp.timer_ver !== '' && !validTimerVersion(String(dp.timer_ver))) {
    add(at('timer_ver'), `Choose a countdown style: ${TIMER_STYLES.join(', ')}.`);
  }
  if (typeof dp.timer === 'string' && dp.timer.trim() !== '' && Number.isNaN(Date.parse(dp.timer))) {
    add(at('timer'), 'The countdown end must be a date and time, like 2026-12-31T23:59.');
  }
  if (dp.coupon !== undefined && dp.coupon !== null && (typeof dp.coupon.code !== 'string' || dp.coupon.code.trim() === '')) {
    add(at('coupon.code'), 'Enter the coupon code, or remove the coupon.');
  }
  for (const key of STORE_BUTTON_KEYS) checkProductSettings(dp[key], at(key), add);
}

function validTimerVersion(value: string): boolean {
  const name = value.trim().toLowerCase();
  return (TIMER_STYLES as readonly string[]).includes(name) || TIMER_STYLES.some((_, i) => name === String(i + 1));
}

/** SPEC §2 positions: vertical_horizontal; a bar is at the top or bottom, a bside at the left or right. */
function checkLocation(location: string, type: PopupType, path: string, add: Add): void {
  const [vertical, horizontal, extra] = location.split('_');
  if (extra !== undefined || !(VERTICAL as readonly string[]).includes(vertical ?? '') || !(HORIZONTAL as readonly string[]).includes(horizontal ?? '')) {
    add(path, 'Choose a position: top, middle or bottom, and left, center or right (for example middle_center).');
  } else if (type === 'bar' && vertical === 'middle') {
    add(path, 'A bar sits at the top or the bottom of the page.');
  } else if (type === 'bside' && horizontal === 'center') {
    add(path, 'A side box sits on the left or the right.');
  }
}

function checkRecordFields(s: PopupSettings, add: Add): void {
  for (const key of ['ab_test', 'auto_pilot_trigger', 'if_poptin_credit', 'is_teasers_on', 'on_click', 'x_close_button'] as const) {
    checkFlag(s[key], key, 'This option', add);
  }
  if (s.ab_test_parent_id !== undefined && s.ab_test_parent_id !== null && !isPopupId(s.ab_test_parent_id)) {
    add('ab_test_parent_id', 'The A/B test must name its original pop-up by its 13-character id.');
  }
  if (s.field_poptin_height !== undefined && s.field_poptin_height !== null) {
    const height = wireNumber(s.field_poptin_height);
    if (!Number.isFinite(height) || height < 0 || height > MAX_HEIGHT_PX)
      add('field_poptin_height', `The reserved height must be a number of pixels from 0 to ${MAX_HEIGHT_PX}.`);
  }
  if (s.poptin_fields !== undefined && typeof s.poptin_fields !== 'string') add('poptin_fields', 'The lead tag must be text.');
  checkProductSettings(s.shopify_product_settings, 'shopify_product_settings', add);
}

// ---- the design model ---------------------------------------------------------------------------

/** CSS named colours (CSS Color 4), lowercased. */
const NAMED_COLOURS: ReadonlySet<string> = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue ' +
    'chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey ' +
    'darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray ' +
    'darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen ' +
    'fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen ' +
    'lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime ' +
    'limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue ' +
    'mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive ' +
    'olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
    'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver ' +
    'skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white ' +
    'whitesmoke yellow yellowgreen transparent currentcolor'
  ).split(' '),
);

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;
const COLOUR_FUNCTION = new RegExp(
  String.raw`^(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*(${NUMBER}(%|deg|turn|rad)?|none)(\s*[,\s]\s*(${NUMBER}%?|none)){2}(\s*[,/]\s*(${NUMBER}%?|none))?\s*\)$`,
  'i',
);

/** A CSS colour an owner can type: #rgb, #rgba, #rrggbb, #rrggbbaa, a colour function or a named colour. */
export function isCssColour(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim().toLowerCase();
  return /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(text) || NAMED_COLOURS.has(text) || COLOUR_FUNCTION.test(text);
}

function checkDesign(s: PopupSettings, add: Add): void {
  const design = s.design;
  if (design === undefined || design === null || typeof design !== 'object') {
    add('design', 'The pop-up has no design.');
    return;
  }
  if (design.lang !== 'en' && design.lang !== 'he') add('design.lang', 'Choose the language: English (en) or Hebrew (he).');
  const theme = design.theme;
  if (theme === undefined || theme === null || typeof theme !== 'object') add('design.theme', 'The design has no colours and font.');
  else {
    const colours = { background: 'background', text: 'text', accent: 'button', accent_text: 'button text', overlay: 'overlay' } as const;
    for (const [key, what] of Object.entries(colours)) {
      if (!isCssColour(theme[key as keyof typeof colours]))
        add(`design.theme.${key}`, `The ${what} colour "${String(theme[key as keyof typeof colours] ?? '')}" is not a colour (for example #1a73e8).`);
    }
    if (typeof theme.font !== 'string' || theme.font.trim() === '') add('design.theme.font', 'Choose a font.');
    const radius = wireNumber(theme.radius);
    if (!Number.isFinite(radius) || radius < 0 || radius > MAX_RADIUS_PX)
      add('design.theme.radius', `The corner radius must be from 0 to ${MAX_RADIUS_PX} pixels.`);
  }
  const fallback: RecordFallbacks = { coupon: s.design_properties?.coupon?.code, timer: s.design_properties?.timer };
  checkScreens(design, 'design', fallback, add);
  if (!Array.isArray(design.screens?.main) || design.screens.main.length === 0) add('design.screens.main', 'The main screen is empty: add at least one block.');

  if (design.teaser !== undefined && design.teaser !== null) {
    const teaser = design.teaser;
    if (!(TEASER_MODES as readonly string[]).includes(teaser.mode))
      add('design.teaser.mode', 'Choose when the teaser tab shows: always, before_show or after_close.');
    if (typeof teaser.label !== 'string' || teaser.label.trim() === '') add('design.teaser.label', 'Enter the text of the teaser tab.');
    if (teaser.side !== 'left' && teaser.side !== 'right') add('design.teaser.side', 'The teaser tab sits on the left or the right.');
  } else if (isOn(s.is_teasers_on)) {
    add('design.teaser', 'The teaser tab is on but has no text: set it up or turn it off.');
  }

  if (design.mobile !== undefined && design.mobile !== null) checkScreens(design.mobile, 'design.mobile', fallback, add);
  if (isOn(s.design_properties?.switch_mobile_editor) && (!Array.isArray(design.mobile?.screens?.main) || design.mobile.screens.main.length === 0)) {
    add('design.mobile.screens.main', 'The mobile design is on but its main screen is empty.');
  }
}

/** What a block may leave blank because the record supplies it (the coupon code, the countdown's end). */
interface RecordFallbacks {
  coupon: string | undefined;
  timer: string | undefined;
}

function checkScreens(set: ScreenSet, base: string, fallback: RecordFallbacks, add: Add): void {
  if (set.screens === undefined || set.screens === null || typeof set.screens !== 'object') {
    add(`${base}.screens`, 'The design has no screens.');
    return;
  }
  for (const [name, blocks] of Object.entries(set.screens)) {
    const path = `${base}.screens.${name}`;
    if (!(SCREEN_NAMES as readonly string[]).includes(name)) add(path, `"${name}" is not a screen. Screens are: ${SCREEN_NAMES.join(', ')}.`);
    else if (!Array.isArray(blocks)) add(path, 'A screen is a list of blocks.');
    else checkBlocks(blocks, path, fallback, add);
  }
}

function checkBlocks(blocks: Block[], path: string, fallback: RecordFallbacks, add: Add): void {
  // Field keys name a lead's columns, so two fields of one screen's form may not share one.
  const keys = new Map<string, string>();
  blocks.forEach((block, i) => {
    const at = `${path}.${i}`;
    if (block === null || typeof block !== 'object' || !(BLOCK_KINDS as readonly string[]).includes(block.kind)) {
      add(at, `Unknown block. Blocks are: ${BLOCK_KINDS.join(', ')}.`);
      return;
    }
    switch (block.kind) {
      case 'heading':
      case 'text':
        if (typeof block.text !== 'string' || block.text.trim() === '') add(`${at}.text`, `The ${block.kind} is empty: write something or remove it.`);
        break;
      case 'image':
        if (typeof block.src !== 'string' || !/^(https?:\/\/|\/|data:image\/)/i.test(block.src.trim()))
          add(`${at}.src`, 'Enter the image address (https://…).');
        if (typeof block.alt !== 'string') add(`${at}.alt`, 'Describe the image for people who cannot see it (or leave it empty if it is decoration).');
        break;
      case 'fields':
        if (!Array.isArray(block.fields)) add(`${at}.fields`, 'The form has no fields.');
        else block.fields.forEach((field, j) => checkField(field, `${at}.fields.${j}`, keys, add));
        break;
      case 'button':
        if (typeof block.text !== 'string' || block.text.trim() === '') add(`${at}.text`, 'Enter the button text.');
        if (!(BUTTON_ACTIONS as readonly string[]).includes(block.action)) add(`${at}.action`, 'Choose what the button does: submit, close or link.');
        else if (block.action === 'link' && (typeof block.url !== 'string' || block.url.trim() === '')) add(`${at}.url`, 'Enter the address the button opens.');
        else if (block.action === 'link' && buttonUrl(block.url!) === null)
          add(`${at}.url`, 'The button must open a web address, or a tel:, sms: or mailto: link.');
        break;
      case 'coupon':
        if (blank(block.code) && blank(fallback.coupon)) add(`${at}.code`, "Enter the coupon code (here or in the pop-up's coupon setting).");
        break;
      case 'countdown':
        if (typeof block.ends_at === 'string' && block.ends_at.trim() !== '' && Number.isNaN(Date.parse(block.ends_at))) {
          add(`${at}.ends_at`, 'The countdown end must be a date and time, like 2026-12-31T23:59.');
        } else if (blank(block.ends_at) && blank(fallback.timer)) {
          add(`${at}.ends_at`, "Set when the countdown ends (here or in the pop-up's timer setting).");
        }
        break;
      case 'products':
        if (!Array.isArray(block.products)) add(`${at}.products`, 'The products must be a list.');
        else if (block.products.length > MAX_STORE_PRODUCTS) add(`${at}.products`, `Show at most ${MAX_STORE_PRODUCTS} products.`);
        if (Array.isArray(block.product_ids) && block.product_ids.length > MAX_STORE_PRODUCTS)
          add(`${at}.product_ids`, `Show at most ${MAX_STORE_PRODUCTS} products.`);
        if (block.category !== undefined && (typeof block.category !== 'string' || block.category.length > 255))
          add(`${at}.category`, 'The category is a name of at most 255 characters.');
        if (block.buttons_action !== undefined && !(BUTTONS_ACTIONS as readonly string[]).includes(block.buttons_action)) {
          add(`${at}.buttons_action`, `Choose what the product buttons do: ${BUTTONS_ACTIONS.join(', ')}.`);
        }
        break;
      case 'ticker':
        if (!Array.isArray(block.messages) || block.messages.filter((m) => typeof m === 'string' && m.trim() !== '').length === 0) {
          add(`${at}.messages`, 'The ticker needs at least one message.');
        }
        if (block.duration_ms !== undefined && (!Number.isFinite(block.duration_ms) || block.duration_ms <= 0))
          add(`${at}.duration_ms`, 'The ticker speed must be a positive number of milliseconds.');
        break;
      case 'html':
        if (typeof block.html !== 'string') add(`${at}.html`, 'The HTML block must hold markup.');
        break;
    }
  });
  // Each key is a column of the pop-up's leads: a bounded form keeps the leads table bounded.
  if (keys.size > LEAD_MAX_FIELDS) add(path, `A screen's form may have at most ${LEAD_MAX_FIELDS} fields.`);
}

function checkField(field: DesignedField, at: string, keys: Map<string, string>, add: Add): void {
  if (field === null || typeof field !== 'object') {
    add(at, 'This form field is empty.');
    return;
  }
  if (!(FIELD_TYPES as readonly string[]).includes(field.type)) {
    add(`${at}.type`, `"${String(field.type)}" is not a field kind.`);
    return;
  }
  const key = typeof field.field_key === 'string' ? field.field_key : '';
  if (key === '' || fieldKey(key) !== key) {
    add(
      `${at}.field_key`,
      `The field key "${key}" must be lowercase letters, digits and single underscores (for example ${fieldKey(key || (typeof field.name === 'string' ? field.name : '') || 'first name') || 'text_1'}).`,
    );
  } else if (keys.has(key)) {
    add(`${at}.field_key`, `Two fields use the key "${key}" (the other is ${keys.get(key)}); each field needs its own.`);
  } else {
    keys.set(key, at);
  }
  if (
    field.type !== 'hidden' &&
    (typeof field.label !== 'string' || field.label.trim() === '') &&
    (typeof field.placeholder !== 'string' || field.placeholder.trim() === '')
  ) {
    add(`${at}.label`, 'Give the field a label or a placeholder so visitors know what to enter.');
  }
  if (CHOICE_FIELD_TYPES.has(field.type) && !(field.type === 'checkbox' && (field.options === undefined || field.options.length === 0))) {
    const options = Array.isArray(field.options) ? field.options : [];
    const filled = options.filter((o) => typeof o === 'string' && o.trim() !== '');
    if (filled.length === 0) add(`${at}.options`, 'Add at least one option to choose from.');
    else if (filled.length !== options.length) add(`${at}.options`, 'An option is empty: write it or remove it.');
    else if (new Set(filled.map((o) => o.trim().toLowerCase())).size !== filled.length) add(`${at}.options`, 'Two options are the same.');
  }
  if (field.required !== undefined && typeof field.required !== 'boolean') add(`${at}.required`, 'Required is yes or no.');
  if (field.phone_mode !== undefined && !(PHONE_MODES as readonly string[]).includes(field.phone_mode)) {
    add(`${at}.phone_mode`, `Choose the phone check: ${PHONE_MODES.join(', ')}.`);
  }
  if (field.default_country !== undefined && field.default_country !== '' && !/^[A-Z]{2}$/.test(field.default_country)) {
    add(`${at}.default_country`, 'The default country is a two-letter code, like US or IL.');
  }
}

// ---- targeting, schedule, prizes -----------------------------------------------------------------

function checkTargeting(s: PopupSettings, add: Add): void {
  const t = s.targeting;
  if (t === undefined || t === null) return;
  for (const key of ['urls', 'devices', 'referrers', 'utm', 'countries'] as const) {
    if (t[key] !== undefined && t[key] !== null && !Array.isArray(t[key])) add(`targeting.${key}`, 'This targeting rule must be a list.');
  }
  (Array.isArray(t.urls) ? t.urls : []).forEach((rule, i) => {
    checkRule(rule?.role, rule?.value, `targeting.urls.${i}`, 'value', 'role', add);
    if (typeof rule?.include !== 'boolean') add(`targeting.urls.${i}.include`, 'Say whether the rule shows or hides the pop-up on matching pages.');
  });
  (Array.isArray(t.referrers) ? t.referrers : []).forEach((rule, i) => checkRule(rule?.role, rule?.value, `targeting.referrers.${i}`, 'value', 'role', add));
  (Array.isArray(t.utm) ? t.utm : []).forEach((rule, i) => {
    if (!(UTM_KEYS as readonly string[]).includes(rule?.key)) add(`targeting.utm.${i}.key`, `Choose a campaign parameter: ${UTM_KEYS.join(', ')}.`);
    checkRule(rule?.role, rule?.value, `targeting.utm.${i}`, 'value', 'role', add);
  });
  (Array.isArray(t.devices) ? t.devices : []).forEach((device, i) => {
    if (!(DEVICES as readonly string[]).includes(device)) add(`targeting.devices.${i}`, 'Devices are mobile or desktop.');
  });
  (Array.isArray(t.countries) ? t.countries : []).forEach((country, i) => {
    if (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country))
      add(`targeting.countries.${i}`, `"${String(country)}" is not a two-letter country code (like US or DE).`);
  });
}

/**
 * The schedule's dates and hours are read by scheduleAllows itself, so the dashboard refuses
 * exactly what would stop the pop-up when it runs: a boundary it cannot read never allows, and
 * a readable start allows every instant from then on.
 */
function checkSchedule(schedule: PopupSchedule | undefined, add: Add): void {
  if (schedule === undefined || schedule === null) return;
  const LATEST = 8.64e15 - 2 * 86_400_000;
  const EARLIEST = -8.64e15 + 2 * 86_400_000;
  const zone = typeof schedule.timezone === 'string' ? schedule.timezone.trim() : '';
  if (schedule.timezone !== undefined && typeof schedule.timezone !== 'string') add('schedule.timezone', 'The time zone must be text, like Europe/London.');
  else if (zone !== '' && resolveZone(zone) !== zone)
    add('schedule.timezone', `"${zone}" is not a time zone. Use a name like Europe/London or America/New_York.`);
  const timezone = zone !== '' && resolveZone(zone) === zone ? zone : undefined;

  const startOk = blank(schedule.start) || scheduleAllows({ start: schedule.start, timezone }, LATEST);
  const endOk = blank(schedule.end) || scheduleAllows({ end: schedule.end, timezone }, EARLIEST);
  if (!startOk) add('schedule.start', 'The start must be a date (2026-03-01) or a date and time (2026-03-01T09:00).');
  if (!endOk) add('schedule.end', 'The end must be a date (2026-03-31) or a date and time (2026-03-31T18:00).');
  if (startOk && endOk && !blank(schedule.start) && !blank(schedule.end)) {
    const start = firstAllowed(schedule.start!, timezone, EARLIEST, LATEST);
    if (!scheduleAllows({ start: schedule.start, end: schedule.end, timezone }, start)) add('schedule.end', 'The end must come after the start.');
  }
  if (schedule.weekdays !== undefined && schedule.weekdays !== null) {
    if (!Array.isArray(schedule.weekdays)) add('schedule.weekdays', 'The weekdays must be a list.');
    else
      schedule.weekdays.forEach((day, i) => {
        const n = wireNumber(day);
        if (!Number.isInteger(n) || n < 0 || n > 6) add(`schedule.weekdays.${i}`, 'Weekdays are 0 (Sunday) to 6 (Saturday).');
      });
  }
  if (schedule.hours !== undefined && schedule.hours !== null) {
    // from = to is all day, so each end can be read alone; 00:00 starts every window at epoch 0 (UTC midnight).
    if (!scheduleAllows({ hours: { from: schedule.hours.from, to: schedule.hours.from } }, 0))
      add('schedule.hours.from', 'The start hour must be a time like 09:00.');
    if (!scheduleAllows({ hours: { from: '00:00', to: schedule.hours.to } }, 0))
      add('schedule.hours.to', 'The end hour must be a time like 17:30 (24:00 for midnight).');
  }
}

function blank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The start's instant: the earliest moment a start-only schedule allows (it is monotone in time). */
function firstAllowed(start: string, timezone: string | undefined, low: number, high: number): number {
  let lo = low,
    hi = high;
  while (hi - lo > 1) {
    const mid = Math.floor(lo / 2 + hi / 2);
    if (scheduleAllows({ start, timezone }, mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** Bounds of a prize as stored (issue 17): what a slice can show and a lead can hold. */
export const MAX_PRIZES = 12;
export const PRIZE_LABEL_MAX = 60;
export const PRIZE_CODE_MAX = 100;
export const PRIZE_ID_MAX = 64;

/**
 * SPEC §3 gamified prizes: each prize's chances is a percent, and one prize is drawn by
 * weighted chance, so the chances together are the whole (100 %). A wheel that can never be
 * won is not a game: at least one prize must be a winning one with a chance above 0.
 */
function checkPrizes(prizes: GamifiedPrize[] | undefined, add: Add): void {
  if (!Array.isArray(prizes) || prizes.length === 0) {
    add('prizes', 'A gamified pop-up needs prizes: add at least one winning prize.');
    return;
  }
  if (prizes.length > MAX_PRIZES) add('prizes', `A game holds at most ${MAX_PRIZES} prizes: more slices than that cannot be read on a wheel.`);
  let total = 0;
  let winnable = false;
  const ids = new Set<string>();
  prizes.forEach((prize, i) => {
    const at = `prizes.${i}`;
    const chances = wireNumber(prize?.chances);
    if (!Number.isFinite(chances) || chances < 0 || chances > 100) add(`${at}.chances`, 'The chance must be a percent from 0 to 100.');
    else total += chances;
    if (typeof prize?.label !== 'string' || prize.label.trim() === '') add(`${at}.label`, 'Give the prize a label (what the visitor sees).');
    else if (prize.label.length > PRIZE_LABEL_MAX) add(`${at}.label`, `Keep the label to ${PRIZE_LABEL_MAX} characters: it has to fit on a slice.`);
    if (typeof prize?.code !== 'string' || prize.code.length > PRIZE_CODE_MAX) add(`${at}.code`, `The code is text of at most ${PRIZE_CODE_MAX} characters.`);
    const id = typeof prize?.prize_id === 'string' ? prize.prize_id.trim() : '';
    if (id === '' || id.length > PRIZE_ID_MAX) add(`${at}.prize_id`, `Give the prize an id of 1 to ${PRIZE_ID_MAX} characters.`);
    else if (ids.has(id)) add(`${at}.prize_id`, 'Two prizes share this id; each prize needs its own.');
    ids.add(id);
    const winning = prize !== null && typeof prize === 'object' && isWinningPrize(prize);
    if (winning && Number.isFinite(chances) && chances > 0) winnable = true;
    if (prize?.redirect_to === true && redirectTarget(prize.redirect_to_options?.redirect_to_url) === null) {
      add(`${at}.redirect_to_options.redirect_to_url`, `Enter where to send winners (${REDIRECT_KINDS}).`);
    }
    const delay = prize?.redirect_to_options?.redirect_close_delay;
    if (delay !== undefined && delay !== null && (!Number.isFinite(wireNumber(delay)) || wireNumber(delay) < 0)) {
      add(`${at}.redirect_to_options.redirect_close_delay`, 'The delay before closing must be 0 or more seconds.');
    }
  });
  if (!winnable) add('prizes', 'At least one prize must be a winning prize with a chance above 0 %.');
  if (Math.abs(total - 100) > PERCENT_TOLERANCE) add('prizes', `The chances add up to ${Math.round(total * 100) / 100} %; together they must make 100 %.`);
}
