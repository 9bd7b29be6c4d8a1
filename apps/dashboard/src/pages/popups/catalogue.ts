import { gameKindOf, type GameKind, type PopupFormat, type PopupTarget, type PopupType } from '@beckon/core';

/** How the dashboard names each SPEC §1 type, and what it is for, in the owner's words. */
export const TYPE_INFO: Record<PopupType, { label: string; description: string }> = {
  lightbox: { label: 'Lightbox', description: 'A box in the middle of the page over a dimmed background.' },
  bar: { label: 'Bar', description: 'A strip along the top or bottom of the page.' },
  bside: { label: 'Side bar', description: 'A tall panel on the left or right edge.' },
  sside: { label: 'Slide-in', description: 'A box that slides into a corner without covering the page.' },
  fullpage: { label: 'Full page', description: 'Covers the whole window.' },
  mobile: { label: 'Mobile', description: 'Made for phones: a compact box at the bottom of the screen.' },
  social: { label: 'Social', description: 'A corner box the size of a post card, for follows and shares.' },
  embedded: { label: 'Embedded', description: 'A form placed inside your page where you put its container.' },
  gamified: { label: 'Gamified', description: 'A game with prizes: a spin wheel, a scratch card or gift boxes to pick from.' },
  browsing: { label: 'Browsing', description: 'Shown as visitors leave products they looked at.' },
  content: { label: 'Content', description: 'A block of content inside your page.' },
};

/** SPEC §3 poptin_target: what the pop-up is for. */
export const TARGETS: ReadonlyArray<{ value: PopupTarget; label: string }> = [
  { value: 'lead', label: 'Collect emails and leads' },
  { value: 'coupon', label: 'Give a coupon' },
  { value: 'announcement', label: 'Announce something' },
  { value: 'click', label: 'Send clicks to a page' },
  { value: 'redirect', label: 'Redirect after the form' },
  { value: 'social_proof', label: 'Show social proof' },
];

export const typeLabel = (type: string): string => TYPE_INFO[type as PopupType]?.label ?? type;

/** Issue 17: the game each gamified format plays, in the owner's words. */
export const GAME_LABELS: Record<GameKind, string> = { wheel: 'Spin wheel', scratch: 'Scratch card', gift_box: 'Gift box' };

/** "Format 2"; a gamified format says its game too: "Format 2 — Scratch card". */
export function formatLabel(format: PopupFormat | string, type?: PopupType | string): string {
  const name = format.replace(/^format_/, 'Format ');
  return type === 'gamified' ? `${name} — ${GAME_LABELS[gameKindOf(format)]}` : name;
}
