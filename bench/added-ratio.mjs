// How sure a ratio of two pages' added main-thread time is (issue 22). Page loads at 4× CPU swing
// by half or more from run to run (the same page read 174–312 ms in one run of 9), so a ratio of
// medians from one bench run moves by ±0.2 from run to run; reporting it with an interval says
// whether a goal was met, missed, or is within what the run can tell. The interval is a bootstrap
// over the runs, resampling whole runs: the pages take turns within a run, so a minute when the
// machine was slow weighs on all of them alike and stays paired. Seeded, so a set of runs always
// prints the same interval.

import { seededRandom } from './seeded-random.mjs';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** (median of page − median of base) / (median of other − median of base), as the bench reports it; NaN when the denominator is not positive. */
export function addedRatio(base, page, other) {
  const b = median(base);
  const denominator = median(other) - b;
  return denominator > 0 ? (median(page) - b) / denominator : Number.NaN;
}

/**
 * The ratio of `page`'s added time to `other`'s, each over `base`, with a `level` bootstrap
 * interval (percentile method). The three arrays are per run, index for index (one run: one load
 * of each page); `null` marks a page that failed in that run, and such runs are left out. Null
 * when fewer than 3 runs hold all three.
 */
export function addedRatioInterval(base, page, other, { level = 0.9, resamples = 2000, seed = 22 } = {}) {
  const runs = [];
  for (let i = 0; i < Math.min(base.length, page.length, other.length); i++)
    if (base[i] != null && page[i] != null && other[i] != null) runs.push([base[i], page[i], other[i]]);
  if (runs.length < 3) return null;
  const ratio = addedRatio(
    runs.map((r) => r[0]),
    runs.map((r) => r[1]),
    runs.map((r) => r[2]),
  );
  const random = seededRandom(seed);
  const draws = [];
  for (let k = 0; k < resamples; k++) {
    const b = [];
    const p = [];
    const o = [];
    for (let i = 0; i < runs.length; i++) {
      const run = runs[Math.floor(random() * runs.length)];
      b.push(run[0]);
      p.push(run[1]);
      o.push(run[2]);
    }
    const drawn = addedRatio(b, p, o);
    // A resample whose other page added nothing has no ratio: it counts as unbounded above.
    draws.push(Number.isNaN(drawn) ? Number.POSITIVE_INFINITY : drawn);
  }
  draws.sort((a, b) => a - b);
  const at = (q) => draws[Math.min(draws.length - 1, Math.max(0, Math.floor(q * draws.length)))];
  return { ratio, low: at((1 - level) / 2), high: at(1 - (1 - level) / 2), runs: runs.length, level };
}

/** Where a goal "at most `goal`" stands against an interval: met, not met, or within the run's noise. */
export function verdict(interval, goal) {
  if (!interval) return 'not measured';
  if (interval.high <= goal) return 'met';
  if (interval.low > goal) return 'not met';
  return 'within the noise';
}
