import { describe, expect, it } from 'vitest';
import { addedRatio, addedRatioInterval, median, verdict } from '../added-ratio.mjs';

describe('added-time ratio with a bootstrap interval over runs (issue 22)', () => {
  it('medians, odd and even', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is the ratio of medians less the base, as the bench prints it', () => {
    expect(addedRatio([100, 100, 100], [180, 180, 180], [200, 200, 200])).toBe(0.8);
    expect(Number.isNaN(addedRatio([100], [150], [90]))).toBe(true);
  });

  it('a steady machine gives a narrow interval around the ratio', () => {
    const base = [100, 101, 99, 100, 100, 102, 98, 100, 101];
    const page = base.map((b, i) => b + 80 + ((i * 7) % 5) - 2);
    const other = base.map((b, i) => b + 100 + ((i * 3) % 5) - 2);
    const interval = addedRatioInterval(base, page, other);
    expect(interval.ratio).toBeCloseTo(0.8, 5);
    expect(interval.low).toBeGreaterThan(0.75);
    expect(interval.high).toBeLessThan(0.85);
    expect(verdict(interval, 0.8)).toBe('within the noise');
    expect(verdict(interval, 0.9)).toBe('met');
    expect(verdict(interval, 0.7)).toBe('not met');
  });

  it('a swinging machine gives a wide one, and the same runs give the same interval', () => {
    const base = [90, 150, 110, 95, 160, 100, 120, 85, 140];
    const page = [180, 330, 260, 190, 300, 240, 250, 170, 320];
    const other = [260, 300, 330, 240, 380, 250, 280, 230, 360];
    const a = addedRatioInterval(base, page, other);
    const b = addedRatioInterval(base, page, other);
    expect(a).toEqual(b);
    expect(a.high - a.low).toBeGreaterThan(0.2);
    expect(a.low).toBeLessThanOrEqual(a.ratio);
    expect(a.high).toBeGreaterThanOrEqual(a.ratio);
  });

  it('pairs runs: a run where a page failed is left out, and too few runs give no interval', () => {
    const interval = addedRatioInterval([100, 100, null, 100], [180, 180, 180, 180], [200, 200, 200, 200]);
    expect(interval.runs).toBe(3);
    expect(addedRatioInterval([100, 100], [180, 180], [200, 200])).toBeNull();
    expect(verdict(null, 0.8)).toBe('not measured');
  });

  it('a resample where the other page added nothing reads as unbounded, not as a small ratio', () => {
    const interval = addedRatioInterval([100, 100, 100, 100], [150, 150, 150, 150], [90, 90, 300, 300]);
    expect(interval.high).toBe(Number.POSITIVE_INFINITY);
  });
});
