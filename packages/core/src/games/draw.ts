import type { GamifiedPrize, PrizeSlice } from '../types/prize.js';
import { wireNumber } from '../rules/wire-number.js';

/** SPEC §3: a prize is a win when it counts as one and is not the losing option. */
export const isWinningPrize = (prize: Pick<GamifiedPrize, 'is_winner' | 'loosing_option'>): boolean =>
  prize.is_winner === true && prize.loosing_option !== true;

const weightOf = (prize: GamifiedPrize): number => {
  const chances = wireNumber(prize.chances);
  return Number.isFinite(chances) && chances > 0 ? chances : 0;
};

/**
 * SPEC §1, §3: one prize drawn by weighted chance. `uniform` answers a number in [0, 1): the
 * server passes a cryptographic source. Chances are percents that the editor makes add up to
 * 100; should stored ones not (an older design), they are weighed against their own total, so a
 * prize's share is always its chance over the sum. A prize of 0 % is never drawn; none at all
 * (no prize with a chance) answers null.
 */
export function drawPrize(prizes: readonly GamifiedPrize[], uniform: () => number): GamifiedPrize | null {
  const total = prizes.reduce((sum, p) => sum + weightOf(p), 0);
  if (!(total > 0)) return null;
  let point = uniform() * total;
  let last: GamifiedPrize | null = null;
  for (const prize of prizes) {
    const weight = weightOf(prize);
    if (weight === 0) continue;
    last = prize;
    if (point < weight) return prize;
    point -= weight;
  }
  // Floating-point sums can leave the point a hair past the end: it belongs to the last slice.
  return last;
}

/** What the display response says of the prizes: the slices to draw, no codes, no chances (issue 17). */
export function prizeSlices(prizes: readonly GamifiedPrize[] | undefined): PrizeSlice[] {
  return (prizes ?? []).map((p) => ({ prize_id: String(p.prize_id ?? ''), label: String(p.label ?? '') }));
}
