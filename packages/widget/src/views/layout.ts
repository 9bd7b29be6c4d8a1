import type { CSSProperties } from 'react';
import {
  chosenSize,
  formatEntry,
  isInlineType,
  isModalType,
  screenPositionOf,
  SIZE_LIMITS,
  type Block,
  type Dimension,
  type FormatEntry,
  type PopupRecord,
} from '@beckon/core';

const css = (d: Dimension) => (typeof d === 'number' ? `${d}px` : d);

export interface Layout {
  entry: FormatEntry;
  className: string;
  style: CSSProperties;
}

/** Where the record sits on screen (SPEC §2): core's rule, the one the display slots use too. */
export const positionOf = (record: PopupRecord): { v: string; h: string } => screenPositionOf(record);

/** The preview banner goes to the edge of the screen the pop-up leaves free. */
export function freeEdgeOf(record: PopupRecord): 'top' | 'bottom' {
  // Full-height types leave the bottom freer; centred and inline ones leave the top.
  if (record.poptin_type === 'fullpage' || record.poptin_type === 'bside') return 'bottom';
  if (isModalType(record.poptin_type) || isInlineType(record.poptin_type)) return 'top';
  return positionOf(record).v === 'top' ? 'bottom' : 'top';
}

/**
 * Whether a bar pushes the page's content away instead of covering it (issue 23): the owner's
 * choice (design.layout.page), else its format's. The widget makes the room (runtime/render/page-space.ts).
 */
export function pushesPage(record: PopupRecord, entry: FormatEntry = formatEntry(record.poptin_type, record.poptin_format)): boolean {
  return record.poptin_type === 'bar' && (record.design.layout?.page ?? entry.page) === 'push';
}

/**
 * The catalogue entry of the record's format, as classes and CSS variables the stylesheet lays
 * out: type, vertical and horizontal position, media placement, alignment, fields, orientation.
 */
export function layoutOf(record: PopupRecord): Layout {
  const entry = formatEntry(record.poptin_type, record.poptin_format);
  const { v, h } = positionOf(record);
  return {
    entry,
    className: `bk-type-${record.poptin_type} bk-v-${v} bk-h-${h} bk-media-${entry.media} bk-align-${entry.align} bk-fields-${entry.fields} bk-${entry.orientation}${pushesPage(record, entry) ? ' bk-push' : ''}`,
    style: {
      '--bk-width': css(entry.width),
      '--bk-height': css(entry.height),
      '--bk-close-icon': `${Math.round(entry.closeIconPx / 2)}px`,
      ...ownerSize(record),
    } as CSSProperties,
  };
}

/**
 * The owner's width and height (issue 23), within the type's SIZE_LIMITS: the width replaces the
 * format's (and the one-column narrowing), the stylesheet still capping it at the viewport's; the
 * height is a least height, never past the viewport's. An inline pop-up fills at least the height
 * its container reserved (field_poptin_height), so the page around it does not shift when it
 * arrives; a bar's height is its format's --bk-height, which the bar rules read.
 */
function ownerSize(record: PopupRecord): Record<string, string> {
  const limits = SIZE_LIMITS[record.poptin_type];
  if (!limits) return {};
  const width = chosenSize(record.design.layout?.width, limits.width);
  const height = chosenSize(record.field_poptin_height, limits.height);
  const size: Record<string, string> = width === null ? {} : { '--bk-width': `${width}px`, maxWidth: 'none' };
  if (height === null) return size;
  if (isInlineType(record.poptin_type)) return { ...size, minHeight: `${height}px` };
  if (record.poptin_type === 'bar') return { ...size, '--bk-height': `${height}px` };
  // A mobile banner's rule caps it at 80vh; min-height would beat that cap, so it takes the same.
  const least = { ...size, minHeight: `min(${height}px, ${record.poptin_type === 'mobile' ? '80vh' : 'calc(100vh - 32px)'})` };
  const entry = formatEntry(record.poptin_type, record.poptin_format);
  // A box of text alone keeps its content in the middle of the height it was given.
  return entry.orientation === 'vertical' && (entry.media === 'none' || entry.media === 'background')
    ? { ...least, display: 'flex', flexDirection: 'column', justifyContent: 'center' }
    : least;
}

/** The format places the screen's first image as its media; the other blocks form the content. */
export function splitMedia(blocks: Block[], entry: FormatEntry): { media: Extract<Block, { kind: 'image' }> | null; content: Block[] } {
  if (entry.media === 'none') return { media: null, content: blocks };
  const index = blocks.findIndex((b) => b.kind === 'image');
  if (index < 0) return { media: null, content: blocks };
  return { media: blocks[index] as Extract<Block, { kind: 'image' }>, content: blocks.filter((_, i) => i !== index) };
}

/**
 * One screen laid out: its media apart, and the classes and variables of the format around it.
 * A game's stage takes the media place (issue 17): its screens keep every block as content.
 */
export function screenLayout(record: PopupRecord, blocks: Block[], stage = false) {
  const layout = layoutOf(record);
  if (stage) return { media: null, content: blocks, className: layout.className, style: layout.style, stage };
  const { media, content } = splitMedia(blocks, layout.entry);
  // A screen without an image (often the thank-you) keeps no empty media column or band.
  const className = media ? layout.className : layout.className.replace(/bk-media-\w+/, 'bk-media-none');
  return { media, content, className, style: layout.style, stage };
}
