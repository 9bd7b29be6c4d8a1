import { warnOnce } from './log.js';

/**
 * Cookie and localStorage behind a guard: with storage disabled (privacy mode, sandboxed iframe,
 * a throwing getter) the chat still works and only forgets; that is logged once.
 */
function guarded<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch (error) {
    warnOnce('storage unavailable; the chat will not remember this visit', error);
    return fallback;
  }
}

export function readCookie(name: string): string | null {
  return guarded(() => {
    const found = document.cookie.split(/;\s*/).find((part) => part.startsWith(`${name}=`));
    return found === undefined ? null : decodeURIComponent(found.slice(name.length + 1));
  }, null);
}

export function writeCookie(name: string, value: string, lifetimeMs: number): void {
  guarded(() => {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${name}=${encodeURIComponent(value)}; expires=${new Date(Date.now() + lifetimeMs).toUTCString()}; path=/; SameSite=Lax${secure}`;
  }, undefined);
}

export function readLocal(key: string): string | null {
  return guarded(() => window.localStorage.getItem(key), null);
}

export function writeLocal(key: string, value: string): void {
  guarded(() => window.localStorage.setItem(key, value), undefined);
}
