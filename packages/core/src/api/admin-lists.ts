import { Type } from 'typebox';
import { LIST_KINDS, SUBSCRIBER_STATUSES } from '../signup/statuses.js';
import { SIGNUP_TOKEN_PATTERN } from '../signup/wire.js';
import { ClientId } from './ids.js';
import { LANGUAGES, OneOf } from './unions.js';

/** A list's public id: what forms offer, visitors send in interestingLists[] and the dashboard names. */
export const LIST_ID_PATTERN = '^[a-z0-9]{12}$';
export const ListId = Type.String({ pattern: LIST_ID_PATTERN });
/** A sign-up form's public token (24 random bytes, base64url): it names the form in the public call. */
export { SIGNUP_TOKEN_PATTERN };
export const SignupToken = Type.String({ pattern: SIGNUP_TOKEN_PATTERN });
/** A database row id, as text. */
const RowId = Type.String({ pattern: '^[1-9][0-9]{0,15}$' });

/** Issue 18 limits of a form's settings: the whole stays well under the 32 KB the column holds. */
export const SIGNUP_FORM_LIMITS = { fields: 30, lists: 50, messageLength: 500, settingsBytes: 32 * 1024 } as const;
export const SIGNUP_FIELD_KINDS = ['email', 'sms', 'text', 'date', 'checkbox'] as const;

const Name = Type.String({ minLength: 1, maxLength: 120 });

// ---- lists ----

export const ListIdParams = Type.Object({ id: ListId });
const strict = { additionalProperties: false } as const;

/** Issue 18 bounds of a list's confirmation email. */
export const CONFIRMATION_EMAIL_LIMITS = { subject: 200, text: 5000, url: 2048 } as const;
/** The placeholder a confirmation email's text holds for its link; one left out is added at the end. */
export const CONFIRM_LINK_PLACEHOLDER = '{{confirm_link}}';

/**
 * What a double opt-in list sends and where confirming leads. Blank subject or text fall back to
 * Beckon's wording in the list's language; a blank thank-you URL shows Beckon's own page.
 */
const ListEmailSettings = {
  confirm_subject: Type.Optional(Type.String({ maxLength: CONFIRMATION_EMAIL_LIMITS.subject })),
  confirm_text: Type.Optional(Type.String({ maxLength: CONFIRMATION_EMAIL_LIMITS.text })),
  thank_you_url: Type.Optional(Type.String({ maxLength: CONFIRMATION_EMAIL_LIMITS.url })),
  lang: Type.Optional(OneOf(LANGUAGES)),
};
export const NewListBody = Type.Object({ name: Name, kind: OneOf(LIST_KINDS), double_opt_in: Type.Optional(Type.Boolean()), ...ListEmailSettings }, strict);
export const ListPatchBody = Type.Object({ name: Type.Optional(Name), double_opt_in: Type.Optional(Type.Boolean()), ...ListEmailSettings }, strict);
export const ListCountsReply = Type.Object({ pending: Type.Integer(), confirmed: Type.Integer(), unsubscribed: Type.Integer() });
export const ListReply = Type.Object({
  id: Type.String(),
  name: Type.String(),
  kind: OneOf(LIST_KINDS),
  double_opt_in: Type.Boolean(),
  confirm_subject: Type.String(),
  confirm_text: Type.String(),
  thank_you_url: Type.String(),
  lang: OneOf(LANGUAGES),
  /** subscribers on the list, by status */
  counts: ListCountsReply,
  created_at: Type.Number(),
  updated_at: Type.Number(),
});
export const ListsReply = Type.Array(ListReply);

// ---- sign-up forms ----

/** A form field as core's SignupField; its name is the key its value is posted under. */
export const SignupFieldSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_-]*$' }),
    kind: OneOf(SIGNUP_FIELD_KINDS),
    required: Type.Optional(Type.Boolean()),
    /** an SMS field's dial code chosen by default, e.g. +44 */
    prefix: Type.Optional(Type.String({ pattern: '^\\+[0-9]{1,4}$' })),
    label: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

const Message = Type.Optional(Type.String({ maxLength: SIGNUP_FORM_LIMITS.messageLength }));
/** The form's own messages (core's SignupMessages); one left out is the default text in the form's language. */
export const SignupMessagesSchema = Type.Object(
  {
    successMsg: Message,
    errorMsg: Message,
    existMsg: Message,
    invalidMsg: Message,
    required: Message,
    invalidEmail: Message,
    invalidSms: Message,
    captchaEmpty: Message,
    captchaFail: Message,
  },
  { additionalProperties: false },
);

export const SignupFormSettingsSchema = Type.Object(
  {
    fields: Type.Array(SignupFieldSchema, { minItems: 1, maxItems: SIGNUP_FORM_LIMITS.fields }),
    /** the account's lists the form offers, by public id */
    lists: Type.Array(ListId, { maxItems: SIGNUP_FORM_LIMITS.lists }),
    /** true: the visitor ticks the lists (interestingLists[]); false: every offered list is joined */
    choose_lists: Type.Boolean({ default: false }),
    /** with choose_lists: at least one list must be ticked */
    lists_required: Type.Boolean({ default: false }),
    messages: SignupMessagesSchema,
    /** where the visitor goes after success or update (SPEC §5 redirect URL); '' stays on the page */
    redirect: Type.String({ maxLength: 2048, default: '' }),
    lang: OneOf(LANGUAGES, { default: 'en' }),
    /** ask for the server's human check (Turnstile or reCAPTCHA) before storing */
    captcha: Type.Boolean({ default: false }),
    /** the wording of a consent box the visitor must tick, stored with each subscription; '' or missing: no box */
    consent: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);

export const SignupFormIdParams = Type.Object({ id: RowId });
export const NewSignupFormBody = Type.Object(
  { name: Name, client_id: Type.Optional(Type.Union([ClientId, Type.Null()])), settings: SignupFormSettingsSchema },
  strict,
);
export const SignupFormPatchBody = Type.Object(
  {
    name: Type.Optional(Name),
    client_id: Type.Optional(Type.Union([ClientId, Type.Null()])),
    settings: Type.Optional(SignupFormSettingsSchema),
  },
  strict,
);
export const SignupFormReply = Type.Object({
  id: Type.String(),
  /** the public token the form posts to: POST /api/signup/{token} */
  token: Type.String(),
  name: Type.String(),
  /** the site the form is for, or null */
  client_id: Type.Union([Type.String(), Type.Null()]),
  settings: SignupFormSettingsSchema,
  created_at: Type.Number(),
  updated_at: Type.Number(),
});
export const SignupFormsReply = Type.Array(SignupFormReply);

// ---- subscribers ----

export const SubscriberIdParams = Type.Object({ id: RowId });
export const SubscribersQuery = Type.Object({
  /** only subscribers of this list */
  list: Type.Optional(ListId),
  /** only subscriptions in this status (with list: on that list) */
  status: Type.Optional(OneOf(SUBSCRIBER_STATUSES)),
  /** searched in the email and the phone, case-insensitively */
  q: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
  offset: Type.Integer({ minimum: 0, default: 0 }),
});
export const SubscriptionReply = Type.Object({
  list_id: Type.String(),
  list_name: Type.String(),
  status: OneOf(SUBSCRIBER_STATUSES),
  consent_text: Type.String(),
  consented_at: Type.Number(),
  source_url: Type.String(),
  /** the sign-up form it came through, or null */
  form_id: Type.Union([Type.String(), Type.Null()]),
  updated_at: Type.Number(),
});
export const SubscriberReply = Type.Object({
  id: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  subscriptions: Type.Array(SubscriptionReply),
  created_at: Type.Number(),
  updated_at: Type.Number(),
});
export const SubscribersPageReply = Type.Object({ total: Type.Integer(), subscribers: Type.Array(SubscriberReply) });

/** A subscriber unsubscribed by the owner: from one list, or from every list when none is named. */
export const SubscriberUnsubscribeBody = Type.Object({ list: Type.Optional(ListId) }, strict);

// ---- import and export ----

/** Issue 18 bounds of one CSV import: rows are sent parsed, in batches of at most this many. */
export const SUBSCRIBER_IMPORT_MAX_ROWS = 1000;
export const SubscriberImportRow = Type.Object(
  {
    email: Type.Optional(Type.String({ maxLength: 254 })),
    phone: Type.Optional(Type.String({ maxLength: 40 })),
    /** the consent wording the person agreed to elsewhere; '' when the file has none */
    consent_text: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  strict,
);
export const SubscriberImportBody = Type.Object(
  {
    /** the list every row joins */
    list: ListId,
    rows: Type.Array(SubscriberImportRow, { minItems: 1, maxItems: SUBSCRIBER_IMPORT_MAX_ROWS }),
    /** confirmed: the owner vouches for their consent; pending: each gets the confirmation email (double opt-in lists) */
    status: Type.Optional(Type.Union([Type.Literal('confirmed'), Type.Literal('pending')])),
    /** check every row and say what would happen, storing nothing */
    dry_run: Type.Optional(Type.Boolean()),
  },
  strict,
);
export const SubscriberImportReply = Type.Object({
  /** rows that would join (dry run) or joined the list as new subscriptions */
  added: Type.Integer(),
  /** rows already on the list: their subscription is left as it is */
  existing: Type.Integer(),
  /** rows refused, with the row's index in the batch (0-based) and why */
  errors: Type.Array(Type.Object({ row: Type.Integer(), message: Type.String() })),
});

// ---- confirmation emails ----

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
/** A confirmation email as the dashboard lists it; with no SMTP configured the owner copies its link from here. */
export const ConfirmationReply = Type.Object({
  id: Type.String(),
  to: Type.String(),
  list_id: Type.String(),
  list_name: Type.String(),
  /** the signed confirmation link the email carries */
  link: Type.String(),
  status: OneOf(OUTBOX_STATUSES),
  attempts: Type.Integer(),
  last_error: Type.String(),
  created_at: Type.Number(),
  sent_at: Type.Union([Type.Number(), Type.Null()]),
});
export const ConfirmationsReply = Type.Object({
  /** false: SMTP_URL is not set, nothing is sent, and these links are the only way to confirm */
  smtp: Type.Boolean(),
  confirmations: Type.Array(ConfirmationReply),
});
export const ConfirmationsQuery = Type.Object({
  list: Type.Optional(ListId),
  status: Type.Optional(OneOf(OUTBOX_STATUSES)),
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
});
