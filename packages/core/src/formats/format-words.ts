import { gameKindOf, type GameKind } from '../games/game-kind.js';
import type { PopupFormat, PopupType } from '../types/popup.js';
import { allFormats, formatEntry, type FormatEntry, type MediaPlacement } from './catalogue.js';

/**
 * Types and formats in an owner's words (issue 23): the one naming the dashboard, the gallery
 * and the templates share, so an owner never reads "sside · format_1". English only, like the
 * dashboard. For pages and tools: the embed's runtime never needs these words.
 */
export const POPUP_TYPE_NAMES: Readonly<Record<PopupType, string>> = {
  lightbox: 'Lightbox',
  bar: 'Bar',
  bside: 'Side bar',
  sside: 'Slide-in',
  fullpage: 'Full page',
  mobile: 'Mobile banner',
  social: 'Social',
  embedded: 'Embedded',
  gamified: 'Gamified',
  browsing: 'Browsing',
  content: 'Content',
};

/** The game each gamified format plays (issue 17), in words. */
export const GAME_NAMES: Readonly<Record<GameKind, string>> = { wheel: 'Spin wheel', scratch: 'Scratch card', gift_box: 'Gift box' };

const has = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

/** A type's name in words; a type this version does not know is shown as sent. */
export const popupTypeName = (type: string): string => (has(POPUP_TYPE_NAMES, type) ? POPUP_TYPE_NAMES[type as PopupType] : type);

const MEDIA_WORDS: Readonly<Record<MediaPlacement, string>> = {
  none: 'no picture',
  left: 'picture on the left',
  right: 'picture on the right',
  top: 'picture on top',
  bottom: 'picture below',
  background: 'picture behind',
};

/** Where a game's stage sits: it takes the place a picture has in other types. */
const STAGE_WORDS: Readonly<Record<MediaPlacement, string>> = {
  none: '',
  left: 'on the left',
  right: 'on the right',
  top: 'on top',
  bottom: 'below',
  background: 'behind',
};

/** The size a visitor sees, as the widget lays it out: bars span the page, side bars its height, inline types their container. */
export function formatSizeWords(entry: FormatEntry): string {
  const { width, height } = entry;
  if (entry.type === 'bar') return `full width × ${String(height)}`;
  if (entry.type === 'bside') return `${String(width)} × full height`;
  if (width === '100%' && height === '100%') return 'the whole window';
  if (width === '100%') return 'as wide as its container';
  return `${String(width)} × ${String(height)}`;
}

/**
 * What a format looks like, without its type: the picture's place (a game's stage for gamified
 * formats), a form on one line, and the size. "picture on top, 400 × 480".
 */
export function formatLayoutWords(entry: FormatEntry): string {
  const place =
    entry.type === 'gamified'
      ? `${GAME_NAMES[gameKindOf(entry.format)].toLowerCase()} ${STAGE_WORDS[entry.media]}`.trim()
      : entry.type === 'content'
        ? ''
        : MEDIA_WORDS[entry.media];
  const form = entry.fields === 'inline' ? 'form on one line' : '';
  return [place, form, formatSizeWords(entry)].filter(Boolean).join(', ');
}

const formatNumber = (entry: FormatEntry): string => `format ${entry.number}`;

/**
 * A format in words, told apart from every other format of its type: "Slide-in, picture on top,
 * 400 × 480". Two formats of a type that read the same get their number too: "…, format 5".
 * An unknown format reads as its type's first, as the catalogue lays it out.
 */
export function describeFormat(type: PopupType, format: PopupFormat | string): string {
  const entry = formatEntry(type, format);
  const words = formatLayoutWords(entry);
  const twin = allFormats().some((other) => other.type === type && other.number !== entry.number && formatLayoutWords(other) === words);
  return [POPUP_TYPE_NAMES[type], words, twin ? formatNumber(entry) : ''].filter(Boolean).join(', ');
}

/**
 * A format's full name, always with its number, for where the owner also meets the number (the
 * gallery's cards, the editor's header): "Slide-in, format 1, picture on top, 400 × 480".
 */
export function formatName(type: PopupType, format: PopupFormat | string): string {
  const entry = formatEntry(type, format);
  return [POPUP_TYPE_NAMES[type], formatNumber(entry), formatLayoutWords(entry)].filter(Boolean).join(', ');
}
