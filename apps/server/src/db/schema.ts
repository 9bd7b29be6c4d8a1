import type { Generated, Insertable, Selectable } from 'kysely';
import type { Language, ListKind, PopupStatus, SubscriberStatus } from '@beckon/core';
import type { OUTBOX_STATUSES } from '@beckon/core/api';
import type { IntegrationEventName, IntegrationKind } from '@beckon/core';
import type { DeliveryStatus, NotificationMode } from '@beckon/core/api';

export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Times are milliseconds since the epoch in every table (integer on SQLite, bigint on PostgreSQL). */
export interface AccountsTable {
  id: Generated<number>;
  /** the viewer_id of SPEC §3/§7 */
  public_id: string;
  email: string;
  password_hash: string;
  /** 'free' shows the credit and sets if_freemium; 'unlimited' is a self-hosted owner's default */
  plan: Generated<string>;
  /** SPEC §6 max views per calendar month (UTC); null means no cap */
  max_monthly_views: number | null;
  created_at: number;
}

export interface SessionsTable {
  /** sha-256 of the cookie token: a stolen database does not yield live sessions */
  token_hash: string;
  account_id: number;
  created_at: number;
  expires_at: number;
}

export interface SitesTable {
  id: Generated<number>;
  account_id: number;
  client_id: string;
  name: string;
  /** JSON array of host names the owner allows */
  domains: string;
  /** SPEC §6 client restriction: 1 stops display with 'Client restricted' */
  restricted: Generated<number>;
  client_restriction_setting: string | null;
  created_at: number;
  /** the last time (ms) and page (no query or fragment) where the widget asked for this site's pop-ups */
  seen_at: Generated<number | null>;
  seen_url: Generated<string | null>;
  /** issue 21 (migration 0016): days its leads and activity are kept before the retention sweep deletes them; null keeps them */
  retention_days: Generated<number | null>;
}

/** The statuses of the API contract (core's POPUP_STATUSES): one list for the column and the calls. */
export type { PopupStatus };

export interface PoptinsTable {
  /** the 13-character poptin_id */
  id: string;
  account_id: number;
  site_id: number;
  name: string;
  type: string;
  format: string;
  target: string;
  status: PopupStatus;
  /** JSON of the rest of the SPEC §3 record: triggers, filters, design_properties, design */
  settings: string;
  created_at: number;
  updated_at: number;
}

export interface ViewsTable {
  id: Generated<number>;
  poptin_id: string;
  site_id: number;
  visitor: string | null;
  trigger: string;
  device: string;
  url: string;
  created_at: number;
}

export interface ClosesTable {
  id: Generated<number>;
  poptin_id: string;
  site_id: number;
  visitor: string | null;
  close_trigger: string | null;
  url: string;
  created_at: number;
}

/** One lead: a conversion with every submitted field. */
export interface ConversionsTable {
  id: Generated<number>;
  poptin_id: string;
  site_id: number;
  account_id: number;
  view_id: number | null;
  visitor: string | null;
  email: string | null;
  url: string;
  referrer: string;
  trigger: string;
  /** JSON array of SubmittedField */
  fields: string;
  /** JSON object of the other SPEC §7 context fields */
  context: string;
  /** why this submission looks automated (core's SpamReason); null for a person's lead */
  spam: string | null;
  /** the widget's id for this submit (SUBMISSION_ID_FIELD), unique per pop-up; null from senders without one */
  submission_id: Generated<string | null>;
  /** the pop-up's tag (poptin_fields) when the lead came, at most LEAD_TAG_MAX_LENGTH characters; null without one */
  tag: Generated<string | null>;
  /** issue 17: the visitor's play of this gamified pop-up (plays.id), so the lead carries its prize */
  play_id: Generated<number | null>;
  /** issue 22: the fields without their values (repositories/leads.ts, leadFieldKeys); null: take the fields apart */
  field_keys: Generated<string | null>;
  /** issue 22: the email, tag and field values, folded, one a line (leadSearchText); null: search the fields one by one */
  search_text: Generated<string | null>;
  created_at: number;
}

/**
 * Issue 17: one visitor's play of a gamified pop-up, as drawn. The label and code are copied at
 * the draw: the owner may change the prizes later, the visitor keeps what they were told.
 */
export interface PlaysTable {
  id: Generated<number>;
  poptin_id: string;
  site_id: number;
  account_id: number;
  /** the widget's visitor id, at most 64 characters; one play per (pop-up, visitor) */
  visitor: string;
  prize_id: string;
  prize_label: string;
  prize_code: string;
  /** 1 for a winning prize (core's isWinningPrize), 0 for a loss */
  won: number;
  view_id: number | null;
  created_at: number;
}

export interface LimitLogsTable {
  id: Generated<number>;
  site_id: number;
  /** blocked (the server refused display) or what the visitor did with the prompt */
  status: string;
  detail: string;
  created_at: number;
}

export interface ConversionActivitiesTable {
  id: Generated<number>;
  site_id: number;
  email: string;
  poptin_id: string;
  activity: string;
  url: string;
  created_at: number;
}

export interface VisitorSessionsTable {
  site_id: number;
  email: string;
  url: string;
  started_at: number;
  last_seen_at: number;
  seconds: number;
}

export interface SettingsTable {
  key: string;
  value: string;
}

/** SPEC §1 store integration: the shop (Shopify domain or Wix site) a site is. */
/** Issue 15: a site's wish to connect a shop, until the shop serves the token (migration 0009). */
export interface StoreClaimsTable {
  site_id: number;
  /** lowercase host name, at most 100 characters (ShopHost) */
  shop: string;
  platform: string;
  currency: string;
  /** what the shop's home page must carry: STORE_PROOF_TOKEN_LENGTH URL-safe characters */
  token: string;
  created_at: number;
}

export interface StoreConnectionsTable {
  site_id: number;
  /** lowercase host name, e.g. my-shop.myshopify.com */
  shop: string;
  platform: string;
  /** ISO 4217 code of the shop's prices; '' when the owner did not say */
  currency: string;
  created_at: number;
}

/** A site's product catalogue: the SPEC §3 store product, plus what recommendations rank by. */
export interface StoreProductsTable {
  id: Generated<number>;
  site_id: number;
  product_id: string;
  variant_id: string;
  title: string;
  handle: string;
  /** the §3 `desc` (a reserved word in SQL) */
  description: string;
  image: string;
  price: number;
  compare_at_price: number | null;
  currency_symbol: string;
  inventory_quantity: number | null;
  category: string;
  /** 1 when it can be bought now: listed by the owner and not sold out */
  available: number;
  /** when the store last changed the product (upload time if the store did not say) */
  updated_at: number;
}

/** A discount code the widget may offer while it runs. */
export interface StorePriceRulesTable {
  id: Generated<number>;
  site_id: number;
  title: string;
  code: string;
  value_type: 'percentage' | 'fixed_amount';
  value: number;
  /** null: no start (already running) / no end */
  starts_at: number | null;
  ends_at: number | null;
  created_at: number;
}

/** SPEC §7 browse abandonment record. */
export interface StoreAbandonmentsTable {
  id: Generated<number>;
  site_id: number;
  customer: string;
  data_for: 'abandonment' | 'cart';
  /** JSON array of AbandonedProduct */
  products: string;
  total_cart_value: number | null;
  created_at: number;
}

/** SPEC §7 Wix ordered products: what a customer went on to buy. */
export interface StoreOrderedProductsTable {
  id: Generated<number>;
  site_id: number;
  customer_id: string;
  product_id: string;
  product_name: string;
  category: string;
  source_table: string;
  created_at: number;
}

/** Issue 18: an account's email or SMS list (migration 0011). */
export interface ListsTable {
  id: Generated<number>;
  account_id: number;
  /** the id forms, visitors and the dashboard name the list by: LIST_ID_LENGTH characters of [a-z0-9] */
  public_id: string;
  name: string;
  kind: ListKind;
  /** 1: a new subscription waits as pending until the subscriber confirms */
  double_opt_in: number;
  /** the confirmation email's subject and text (migration 0012); '' is Beckon's wording in `lang` */
  confirm_subject: Generated<string>;
  confirm_text: Generated<string>;
  /** an http(s) address confirming leads to; '' shows Beckon's own page */
  thank_you_url: Generated<string>;
  lang: Generated<Language>;
  created_at: number;
  updated_at: number;
}

/** Issue 18: a sign-up form; its token names it in the public call. */
export interface SignupFormsTable {
  id: Generated<number>;
  account_id: number;
  site_id: number | null;
  /** random, URL-safe: a form cannot be posted to without it, and it cannot be guessed */
  token: string;
  name: string;
  /** JSON of core's SignupFormSettings: fields, lists offered, messages, redirect, lang, captcha */
  settings: string;
  created_at: number;
  updated_at: number;
}

/** Issue 18: one person per account, by a lowercased email and/or a normalised SMS number. */
export interface SubscribersTable {
  id: Generated<number>;
  account_id: number;
  email: string | null;
  phone: string | null;
  created_at: number;
  updated_at: number;
}

/** Issue 18: a subscriber on one list, with the consent they gave there. */
export interface SubscriptionsTable {
  subscriber_id: number;
  list_id: number;
  status: SubscriberStatus;
  consent_text: string;
  consented_at: number;
  source_url: string;
  form_id: number | null;
  created_at: number;
  updated_at: number;
}

/** Issue 18: a confirmation email waiting to be sent, being sent, sent or given up (migration 0012). */
export interface OutboxTable {
  id: Generated<number>;
  account_id: number;
  list_id: number;
  subscriber_id: number;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  /** the signed confirmation link the email carries */
  link: string;
  /** the signed unsubscribe link of its List-Unsubscribe header and footer */
  unsubscribe_link: string;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  /** the earliest time a worker may try it (again) */
  next_attempt_at: number;
  /** a worker holds it until then; null or past: free to claim */
  locked_until: number | null;
  last_error: Generated<string>;
  message_id: Generated<string>;
  created_at: number;
  sent_at: number | null;
  /** issue 21 (migration 0017): 'confirmation' (list_id, subscriber_id and both links set) or an owner's 'notification' (list_id and subscriber_id 0, no unsubscribe link) */
  kind: Generated<OutboxKind>;
}

export type OutboxKind = 'confirmation' | 'notification';

/** Issue 21: who hears of a site's leads, and how (migration 0017); one row per site, absent until first saved. */
export interface NotificationSettingsTable {
  site_id: number;
  account_id: number;
  /** 1: emails are sent */
  enabled: number;
  /** JSON array of email addresses, at most NOTIFY_ADDRESSES_MAX */
  addresses: string;
  mode: NotificationMode;
  /** the hour of the owner's day the digest goes at, in time_zone */
  digest_hour: number;
  /** IANA zone name */
  time_zone: string;
  /** the origin the owner saved from, for the emails' dashboard links when PUBLIC_URL is unset */
  link_origin: string;
  /** pacing of new-lead emails (notifications/pacing.ts): the last one, and this hour's count */
  last_lead_email_at: Generated<number | null>;
  hour_started_at: Generated<number | null>;
  emails_this_hour: Generated<number>;
  /** the day (YYYY-MM-DD in time_zone) the last digest covered; '' before the first */
  last_digest_day: Generated<string>;
  created_at: number;
  updated_at: number;
}

/** Issue 21: a lead its site's owner has not yet been emailed about (migration 0017). */
export interface LeadNoticesTable {
  id: Generated<number>;
  account_id: number;
  site_id: number;
  conversion_id: number;
  created_at: number;
}

/** Issue 20: a page of a site whose shares are counted (migration 0014); its address as normalised. */
export interface SharePagesTable {
  id: Generated<number>;
  site_id: number;
  url: string;
  created_at: number;
}

/** Issue 20: the shares of one page through one service on one UTC day. */
export interface ShareCountsTable {
  page_id: number;
  site_id: number;
  service: string;
  /** YYYY-MM-DD, UTC */
  day: string;
  count: number;
}

/** Issue 21: a site's webhook endpoint or email-service connector (migration 0015). */
export interface IntegrationsTable {
  id: Generated<number>;
  account_id: number;
  site_id: number;
  kind: IntegrationKind;
  name: string;
  /** a webhook's endpoint; '' for a connector */
  url: Generated<string>;
  /** 1: deliveries are queued and sent */
  enabled: Generated<number>;
  /** JSON array of the IntegrationEventName it is sent */
  events: string;
  /** JSON array of poptin ids whose conversions it is sent; [] for every pop-up */
  popups: string;
  /** the webhook's signing secret, encrypted (integrations/secrets.ts); '' for a connector */
  secret: Generated<string>;
  secret_hint: Generated<string>;
  /** after a rotation, the previous secret (encrypted), which still signs until previous_secret_until */
  previous_secret: Generated<string>;
  previous_secret_until: number | null;
  /** a connector's settings as JSON, encrypted; '' for a webhook */
  settings: Generated<string>;
  /** why Beckon disabled it (410 Gone); '' otherwise */
  disabled_reason: Generated<string>;
  created_at: number;
  updated_at: number;
}

/** Issue 21: one event on its way to one integration (migration 0015). */
export interface IntegrationDeliveriesTable {
  id: Generated<number>;
  account_id: number;
  integration_id: number;
  /** the LeadEvent's id: the same on every retry */
  event_id: string;
  event: IntegrationEventName;
  /** the LeadEvent as JSON, exactly as it is sent */
  payload: string;
  status: Generated<DeliveryStatus>;
  attempts: Generated<number>;
  next_attempt_at: number;
  /** a worker holds it until then; null or past: free to claim */
  locked_until: number | null;
  first_attempt_at: number | null;
  last_attempt_at: number | null;
  last_status: number | null;
  last_error: Generated<string>;
  last_response: Generated<string>;
  duration_ms: number | null;
  created_at: number;
  delivered_at: number | null;
}

/** Issue 22: views, closes and leads (not automated) per site, pop-up and UTC hour (db/rollups.ts). */
export interface ResultHoursTable {
  site_id: number;
  /** floor(created_at / 3,600,000) */
  hour: number;
  poptin_id: string;
  views: Generated<number>;
  closes: Generated<number>;
  conversions: Generated<number>;
}

/** Issue 22: views and leads per site, pop-up, UTC day, trigger and device (a lead's: its view's, else its system's). */
export interface ResultKindsTable {
  site_id: number;
  /** floor(created_at / 86,400,000) */
  day: number;
  poptin_id: string;
  trigger: string;
  device: string;
  views: Generated<number>;
  conversions: Generated<number>;
}

/** Issue 22: views and leads per site, pop-up and page (URL without query and fragment), per day and per 32 days. */
export interface ResultPagesTable {
  site_id: number;
  /** the bucket's length in days (rollups.ts, PAGE_GRAINS) */
  grain: number;
  /** floor(created_at / (grain days)) */
  bucket: number;
  poptin_id: string;
  page: string;
  views: Generated<number>;
  conversions: Generated<number>;
}

/** Issue 23 (migration 0021): an account's uploaded picture; its web copies are in image_variants. */
export interface ImagesTable {
  id: Generated<number>;
  account_id: number;
  public_id: string;
  /** SHA-256 (hex) of the uploaded bytes */
  source_hash: string;
  name: string;
  source_format: string;
  width: number;
  height: number;
  animated: number;
  /** the copies' sizes added up, for the account's quota */
  bytes: number;
  created_at: number;
}

/** One web copy of a picture, served at /images/{file}. */
export interface ImageVariantsTable {
  id: Generated<number>;
  image_id: number;
  file: string;
  width: number;
  height: number;
  content_type: string;
  size: number;
  data: Buffer;
}

export interface Database {
  accounts: AccountsTable;
  sessions: SessionsTable;
  sites: SitesTable;
  poptins: PoptinsTable;
  views: ViewsTable;
  closes: ClosesTable;
  conversions: ConversionsTable;
  plays: PlaysTable;
  settings: SettingsTable;
  limit_logs: LimitLogsTable;
  conversion_activities: ConversionActivitiesTable;
  visitor_sessions: VisitorSessionsTable;
  store_connections: StoreConnectionsTable;
  store_claims: StoreClaimsTable;
  store_products: StoreProductsTable;
  store_price_rules: StorePriceRulesTable;
  store_abandonments: StoreAbandonmentsTable;
  store_ordered_products: StoreOrderedProductsTable;
  lists: ListsTable;
  signup_forms: SignupFormsTable;
  subscribers: SubscribersTable;
  subscriptions: SubscriptionsTable;
  outbox: OutboxTable;
  share_pages: SharePagesTable;
  share_counts: ShareCountsTable;
  integrations: IntegrationsTable;
  integration_deliveries: IntegrationDeliveriesTable;
  notification_settings: NotificationSettingsTable;
  lead_notices: LeadNoticesTable;
  result_hours: ResultHoursTable;
  result_kinds: ResultKindsTable;
  result_pages: ResultPagesTable;
  images: ImagesTable;
  image_variants: ImageVariantsTable;
}

export type Account = Selectable<AccountsTable>;
export type Site = Selectable<SitesTable>;
export type PoptinRow = Selectable<PoptinsTable>;
export type NewPoptinRow = Insertable<PoptinsTable>;
export type ConversionRow = Selectable<ConversionsTable>;
export type PlayRow = Selectable<PlaysTable>;
