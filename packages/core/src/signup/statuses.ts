/**
 * SPEC §3 "Sign-up" response and §4 sign-up states: what the sign-up call answers, and where a
 * subscriber stands on one list. One list of each, for the database columns, the API schemas,
 * the form script and the dashboard alike.
 */

/** The result statuses of SPEC §4, exactly as the sign-up call answers them. */
export const SIGNUP_STATUSES = ['success', 'update', 'failure', 'already_exist', 'invalid', 'gcaptchaEmpty', 'gcaptchaFail'] as const;
export type SignupStatus = (typeof SIGNUP_STATUSES)[number];

/** pending waits for the double opt-in confirmation; unsubscribed is kept so a re-subscribe is an update. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** SPEC §1: a list collects email addresses or SMS numbers. */
export const LIST_KINDS = ['email', 'sms'] as const;
export type ListKind = (typeof LIST_KINDS)[number];
