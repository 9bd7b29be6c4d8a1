import { isWinningPrize, type GamifiedPrize } from '@beckon/core';
import type { PrizeResult } from '@beckon/core/api';
import type { PrizeCount } from '../repositories/plays.js';

/** A count as a percent of the whole, to two decimals; 0 of nothing is 0. */
const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);

/**
 * Issue 17: the owner's prizes side by side with what the plays drew. Every prize configured now
 * has its row (in the editor's order, even with no plays), then the prizes drawn earlier and since
 * removed, with the label they were drawn with, most played first.
 */
export function prizeResults(configured: readonly GamifiedPrize[], counts: readonly PrizeCount[]): { plays: number; wins: number; prizes: PrizeResult[] } {
  const plays = counts.reduce((sum, c) => sum + c.plays, 0);
  const wins = counts.reduce((sum, c) => sum + c.wins, 0);
  const byId = new Map(counts.map((c) => [c.prize_id, c]));
  const current = configured.map((prize): PrizeResult => {
    const id = String(prize.prize_id ?? '');
    const count = byId.get(id);
    byId.delete(id);
    const chance = Number(prize.chances);
    return {
      prize_id: id,
      label: String(prize.label ?? ''),
      configured_chance: Number.isFinite(chance) ? chance : 0,
      won: isWinningPrize(prize),
      plays: count?.plays ?? 0,
      share: percentOf(count?.plays ?? 0, plays),
      leads: count?.leads ?? 0,
    };
  });
  const removed = [...byId.values()].map((c): PrizeResult => ({
    prize_id: c.prize_id,
    label: c.label,
    configured_chance: null,
    won: c.wins > 0,
    plays: c.plays,
    share: percentOf(c.plays, plays),
    leads: c.leads,
  }));
  return { plays, wins, prizes: [...current, ...removed] };
}
