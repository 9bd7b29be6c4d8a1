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
/**
 * Issue 21, consent mode: sent as '1' with a lead submitted while the visitor's consent was still
 * awaited, when the widget records no view; such a lead names no view because it was not allowed
 * to, not because the viewed call was skipped.
 */
export const CONSENT_PENDING_FIELD = 'bk_consent_pending';
/** The optional human check's token (Turnstile or reCAPTCHA), verified by the server. */
export const CAPTCHA_TOKEN_FIELD = 'captcha_token';
/** Faster than a person can read a pop-up and type an address; autofill plus a click takes longer. */
export const MIN_FORM_FILL_MS = 1200;

/**
 * honeypot: the invisible field was filled; too_fast: sent sooner than a person could; foreign_view:
 * it names a view of another pop-up or visitor; unknown_view: it names a view the server never served;
 * no_view: it names no view at all (the widget always waits for its view's id before it sends).
 */
export type SpamReason = 'honeypot' | 'too_fast' | 'foreign_view' | 'unknown_view' | 'no_view';

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

/** The view a conversion names, as the server recorded it when it answered the viewed call. */
export interface ServedView {
  poptin_id: string;
  visitor: string | null;
  created_at: number;
}

/**
 * The server's own judgement of a conversion that names its view (issue 15): the time since the
 * server recorded that view is one the client cannot fake, unlike its own fill time. `null` is a
 * conversion that names no view: a bot skipping the viewed call cannot fall back on a fill time
 * it reports itself.
 */
export function viewSpamReason(
  view: ServedView | null | undefined,
  poptinId: string,
  visitor: string | null,
  now: number,
  consentPending = false,
): SpamReason | null {
  // The honeypot and the fill time still judge a lead sent before consent (spamReason).
  if (view === null) return consentPending ? null : 'no_view';
  if (view === undefined) return 'unknown_view';
  if (view.poptin_id !== poptinId) return 'foreign_view';
  if (view.visitor !== null && visitor !== null && view.visitor !== visitor) return 'foreign_view';
  if (now - view.created_at < MIN_FORM_FILL_MS) return 'too_fast';
  return null;
}
