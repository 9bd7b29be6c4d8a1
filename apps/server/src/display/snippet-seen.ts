import type { RowWriter } from '../ingest/write-buffer.js';
import { markSnippetSeen } from '../repositories/sites.js';

/** A site's "snippet seen" is news once a minute at most: the dashboard shows when and where, not how often. */
export const SNIPPET_SEEN_EVERY_MS = 60_000;
/** Sites remembered before the memory is cleared (a cleared site costs one extra write). */
const MAX_TRACKED_SITES = 100_000;
const MAX_URL_LENGTH = 2048;

interface Logger {
  warn(o: object, m: string): void;
}

/**
 * Tells the dashboard that a site's snippet works: the display call reports each page view
 * here, and at most once a minute per site the page (without its query and fragment, which can
 * carry a visitor's details) and the time go to the database through the write buffer. The
 * display path pays one Map lookup; it never waits for the write.
 */
export class SnippetSeen {
  private readonly lastWritten = new Map<number, number>();

  constructor(
    private readonly writes: RowWriter,
    private readonly log: Logger,
    private readonly now: () => number = () => Date.now(),
    private readonly everyMs: number = SNIPPET_SEEN_EVERY_MS,
  ) {}

  record(siteId: number, pageUrl: string | undefined): void {
    const now = this.now();
    const last = this.lastWritten.get(siteId);
    if (last !== undefined && now - last < this.everyMs) return;
    const url = pageAddress(pageUrl);
    if (url === null) return;
    if (this.lastWritten.size >= MAX_TRACKED_SITES) this.lastWritten.clear();
    this.lastWritten.set(siteId, now);
    this.writes
      .run((tx) => markSnippetSeen(tx, siteId, now, url).then(() => undefined))
      .catch((err: unknown) => {
        // Not recorded: the next page view may try again rather than wait out the minute.
        if (this.lastWritten.get(siteId) === now) this.lastWritten.delete(siteId);
        this.log.warn({ err }, 'snippet seen not recorded');
      });
  }
}

/** The page's http(s) address without query or fragment; null when the widget sent none we can show. */
function pageAddress(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.search = '';
    url.hash = '';
    url.username = '';
    url.password = '';
    return url.toString().slice(0, MAX_URL_LENGTH);
  } catch {
    return null;
  }
}
