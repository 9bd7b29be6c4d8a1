import type { PopupFormat } from '../types/popup.js';

/** SPEC §1 gamified pop-ups, one game per format: gamified 1–3 (issue 17). */
export const GAME_KINDS = ['wheel', 'scratch', 'gift_box'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

/** format_1 spins a wheel, format_2 is a scratch card, format_3 offers gift boxes; anything else spins. */
export function gameKindOf(format: PopupFormat | string): GameKind {
  const n = Number(String(format).replace(/^format_/, ''));
  return GAME_KINDS[n - 1] ?? 'wheel';
}

/** The gift boxes a visitor picks from. */
export const GIFT_BOX_COUNT = 3;
