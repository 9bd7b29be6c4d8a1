import { DELIVERY_RETRY_MAX_WAIT_MS } from '@beckon/core';

/** What one attempt came to; the connectors answer the same shape (connectors/types.ts). */
export interface DeliveryOutcome {
  ok: boolean;
  /** whether trying again may help */
  retry: boolean;
  /** the HTTP status; null when nothing answered */
  status: number | null;
  message: string;
  /** the receiver's Retry-After, in ms */
  retryAfterMs?: number | undefined;
  /** the start of the answer's body, for the log */
  response?: string | undefined;
  /** 410 Gone: the endpoint says it is no more, so Beckon disables it */
  gone?: boolean | undefined;
}

/** Retry-After in seconds or as an HTTP date, bounded by the longest wait; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now: number): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(0, ms), DELIVERY_RETRY_MAX_WAIT_MS);
}

/**
 * A webhook's answer, judged: 2xx delivered; 408, 429 and 5xx tried again; 410 disables the
 * endpoint; any other status (a redirect too, since none is followed) fails at once.
 */
export function judgeStatus(status: number, retryAfter: number | undefined, response: string): DeliveryOutcome {
  if (status >= 200 && status < 300) return { ok: true, retry: false, status, message: `Delivered: HTTP ${status}.`, response };
  if (status === 410) return { ok: false, retry: false, status, gone: true, message: 'HTTP 410 Gone: the endpoint says it no longer exists.', response };
  if (status === 408 || status === 429 || status >= 500)
    return { ok: false, retry: true, status, retryAfterMs: retryAfter, message: `HTTP ${status}: will try again.`, response };
  if (status >= 300 && status < 400) return { ok: false, retry: false, status, message: `HTTP ${status}: redirects are not followed.`, response };
  return { ok: false, retry: false, status, message: `HTTP ${status}: the endpoint refused the event.`, response };
}
