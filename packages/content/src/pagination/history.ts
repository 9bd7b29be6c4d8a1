/** Where the kit keeps, in each history entry, the page each grid showed. */
const STATE_KEY = 'beckonPagination';

type Pages = Record<string, number>;

function pagesIn(state: unknown): Pages {
  const pages = (state as Record<string, unknown> | null)?.[STATE_KEY];
  return pages && typeof pages === 'object' ? (pages as Pages) : {};
}

/** The page grid `key` showed in this entry, or null when the entry is not the kit's (a hash link's). */
export function pageInState(state: unknown, key: string): number | null {
  const page = pagesIn(state)[key];
  return Number.isInteger(page) && page! >= 1 ? page! : null;
}

/** The entry the visitor arrived on: the page the server rendered, its address untouched. */
export function markArrival(key: string, page: number): void {
  try {
    const state = history.state as Record<string, unknown> | null;
    history.replaceState({ ...(state && typeof state === 'object' ? state : {}), [STATE_KEY]: { ...pagesIn(state), [key]: page } }, '');
  } catch {
    // A page that froze its history: back and forward then leave the grid as it is.
  }
}

/** A new entry with the page's own address (SPEC §2), so back, forward, reload and sharing all land on it. */
export function pushPage(key: string, page: number, url: string): void {
  try {
    history.pushState({ [STATE_KEY]: { ...pagesIn(history.state), [key]: page } }, '', url);
  } catch {
    // The address stays; the page is shown all the same.
  }
}
