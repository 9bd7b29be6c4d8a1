import { deleteCookie, listCookies } from './cookies.js';
import { guarded } from './guarded.js';

/**
 * Deletes every cookie and web storage item of this page whose name starts with `prefix`: what
 * an embed stored, when the visitor refuses consent. Keys are listed before any is removed, since
 * removing shifts the indexes.
 */
export function eraseOwnItems(prefix: string): void {
  for (const [name] of listCookies(prefix)) deleteCookie(name);
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    guarded(
      area,
      () => {
        const storage = window[area];
        const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => !!key?.startsWith(prefix));
        for (const key of keys) storage.removeItem(key);
      },
      undefined,
    );
  }
}
