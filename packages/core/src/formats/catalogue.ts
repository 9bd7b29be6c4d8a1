import { CLOSE_ICON_BASE_PX, CLOSE_ICON_ENLARGED_PX, DEFAULT_SIZES, LAST_FORMAT_THRESHOLDS } from '../constants.js';
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
