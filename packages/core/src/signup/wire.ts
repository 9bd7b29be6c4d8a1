/**
 * The sign-up call's names, for the schemas (core/api) and for the browser script that must not
 * carry the schema library: here, in a module that imports nothing.
 */

/** A sign-up form's public token (24 random bytes, base64url): it names the form in the public call. */
export const SIGNUP_TOKEN_PATTERN = '^[A-Za-z0-9_-]{32}$';

/** Field names the sign-up call reads itself: no form field may take one. */
export const SIGNUP_RESERVED_FIELDS = ['interestingLists', 'interestingLists[]', 'g-recaptcha-response', 'cf-turnstile-response', 'url', 'consent'] as const;
