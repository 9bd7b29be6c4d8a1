import { describe, expect, it } from 'vitest';
import {
  allFormats,
  FREQUENCY_RULES,
  everyFieldDesign,
  isCssColour,
  leadPopupDesign,
  validatePopupSettings,
  type GamifiedPrize,
  type PopupFormat,
  type PopupSettings,
  type PopupType,
} from '../../src/index.js';

function base(): PopupSettings {
  return { design_properties: {}, design: leadPopupDesign('en') };
}

function prize(label: string, chances: number, winner: boolean, extra: Partial<GamifiedPrize> = {}): GamifiedPrize {
  return {
    label,
    code: winner ? label.toUpperCase().replace(/\W/g, '') : '',
    chances,
    loosing_option: !winner,
    is_winner: winner,
    prize_id: label,
    redirect_to: false,
    redirect_to_options: { redirect_to_url: '', redirect_close: false, redirect_close_delay: 0 },
    ...extra,
  };
}

const lightbox = { type: 'lightbox' as PopupType, format: 'format_1' as PopupFormat };
const gamified = { type: 'gamified' as PopupType, format: 'format_2' as PopupFormat };

/** The paths reported, for cases where the message is checked separately. */
function paths(settings: PopupSettings, context = lightbox): string[] {
  return validatePopupSettings(settings, context).map((p) => p.path);
}

describe('validatePopupSettings: settings that can be saved', () => {
  it.each<[string, () => PopupSettings, { type: PopupType; format: PopupFormat }]>([
    ['the default lead design', base, lightbox],
    ['the Hebrew lead design', () => ({ design_properties: {}, design: leadPopupDesign('he') }), lightbox],
    ['every field kind (SPEC §3)', () => ({ design_properties: {}, design: everyFieldDesign('en') }), { type: 'embedded', format: 'format_7' }],
    [
      'every trigger on, in range (SPEC §3)',
      () => ({
        ...base(),
        display_after_sec_active: 5,
        display_after_sec_active_on: 'website',
        display_after_scroll_active: 50,
        display_after_page_click_number_active: 3,
        display_after_visit_page_active: 2,
        display_after_inactive_seconds_active: 30,
        display_after_exit_website_active: 1,
        display_if_adblock_active: '0',
      }),
      lightbox,
    ],
    ['triggers off as false or 0', () => ({ ...base(), display_after_sec_active: false, display_after_scroll_active: 0 }), lightbox],
    ['frequency rule every few days with an amount (SPEC §9)', () => ({ ...base(), d_f_r: FREQUENCY_RULES.onceEveryFewDays, d_f_a: 3 }), lightbox],
    [
      'filters with every match role (SPEC §3)',
      () => ({
        ...base(),
        js_filter: {
          display_if_specific_js: [
            { js_name_pair: 'user.plan', js_value_pair: 'pro', js_show_pair: 'exact' },
            { js_name_pair: 'cart', js_value_pair: '', js_show_pair: 'any_value' },
          ],
        },
        cookie_filter: [{ cookie_name_pair: 'visits', cookie_value_pair: '3', cookie_show_pair: 'greater_than' }],
        engagement_with_other_poptin_filter: 'dont_show|converted|any|any',
        source_code_target_active: true,
        source_code_target_html: '<div id="checkout">',
        source_code_target_role: 'contain',
      }),
      lightbox,
    ],
    [
      'redirect to an address without a scheme (SPEC §5 prepends http://)',
      () => ({
        ...base(),
        design_properties: { poptin_design_redirect: 1, poptin_design_redirect_url: 'example.com/thanks' },
      }),
      lightbox,
    ],
    ...['tel:+972501234567', 'sms:+15551234567', 'mailto:hello@shop.example', '0501234567', '+1 (555) 123-4567', 'TEL:0501234567'].map(
      (url): [string, () => PopupSettings, typeof lightbox] => [
        `redirect to ${url} (SPEC §5 keeps tel:, sms:, mailto:; digits become tel:)`,
        () => ({
          ...base(),
          design_properties: { poptin_design_redirect: 1, poptin_design_redirect_url: url },
        }),
        lightbox,
      ],
    ),
    [
      'a prize sending winners to a phone number (SPEC §5)',
      () => ({
        ...base(),
        prizes: [
          prize('Call us', 100, true, {
            redirect_to: true,
            redirect_to_options: { redirect_to_url: '0501234567', redirect_close: false, redirect_close_delay: 0 },
          }),
        ],
      }),
      gamified,
    ],
    ['a bar at the top (SPEC §2)', () => ({ ...base(), design_properties: { poptin_location: 'top_center' } }), { type: 'bar', format: 'format_17' }],
    [
      'a schedule with a zone, weekdays and a window past midnight',
      () => ({
        ...base(),
        schedule: { start: '2026-03-01', end: '2026-03-31T18:00', timezone: 'Europe/London', weekdays: [5, 6], hours: { from: '22:00', to: '02:00' } },
      }),
      lightbox,
    ],
    ['a schedule ending at 24:00', () => ({ ...base(), schedule: { hours: { from: '09:00', to: '24:00' } } }), lightbox],
    [
      'targeting by page, device, referrer, campaign and country',
      () => ({
        ...base(),
        targeting: {
          urls: [
            { role: 'start', value: '/shop', include: true },
            { role: 'contain', value: 'checkout', include: false },
          ],
          devices: ['mobile'],
          referrers: [{ role: 'contain', value: 'google' }],
          utm: [{ key: 'utm_source', role: 'exact', value: 'newsletter' }],
          countries: ['IL', 'GB'],
        },
      }),
      lightbox,
    ],
    [
      'gamified prizes adding up to 100 % with a winner (SPEC §3)',
      () => ({
        ...base(),
        prizes: [prize('10% off', 30, true), prize('Free shipping', 20, true), prize('No luck', 50, false)],
      }),
      gamified,
    ],
    [
      'a teaser tab turned on with its text (SPEC §2)',
      () => ({
        ...base(),
        is_teasers_on: 1,
        design: { ...leadPopupDesign('en'), teaser: { mode: 'after_close', label: 'Get 10% off', side: 'left' } },
      }),
      lightbox,
    ],
    [
      'a mobile design turned on with a main screen',
      () => ({
        design_properties: { switch_mobile_editor: true },
        design: { ...leadPopupDesign('en'), mobile: { screens: { main: leadPopupDesign('en').screens.main! } } },
      }),
      { type: 'mobile', format: 'format_3' },
    ],
    ['a gamified pop-up whose prizes are not set up yet', base, gamified],
    [
      'a coupon block and a countdown taking the code and end from the record (as the widget does)',
      () => ({
        design_properties: { coupon: { code: 'WELCOME10', coupon_type: 'code' }, timer: '2026-03-04T09:00:00Z' },
        design: {
          ...leadPopupDesign('en'),
          screens: { main: [{ kind: 'countdown', ends_at: '' }, { kind: 'coupon', code: '' }, ...leadPopupDesign('en').screens.main!] },
        },
      }),
      lightbox,
    ],
    ['an A/B variant naming its parent', () => ({ ...base(), ab_test: 1, ab_test_parent_id: 'abcdefghijklm' }), lightbox],
    [
      'store product button that adds to the cart',
      () => ({
        ...base(),
        shopify_product_settings: { button_text: 'Add', product_url: '', product_name: 'Mug', product_id: '1', variant_id: '2', buttons_action: 'add_to_cart' },
      }),
      lightbox,
    ],
  ])('%s', (_name, settings, context) => {
    expect(validatePopupSettings(settings(), context)).toEqual([]);
  });
});

describe('validatePopupSettings: problems, each at its path, in words', () => {
  const design = leadPopupDesign('en');
  const fields = (design.screens.main![2] as { kind: 'fields'; fields: NonNullable<unknown>[] }).fields;
  const email = fields[0] as Record<string, unknown>;
  it.each<[string, PopupSettings, { type: PopupType; format: PopupFormat }, string, RegExp]>([
    // the format catalogue (SPEC §1 format counts)
    ['lightbox has 22 formats', base(), { type: 'lightbox', format: 'format_23' }, 'poptin_format', /format_1 to format_22/],
    [
      'gamified has 3 formats',
      { ...base(), prizes: [prize('Win', 100, true)] },
      { type: 'gamified', format: 'format_4' },
      'poptin_format',
      /format_1 to format_3/,
    ],
    // triggers
    ['negative delay', { ...base(), display_after_sec_active: -3 }, lightbox, 'display_after_sec_active', /between 0 and/],
    ['delay that is not a number', { ...base(), display_after_sec_active: 'soon' as never }, lightbox, 'display_after_sec_active', /must be a number/],
    ['scroll past 100 %', { ...base(), display_after_scroll_active: 140 }, lightbox, 'display_after_scroll_active', /percent of the page.*between 1 and 100/],
    ['half a click', { ...base(), display_after_page_click_number_active: 2.5 }, lightbox, 'display_after_page_click_number_active', /whole number/],
    ['delay counted on the moon', { ...base(), display_after_sec_active_on: 'moon' as never }, lightbox, 'display_after_sec_active_on', /"page".*"website"/],
    ['exit intent as a word', { ...base(), display_after_exit_website_active: 'yes' as never }, lightbox, 'display_after_exit_website_active', /on or off/],
    // frequency (SPEC §9 rules)
    ['unknown frequency rule', { ...base(), d_f_r: 'sometimes' as never }, lightbox, 'd_f_r', /not a frequency rule.*display_once_a_visitor_2/],
    ['every 0 days', { ...base(), d_f_r: FREQUENCY_RULES.onceEveryFewDays, d_f_a: 0 }, lightbox, 'd_f_a', /number of days.*from 1/],
    ['every 1.5 visits', { ...base(), d_f_r: FREQUENCY_RULES.onceEveryFewVisits, d_f_a: 1.5 }, lightbox, 'd_f_a', /number of visits/],
    // filters (SPEC §3 match roles, engagement pipe string)
    [
      'unknown match role',
      { ...base(), cookie_filter: [{ cookie_name_pair: 'a', cookie_value_pair: 'b', cookie_show_pair: 'like' as never }] },
      lightbox,
      'cookie_filter.0.cookie_show_pair',
      /contain, exact, start, end, greater_than, less_than, any_value/,
    ],
    [
      'cookie without a name',
      { ...base(), cookie_filter: [{ cookie_name_pair: ' ', cookie_value_pair: 'b', cookie_show_pair: 'exact' }] },
      lightbox,
      'cookie_filter.0.cookie_name_pair',
      /name of the cookie/,
    ],
    [
      'greater than a word',
      { ...base(), js_filter: { display_if_specific_js: [{ js_name_pair: 'x', js_value_pair: 'lots', js_show_pair: 'greater_than' }] } },
      lightbox,
      'js_filter.display_if_specific_js.0.js_value_pair',
      /not a number/,
    ],
    [
      'exact with no value',
      { ...base(), js_filter: { display_if_specific_js: [{ js_name_pair: 'x', js_value_pair: '', js_show_pair: 'exact' }] } },
      lightbox,
      'js_filter.display_if_specific_js.0.js_value_pair',
      /value to compare/,
    ],
    [
      'engagement with three parts',
      { ...base(), engagement_with_other_poptin_filter: 'show|seen_poptin|lightbox' },
      lightbox,
      'engagement_with_other_poptin_filter',
      /show or dont_show/,
    ],
    [
      'engagement with a short id',
      { ...base(), engagement_with_other_poptin_filter: 'show|closed|any|abc' },
      lightbox,
      'engagement_with_other_poptin_filter',
      /13-character/,
    ],
    [
      'page source filter on, nothing to find',
      { ...base(), source_code_target_active: 1, source_code_target_role: 'contain' },
      lightbox,
      'source_code_target_html',
      /page source/,
    ],
    // cart triggers
    [
      'cart less than',
      { ...base(), shopify_cart_trigger_active: 1, shopify_cart_trigger_cart_spec_filter: 'less_than' as never },
      lightbox,
      'shopify_cart_trigger_cart_spec_filter',
      /greater_than, equal, greater_than_or_equal/,
    ],
    [
      'a cart trigger looking at nothing it knows',
      { ...base(), shopify_cart_trigger_active: 1, shopify_cart_trigger_action: 'cart_valu' },
      lightbox,
      'shopify_cart_trigger_action',
      /cart_value, item_count, products/,
    ],
    [
      'negative cart',
      { ...base(), wix_cart_trigger_active: true, wix_cart_trigger_cart_spec_value: -1 },
      lightbox,
      'wix_cart_trigger_cart_spec_value',
      /0 or more/,
    ],
    // design properties
    [
      'redirect on, no address',
      { ...base(), design_properties: { poptin_design_redirect: 1 } },
      lightbox,
      'design_properties.poptin_design_redirect_url',
      /web address, or a tel:, sms: or mailto: link/,
    ],
    ...[
      'javascript:alert(1)',
      '  JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'tel:',
      'sms:call-me',
      'mailto:',
      'http://',
      'https://nohost',
    ].map((url): [string, PopupSettings, typeof lightbox, string, RegExp] => [
      `redirect to ${JSON.stringify(url)}`,
      { ...base(), design_properties: { poptin_design_redirect: 1, poptin_design_redirect_url: url } },
      lightbox,
      'design_properties.poptin_design_redirect_url',
      /web address, or a tel:, sms: or mailto: link/,
    ]),
    [
      'redirect off, a dangerous address kept',
      { ...base(), design_properties: { poptin_design_redirect: 0, poptin_design_redirect_url: 'javascript:alert(1)' } },
      lightbox,
      'design_properties.poptin_design_redirect_url',
      /must be a web address/,
    ],
    [
      'position in the middle of nowhere',
      { ...base(), design_properties: { poptin_location: 'middle_nowhere' } },
      lightbox,
      'design_properties.poptin_location',
      /top, middle or bottom/,
    ],
    [
      'a bar in the middle (SPEC §2)',
      { ...base(), design_properties: { poptin_location: 'middle_center' } },
      { type: 'bar', format: 'format_1' },
      'design_properties.poptin_location',
      /top or the bottom/,
    ],
    [
      'a side box in the centre (SPEC §2)',
      { ...base(), design_properties: { poptin_location: 'bottom_center' } },
      { type: 'bside', format: 'format_1' },
      'design_properties.poptin_location',
      /left or the right/,
    ],
    [
      'close options unknown',
      { ...base(), design_properties: { poptin_design_close_options_type: 'closing_options-smoke' as never } },
      lightbox,
      'design_properties.poptin_design_close_options_type',
      /X, a button/,
    ],
    [
      'auto close on with no time',
      { ...base(), design_properties: { poptin_design_auto_close: 1 } },
      lightbox,
      'design_properties.poptin_design_auto_close_sec',
      /seconds from 1/,
    ],
    [
      'close button after -1 s',
      { ...base(), design_properties: { poptin_design_show_x_after_sec: -1 } },
      lightbox,
      'design_properties.poptin_design_show_x_after_sec',
      /seconds from 0/,
    ],
    [
      'unknown entry effect',
      { ...base(), design_properties: { poptin_design_entry_effect: 'explode' } },
      lightbox,
      'design_properties.poptin_design_entry_effect',
      /fade_in/,
    ],
    [
      'unknown exit effect',
      { ...base(), design_properties: { poptin_design_exit_effect: 'implode' } },
      lightbox,
      'design_properties.poptin_design_exit_effect',
      /fade_out/,
    ],
    ['timer style 4', { ...base(), design_properties: { timer_ver: '4' } }, lightbox, 'design_properties.timer_ver', /boxes, inline, circles/],
    ['timer that is not a date', { ...base(), design_properties: { timer: 'next week' } }, lightbox, 'design_properties.timer', /date and time/],
    [
      'coupon without a code',
      { ...base(), design_properties: { coupon: { code: '', coupon_type: 'percent' } } },
      lightbox,
      'design_properties.coupon.code',
      /coupon code/,
    ],
    [
      'product redirect without a page',
      {
        ...base(),
        design_properties: {
          shopify_add_to_cart_2: { button_text: 'Buy', product_url: '', product_name: '', product_id: '', variant_id: '', buttons_action: 'redirect' },
        },
      },
      lightbox,
      'design_properties.shopify_add_to_cart_2.product_url',
      /product page address/,
    ],
    [
      'product action unknown',
      {
        ...base(),
        shopify_product_settings: { button_text: 'Buy', product_url: '', product_name: '', product_id: '', variant_id: '', buttons_action: 'steal' as never },
      },
      lightbox,
      'shopify_product_settings.buttons_action',
      /no_buttons/,
    ],
    // record fields
    ['A/B parent that is not an id', { ...base(), ab_test_parent_id: 'parent' }, lightbox, 'ab_test_parent_id', /13-character id/],
    ['reserved height negative', { ...base(), field_poptin_height: -20 }, lightbox, 'field_poptin_height', /pixels from 0/],
    // design: theme colours, font, radius, language
    [
      'background colour misspelt',
      { ...base(), design: { ...design, theme: { ...design.theme, background: '#ff00zz' } } },
      lightbox,
      'design.theme.background',
      /"#ff00zz" is not a colour/,
    ],
    [
      'button colour a word',
      { ...base(), design: { ...design, theme: { ...design.theme, accent: 'blurple' } } },
      lightbox,
      'design.theme.accent',
      /button colour/,
    ],
    ['no font', { ...base(), design: { ...design, theme: { ...design.theme, font: '' } } }, lightbox, 'design.theme.font', /font/],
    ['radius 100', { ...base(), design: { ...design, theme: { ...design.theme, radius: 100 } } }, lightbox, 'design.theme.radius', /0 to 64/],
    ['language French', { ...base(), design: { ...design, lang: 'fr' as never } }, lightbox, 'design.lang', /English \(en\) or Hebrew \(he\)/],
    // screens and blocks
    [
      'empty main screen',
      { ...base(), design: { ...design, screens: { ...design.screens, main: [] } } },
      lightbox,
      'design.screens.main',
      /main screen is empty/,
    ],
    [
      'unknown screen',
      { ...base(), design: { ...design, screens: { ...design.screens, lobby: [] } as never } },
      lightbox,
      'design.screens.lobby',
      /not a screen/,
    ],
    [
      'empty heading',
      { ...base(), design: { ...design, screens: { ...design.screens, main: [{ kind: 'heading', text: ' ' }, ...design.screens.main!.slice(1)] } } },
      lightbox,
      'design.screens.main.0.text',
      /heading is empty/,
    ],
    ...['javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)'].map((url): [string, PopupSettings, typeof lightbox, string, RegExp] => [
      `link button to ${url}`,
      { ...base(), design: { ...design, screens: { ...design.screens, thank_you: [{ kind: 'button', text: 'Shop', action: 'link', url }] } } },
      lightbox,
      'design.screens.thank_you.0.url',
      /web address, or a tel:, sms: or mailto: link/,
    ]),
    [
      'link button without an address',
      { ...base(), design: { ...design, screens: { ...design.screens, thank_you: [{ kind: 'button', text: 'Shop', action: 'link' }] } } },
      lightbox,
      'design.screens.thank_you.0.url',
      /address the button opens/,
    ],
    [
      'four products (SPEC §9: up to 3)',
      { ...base(), design: { ...design, screens: { ...design.screens, thank_you: [{ kind: 'products', products: [], product_ids: ['1', '2', '3', '4'] }] } } },
      lightbox,
      'design.screens.thank_you.0.product_ids',
      /at most 3/,
    ],
    [
      'ticker with no messages',
      { ...base(), design: { ...design, screens: { ...design.screens, thank_you: [{ kind: 'ticker', messages: [''] }] } } },
      lightbox,
      'design.screens.thank_you.0.messages',
      /at least one message/,
    ],
    [
      'coupon block with no code anywhere',
      { ...base(), design: { ...design, screens: { ...design.screens, thank_you: [{ kind: 'coupon', code: '' }] } } },
      lightbox,
      'design.screens.thank_you.0.code',
      /coupon code/,
    ],
    [
      'countdown with no end anywhere',
      { ...base(), design: { ...design, screens: { ...design.screens, thank_you: [{ kind: 'countdown', ends_at: '' }] } } },
      lightbox,
      'design.screens.thank_you.0.ends_at',
      /when the countdown ends/,
    ],
    [
      'countdown end unreadable',
      { ...base(), design: { ...design, screens: { ...design.screens, thank_you: [{ kind: 'countdown', ends_at: 'Friday' }] } } },
      lightbox,
      'design.screens.thank_you.0.ends_at',
      /date and time/,
    ],
    [
      'unknown block',
      { ...base(), design: { ...design, screens: { ...design.screens, thank_you: [{ kind: 'video' } as never] } } },
      lightbox,
      'design.screens.thank_you.0',
      /Unknown block/,
    ],
    // form fields (SPEC §3 field keys)
    [
      'two fields with one key',
      { ...base(), design: { ...design, screens: { main: [{ kind: 'fields', fields: [email, { ...email, id: 'email_2', count: 2 }] as never }] } } },
      lightbox,
      'design.screens.main.0.fields.1.field_key',
      /Two fields use the key "email"/,
    ],
    // Issue 15: each key is a column of the leads; a form past the bound would let them grow without end.
    [
      'a form of 101 fields',
      {
        ...base(),
        design: {
          ...design,
          screens: {
            main: [
              { kind: 'fields', fields: Array.from({ length: 101 }, (_, i) => ({ ...email, type: 'text', field_key: `text_${i}`, id: `text_${i}` })) as never },
            ],
          },
        },
      },
      lightbox,
      'design.screens.main',
      /at most 100 fields/,
    ],
    [
      'two keys across blocks of one screen',
      {
        ...base(),
        design: {
          ...design,
          screens: {
            main: [
              { kind: 'fields', fields: [email] as never },
              { kind: 'fields', fields: [email] as never },
            ],
          },
        },
      },
      lightbox,
      'design.screens.main.1.fields.0.field_key',
      /Two fields use the key/,
    ],
    [
      'field key with capitals',
      { ...base(), design: { ...design, screens: { main: [{ kind: 'fields', fields: [{ ...email, field_key: 'First Name' }] as never }] } } },
      lightbox,
      'design.screens.main.0.fields.0.field_key',
      /lowercase letters.*first_name/,
    ],
    [
      'field with no label or placeholder',
      { ...base(), design: { ...design, screens: { main: [{ kind: 'fields', fields: [{ ...email, label: '', placeholder: '' }] as never }] } } },
      lightbox,
      'design.screens.main.0.fields.0.label',
      /label or a placeholder/,
    ],
    [
      'radio without options',
      {
        ...base(),
        design: { ...design, screens: { main: [{ kind: 'fields', fields: [{ ...email, type: 'radio', field_key: 'radio_1', options: [] }] as never }] } },
      },
      lightbox,
      'design.screens.main.0.fields.0.options',
      /at least one option/,
    ],
    [
      'select with the same option twice',
      {
        ...base(),
        design: {
          ...design,
          screens: { main: [{ kind: 'fields', fields: [{ ...email, type: 'select', field_key: 'select_1', options: ['Red', 'red '] }] as never }] },
        },
      },
      lightbox,
      'design.screens.main.0.fields.0.options',
      /same/,
    ],
    [
      'unknown field kind',
      { ...base(), design: { ...design, screens: { main: [{ kind: 'fields', fields: [{ ...email, type: 'signature' }] as never }] } } },
      lightbox,
      'design.screens.main.0.fields.0.type',
      /not a field kind/,
    ],
    [
      'phone check unknown',
      {
        ...base(),
        design: {
          ...design,
          screens: { main: [{ kind: 'fields', fields: [{ ...email, type: 'phone', field_key: 'phone_1', phone_mode: 'strict' }] as never }] },
        },
      },
      lightbox,
      'design.screens.main.0.fields.0.phone_mode',
      /basic, pattern, international, israeli/,
    ],
    // teaser, mobile
    ['teaser on without a teaser', { ...base(), is_teasers_on: 1 }, lightbox, 'design.teaser', /teaser tab is on/],
    [
      'teaser mode unknown',
      { ...base(), design: { ...design, teaser: { mode: 'sometimes' as never, label: 'Hi', side: 'left' } } },
      lightbox,
      'design.teaser.mode',
      /always, before_show or after_close/,
    ],
    ['mobile design on and empty', { design_properties: { switch_mobile_editor: 1 }, design }, lightbox, 'design.mobile.screens.main', /mobile design is on/],
    // targeting and schedule
    ['country as a name', { ...base(), targeting: { countries: ['Israel'] } }, lightbox, 'targeting.countries.0', /two-letter country code/],
    ['device tablet', { ...base(), targeting: { devices: ['tablet' as never] } }, lightbox, 'targeting.devices.0', /mobile or desktop/],
    [
      'utm key unknown',
      { ...base(), targeting: { utm: [{ key: 'utm_foo' as never, role: 'exact', value: 'x' }] } },
      lightbox,
      'targeting.utm.0.key',
      /utm_source/,
    ],
    [
      'url rule without include',
      { ...base(), targeting: { urls: [{ role: 'start', value: '/a' } as never] } },
      lightbox,
      'targeting.urls.0.include',
      /shows or hides/,
    ],
    ['schedule ends before it starts', { ...base(), schedule: { start: '2026-03-10', end: '2026-03-01' } }, lightbox, 'schedule.end', /after the start/],
    [
      'schedule ends when it starts',
      { ...base(), schedule: { start: '2026-03-10T09:00', end: '2026-03-10T09:00', timezone: 'Asia/Jerusalem' } },
      lightbox,
      'schedule.end',
      /after the start/,
    ],
    ['schedule start unreadable', { ...base(), schedule: { start: '31/03/2026' } }, lightbox, 'schedule.start', /date \(2026-03-01\)/],
    ['schedule end on 30 February', { ...base(), schedule: { end: '2026-02-30' } }, lightbox, 'schedule.end', /date/],
    ['time zone misspelt', { ...base(), schedule: { timezone: 'Europe/Londn' } }, lightbox, 'schedule.timezone', /"Europe\/Londn" is not a time zone/],
    ['weekday 7', { ...base(), schedule: { weekdays: [1, 7] } }, lightbox, 'schedule.weekdays.1', /0 \(Sunday\) to 6/],
    ['hour 25:00', { ...base(), schedule: { hours: { from: '25:00', to: '10:00' } } }, lightbox, 'schedule.hours.from', /like 09:00/],
    ['24:00 as a start', { ...base(), schedule: { hours: { from: '24:00', to: '10:00' } } }, lightbox, 'schedule.hours.from', /like 09:00/],
    ['end hour 9.30', { ...base(), schedule: { hours: { from: '08:00', to: '9.30' } } }, lightbox, 'schedule.hours.to', /like 17:30/],
    // gamified prizes (SPEC §3: chances are percents, a prize drawn by weighted chance)
    ['gamified with an empty prize list', { ...base(), prizes: [] }, gamified, 'prizes', /needs prizes/],
    ['chances over 100', { ...base(), prizes: [prize('Win', 120, true), prize('Lose', -20, false)] }, gamified, 'prizes.0.chances', /0 to 100/],
    ['negative chances', { ...base(), prizes: [prize('Win', 120, true), prize('Lose', -20, false)] }, gamified, 'prizes.1.chances', /0 to 100/],
    ['no winning prize', { ...base(), prizes: [prize('Lose', 100, false)] }, gamified, 'prizes', /winning prize with a chance above 0/],
    ['a winner that can never be drawn', { ...base(), prizes: [prize('Win', 0, true), prize('Lose', 100, false)] }, gamified, 'prizes', /winning prize/],
    ['chances adding up to 90', { ...base(), prizes: [prize('Win', 40, true), prize('Lose', 50, false)] }, gamified, 'prizes', /add up to 90 %.*100 %/],
    ['prize without a label', { ...base(), prizes: [prize('', 100, true)] }, gamified, 'prizes.0.label', /label/],
    [
      'prize redirect without an address',
      { ...base(), prizes: [prize('Win', 100, true, { redirect_to: true })] },
      gamified,
      'prizes.0.redirect_to_options.redirect_to_url',
      /where to send winners/,
    ],
    [
      'prize redirect to javascript:',
      {
        ...base(),
        prizes: [
          prize('Win', 100, true, {
            redirect_to: true,
            redirect_to_options: { redirect_to_url: 'javascript:alert(1)', redirect_close: false, redirect_close_delay: 0 },
          }),
        ],
      },
      gamified,
      'prizes.0.redirect_to_options.redirect_to_url',
      /tel:, sms: or mailto:/,
    ],
  ])('%s', (_name, settings, context, path, message) => {
    const problems = validatePopupSettings(settings, context);
    const found = problems.find((p) => p.path === path && message.test(p.message));
    expect(found, JSON.stringify(problems)).toBeDefined();
  });
});

describe('validatePopupSettings: every type and format of the catalogue (SPEC §1)', () => {
  it.each(allFormats().flatMap((f) => (['en', 'he'] as const).map((lang) => [f.type, f.format, lang] as const)))(
    '%s %s accepts the %s lead design with an image',
    (type, format, lang) => {
      const design = leadPopupDesign(lang);
      design.screens.main = [{ kind: 'image', src: 'data:image/svg+xml;utf8,<svg/>', alt: '' }, ...design.screens.main!];
      expect(validatePopupSettings({ design_properties: { poptin_design_thank_screen: 1 }, design }, { type, format })).toEqual([]);
    },
  );
});

describe('validatePopupSettings: only the gamified type needs prizes', () => {
  it('a lightbox without prizes has no prize problem', () => {
    expect(paths(base())).not.toContain('prizes');
  });
  it('reports every problem at once, not just the first', () => {
    const problems = paths({ ...base(), display_after_scroll_active: 200, d_f_r: 'x' as never, targeting: { countries: ['usa'] } });
    expect(problems).toEqual(expect.arrayContaining(['display_after_scroll_active', 'd_f_r', 'targeting.countries.0']));
  });
  it('settings that are not an object at all get words, not a crash', () => {
    expect(paths({ design_properties: null, design: null } as never)).toEqual(['design_properties', 'design']);
  });
});

describe('validatePopupSettings: any value in any place gets words, never a crash', () => {
  const PATHS = [
    'display_after_sec_active',
    'display_after_sec_active_on',
    'display_after_scroll_active',
    'd_f_r',
    'd_f_a',
    'js_filter',
    'js_filter.display_if_specific_js',
    'js_filter.display_if_specific_js.0',
    'cookie_filter',
    'cookie_filter.0',
    'engagement_with_other_poptin_filter',
    'source_code_target_active',
    'shopify_cart_trigger_active',
    'shopify_cart_trigger_products',
    'shopify_product_settings',
    'design_properties',
    'design_properties.poptin_location',
    'design_properties.timer_ver',
    'design_properties.timer',
    'design_properties.coupon',
    'design_properties.add_to_cart',
    'design_properties.poptin_design_redirect_url',
    'ab_test_parent_id',
    'field_poptin_height',
    'design',
    'design.theme',
    'design.theme.radius',
    'design.screens',
    'design.screens.main',
    'design.screens.main.0',
    'design.screens.main.2.fields',
    'design.screens.main.2.fields.0',
    'design.screens.main.2.fields.0.name',
    'design.screens.main.2.fields.0.options',
    'design.teaser',
    'design.mobile',
    'design.mobile.screens',
    'targeting',
    'targeting.urls',
    'targeting.urls.0',
    'targeting.countries',
    'schedule',
    'schedule.hours',
    'schedule.weekdays',
    'schedule.timezone',
    'prizes',
    'prizes.0',
    'prizes.0.redirect_to_options',
  ];
  const VALUES: unknown[] = [null, 42, -1, 'x', '', [], {}, true, [null], { length: 3 }];
  function withValue(path: string, value: unknown): PopupSettings {
    const settings = JSON.parse(
      JSON.stringify({
        ...base(),
        js_filter: { display_if_specific_js: [{ js_name_pair: 'a', js_value_pair: 'b', js_show_pair: 'exact' }] },
        cookie_filter: [{ cookie_name_pair: 'a', cookie_value_pair: 'b', cookie_show_pair: 'exact' }],
        targeting: { urls: [{ role: 'exact', value: '/', include: true }] },
        schedule: { hours: { from: '09:00', to: '17:00' } },
        prizes: [prize('Win', 100, true)],
      }),
    ) as Record<string, unknown>;
    const keys = path.split('.');
    let node: Record<string, unknown> = settings;
    for (const key of keys.slice(0, -1)) {
      if (node[key] === null || typeof node[key] !== 'object') node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    node[keys[keys.length - 1]!] = value;
    return settings as unknown as PopupSettings;
  }
  it.each(PATHS)('%s', (path) => {
    for (const value of VALUES) {
      for (const context of [lightbox, gamified]) {
        const problems = validatePopupSettings(withValue(path, value), context);
        for (const problem of problems) {
          expect(problem.path).toMatch(/^[a-z_]/);
          expect(problem.message).toMatch(/[a-z]/i);
        }
      }
    }
  });
});

describe('isCssColour', () => {
  it.each<[string, boolean]>([
    ['#fff', true],
    ['#FFFFFF', true],
    ['#11223344', true],
    ['rgba(15, 18, 30, 0.6)', true],
    ['rgb(0 0 0 / 50%)', true],
    ['hsl(210deg 40% 50%)', true],
    ['RebeccaPurple', true],
    ['transparent', true],
    ['#ff00zz', false],
    ['#12345', false],
    ['blurple', false],
    ['rgb(1,2)', false],
    ['', false],
    ['red; background:url(x)', false],
  ])('%s → %s', (value, ok) => {
    expect(isCssColour(value)).toBe(ok);
  });
});
