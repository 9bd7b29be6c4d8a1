/**
 * The A/B verdict: which variant of a pop-up converts better, with a test a statistician would
 * accept and words an owner can act on. Pure; the counts come from the caller.
 *
 * Two variants: a two-sided two-proportion z-test with the pooled standard error.
 * More variants: the best-converting variant against each of the others, each a two-sided
 * two-proportion z-test, Bonferroni-corrected for the k-1 comparisons. A chi-square test of
 * independence was the alternative; it was not chosen because it only says that the rates
 * differ somewhere, not that one variant beats every other, which is the claim behind a
 * "keep the winner" button. Best-against-each-other with Bonferroni controls the chance of
 * naming a wrong winner at the significance level, at the cost of some power (conservative).
 */
import { AB_MIN_CONVERSIONS_PER_VARIANT, AB_MIN_VIEWS_PER_VARIANT, AB_SIGNIFICANCE_LEVEL } from '../constants.js';

export interface VariantCounts {
  id: string;
  /** what the owner calls it (the pop-up's name) */
  label: string;
  views: number;
  conversions: number;
}

export interface VariantResult extends VariantCounts {
  /** conversions / views; 0 without views */
  rate: number;
  /** 95% Wilson score interval of the rate */
  interval: [number, number];
}

export interface AbVerdict {
  /** the test used, in words */
  test: string;
  /** how to read the result, in words */
  explanation: string;
  variants: VariantResult[];
  readable: boolean;
  reason: string;
  /** id of the variant that converts better, only when readable and significant */
  winner: string | null;
  /** two-sided p-value (Bonferroni-adjusted with more than two variants); null until readable */
  p_value: number | null;
  min_views_per_variant: number;
  min_conversions_per_variant: number;
}

/** z of a two-sided 95% interval, Φ⁻¹(0.975). */
export const Z_95 = 1.959963984540054;

/**
 * The complementary error function, Chebyshev fit of Numerical Recipes (erfcc): fractional
 * error below 1.2e-7 everywhere, so small p-values keep their relative precision.
 */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** Two-sided p-value of a standard normal statistic: P(|Z| ≥ |z|). */
export function twoSidedP(z: number): number {
  return Math.min(1, erfc(Math.abs(z) / Math.SQRT2));
}

/** Wilson score interval of successes out of trials (no continuity correction). */
export function wilsonInterval(successes: number, trials: number, z = Z_95): [number, number] {
  if (trials <= 0) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export interface ZTest {
  z: number;
  p: number;
}

/**
 * Two-proportion z-test with the pooled proportion. Both groups all converting or none
 * converting leaves no variance: no evidence of a difference (z 0, p 1).
 */
export function twoProportionZTest(a: { views: number; conversions: number }, b: { views: number; conversions: number }): ZTest {
  if (a.views <= 0 || b.views <= 0) return { z: 0, p: 1 };
  const pooled = (a.conversions + b.conversions) / (a.views + b.views);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.views + 1 / b.views));
  if (!(se > 0)) return { z: 0, p: 1 };
  const z = (a.conversions / a.views - b.conversions / b.views) / se;
  return { z, p: twoSidedP(z) };
}

const percent = (rate: number) => `${(rate * 100).toFixed(rate < 0.1 ? 2 : 1)}%`;
const formatP = (p: number) => (p < 0.001 ? 'p < 0.001' : `p = ${p.toFixed(3)}`);
const plural = (n: number, one: string, many: string) => `${n} more ${n === 1 ? one : many}`;

/** What each variant still lacks before the verdict may be read; empty when nothing. */
function shortfalls(variants: readonly VariantCounts[]): string[] {
  const lacking = variants
    .map((v) => {
      const views = Math.max(0, AB_MIN_VIEWS_PER_VARIANT - v.views);
      const conversions = Math.max(0, AB_MIN_CONVERSIONS_PER_VARIANT - v.conversions);
      const needs = [views > 0 ? plural(views, 'view', 'views') : '', conversions > 0 ? plural(conversions, 'conversion', 'conversions') : ''].filter(Boolean);
      return { label: v.label, needs: needs.join(' and ') };
    })
    .filter((v) => v.needs !== '');
  // The same lack everywhere is said once.
  if (lacking.length === variants.length && lacking.every((v) => v.needs === lacking[0]!.needs)) return [`each variant needs ${lacking[0]!.needs}`];
  return lacking.map((v) => `"${v.label}" needs ${v.needs}`);
}

/** The verdict on an A/B group: per-variant rates and intervals, the test, and when it may be read. */
export function abVerdict(counts: readonly VariantCounts[]): AbVerdict {
  const variants: VariantResult[] = counts.map((v) => ({
    ...v,
    rate: v.views > 0 ? v.conversions / v.views : 0,
    interval: wilsonInterval(v.conversions, v.views),
  }));
  const k = variants.length;
  const level = AB_SIGNIFICANCE_LEVEL;
  const test =
    k > 2
      ? `Two-sided two-proportion z-tests of the best variant against each other variant, Bonferroni-corrected for ${k - 1} comparisons`
      : 'Two-sided two-proportion z-test';
  const explanation =
    `A variant is called the winner only when the chance that a difference this large is luck is below ${level * 100}% ` +
    `(p < ${level}${k > 2 ? ', after multiplying each p-value by the number of comparisons' : ''}). ` +
    `Intervals are 95% Wilson score intervals of each conversion rate. The result may be read once every variant has at least ` +
    `${AB_MIN_VIEWS_PER_VARIANT} views and ${AB_MIN_CONVERSIONS_PER_VARIANT} conversions; looking earlier and stopping at the first ` +
    `good-looking number finds winners that are not there.`;
  const base = { test, explanation, variants, min_views_per_variant: AB_MIN_VIEWS_PER_VARIANT, min_conversions_per_variant: AB_MIN_CONVERSIONS_PER_VARIANT };

  if (k < 2) return { ...base, readable: false, reason: 'An A/B test needs at least two variants: add a variant to start one.', winner: null, p_value: null };
  const lacking = shortfalls(variants);
  if (lacking.length > 0) {
    const said = lacking.join('; ');
    return { ...base, readable: false, reason: `Not readable yet: ${said}.`, winner: null, p_value: null };
  }

  // The best by rate; ties go to the first listed, and a tie cannot be significant anyway.
  const best = variants.reduce((top, v) => (v.rate > top.rate ? v : top), variants[0]!);
  const comparisons = variants.filter((v) => v !== best).map((other) => ({ other, p: Math.min(1, twoProportionZTest(best, other).p * (k - 1)) }));
  // The best must beat every other: its weakest win decides.
  const weakest = comparisons.reduce((w, c) => (c.p > w.p ? c : w), comparisons[0]!);
  const pValue = weakest.p;
  if (pValue < level && best.rate > weakest.other.rate) {
    const others =
      k === 2
        ? `"${weakest.other.label}" (${percent(weakest.other.rate)})`
        : `every other variant (the closest, "${weakest.other.label}", ${percent(weakest.other.rate)})`;
    return {
      ...base,
      readable: true,
      winner: best.id,
      p_value: pValue,
      reason: `"${best.label}" converts better (${percent(best.rate)}) than ${others}, ${formatP(pValue)}.`,
    };
  }
  return {
    ...base,
    readable: true,
    winner: null,
    p_value: pValue,
    reason:
      `No winner: "${best.label}" (${percent(best.rate)}) vs "${weakest.other.label}" (${percent(weakest.other.rate)}) could be chance ` +
      `(${formatP(pValue)}; a winner needs p < ${level}). Keep the test running to detect a smaller difference.`,
  };
}
