/**
 * The submit path's acknowledged form post. Its own module, apart from send.ts, so that only the
 * submit chunk carries it; the first download has only the fire-and-forget and JSON calls.
 */
export class RejectedError extends Error {}

const RETRY_DELAYS_MS = [500, 1500, 4000];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An acknowledged form post: retried on network errors and 5xx, never on 4xx (the server
 * refused the content, and sending it again would not change that).
 */
export async function postFormWithRetry<T>(url: string, fields: Record<string, string>): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
    if (attempt > 0) await wait(RETRY_DELAYS_MS[attempt - 1]!);
    try {
      const response = await fetch(url, { method: 'POST', body: new URLSearchParams(fields), credentials: 'omit', keepalive: true });
      if (response.ok) return (await response.json()) as T;
      const text = await response.text();
      if (response.status < 500) throw new RejectedError(messageOf(text) ?? `rejected (${response.status})`);
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
