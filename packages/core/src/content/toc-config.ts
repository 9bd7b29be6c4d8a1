import { type AttributeReader, flagAttribute, integerAttribute, selectorAttribute } from './config-attributes.js';
import { CONTENT_DEVICES, type ContentDevice, parseDevices } from './devices.js';
import { stickyTocOffset, tocScrollOffset } from './toc-offsets.js';

/** Heading levels a table of contents lists when the page does not say (h2 and h3). */
export const TOC_DEFAULT_LEVELS: readonly number[] = [2, 3];
/** Beckon's own bound on show more: a list is never cut before this many entries (0 turns it off). */
export const TOC_SHOW_MORE_MAX = 500;

/** A table of contents' settings (SPEC §3 TocSettings, in the kit's own attribute words). */
export interface TocConfig {
  levels: number[];
  /** Where the headings are; null means the nearest article or main, else the body. */
  source: string | null;
  scrollOffset: number;
  smoothScroll: boolean;
  hiddenByDefault: boolean;
  hiddenOn: ContentDevice[];
  /** Devices the sticky version is on (a sidebar sticks on the desktop, not above a phone's article). */
  stickyOn: ContentDevice[];
  stickyOffset: number;
  /** The box the sticky version stays inside (affixSelector); null means its parent. */
  affix: string | null;
  /** Entries shown before 'Show more'; 0 shows every entry. */
  showMore: number;
}

/** `2-4`, `2,3`, `h2 h3`: levels 1 to 6, in order; nothing usable gives h2 and h3. */
export function parseHeadingLevels(value: string | null): number[] {
  const levels = new Set<number>();
  for (const part of (value ?? '').toLowerCase().split(/[\s,]+/)) {
    const range = /^h?([1-6])(?:-h?([1-6]))?$/.exec(part);
    if (!range) continue;
    const from = Number(range[1]);
    const to = Number(range[2] ?? range[1]);
    for (let level = Math.min(from, to); level <= Math.max(from, to); level += 1) levels.add(level);
  }
  return levels.size ? [...levels].sort((a, b) => a - b) : [...TOC_DEFAULT_LEVELS];
}

/** `data-toc-sticky` alone (or `true`) sticks everywhere; a device list (`desktop`) only there. */
function stickyDevices(value: string | null): ContentDevice[] {
  const devices = parseDevices(value);
  if (devices.length) return devices;
  return flagAttribute(value, false) ? [...CONTENT_DEVICES] : [];
}

/** Every setting from the element's data-toc-* attributes; a bad value falls back, never throws. */
export function readTocConfig(read: AttributeReader): TocConfig {
  return {
    levels: parseHeadingLevels(read('data-toc-levels')),
    source: selectorAttribute(read('data-toc-source')),
    scrollOffset: tocScrollOffset(read('data-toc-offset')),
    smoothScroll: flagAttribute(read('data-toc-smooth'), true),
    hiddenByDefault: flagAttribute(read('data-toc-hidden'), false),
    hiddenOn: parseDevices(read('data-toc-hidden-on')),
    stickyOn: stickyDevices(read('data-toc-sticky')),
    stickyOffset: stickyTocOffset(read('data-toc-sticky-offset')),
    affix: selectorAttribute(read('data-toc-affix')),
    showMore: integerAttribute(read('data-toc-show-more'), 0, 0, TOC_SHOW_MORE_MAX),
  };
}
