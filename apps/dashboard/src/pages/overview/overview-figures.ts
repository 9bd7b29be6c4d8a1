import { addDays, format, startOfDay, subDays } from 'date-fns';
import type { DayResult, ResultsReport } from '../../api/types.js';
import { formatCount, percent } from '../format.js';

/** The Overview's period (issue 23): the last 30 days, today included, against the 30 before. */
export const PERIOD_DAYS = 30;

/**
 * The 60 calendar days the Overview asks each site's results for (epoch ms, `to` exclusive, in
 * the owner's zone), and the first day of the last 30 ('YYYY-MM-DD'), where the periods split.
 */
export function overviewRange(now: Date): { from: number; to: number; split: string } {
  const end = addDays(startOfDay(now), 1);
  return { from: subDays(end, 2 * PERIOD_DAYS).getTime(), to: end.getTime(), split: format(subDays(end, PERIOD_DAYS), 'yyyy-MM-dd') };
}

/** Every site's days added up, day by day, oldest first. */
export function mergeSeries(reports: readonly ResultsReport[]): DayResult[] {
  const byDay = new Map<string, DayResult>();
  for (const report of reports) {
    for (const d of report.series) {
      const day = byDay.get(d.day) ?? { day: d.day, views: 0, closes: 0, conversions: 0 };
      byDay.set(d.day, { day: d.day, views: day.views + d.views, closes: day.closes + d.closes, conversions: day.conversions + d.conversions });
    }
  }
  return [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

export interface PeriodTotals {
  views: number;
  /** conversions: the leads the pop-ups collected (automated ones never count) */
  leads: number;
  /** leads per view, 0..1; null without views */
  rate: number | null;
}

export function periodTotals(series: readonly DayResult[]): PeriodTotals {
  const views = series.reduce((n, d) => n + d.views, 0);
  const leads = series.reduce((n, d) => n + d.conversions, 0);
  return { views, leads, rate: views === 0 ? null : leads / views };
}

export interface Periods {
  /** the last 30 days, day by day */
  current: DayResult[];
  now: PeriodTotals;
  before: PeriodTotals;
}

export function splitPeriods(series: readonly DayResult[], split: string): Periods {
  const current = series.filter((d) => d.day >= split);
  return { current, now: periodTotals(current), before: periodTotals(series.filter((d) => d.day < split)) };
}

export type Trend = 'up' | 'down' | 'same';
export interface Change {
  trend: Trend;
  /** "up 12% on the previous 30 days (1,100)" */
  words: string;
}

const PREVIOUS = `the previous ${PERIOD_DAYS} days`;

/** A count against the previous period's, in words. */
export function countChange(now: number, before: number): Change {
  if (now === before) return { trend: 'same', words: `same as ${PREVIOUS}` };
  if (before === 0) return { trend: 'up', words: `up from none in ${PREVIOUS}` };
  const trend: Trend = now > before ? 'up' : 'down';
  const share = Math.round((Math.abs(now - before) / before) * 100);
  return { trend, words: `${trend} ${share === 0 ? 'less than 1' : formatCount(share)}% on ${PREVIOUS} (${formatCount(before)})` };
}

/** A conversion rate against the previous period's, in percentage points. */
export function rateChange(now: number | null, before: number | null): Change | null {
  if (now === null) return null;
  if (before === null) return { trend: 'same', words: `no views in ${PREVIOUS} to compare with` };
  const points = Math.round((now - before) * 1000) / 10;
  if (points === 0) return { trend: 'same', words: `same as ${PREVIOUS} (${percent(before)})` };
  return {
    trend: points > 0 ? 'up' : 'down',
    words: `${points > 0 ? 'up' : 'down'} ${Math.abs(points).toFixed(1)} points on ${PREVIOUS} (${percent(before)})`,
  };
}
