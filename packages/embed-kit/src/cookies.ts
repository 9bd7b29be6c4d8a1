import { gatedWrite } from './consent-gate.js';
import { guarded } from './guarded.js';

/** A cookie as [name, decoded value]. */
export type Cookie = [name: string, value: string];

/** A value someone else wrote with a stray '%' is read as it stands rather than lost. */
function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The page's cookie string, read once a task: each read of document.cookie costs the host page's
 * main thread about 2.4 ms at 4× CPU (issue 22), and boot reads it three times. No other script
 * runs within the task, and a write of ours forgets it.
 */
let jar: string | undefined;

/**
 * Every cookie of the page whose name starts with `prefix`, values decoded, in the page's order.
 * Only the first '=' separates name from value: a value may hold '=' (base64, query strings).
 */
export function listCookies(prefix = ''): Cookie[] {
  return guarded(
    'cookies',
    () =>
      (jar ??= (queueMicrotask(() => (jar = undefined)), document.cookie)).split(/;\s*/).flatMap((part): Cookie[] => {
        const at = part.indexOf('=');
        const name = part.slice(0, at);
        return at > 0 && name.startsWith(prefix) ? [[name, decode(part.slice(at + 1))]] : [];
      }),
    [],
  );
}

export function readCookie(name: string): string | null {
  return listCookies(name).find((cookie) => cookie[0] === name)?.[1] ?? null;
}

/** Site-wide, first-party only (SameSite=Lax), and Secure whenever the page is https. */
function setCookie(name: string, value: string, lifetimeMs: number): void {
  guarded(
    'cookies',
    () => {
      const expires = new Date(Date.now() + lifetimeMs).toUTCString();
      const secure = location.protocol === 'https:' ? '; Secure' : '';
      jar = undefined;
      document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
    },
    undefined,
  );
}

/** Written now, or when the visitor consents (consent-gate.ts); its lifetime then runs from that moment. */
export function writeCookie(name: string, value: string, lifetimeMs: number): void {
  gatedWrite(name, () => setCookie(name, value, lifetimeMs));
}

/** Deleting stores nothing, so it needs no consent. */
export function deleteCookie(name: string): void {
  setCookie(name, '', -1);
}
