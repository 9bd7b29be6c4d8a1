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
 * runs within the task; a write of ours changes it as the browser does (jarAfterWrite).
 */
let jar: string | undefined;

/** The largest cookie (name and value) a browser keeps (RFC 6265bis): a longer write is dropped. */
const KEPT_COOKIE_LENGTH = 4096;

/**
 * The cookie string after our write of `name` (`pair`, or null for a deletion): reading
 * document.cookie again would cost the page as much as the first read. The written cookie comes
 * last, which no reader here minds. A write too long to keep forgets the string instead, so the
 * next read asks the browser. Where cookies are off, the rest of the task reads what it wrote and
 * the next task what the browser kept: asking navigator.cookieEnabled first cost the page 1.6 ms
 * at 4× CPU (a call to the browser process, issue 22), and nothing reads a cookie of ours back in
 * the task that wrote it for more than the value it has in hand.
 */
function jarAfterWrite(before: string, name: string, pair: string | null): string | undefined {
  if (pair !== null && pair.length > KEPT_COOKIE_LENGTH) return undefined;
  const kept = before.split(/;\s*/).filter((part) => part && part.split('=')[0] !== name);
  return (pair === null ? kept : [...kept, pair]).join('; ');
}

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

/**
 * Site-wide, first-party only (SameSite=Lax), and Secure whenever the page is https. A lifetime is
 * a Max-Age in whole seconds, which runs from the write as an Expires date would, without formatting
 * a date: the first toUTCString costs the page about 0.7 ms at 4× CPU (issue 22). A negative one deletes.
 */
function setCookie(name: string, value: string, lifetimeMs: number): void {
  guarded(
    'cookies',
    () => {
      const maxAge = lifetimeMs > 0 ? Math.ceil(lifetimeMs / 1000) : -1;
      const secure = location.protocol === 'https:' ? '; Secure' : '';
      const pair = `${name}=${encodeURIComponent(value)}`;
      document.cookie = `${pair}; max-age=${maxAge}; path=/; SameSite=Lax${secure}`;
      if (jar !== undefined) jar = jarAfterWrite(jar, name, lifetimeMs > 0 ? pair : null);
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
