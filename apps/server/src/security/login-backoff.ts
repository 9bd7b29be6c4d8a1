/**
 * Issue 15: log-in attempts limited per account, not only per address, so a botnet spread over
 * many addresses still guesses one owner's password slowly.
 *
 * Not a lockout: after LOGIN_FREE_FAILURES wrong passwords in a row, each further attempt for that
 * email waits 2, 4, 8 … seconds after the last failure, at most LOGIN_MAX_DELAY_S. So an attacker
 * gets about one guess in five minutes, and the owner is never shut out for longer than that.
 * An address the owner has logged in from before (LOGIN_KNOWN_ADDRESS_TTL_MS) skips the delay
 * entirely: an attacker elsewhere keeping the account "hot" does not keep its owner out. It is
 * still under the per-address limit (BECKON_RATE_LIMIT_LOGIN_PER_MIN).
 *
 * Kept in memory, per instance: behind several instances an attacker's rate is multiplied by
 * their number, which still leaves guessing a password hopeless.
 */
export const LOGIN_FREE_FAILURES = 5;
export const LOGIN_MAX_DELAY_S = 300;
/** A run of failures this long ago is forgotten: the owner's typo last week costs nothing today. */
export const LOGIN_FAILURES_FORGOTTEN_MS = 60 * 60 * 1000;
export const LOGIN_KNOWN_ADDRESS_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Bounds on memory: emails tracked, and known addresses kept per account. */
const MAX_TRACKED = 10_000;
const MAX_KNOWN_ADDRESSES = 20;

interface Failures {
  count: number;
  last: number;
}

/** An insertion-ordered map that forgets its oldest entry when full. */
function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
}

export class LoginBackoff {
  private readonly failures = new Map<string, Failures>();
  private readonly known = new Map<string, Map<string, number>>();

  // Read through Date each time, so a fake clock set after construction is the one seen.
  constructor(private readonly now: () => number = () => Date.now()) {}

  /** Seconds this attempt must still wait; 0 when it may go ahead. */
  wait(email: string, address: string): number {
    const key = email.trim().toLowerCase();
    const failed = this.failures.get(key);
    if (!failed || failed.count < LOGIN_FREE_FAILURES) return 0;
    const now = this.now();
    if (now - failed.last > LOGIN_FAILURES_FORGOTTEN_MS) {
      this.failures.delete(key);
      return 0;
    }
    const seen = this.known.get(key)?.get(address);
    if (seen !== undefined && now - seen < LOGIN_KNOWN_ADDRESS_TTL_MS) return 0;
    const delayS = Math.min(2 ** (failed.count - LOGIN_FREE_FAILURES + 1), LOGIN_MAX_DELAY_S);
    return Math.max(0, Math.ceil((failed.last + delayS * 1000 - now) / 1000));
  }

  failed(email: string): void {
    const key = email.trim().toLowerCase();
    const before = this.failures.get(key);
    const now = this.now();
    const count = before && now - before.last <= LOGIN_FAILURES_FORGOTTEN_MS ? before.count + 1 : 1;
    remember(this.failures, key, { count, last: now }, MAX_TRACKED);
  }

  succeeded(email: string, address: string): void {
    const key = email.trim().toLowerCase();
    this.failures.delete(key);
    const addresses = this.known.get(key) ?? new Map<string, number>();
    remember(addresses, address, this.now(), MAX_KNOWN_ADDRESSES);
    remember(this.known, key, addresses, MAX_TRACKED);
  }
}
