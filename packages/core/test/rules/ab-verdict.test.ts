import { describe, expect, it } from 'vitest';
import {
  AB_MIN_CONVERSIONS_PER_VARIANT,
  AB_MIN_VIEWS_PER_VARIANT,
  abVerdict,
  twoProportionZTest,
  twoSidedP,
  wilsonInterval,
  type VariantCounts,
} from '../../src/index.js';

// Reference values: Newcombe (1998) "Two-sided confidence intervals for the single proportion",
// Table I, method 3 (Wilson score without continuity correction); the rest from scipy.stats.norm.
describe('wilsonInterval', () => {
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
    [50, 1000, 0.03813, 0.06531],
    [20, 20, 0.8389, 1],
  ])('%i of %i → [%f, %f]', (successes, trials, low, high) => {
    const [l, h] = wilsonInterval(successes, trials);
    expect(l).toBeCloseTo(low, 4);
    expect(h).toBeCloseTo(high, 4);
  });

  it('says nothing is known without trials', () => {
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });
});

describe('twoSidedP', () => {
  it.each([
    [0, 1],
    [1.959963984540054, 0.05],
    [3, 0.0026997960632601866],
    [-3, 0.0026997960632601866],
    [5, 5.733031437583866e-7],
  ])('|z| = %f → p = %f', (z, p) => {
    // Relative precision, so tiny p-values are checked as closely as large ones.
    expect(Math.abs(twoSidedP(z) - p) / p).toBeLessThan(1e-6);
  });
});

describe('twoProportionZTest', () => {
  it.each([
    // Physicians' Health Study (Agresti, Categorical Data Analysis): heart attacks, aspirin vs placebo.
    ['aspirin vs placebo', [104, 11037], [189, 11034], -5.001388204008378, 5.691896973740836e-7],
    ['5.0% vs 3.0% of 1000', [50, 1000], [30, 1000], 2.2821773229381925, 0.022478873366125248],
    ['5.0% vs 4.0% of 500', [25, 500], [20, 500], 0.7627146032604594, 0.4456336195332169],
    ['10% vs 6.7% of 600', [60, 600], [40, 600], 2.0889318714683744, 0.03671385636270406],
  ] as const)('%s', (_name, [ca, va], [cb, vb], z, p) => {
    const result = twoProportionZTest({ conversions: ca, views: va }, { conversions: cb, views: vb });
    expect(result.z).toBeCloseTo(z, 8);
    expect(Math.abs(result.p - p) / p).toBeLessThan(1e-6);
  });

  it.each([
    ['nobody converts', [0, 100], [0, 100]],
    ['everybody converts', [100, 100], [50, 50]],
    ['a group without views', [0, 0], [5, 100]],
  ] as const)('finds no evidence when %s', (_name, [ca, va], [cb, vb]) => {
    expect(twoProportionZTest({ conversions: ca, views: va }, { conversions: cb, views: vb })).toEqual({ z: 0, p: 1 });
  });
});

const v = (id: string, views: number, conversions: number): VariantCounts => ({ id, label: id.toUpperCase(), views, conversions });

describe('abVerdict', () => {
  it('names its constants, which are not from the SPEC', () => {
    expect(AB_MIN_VIEWS_PER_VARIANT).toBe(500);
    expect(AB_MIN_CONVERSIONS_PER_VARIANT).toBe(10);
  });

  it.each([
    ['a winner of two', [v('a', 1000, 50), v('b', 1000, 30)], 'a', 0.022478873366125248],
    ['the second of two wins', [v('a', 1000, 30), v('b', 1000, 50)], 'b', 0.022478873366125248],
    ['no winner of two: could be chance', [v('a', 500, 25), v('b', 500, 20)], null, 0.4456336195332169],
    // 8% vs 4% (raw p 1.66e-4) and vs 3%: Bonferroni doubles the weakest p.
    ['a clear winner of three', [v('a', 1000, 30), v('b', 1000, 40), v('c', 1000, 80)], 'c', 2 * 0.00016573916581396326],
    // 6% vs 4% has raw p 0.040 < 0.05, but 0.080 after the correction: no winner.
    ['Bonferroni withholds a marginal win of three', [v('a', 1000, 20), v('b', 1000, 40), v('c', 1000, 60)], null, 2 * 0.04017387028851211],
    ['equal rates', [v('a', 600, 30), v('b', 600, 30)], null, 1],
  ] as const)('%s', (_name, counts, winner, p) => {
    const verdict = abVerdict(counts);
    expect(verdict.readable).toBe(true);
    expect(verdict.winner).toBe(winner);
    expect(Math.abs(verdict.p_value! - p) / p).toBeLessThan(1e-6);
    if (winner) expect(verdict.reason).toContain(`"${winner.toUpperCase()}" converts better`);
    else expect(verdict.reason).toMatch(/^No winner: .*could be chance .*a winner needs p < 0\.05/);
  });

  it('says the result in words an owner reads', () => {
    expect(abVerdict([v('a', 11034, 189), v('b', 11037, 104)]).reason).toBe('"A" converts better (1.71%) than "B" (0.94%), p < 0.001.');
    expect(abVerdict([v('a', 1000, 30), v('b', 1000, 40), v('c', 1000, 80)]).reason).toBe(
      '"C" converts better (8.00%) than every other variant (the closest, "B", 4.00%), p < 0.001.',
    );
    expect(abVerdict([v('a', 500, 25), v('b', 500, 20)]).reason).toBe(
      'No winner: "A" (5.00%) vs "B" (4.00%) could be chance (p = 0.446; a winner needs p < 0.05). Keep the test running to detect a smaller difference.',
    );
  });

  it('never names a winner at p ≥ 0.05', () => {
    // Grow one variant's lead step by step: the winner appears exactly when p drops below 0.05.
    for (let conversions = 30; conversions <= 60; conversions++) {
      const verdict = abVerdict([v('a', 1000, 30), v('b', 1000, conversions)]);
      expect(verdict.winner === 'b').toBe(verdict.p_value! < 0.05);
    }
  });

  it.each([
    ['each variant short of the same', [v('a', 88, 20), v('b', 88, 12)], 'Not readable yet: each variant needs 412 more views.'],
    ['one short of views, one of conversions', [v('a', 499, 20), v('b', 900, 7)], 'Not readable yet: "A" needs 1 more view; "B" needs 3 more conversions.'],
    [
      'both short of both, differently',
      [v('a', 0, 0), v('b', 100, 9)],
      'Not readable yet: "A" needs 500 more views and 10 more conversions; "B" needs 400 more views and 1 more conversion.',
    ],
    ['a single pop-up', [v('a', 5000, 500)], 'An A/B test needs at least two variants: add a variant to start one.'],
  ] as const)('is not readable when %s', (_name, counts, reason) => {
    const verdict = abVerdict(counts);
    expect(verdict).toMatchObject({ readable: false, winner: null, p_value: null, reason, min_views_per_variant: 500 });
  });

  it('gives each variant its rate and 95% Wilson interval, and says which test it used', () => {
    const verdict = abVerdict([v('a', 263, 81), v('b', 148, 15), v('c', 20, 0)]);
    expect(verdict.variants.map((x) => [x.id, x.rate])).toEqual([
      ['a', 81 / 263],
      ['b', 15 / 148],
      ['c', 0],
    ]);
    expect(verdict.variants[0]!.interval[0]).toBeCloseTo(0.2553, 4);
    expect(verdict.test).toBe('Two-sided two-proportion z-tests of the best variant against each other variant, Bonferroni-corrected for 2 comparisons');
    expect(abVerdict([v('a', 1, 0), v('b', 1, 0)]).test).toBe('Two-sided two-proportion z-test');
    expect(verdict.explanation).toContain('500 views and 10 conversions');
  });
});
