import { Type } from 'typebox';
import { SIGNUP_STATUSES } from '../signup/statuses.js';
import { SignupToken } from './admin-lists.js';
import { OneOf } from './unions.js';

export const SignupTokenParams = Type.Object({ token: SignupToken });

/** Field names the sign-up call reads itself: no form field may take one. */
export const SIGNUP_RESERVED_FIELDS = ['interestingLists', 'interestingLists[]', 'g-recaptcha-response', 'cf-turnstile-response', 'url', 'consent'] as const;
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
