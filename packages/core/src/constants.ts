/**
 * Every number of SPEC §9 (and the few timing numbers §1 and §4 state), named once.
 * Browser and server import these; nothing else in the code base writes these numbers.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// §1 — display modes
/** §1: pop-up ids are 13 characters (on-click attribute, click-display path). */
export const POPUP_ID_LENGTH = 13;
/** §1: embedded pop-ups are re-checked every 5 s. */
export const EMBEDDED_RECHECK_MS = 5 * SECOND;
/** §1: query parameter that turns on preview mode. */
export const PREVIEW_QUERY_PARAM = 'ppt-preview';

// §9 — messages and field lengths
/** §9: messages fade after 5 s. */
export const MESSAGE_FADE_MS = 5 * SECOND;
/** §9: phone numbers hold 7 to 15 digits or symbols. */
export const PHONE_MIN_LENGTH = 7;
export const PHONE_MAX_LENGTH = 15;
/** §9: SMS numbers, stripped of separators, are 6 to 19 characters. */
export const SMS_MIN_LENGTH = 6;
export const SMS_MAX_LENGTH = 19;
/** §9: name and email inputs have maxlength 254. */
export const NAME_EMAIL_MAX_LENGTH = 254;
/** §9: a required name is 1 to 40 characters. */
export const NAME_MIN_LENGTH = 1;
export const NAME_MAX_LENGTH = 40;

// §5 — pop-up field rules
/** §5: number fields are rounded to 2 decimals. */
export const NUMBER_DECIMALS = 2;
/** §3: multi-select values are comma-joined (no space). */
export const MULTI_SELECT_SEPARATOR = ',';
/** §5 Israeli 'advanced' phone: a two-digit area code and 9 digits in all. */
export const ISRAELI_AREA_CODES = ['02', '03', '04', '08', '09'] as const;
export const ISRAELI_AREA_CODE_NUMBER_LENGTH = 9;
/** §5 Israeli 'advanced' phone: a three-digit mobile or VoIP prefix and 10 digits in all. */
export const ISRAELI_MOBILE_PREFIXES = ['050', '051', '052', '053', '054', '055', '058', '072', '073', '074', '076', '077', '079'] as const;
export const ISRAELI_MOBILE_NUMBER_LENGTH = 10;
/** §5 international phone: the country a number without a dial code belongs to, unless the owner sets one (Beckon's default). */
export const DEFAULT_PHONE_COUNTRY = 'US';
/** §5 'Did you mean ...?': how many typed characters (edits) may separate a domain from a common provider's (Beckon's choice). */
export const EMAIL_SUGGESTION_MAX_EDITS = 2;
/** §5: provider names this short (aol, msn, live) only get a suggestion for a mistyped ending, never for the name (Beckon's choice: aon.com is not aol.com). */
export const EMAIL_SUGGESTION_SHORT_NAME = 4;

// §9 — sessions and cookies
/** §9: the time-on-site session record lasts 60 s and is refreshed every 20 s. */
export const SESSION_RECORD_TTL_MS = 60 * SECOND;
export const SESSION_RECORD_REFRESH_MS = 20 * SECOND;
/** §9: cookies are refreshed every 60 s. */
export const COOKIE_REFRESH_MS = 60 * SECOND;
/** §9: cookie lifetimes. */
export const COOKIE_LIFETIME_MS = {
  clientId: 365 * DAY,
  conversion: 365 * DAY,
  visitor: 30 * DAY,
  session: 30 * MINUTE,
  frequencyRule: 365 * DAY,
  viewed: 1 * DAY,
  referrer: 2 * MINUTE,
} as const;

// §9 — store and page behaviour
/** §9: browse abandonment is saved 5 s after the page view. */
export const BROWSE_ABANDONMENT_DELAY_MS = 5 * SECOND;
/** §9: store cart values come in cents. */
export const CART_VALUE_CENTS_PER_UNIT = 100;
/** §9: the scroll flag resets after 300 ms. */
export const SCROLL_FLAG_RESET_MS = 300;
/** §9: an animation ends after 1 s. */
export const ANIMATION_END_MS = 1 * SECOND;
/** §9: the teaser tab animation toggles every 3 s. */
export const TAB_ANIMATION_TOGGLE_MS = 3 * SECOND;

// Issue 15: Beckon's own choices, not from SPEC §9.
/** A new pop-up shows once every this many days (d_f_r once-every-few-days), so a close keeps it away that long. */
export const NEW_POPUP_REPEAT_AFTER_DAYS = 7;
/** Auto-pilot (auto_pilot_trigger) on touch screens: the first of this scroll depth, time on page or idle time. */
export const AUTO_PILOT_MOBILE_SCROLL_PERCENT = 50;
export const AUTO_PILOT_MOBILE_TIME_ON_PAGE_MS = 30 * SECOND;
export const AUTO_PILOT_MOBILE_INACTIVE_MS = 12 * SECOND;
/** Auto-pilot on desktop: exit intent, or this long without input for a visitor who never heads for the tab bar. */
export const AUTO_PILOT_DESKTOP_INACTIVE_MS = 45 * SECOND;

// §9 — frequency rules (d_f_r values)
export const FREQUENCY_RULES = {
  onceEveryFewVisits: 'display_once_every_few_visiting_4',
  onceEveryFewDays: 'display_once_every_few_days_3',
  onceAVisitor: 'display_once_a_visitor_2',
  everyTimeEveryPage: 'all@display_everytime_everypage_5',
} as const;
export type FrequencyRule = (typeof FREQUENCY_RULES)[keyof typeof FREQUENCY_RULES];

// §9 — default sizes (width x height, px unless noted)
export const DEFAULT_SIZES = {
  lightbox: { width: 800, height: 500 },
  gamified: { width: 800, height: 500 },
  /** bar width 1920; heights by variant. */
  bar: { width: 1920, heights: [100, 197, 50, 105] },
  browsing: { width: 285, height: 186 },
  bside: { width: 402, height: 1080 },
  /** fullpage is 100%; formats 4 and 8 take the screen size. */
  fullpage: { width: '100%', height: '100%', screenSizeFormats: [4, 8] },
  mobile: { width: 483, height: 150, compact: { formats: [3, 8], width: 390, height: 242 } },
} as const;
/** §9: the close icon is enlarged from 32 to 44 px. */
export const CLOSE_ICON_BASE_PX = 32;
export const CLOSE_ICON_ENLARGED_PX = 44;
/** §9: last-format thresholds deciding close-button behaviour, per type. */
export const LAST_FORMAT_THRESHOLDS = {
  mobile: 5,
  fullpage: 4,
  browsing: 1,
  sside: 4,
  bside: 3,
  social: 4,
  bar: 5,
  lightbox: 6,
} as const;

// §9 — closing and screens
/** §9: the thank screen auto-closes after 5 s by default, otherwise 60 s (600 s when embedded). */
export const THANK_SCREEN_AUTO_CLOSE_DEFAULT_MS = 5 * SECOND;
export const THANK_SCREEN_AUTO_CLOSE_OTHERWISE_MS = 60 * SECOND;
export const THANK_SCREEN_AUTO_CLOSE_EMBEDDED_MS = 600 * SECOND;
/** §9: a lead pop-up closes after 2 s on desktop or 0.1 s otherwise. */
export const LEAD_CLOSE_DELAY_DESKTOP_MS = 2 * SECOND;
export const LEAD_CLOSE_DELAY_MOBILE_MS = 100;
/** §9: gamified pop-ups close after 4 s, three times that with a coupon. */
export const GAMIFIED_CLOSE_DELAY_MS = 4 * SECOND;
export const GAMIFIED_COUPON_CLOSE_FACTOR = 3;
/** §4: the wheel spins for 7 s; the result screen follows about 1 s after it stops. */
export const WHEEL_SPIN_MS = 7 * SECOND;
export const WHEEL_RESULT_DELAY_MS = 1 * SECOND;
/** §4: a scratch card clears itself once at most 50 % of its cover remains; the prize flow follows 3 s later. */
export const SCRATCH_CLEAR_REMAINING = 0.5;
export const SCRATCH_RESULT_DELAY_MS = 3 * SECOND;
/** §4: the post-play screen (winning or losing) stays 8 s before the prize flow goes on. */
export const POST_PLAY_SCREEN_DELAY_MS = 8 * SECOND;
/** §9: the default redirect delay is 1 s. */
export const REDIRECT_DELAY_DEFAULT_MS = 1 * SECOND;
/** §9: Escape closes after 800 ms; a background click re-checks after 1 s. */
export const ESCAPE_CLOSE_DELAY_MS = 800;
export const BACKGROUND_CLICK_RECHECK_MS = 1 * SECOND;
/** §9: entry animation 300 ms, exit animation 800 ms, coupon tooltip 500 ms. */
export const ENTRY_ANIMATION_MS = 300;
export const EXIT_ANIMATION_MS = 800;
export const COUPON_TOOLTIP_MS = 500;

// §9 — store products, timer, ticker, teaser tab
export const MAX_STORE_PRODUCTS = 3;
/** §9: product titles are cut at 50 characters plus an ellipsis. */
export const PRODUCT_TITLE_MAX_CHARS = 50;
export const TIMER_TICK_MS = 1 * SECOND;
export const NEWSTICKER_DEFAULT_MS = 7000;
/** §9: ticker speed is its duration divided by 400, in seconds. */
export const TICKER_SPEED_DIVISOR = 400;
/** §9: tab order starts at 500 in steps of 100. */
export const TAB_ORDER_START = 500;
export const TAB_ORDER_STEP = 100;

// §9 — chat widget
export const CHAT_MESSAGE_MAX_LENGTH = 300;
export const CHAT_CLOSED_COOKIE_MS = 7 * DAY;
export const CHAT_PERSIST_KEY = 'persist:qlwapp';
export const CHAT_PERSIST_MS = 30 * DAY;
export const CHAT_CLOSE_ANIMATION_MS = 300;
export const CHAT_CONSENT_HIDE_MS = 1000;
export const CHAT_SCROLL_DELAY_MS = 700;
/** §4: the back arrow reverts after 300 ms. */
export const CHAT_BACK_REVERT_MS = 300;
/** §9: mobile means a width of at most 430 px and touch. */
export const CHAT_MOBILE_MAX_WIDTH_PX = 430;
/** §9: on mobile the box is 70% of the window height minus header and footer. */
export const CHAT_MOBILE_BOX_HEIGHT_RATIO = 0.7;

// §9 — content site
export const PAGINATION_SCROLL_MS = 1000;
export const TOC_SCROLL_MS = 500;
export const PAGINATION_OFFSET_PX = 160;
/** §9: the table-of-contents offset is used only above 30. */
export const TOC_OFFSET_MIN = 30;
export const TOC_STICKY_DEFAULT_OFFSET = 30;
export const TOC_ACTIVE_HEADING_OFFSET = 5;
export const TOC_TOGGLE_COOKIE_MS = 30 * DAY;
/** §9 and §7: share windows are 600x400 at left 400, top 100; Mastodon's 770x520. */
export const SHARE_POPUP_WINDOW = { width: 600, height: 400, left: 400, top: 100 } as const;
export const MASTODON_SHARE_WINDOW = { width: 770, height: 520 } as const;
export const SHARE_OFFSET_PX = -10;
export const SHARE_COUNTS_ENABLED_DEFAULT = false;
export const SHARE_SLIDE_MS = 400;
/** §9: counts from 1,000 show with one decimal and K, from 1,000,000 with M. */
export const SHARE_COUNT_THOUSANDS = 1_000;
export const SHARE_COUNT_MILLIONS = 1_000_000;
export const CAROUSEL_SLIDES = { desktop: 3, tablet: 2, mobile: 1, minimum: 2 } as const;
export const PAGINATION_DEFAULT_PAGE_LINKS = 5;
/**
 * Issue 20, Beckon's own breakpoints for the content kit (SPEC §9 names mobile and tablet for the
 * carousel but gives no widths): a phone up to 767 px wide, a tablet up to 1024 px.
 */
export const CONTENT_MOBILE_MAX_WIDTH_PX = 767;
export const CONTENT_TABLET_MAX_WIDTH_PX = 1024;

// §3 — stored items
/**
 * §3: recent product ids (last_visited) keep "at most 3-4 ids"; 4, the top of the spec's range,
 * because "at most" bounds from above, and one more product gives recommendations and browse
 * abandonment more to go on at no cost worth naming (four ids in a cookie or storage entry).
 */
export const LAST_VISITED_MAX_IDS = 4;
/**
 * Issue 19, Beckon's own bound: product ids one cart list keeps (the stored cart product lists
 * of §3 and the display call's cart_product_ids, whose schema allows 500). A cart of more
 * distinct products still counts every item in item_count and its total.
 */
export const CART_PRODUCT_IDS_MAX = 100;
/** Issue 19: products one browse-abandonment or ordered-products call carries (the server's limit, 50). */
export const ABANDONED_PRODUCTS_MAX = 50;

/** The widget bundle's URL version: `/sdk/v{N}/widget.js`. */
export const WIDGET_API_VERSION = 1;

// A/B verdict (issue 7). Not from SPEC §9, which says nothing about statistics: our own choice.
/**
 * Views every variant needs before its A/B verdict may be read. A fixed sample floor keeps an
 * owner from reading (and stopping on) the noise of the first hours; 500 views at a typical
 * 2-10% rate also gives the normal approximation of the z-test room.
 */
export const AB_MIN_VIEWS_PER_VARIANT = 500;
/** Conversions every variant needs: the z-test's normal approximation wants at least about 10 successes per group. */
export const AB_MIN_CONVERSIONS_PER_VARIANT = 10;
/** A winner is named only below this two-sided p-value (after the Bonferroni correction). */
export const AB_SIGNIFICANCE_LEVEL = 0.05;

// Lead trust (issue 15). Not SPEC §9 numbers: Beckon's own bounds on what visitors may store.
/**
 * Beckon's own bound: fields one form of a pop-up may declare (validatePopupSettings), and so the
 * distinct keys its leads can hold, and the entries newExtraFields may carry.
 */
export const LEAD_MAX_FIELDS = 100;
/** Beckon's own bound: characters one stored field value keeps; longer values are cut, not refused. */
export const LEAD_FIELD_VALUE_MAX_LENGTH = 2000;
/** Beckon's own bound: field columns the leads listing and CSV carry, whatever old rows hold. */
export const LEAD_LIST_MAX_COLUMNS = 200;
/** Beckon's own bound: the same email for the same pop-up within this long updates the first lead. */
export const DUPLICATE_LEAD_WINDOW_MS = 10 * MINUTE;
/** Beckon's own bound: leads a minute one site may take (BECKON_RATE_LIMIT_SITE_LEADS_PER_MIN). */
export const LEADS_PER_SITE_PER_MIN = 600;
/** Beckon's own bound: leads a minute one pop-up may take (BECKON_RATE_LIMIT_POPUP_LEADS_PER_MIN). */
export const LEADS_PER_POPUP_PER_MIN = 300;
/** Beckon's own bound: length of the tag (poptin_fields) each lead of a pop-up carries. */
export const LEAD_TAG_MAX_LENGTH = 100;

/** Issue 18 (not in SPEC §9): a confirmation link works this long after its email is queued. */
export const CONFIRM_LINK_TTL_MS = 7 * DAY;
/** Issue 18: an email the SMTP server refused is tried again after each of these waits, then given up as failed. */
export const OUTBOX_RETRY_DELAYS_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR] as const;

// Issue 20, the content kit's mobile menu and carousel (SPEC §4 and §9; CAROUSEL_SLIDES above is §9's).
/** Beckon's own bounds on data-menu-breakpoint, in CSS px: a width outside them is a typo, and phones are kept. */
export const MENU_BREAKPOINT_MIN_PX = 240;
export const MENU_BREAKPOINT_MAX_PX = 4000;
/**
 * Beckon's own: px a finger must travel sideways, and more than it travels up or down, before a
 * carousel moves; below it a touch is a tap or the start of a vertical scroll.
 */
export const CAROUSEL_SWIPE_THRESHOLD_PX = 40;
/** Beckon's own: autoplay (only when the publisher asks) moves every 6 s, never faster than every 3 s (WCAG 2.2.2 gives a pause button besides). */
export const CAROUSEL_AUTOPLAY_DEFAULT_MS = 6000;
export const CAROUSEL_AUTOPLAY_MIN_MS = 3000;
export const CAROUSEL_AUTOPLAY_MAX_MS = 60_000;
/** Beckon's own bound on data-carousel-slides: more than this many side by side is no longer a carousel. */
export const CAROUSEL_SLIDES_MAX = 6;

// Issue 20, the content kit's post-grid pagination (SPEC §4; PAGINATION_* above are §9's).
/** Beckon's own bound: the most pages a grid may say it has (a typo of a total must not build a huge window). */
export const PAGINATION_MAX_PAGES = 100_000;
/** Beckon's own bound: characters of a page's HTML the kit reads; a longer answer is followed as a plain link instead. */
export const PAGINATION_ANSWER_MAX_CHARS = 2_000_000;
/** Beckon's own: a page that has not answered in this long is followed as a plain link instead. */
export const PAGINATION_FETCH_TIMEOUT_MS = 15_000;
/** Beckon's own bounds on data-pagination-links and data-pagination-offset. */
export const PAGINATION_LINKS_MAX = 15;
export const PAGINATION_OFFSET_MAX_PX = 2000;

// Issue 21, outgoing webhooks and connectors: the delivery queue's retries and bounds (Beckon's own).
/** The first retry waits up to this long; each later one doubles it (exponential backoff, full jitter). */
export const DELIVERY_RETRY_BASE_MS = 30 * SECOND;
/** No single wait between two attempts is longer than this. */
export const DELIVERY_RETRY_MAX_WAIT_MS = HOUR;
/** A delivery still failing this long after its first attempt is given up as failed. */
export const DELIVERY_GIVE_UP_MS = DAY;
/** One attempt that has not answered in this long is a timeout, retried like a 5xx. */
export const DELIVERY_TIMEOUT_MS = 10 * SECOND;
/** Bytes of a receiver's answer kept in the delivery log. */
export const DELIVERY_RESPONSE_KEEP_BYTES = 2048;
/** After a rotation the previous webhook secret still signs (as a second v1=) for this long. */
export const WEBHOOK_SECRET_OVERLAP_MS = DAY;
/** Random bytes of a webhook signing secret (whsec_ + base64url). */
export const WEBHOOK_SECRET_BYTES = 32;
/** Test events an owner may send a minute, per account: each one is a request to someone's server. */
export const INTEGRATION_TESTS_PER_MIN = 10;
/** Integrations one site may have. */
export const INTEGRATIONS_PER_SITE_MAX = 20;

// Issue 21 — per-site data retention (Beckon's own bounds)
/** The shortest retention an owner may set: a day (the sweep runs hourly, so a row goes within its N-th day and an hour). */
export const RETENTION_DAYS_MIN = 1;
/** The longest: ten years. Longer is "keep forever", which is no retention (null) rather than a huge number. */
export const RETENTION_DAYS_MAX = 3650;

// Issue 21 — consent mode
/** How often a page in consent mode reads its consent platforms again (Google's consent commands have no event; Beckon's choice). */
export const CONSENT_SIGNAL_CHECK_MS = 1000;

// Issue 21 — owner notifications: emails to the site owner about new leads (Beckon's own bounds).
/** Addresses one site's notifications may go to. */
export const NOTIFY_ADDRESSES_MAX = 10;
/** One site sends at most one new-lead email this often: leads arriving in between wait and go together in the next. */
export const NOTIFY_LEAD_EMAIL_GAP_MS = MINUTE;
/** New-lead emails one site may send an hour (a burst past that waits for the hour to end and arrives as one email). */
export const NOTIFY_LEAD_EMAILS_PER_HOUR = 10;
/** Leads a new-lead email shows in full; the rest are counted, and are on the dashboard's leads page. */
export const NOTIFY_LEADS_LISTED = 20;
/** Leads a daily digest shows in full, the latest first. */
export const NOTIFY_DIGEST_LEADS_LISTED = 10;
/** A lead still unannounced after this long (mail was down, or SMTP unset) is no longer news: it is dropped from the queue, not emailed late. */
export const NOTIFY_NOTICE_MAX_AGE_MS = DAY;
/** Test emails an owner may send a minute, per account: each goes to up to NOTIFY_ADDRESSES_MAX inboxes. */
export const NOTIFY_TESTS_PER_MIN = 3;
/** A notification email sent or given up is kept this long (for an operator looking into a complaint), then deleted: it holds leads' fields, and nothing else reads it. */
export const NOTIFY_SENT_EMAIL_KEEP_MS = 7 * DAY;
