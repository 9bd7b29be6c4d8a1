import { warnOnce } from './log.js';

/**
 * Storage behind a guard: a page with storage disabled (privacy mode, a sandboxed iframe, a
 * throwing getter, a full quota) still gets its embeds; only memory is lost, and that is said once.
 */
export function guarded<T>(what: string, run: () => T, fallback: T): T {
  try {
    return run();
  } catch (error) {
    warnOnce(`${what} unavailable; continuing without it`, error);
    return fallback;
  }
}
