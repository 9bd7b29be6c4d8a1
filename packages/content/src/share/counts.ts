import { shareCountValue, type ShareServiceKey } from '@beckon/core';
import { beacon } from '@beckon/embed-kit';

/** A page's counts as the bar shows them: per service key, and the total. */
export interface PageCounts {
  total: number;
  counts: Partial<Record<string, number>>;
}

type Listener = (counts: PageCounts) => void;

interface Board {
  counts: PageCounts | null;
  listeners: Set<Listener>;
  /** services this page view has already counted a share through */
  sent: Set<string>;
  /**
   * shares made before the counts came: added to them when they come, since the page asked for
   * its counts as it loaded, before any share (a visitor quicker than a slow network saw no count of their own share)
   */
  early: string[];
}

const boards = new Map<string, Board>();

/** Only the numbers the server sent as counts: anything else counts as 0 (SPEC §5). */
function readCounts(body: unknown): PageCounts {
  const reply = (body ?? {}) as { total?: unknown; counts?: unknown };
  const counts: Record<string, number> = {};
  if (reply.counts && typeof reply.counts === 'object') {
    for (const [key, value] of Object.entries(reply.counts as Record<string, unknown>)) counts[key] = shareCountValue(value);
  }
  return { total: shareCountValue(reply.total), counts };
}

/** The counts with one more share through `service`. */
function withShare(page: PageCounts, service: string): PageCounts {
  return { total: page.total + 1, counts: { ...page.counts, [service]: (page.counts[service] ?? 0) + 1 } };
}

function callUrl(origin: string, clientId: string): string {
  return `${origin}/api/display/shares/${encodeURIComponent(clientId)}`;
}

/**
 * Fetches a page's counts once per page view however many bars show them (SPEC §5: each URL's
 * counts fetched once). A dead network or a refusal shows no counts and is not said anywhere:
 * sharing works the same without them (SPEC §8).
 */
function board(origin: string, clientId: string, url: string): Board {
  const key = `${origin} ${clientId} ${url}`;
  let found = boards.get(key);
  if (found) return found;
  const created: Board = { counts: null, listeners: new Set(), sent: new Set(), early: [] };
  boards.set(key, created);
  fetch(`${callUrl(origin, clientId)}?${new URLSearchParams({ url }).toString()}`, { credentials: 'omit' })
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
    .then((body: unknown) => {
      created.counts = created.early.reduce(withShare, readCounts(body));
      created.listeners.forEach((listener) => listener(created.counts!));
    })
    .catch(() => {});
  found = created;
  return found;
}

/** Calls `listener` with the page's counts when they come (at once if they are here). */
export function watchCounts(origin: string, clientId: string, url: string, listener: Listener): void {
  const page = board(origin, clientId, url);
  page.listeners.add(listener);
  if (page.counts) listener(page.counts);
}

/**
 * A share made through the bar: counted by the server once per service per page view (a second
 * click on the same button is the same share), with the shown counts bumped at once.
 */
export function countShare(origin: string, clientId: string, url: string, service: ShareServiceKey): void {
  const page = board(origin, clientId, url);
  if (page.sent.has(service)) return;
  page.sent.add(service);
  beacon(callUrl(origin, clientId), { url, service });
  if (!page.counts) {
    page.early.push(service);
    return;
  }
  page.counts = withShare(page.counts, service);
  page.listeners.forEach((listener) => listener(page.counts!));
}

/** Tests start each page afresh. */
export function forgetCounts(): void {
  boards.clear();
}
