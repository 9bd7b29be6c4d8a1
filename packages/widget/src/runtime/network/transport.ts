/**
 * The submit path's acknowledged form post. Its own module, apart from send.ts, so that only the
 * submit chunk carries it; the first download has only the fire-and-forget and JSON calls.
 */
export class RejectedError extends Error {}

export const RETRY_DELAYS_MS = [500, 1500, 4000] as const;
/** A server asking for more than this is not waited for: the visitor is looking at a spinner. */
export const MAX_RETRY_AFTER_MS = 10_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A 503's Retry-After in seconds (RFC 9110), as a wait no shorter than the planned one and no
 * longer than MAX_RETRY_AFTER_MS. An HTTP-date or an unreadable value leaves the plan as it is.
 */
function delayAfter(response: Response | null, plannedMs: number): number {
  const header = response?.status === 503 ? response.headers.get('Retry-After')?.trim() : undefined;
  if (!header || !/^\d+$/.test(header)) return plannedMs;
  return Math.max(plannedMs, Math.min(Number(header) * 1000, MAX_RETRY_AFTER_MS));
}

/**
 * An acknowledged form post: retried on network errors and 5xx, never on 4xx (the server
 * refused the content, and sending it again would not change that). Every attempt carries the
 * same fields, so the submission id in them lets the server keep one lead.
 */
export async function postFormWithRetry<T>(url: string, fields: Record<string, string>): Promise<T> {
  let lastError: unknown;
  let failed: Response | null = null;
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
    if (attempt > 0) await wait(delayAfter(failed, RETRY_DELAYS_MS[attempt - 1]!));
    failed = null;
    try {
      const response = await fetch(url, { method: 'POST', body: new URLSearchParams(fields), credentials: 'omit', keepalive: true });
      if (response.ok) return (await response.json()) as T;
      const text = await response.text();
      if (response.status < 500) throw new RejectedError(messageOf(text) ?? `rejected (${response.status})`);
      failed = response;
      lastError = new Error(`server error ${response.status}`);
    } catch (error) {
      if (error instanceof RejectedError) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

function messageOf(text: string): string | undefined {
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}
