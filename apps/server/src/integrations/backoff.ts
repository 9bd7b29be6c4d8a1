import { DELIVERY_GIVE_UP_MS, DELIVERY_RETRY_BASE_MS, DELIVERY_RETRY_MAX_WAIT_MS } from '@beckon/core';

/**
 * The wait before the next try after `failures` failed ones: exponential backoff with full jitter,
 * anywhere from 0 to base × 2^(failures-1), capped. Jitter spreads the retries of many deliveries
 * that failed together (an endpoint back after an outage) instead of sending them all at once.
 */
export function retryWait(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(DELIVERY_RETRY_MAX_WAIT_MS, DELIVERY_RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.floor(random() * ceiling);
}

/**
 * When to try a failed delivery again, or null to give up: a day after its first attempt it is
 * failed. The last try falls at that mark rather than being skipped; a receiver's Retry-After
 * (already bounded) stands in for the jittered wait.
 */
export function nextAttemptAt(firstAttemptAt: number, now: number, failures: number, retryAfter: number | undefined, random?: () => number): number | null {
  const deadline = firstAttemptAt + DELIVERY_GIVE_UP_MS;
  if (now >= deadline) return null;
  const wait = retryAfter ?? retryWait(failures, random);
  return Math.min(now + wait, deadline);
}
