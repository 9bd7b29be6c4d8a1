/**
 * Bot defence for lead forms (issue 5), applied by the server to every conversion: an invisible
 * honeypot field that people never see or fill, and the time from the form showing to its
 * submit. Not SPEC §9 numbers: product choices, named here once.
 */
export const HONEYPOT_FIELD = 'bk_hp';
export const FILL_TIME_FIELD = 'fill_ms';
/**
 * One id per submit, the same on every retry of it: a lead whose answer was lost (the connection
 * cut after the commit) and that is sent again is stored once (issue 6).
 */
export const SUBMISSION_ID_FIELD = 'bk_submission';
export const SUBMISSION_ID_PATTERN = '^[A-Za-z0-9_-]{8,64}$';
/** The optional human check's token (Turnstile or reCAPTCHA), verified by the server. */
export const CAPTCHA_TOKEN_FIELD = 'captcha_token';
/** Faster than a person can read a pop-up and type an address; autofill plus a click takes longer. */
export const MIN_FORM_FILL_MS = 1200;

export type SpamReason = 'honeypot' | 'too_fast';

/**
 * Why a submission looks automated, or null. A missing fill time (an older widget, a form posted
 * by hand) is not held against it; a malformed one is.
 */
export function spamReason(honeypot: string | undefined, fillMs: string | undefined): SpamReason | null {
  if (honeypot !== undefined && honeypot.trim() !== '') return 'honeypot';
  if (fillMs === undefined || fillMs === '') return null;
  const ms = Number(fillMs);
  if (!Number.isFinite(ms) || ms < MIN_FORM_FILL_MS) return 'too_fast';
  return null;
}
