import { CLOSE_ICON_BASE_PX, CLOSE_ICON_ENLARGED_PX, DEFAULT_SIZES, LAST_FORMAT_THRESHOLDS } from '../constants.js';
import type { PageEffect } from '../types/design.js';
import type { PopupFormat, PopupType } from '../types/popup.js';

/**
 * The format catalogue (SPEC §1, ARCHITECTURE "formats are data"): every format_N of every type
 * is one entry choosing from a few layout options, and one renderer lays out any entry.
 */
export type MediaPlacement = 'none' | 'left' | 'right' | 'top' | 'bottom' | 'background';
export type ContentAlign = 'start' | 'center';
export type FieldArrangement = 'stacked' | 'inline';
export type Orientation = 'vertical' | 'horizontal';
export type Dimension = number | '100%' | 'auto';

export interface FormatEntry {
  type: PopupType;
  format: PopupFormat;
  number: number;
  orientation: Orientation;
  media: MediaPlacement;
  align: ContentAlign;
  fields: FieldArrangement;
  width: Dimension;
  height: Dimension;
  /** SPEC §9: formats past the type's last-format threshold get the enlarged close icon */
  closeIconPx: number;
  /**
   * What a bar does to the page when the owner has not chosen (design.layout.page): a one-line
   * (horizontal) bar pushes the page's content away by its height, so it covers no heading; a
   * stacked (vertical) bar is a taller announcement and covers the page. Null for other types.
   */
  page: PageEffect | null;
}

/**
 * Sizes SPEC §9 does not give, chosen for the type's role: a corner slide-in a third of a
 * laptop screen, a social box the size of a post card, inline types as wide as their container.
 */
const SSIDE_SIZE = { width: 400, height: 480 } as const;
const SOCIAL_SIZE = { width: 420, height: 320 } as const;
/** A horizontal corner box sets its media beside the form, so it needs the width of two columns. */
const CORNER_HORIZONTAL_SIZE = { width: 560, height: 340 } as const;
const INLINE_SIZE = { width: '100%', height: 'auto' } as const;

/**
 * One code per format, in order: media (n none, l left, r right, t top, b bottom, g background),
 * alignment (s start, c centre), fields (s stacked, i inline), orientation (v vertical,
 * h horizontal). Neighbouring formats differ, so the gallery shows 117 visibly different layouts.
 */
const LAYOUTS: Record<PopupType, string> = {
  lightbox: 'ncsv lssh rssh tcsv bcsv gcsv lcih rcih nciv tssv gssv nssv lsih rsih tciv bssv gciv ncsh lcsh rcsh tsiv bciv',
  bar: 'ncih lcih rcih nsih lsih rsih ncsv gcih tcsv nssh lssh rssh gsih ncsh bcsv lcsh rcsh',
  sside: 'tcsv ncsv lssh gcsv tssv rssh nssv bcsv tciv gssv lcsh ncih bssv rcsh tsiv gciv nsih lsih bciv',
  bside: 'tcsv gcsv ncsv tssv bcsv gssv nssv tciv bssv',
  social: 'tcsv ncsv gcsv lssh tssv rssh nciv bcsv',
  fullpage: 'gcsv lssh rssh ncsv tcsv gciv lcsh rcsh nciv bcsv gssv tciv',
  mobile: 'ncih lsih ncsv rsih gcih lcih nsih tcsv rcih gsih ncsh lssh rssh nssh gcsh bcsv tciv',
  embedded: 'ncih lssh ncsv rssh tcsv gcih nsih',
  gamified: 'lssh rssh tcsv',
  browsing: 'tcsv ncsv gcsv',
  content: 'nssv',
};

const MEDIA: Record<string, MediaPlacement> = { n: 'none', l: 'left', r: 'right', t: 'top', b: 'bottom', g: 'background' };

function sizeOf(type: PopupType, number: number, orientation: Orientation): { width: Dimension; height: Dimension } {
  if ((type === 'sside' || type === 'social') && orientation === 'horizontal') return CORNER_HORIZONTAL_SIZE;
  switch (type) {
    case 'lightbox':
    case 'gamified':
    case 'browsing':
    case 'bside':
      return DEFAULT_SIZES[type];
    case 'bar':
      return { width: DEFAULT_SIZES.bar.width, height: DEFAULT_SIZES.bar.heights[(number - 1) % DEFAULT_SIZES.bar.heights.length]! };
    case 'fullpage':
      return { width: '100%', height: '100%' };
    case 'mobile': {
      const { compact } = DEFAULT_SIZES.mobile;
      return (compact.formats as readonly number[]).includes(number) ? compact : DEFAULT_SIZES.mobile;
    }
    case 'sside':
      return SSIDE_SIZE;
    case 'social':
      return SOCIAL_SIZE;
    case 'embedded':
    case 'content':
      return INLINE_SIZE;
  }
}

function closeIconPx(type: PopupType, number: number): number {
  const threshold = (LAST_FORMAT_THRESHOLDS as Partial<Record<PopupType, number>>)[type];
  return threshold !== undefined && number > threshold ? CLOSE_ICON_ENLARGED_PX : CLOSE_ICON_BASE_PX;
}

function buildCatalogue(): ReadonlyMap<string, FormatEntry> {
  const entries = new Map<string, FormatEntry>();
  for (const [type, table] of Object.entries(LAYOUTS) as Array<[PopupType, string]>) {
    table.split(' ').forEach((code, index) => {
      const number = index + 1;
      const format = `format_${number}` as PopupFormat;
      entries.set(`${type}/${format}`, {
        type,
        format,
        number,
        media: MEDIA[code[0]!]!,
        align: code[1] === 's' ? 'start' : 'center',
        fields: code[2] === 'i' ? 'inline' : 'stacked',
        orientation: code[3] === 'h' ? 'horizontal' : 'vertical',
        ...sizeOf(type, number, code[3] === 'h' ? 'horizontal' : 'vertical'),
        closeIconPx: closeIconPx(type, number),
        page: type === 'bar' ? (code[3] === 'h' ? 'push' : 'cover') : null,
      });
    });
  }
  return entries;
}

// Built on first use: a page whose pop-up never asks for its format's numbers never builds it (issue 22).
let built: ReadonlyMap<string, FormatEntry> | null = null;
const catalogue = (): ReadonlyMap<string, FormatEntry> => (built ??= buildCatalogue());

/** Every entry, types in SPEC §1 order, formats in number order. */
export function allFormats(): FormatEntry[] {
  return [...catalogue().values()];
}

/** The entry of a type's format; an unknown format falls back to the type's format_1. */
export function formatEntry(type: PopupType, format: PopupFormat | string): FormatEntry {
  const formats = catalogue();
  return formats.get(`${type}/${format}`) ?? formats.get(`${type}/format_1`)!;
}

/** A size the owner may choose, in px, both ends included. */
export interface SizeRange {
  min: number;
  max: number;
}

/**
 * How wide and how tall an owner may make each type in the editor (design.layout.width and the
 * record's field_poptin_height), in px; null where the type takes its size from the page (a bar
 * spans it, a side bar and a full page fill its height, inline types their container). The
 * widths stay within what a laptop shows whole; on a narrower screen every type still fits it
 * (the stylesheet caps the width at the viewport's less a margin). Height is a least height:
 * content that needs more still shows, and no box grows past the viewport.
 */
export const SIZE_LIMITS: Readonly<Record<PopupType, { width: SizeRange | null; height: SizeRange | null }>> = {
  lightbox: { width: { min: 320, max: 1200 }, height: { min: 200, max: 900 } },
  gamified: { width: { min: 480, max: 1200 }, height: { min: 300, max: 900 } },
  sside: { width: { min: 280, max: 720 }, height: { min: 160, max: 800 } },
  social: { width: { min: 280, max: 720 }, height: { min: 160, max: 800 } },
  browsing: { width: { min: 240, max: 480 }, height: { min: 120, max: 600 } },
  mobile: { width: { min: 280, max: 640 }, height: { min: 100, max: 600 } },
  bside: { width: { min: 280, max: 640 }, height: null },
  bar: { width: null, height: { min: 40, max: 400 } },
  fullpage: { width: null, height: null },
  // Inline types: the height their container reserves in the page (the existing field_poptin_height bound).
  embedded: { width: null, height: { min: 0, max: 5000 } },
  content: { width: null, height: { min: 0, max: 5000 } },
};

/**
 * A box of one column (no media beside the content) reads best at most this wide: the stylesheet
 * narrows such formats to it unless the owner chose a width.
 */
export const SINGLE_COLUMN_MAX_PX = 520;

/** Types whose width is the stylesheet's, not the catalogue's: they span the page, fill a side or a container. */
const SPANNING = new Set<PopupType>(['bar', 'bside', 'mobile', 'fullpage', 'embedded', 'content']);

/**
 * The width a visitor sees when the owner chose none, as the stylesheet lays the format out: a
 * one-column format of a type sized by the catalogue is narrowed to SINGLE_COLUMN_MAX_PX. Null
 * where the type takes its width from the page.
 */
export function defaultWidthOf(entry: FormatEntry): number | null {
  if (SIZE_LIMITS[entry.type].width === null || typeof entry.width !== 'number') return null;
  const oneColumn = entry.orientation === 'vertical' || entry.media === 'top' || entry.media === 'bottom' || entry.media === 'background';
  return oneColumn && !SPANNING.has(entry.type) ? Math.min(entry.width, SINGLE_COLUMN_MAX_PX) : entry.width;
}

/** The least height a visitor sees when the owner chose none: a bar's format height; other types fit their content (null). */
export function defaultHeightOf(entry: FormatEntry): number | null {
  return entry.type === 'bar' && typeof entry.height === 'number' ? entry.height : null;
}

/** An owner's size within the type's range, or null when there is no range or no usable number (the format's own then). */
export function chosenSize(value: unknown, range: SizeRange | null): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (range === null || typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return null;
  return Math.round(Math.min(range.max, Math.max(range.min, n)));
}
