import { warn } from './log.js';

/**
 * Cookies and localStorage behind guards: a page with storage disabled (privacy mode, sandboxed
 * iframe, a hostile getter) still gets its pop-ups; only memory is lost, and that is logged once.
 */
let warned = false;
function unavailable(what: string, error: unknown): void {
  if (!warned) warn(`${what} unavailable; continuing without it`, error);
  warned = true;
}

export function readCookie(name: string): string | null {
  try {
    const prefix = `${name}=`;
    for (const part of document.cookie.split('; ')) {
      if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
    }
  } catch (error) {
    unavailable('cookies', error);
  }
  return null;
}

export function writeCookie(name: string, value: string, lifetimeMs: number): void {
  try {
    const expires = new Date(Date.now() + lifetimeMs).toUTCString();
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
  } catch (error) {
    unavailable('cookies', error);
  }
}

export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    unavailable('localStorage', error);
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    unavailable('localStorage', error);
  }
}
