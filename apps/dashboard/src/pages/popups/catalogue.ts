import { GAME_NAMES, gameKindOf, POPUP_TYPE_NAMES, popupTypeName, type GameKind, type PopupFormat, type PopupTarget, type PopupType } from '@beckon/core';

/** What each SPEC §1 type is for, in the owner's words; its name is core's, the one the gallery and the editor share. */
const TYPE_PURPOSE: Record<PopupType, string> = {
  lightbox: 'A box in the middle of the page over a dimmed background.',
  bar: 'A strip along the top or bottom of the page.',
  bside: 'A tall panel on the left or right edge.',
  sside: 'A box that slides into a corner without covering the page.',
  fullpage: 'Covers the whole window.',
  mobile: 'Made for phones: a compact box at the bottom of the screen.',
  social: 'A corner box the size of a post card, for follows and shares.',
  embedded: 'A form placed inside your page where you put its container.',
  gamified: 'A game with prizes: a spin wheel, a scratch card or gift boxes to pick from.',
  browsing: 'Shown as visitors leave products they looked at.',
  content: 'A block of content inside your page.',
};

export const TYPE_INFO: Record<PopupType, { label: string; description: string }> = Object.fromEntries(
  (Object.keys(TYPE_PURPOSE) as PopupType[]).map((type) => [type, { label: POPUP_TYPE_NAMES[type], description: TYPE_PURPOSE[type] }]),
) as Record<PopupType, { label: string; description: string }>;

/** SPEC §3 poptin_target: what the pop-up is for. */
export const TARGETS: ReadonlyArray<{ value: PopupTarget; label: string }> = [
  { value: 'lead', label: 'Collect emails and leads' },
  { value: 'coupon', label: 'Give a coupon' },
  { value: 'announcement', label: 'Announce something' },
  { value: 'click', label: 'Send clicks to a page' },
  { value: 'redirect', label: 'Redirect after the form' },
  { value: 'social_proof', label: 'Show social proof' },
];

export const typeLabel = popupTypeName;

/** Issue 17: the game each gamified format plays, in the owner's words. */
export const GAME_LABELS: Readonly<Record<GameKind, string>> = GAME_NAMES;

/** "Format 2"; a gamified format says its game too: "Format 2 — Scratch card". */
export function formatLabel(format: PopupFormat | string, type?: PopupType | string): string {
  const name = format.replace(/^format_/, 'Format ');
  return type === 'gamified' ? `${name} — ${GAME_LABELS[gameKindOf(format)]}` : name;
}
