import { Type } from 'typebox';
import { SIGNUP_STATUSES } from '../signup/statuses.js';
import { SignupToken } from './admin-lists.js';
import { LANGUAGES, OneOf } from './unions.js';

export const SignupTokenParams = Type.Object({ token: SignupToken });

/** Field names the sign-up call reads itself: no form field may take one. */
export { SIGNUP_RESERVED_FIELDS } from '../signup/wire.js';
/** More keys than the largest form (30 fields) plus the call's own, with room: a body past it is refused whole. */
export const SIGNUP_BODY_MAX_KEYS = 60;

const ListIds = Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 });
const CaptchaToken = Type.Optional(Type.String({ maxLength: 4096 }));

/**
 * SPEC §7 sign-up: form-encoded (or text/plain JSON, like the other visitor calls). Each field's
 * value travels under the field's name; the rest are the call's own keys.
 */
export const SignupBody = Type.Object(
  {
    /** the ticked lists, by public id; form-encoded as interestingLists[] */
    interestingLists: Type.Optional(ListIds),
    'interestingLists[]': Type.Optional(ListIds),
    'g-recaptcha-response': CaptchaToken,
    'cf-turnstile-response': CaptchaToken,
    /** the page the form was on */
    url: Type.Optional(Type.String({ maxLength: 2048 })),
    /** the consent wording the visitor agreed to, as shown */
    consent: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: Type.String({ maxLength: 1000 }), maxProperties: SIGNUP_BODY_MAX_KEYS },
);

/** SPEC §3 "Sign-up" response. */
export const SignupReply = Type.Object({
  status: OneOf(SIGNUP_STATUSES),
  /** the form's message for the status */
  msg: Type.String(),
  /** where to send the visitor after success or update; '' for none */
  redirect: Type.String(),
  /** the Turnstile site key when the form asks for Turnstile's check; null otherwise */
  turnstileCaptcha: Type.Union([Type.String(), Type.Null()]),
});

/** A signed link's token (confirm or unsubscribe): base64url payload, a dot, base64url HMAC. */
export const SignedLinkQuery = Type.Object({ t: Type.String({ minLength: 20, maxLength: 400, pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' }) });
/** RFC 8058: the one-click POST a mail client sends, form-encoded List-Unsubscribe=One-Click. */
export const OneClickUnsubscribeBody = Type.Object({ 'List-Unsubscribe': Type.Optional(Type.String({ maxLength: 20 })) });

/** The country-prefix dropdown's data (SPEC §7 sib_get_country_prefix, as a documented call). */
export const CountriesQuery = Type.Object({ lang: Type.Optional(OneOf(LANGUAGES)) });
export const CountryReply = Type.Object({
  /** ISO 3166-1 alpha-2, e.g. GB; the flag is drawn from it */
  iso: Type.String({ pattern: '^[A-Z]{2}$' }),
  /** the country's name in the asked language */
  name: Type.String(),
  /** the dial code with its plus, e.g. +44 */
  dial: Type.String({ pattern: '^\\+[0-9]{1,4}$' }),
});
export const CountriesReply = Type.Object({ countries: Type.Array(CountryReply) });
