import { Type, type Static } from 'typebox';
import { NAME_EMAIL_MAX_LENGTH, NOTIFY_ADDRESSES_MAX } from '../constants.js';
import { OneOf } from './unions.js';

/**
 * Issue 21, owner notifications: emails to the site's owner (and whoever they name) about new
 * leads, one by one or as a daily digest, through the server's SMTP settings.
 */

/** Each lead as it comes (paced: NOTIFY_LEAD_EMAIL_GAP_MS, NOTIFY_LEAD_EMAILS_PER_HOUR), or one summary a day. */
export const NOTIFICATION_MODES = ['each_lead', 'daily_digest'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];

/** Beckon's own bounds on what the settings store. */
export const NOTIFICATION_LIMITS = {
  addresses: NOTIFY_ADDRESSES_MAX,
  address: NAME_EMAIL_MAX_LENGTH,
  /** an IANA zone name: the longest real one is about 30 characters */
  timeZone: 64,
} as const;

const strict = { additionalProperties: false } as const;

const Addresses = Type.Array(Type.String({ minLength: 1, maxLength: NOTIFICATION_LIMITS.address }), { maxItems: NOTIFICATION_LIMITS.addresses });

/** The whole settings, replaced on save. Addresses are checked one by one (a 400 names `addresses.2`). */
export const NotificationSettingsBody = Type.Object(
  {
    enabled: Type.Boolean(),
    addresses: Addresses,
    mode: OneOf(NOTIFICATION_MODES),
    /** the hour of the owner's day (in time_zone) the daily digest is sent at */
    digest_hour: Type.Integer({ minimum: 0, maximum: 23 }),
    /** an IANA time zone, e.g. Europe/Berlin; the digest's day and hour are the owner's */
    time_zone: Type.String({ minLength: 1, maxLength: NOTIFICATION_LIMITS.timeZone }),
  },
  strict,
);

export const NotificationSettingsReply = Type.Object({
  client_id: Type.String(),
  enabled: Type.Boolean(),
  addresses: Type.Array(Type.String()),
  mode: OneOf(NOTIFICATION_MODES),
  digest_hour: Type.Integer(),
  time_zone: Type.String(),
  /** whether this server can send email at all (SMTP_URL set); settings are kept either way */
  smtp: Type.Boolean(),
  /** the last day (YYYY-MM-DD, in time_zone) a digest was made for; '' before the first */
  last_digest_day: Type.String(),
  /** the last time a new-lead email was queued; null before the first */
  last_lead_email_at: Type.Union([Type.Number(), Type.Null()]),
  /** null until first saved */
  updated_at: Type.Union([Type.Number(), Type.Null()]),
});

/** The templates an owner can preview, by the mode that sends them. */
export const NotificationPreviewQuery = Type.Object({ template: OneOf(NOTIFICATION_MODES) }, strict);

/** An email as it will be sent: one-line subject, plain text, and HTML with every value escaped. */
export const NotificationPreviewReply = Type.Object({
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
});

export const NotificationTestBody = Type.Object({ template: Type.Optional(OneOf(NOTIFICATION_MODES)) }, strict);

/** What a test send came to: how many of the saved addresses the mail server took. */
export const NotificationTestReply = Type.Object({
  ok: Type.Boolean(),
  sent: Type.Integer(),
  message: Type.String(),
});

export type NotificationSettingsRequest = Static<typeof NotificationSettingsBody>;
export type NotificationSettingsResponse = Static<typeof NotificationSettingsReply>;
export type NotificationPreviewResponse = Static<typeof NotificationPreviewReply>;
export type NotificationTestRequest = Static<typeof NotificationTestBody>;
export type NotificationTestResponse = Static<typeof NotificationTestReply>;
