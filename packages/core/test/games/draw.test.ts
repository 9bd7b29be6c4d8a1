import { describe, expect, it } from 'vitest';
import { drawPrize, isWinningPrize, prizeSlices, type GamifiedPrize } from '../../src/index.js';

/** A tiny seeded PRNG (mulberry32): the same draws on every run, so the statistics cannot flake. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const prize = (id: string, chances: number | string, winning = true): GamifiedPrize => ({
  label: `Label ${id}`,
  code: `CODE-${id}`,
  chances: chances as number,
  loosing_option: !winning,
  is_winner: winning,
  prize_id: id,
  redirect_to: false,
  redirect_to_options: { redirect_to_url: '', redirect_close: false, redirect_close_delay: 0 },
});

/** How often each prize id was drawn in `n` draws. */
function tally(prizes: GamifiedPrize[], n: number, uniform: () => number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const drawn = drawPrize(prizes, uniform);
    const id = drawn?.prize_id ?? 'none';
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** Pearson's statistic of the observed counts against the chances (weighed by their total). */
function chiSquare(prizes: GamifiedPrize[], counts: Map<string, number>, n: number): number {
  const total = prizes.reduce((sum, p) => sum + Number(p.chances), 0);
  return prizes.reduce((sum, p) => {
    const expected = (n * Number(p.chances)) / total;
    return sum + ((counts.get(p.prize_id) ?? 0) - expected) ** 2 / expected;
  }, 0);
}

/** The chi-square critical value for 4 degrees of freedom at significance 0.001. */
const CRITICAL_4_DOF_0_001 = 18.47;

describe('drawPrize', () => {
  it('follows the configured chances: chi-square over 100,000 draws at significance 0.001', () => {
    const prizes = [prize('a', 30), prize('b', 25), prize('c', 15), prize('d', 10), prize('e', 20, false)];
    for (const seed of [1, 17, 0xbec0]) {
      const n = 100_000;
      const counts = tally(prizes, n, mulberry32(seed));
      expect(counts.get('none')).toBeUndefined();
      expect(chiSquare(prizes, counts, n)).toBeLessThan(CRITICAL_4_DOF_0_001);
    }
  });

  it('weighs chances that do not add up to 100 by their total', () => {
    const prizes = [prize('a', 1), prize('b', 3), prize('c', 2), prize('d', 1), prize('e', 3)];
    const n = 100_000;
    const counts = tally(prizes, n, mulberry32(42));
    expect(chiSquare(prizes, counts, n)).toBeLessThan(CRITICAL_4_DOF_0_001);
    expect((counts.get('b') ?? 0) / n).toBeCloseTo(0.3, 1);
  });

  it('reads chances stored as strings ("30") as numbers', () => {
    const prizes = [prize('a', '30'), prize('b', '25'), prize('c', '15'), prize('d', '10'), prize('e', '20')];
    const n = 100_000;
    expect(chiSquare(prizes, tally(prizes, n, mulberry32(7)), n)).toBeLessThan(CRITICAL_4_DOF_0_001);
  });

  it('never draws a 0 % prize, and always draws a 100 % prize', () => {
    const prizes = [prize('never', 0), prize('always', 100), prize('also-never', 0, false)];
    const counts = tally(prizes, 20_000, mulberry32(3));
    expect([...counts.entries()]).toEqual([['always', 20_000]]);
    // At the very edges of the uniform too.
    for (const u of [0, 0.5, 0.999999999]) expect(drawPrize(prizes, () => u)?.prize_id).toBe('always');
  });

  it.each([
    ['all chances 0', [prize('a', 0), prize('b', 0)]],
    ['no prizes', []],
    ['chances that are no number', [prize('a', 'lots'), prize('b', -5)]],
  ])('draws nothing (null) with %s', (_, prizes) => {
    expect(drawPrize(prizes, mulberry32(1))).toBeNull();
  });

  it('lands a uniform of 0.999999999 on the last drawable prize, past trailing 0 % ones', () => {
    const prizes = [prize('a', 50), prize('b', 50), prize('c', 0)];
    expect(drawPrize(prizes, () => 0.999999999)?.prize_id).toBe('b');
    // Floating-point sums of awkward chances still land inside the list.
    const awkward = [prize('x', 0.1), prize('y', 0.2), prize('z', 0.3)];
    expect(drawPrize(awkward, () => 0.9999999999999999)?.prize_id).toBe('z');
  });

  it('splits the unit interval at the cumulative chances', () => {
    const prizes = [prize('a', 30), prize('b', 70)];
    expect(drawPrize(prizes, () => 0)?.prize_id).toBe('a');
    expect(drawPrize(prizes, () => 0.2999)?.prize_id).toBe('a');
    expect(drawPrize(prizes, () => 0.3)?.prize_id).toBe('b');
  });
});

describe('isWinningPrize', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])('is_winner %s, loosing_option %s: a win is %s', (is_winner, loosing_option, expected) => {
    expect(isWinningPrize({ is_winner, loosing_option })).toBe(expected);
  });
});

describe('prizeSlices', () => {
  it('keeps labels and ids only: no code, no chance', () => {
    const slices = prizeSlices([prize('a', 30), prize('b', 70, false)]);
    expect(slices).toEqual([
      { prize_id: 'a', label: 'Label a' },
      { prize_id: 'b', label: 'Label b' },
    ]);
    expect(JSON.stringify(slices)).not.toMatch(/CODE|chances/);
    expect(prizeSlices(undefined)).toEqual([]);
  });
});
