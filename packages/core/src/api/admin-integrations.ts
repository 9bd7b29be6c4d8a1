import { Type, type Static } from 'typebox';
import { INTEGRATION_EVENTS, INTEGRATION_KINDS } from '../integrations/lead-event.js';
import { PopupId } from './ids.js';
import { OneOf } from './unions.js';

/**
 * Issue 21: the owner's integrations (outgoing webhooks and email-service connectors) of one site,
 * and the log of what the delivery queue sent them.
 */

/** Where a delivery stands: waiting its first try, tried and waiting again, answered 2xx, or given up. */
export const DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Beckon's own bounds on what an integration stores. */
export const INTEGRATION_LIMITS = {
  name: 120,
  url: 2048,
  /** pop-ups an integration may be limited to */
  popups: 100,
  /** a connector's settings, as JSON */
  settingsBytes: 8 * 1024,
  /** deliveries listed per page */
  page: 100,
} as const;

const RowId = Type.String({ pattern: '^[1-9][0-9]{0,15}$' });
const strict = { additionalProperties: false } as const;

export const IntegrationIdParams = Type.Object({ id: RowId });
export const DeliveryIdParams = Type.Object({ id: RowId, deliveryId: RowId });

const Name = Type.String({ minLength: 1, maxLength: INTEGRATION_LIMITS.name });
const Url = Type.String({ minLength: 1, maxLength: INTEGRATION_LIMITS.url });
const Events = Type.Array(OneOf(INTEGRATION_EVENTS), { minItems: 1, maxItems: INTEGRATION_EVENTS.length, uniqueItems: true });
/** Only these pop-ups' conversions are sent; empty: every pop-up of the site. */
const Popups = Type.Array(PopupId, { maxItems: INTEGRATION_LIMITS.popups, uniqueItems: true });
/** A connector's own settings (its API key among them): checked by the connector, stored encrypted, never answered. */
const Settings = Type.Record(Type.String({ maxLength: 64 }), Type.Unknown());

export const NewIntegrationBody = Type.Object(
  {
    kind: OneOf(INTEGRATION_KINDS),
    name: Name,
    /** a webhook's endpoint: https, never a private address */
    url: Type.Optional(Url),
    enabled: Type.Optional(Type.Boolean()),
    events: Events,
    popups: Type.Optional(Popups),
    settings: Type.Optional(Settings),
  },
  strict,
);

export const IntegrationPatchBody = Type.Object(
  {
    name: Type.Optional(Name),
    url: Type.Optional(Url),
    enabled: Type.Optional(Type.Boolean()),
    events: Type.Optional(Events),
    popups: Type.Optional(Popups),
    settings: Type.Optional(Settings),
  },
  strict,
);

export const IntegrationReply = Type.Object({
  id: Type.String(),
  client_id: Type.String(),
  kind: OneOf(INTEGRATION_KINDS),
  name: Type.String(),
  /** a webhook's endpoint; '' for a connector */
  url: Type.String(),
  enabled: Type.Boolean(),
  events: Type.Array(OneOf(INTEGRATION_EVENTS)),
  popups: Type.Array(Type.String()),
  /** why Beckon turned it off (e.g. the endpoint answered 410 Gone); '' when it did not */
  disabled_reason: Type.String(),
  /** a webhook's secret's last characters, to tell secrets apart; the secret itself is shown once */
  secret_hint: Type.String(),
  /** a connector's settings with its API key and header values masked (••••, last 4 characters); {} for a webhook */
  settings: Type.Record(Type.String(), Type.Unknown()),
  /** after a rotation: until when the previous secret still signs; null otherwise */
  previous_secret_until: Type.Union([Type.Number(), Type.Null()]),
  created_at: Type.Number(),
  updated_at: Type.Number(),
});
export const IntegrationsReply = Type.Array(IntegrationReply);

/** Create and rotate answer the signing secret, once: it is stored encrypted and never answered again. */
export const IntegrationWithSecretReply = Type.Object({ integration: IntegrationReply, secret: Type.Union([Type.String(), Type.Null()]) });

/** What one try of a test event came to. */
export const IntegrationTestReply = Type.Object({
  ok: Type.Boolean(),
  /** the endpoint's HTTP status; null when it never answered */
  status: Type.Union([Type.Integer(), Type.Null()]),
  message: Type.String(),
  duration_ms: Type.Integer(),
});

export const DeliveryReply = Type.Object({
  id: Type.String(),
  /** the event's id: the same on every retry (Beckon-Delivery, Idempotency-Key) */
  event_id: Type.String(),
  event: OneOf(INTEGRATION_EVENTS),
  status: OneOf(DELIVERY_STATUSES),
  attempts: Type.Integer(),
  last_status: Type.Union([Type.Integer(), Type.Null()]),
  last_error: Type.String(),
  /** the start of the last answer's body, at most 2 KB */
  last_response: Type.String(),
  /** how long the last attempt took; null before the first */
  duration_ms: Type.Union([Type.Integer(), Type.Null()]),
  /** when it is tried next; null once delivered or failed */
  next_attempt_at: Type.Union([Type.Number(), Type.Null()]),
  last_attempt_at: Type.Union([Type.Number(), Type.Null()]),
  delivered_at: Type.Union([Type.Number(), Type.Null()]),
  created_at: Type.Number(),
});

export const DeliveriesQuery = Type.Object(
  {
    status: Type.Optional(OneOf(DELIVERY_STATUSES)),
    /** the page after this delivery id (the previous page's `next`) */
    before: Type.Optional(RowId),
    limit: Type.Integer({ minimum: 1, maximum: INTEGRATION_LIMITS.page, default: 25 }),
  },
  strict,
);
export const DeliveriesReply = Type.Object({
  deliveries: Type.Array(DeliveryReply),
  /** pass as `before` for the next page; null on the last */
  next: Type.Union([Type.String(), Type.Null()]),
});

export type IntegrationResponse = Static<typeof IntegrationReply>;
export type IntegrationWithSecretResponse = Static<typeof IntegrationWithSecretReply>;
export type IntegrationTestResponse = Static<typeof IntegrationTestReply>;
export type DeliveryResponse = Static<typeof DeliveryReply>;
export type DeliveriesResponse = Static<typeof DeliveriesReply>;
export type NewIntegrationRequest = Static<typeof NewIntegrationBody>;
export type IntegrationPatchRequest = Static<typeof IntegrationPatchBody>;

/**
 * Issue 21: how a receiver checks Beckon-Signature in Node, exactly as the server's
 * integrations/README.md documents it (a test runs that block and compares it with this), shown
 * on the dashboard's Integrations page.
 */
export const WEBHOOK_VERIFY_RECIPE = [
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  '',
  "/** true when the request is Beckon's: rawBody is the body as received (a string), header Beckon-Signature. */",
  'export function verifyBeckonSignature(rawBody, header, secret, toleranceSeconds = 300, now = Date.now()) {',
  "  const parts = String(header ?? '')",
  "    .split(',')",
  "    .map((part) => part.trim().split('='));",
  "  const t = Number(parts.find(([key]) => key === 't')?.[1]);",
  '  if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > toleranceSeconds) return false;',
  "  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();",
  "  return parts.some(([key, value]) => key === 'v1' && /^[0-9a-f]{64}$/.test(value ?? '') && timingSafeEqual(Buffer.from(value, 'hex'), expected));",
  '}',
].join('\n');
