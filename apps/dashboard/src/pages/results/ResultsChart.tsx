import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DayResult } from '../../api/types.js';
import { conversionRate, formatCount } from '../format.js';

const counted = (n: number, word: string) => `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;

const COLOURS = { views: '#4338ca', closes: '#9a6700', conversions: '#146c2e', rate: '#b42318' };

/** The period in one sentence: its totals and its busiest day. */
function ResultsSummary({ series }: { series: DayResult[] }) {
  const sum = (key: 'views' | 'closes' | 'conversions') => series.reduce((total, d) => total + d[key], 0);
  const busiest = series.reduce<DayResult | null>((best, d) => (best === null || d.views > best.views ? d : best), null);
  return (
    <figcaption>
      {series.length} days: {counted(sum('views'), 'view')}, {counted(sum('closes'), 'close')}, {counted(sum('conversions'), 'conversion')}
      {busiest && busiest.views > 0 ? `; most views on ${busiest.day} (${formatCount(busiest.views)}).` : '.'}
    </figcaption>
  );
}

/** The lines, hidden from screen readers: ResultsTable says the same. */
function ResultsDrawing({ series }: { series: DayResult[] }) {
  const data = series.map((d) => ({ ...d, rate: d.views === 0 ? null : Math.round((d.conversions / d.views) * 1000) / 10 }));
  return (
    <div className="chart-canvas" aria-hidden="true">
      <ResponsiveContainer width="100%" height={300}>
        <LineChart data={data} margin={{ top: 10, right: 10, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e3e5ec" vertical={false} />
          <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={24} />
          <YAxis yAxisId="count" allowDecimals={false} tick={{ fontSize: 12 }} width={44} />
          <YAxis yAxisId="rate" orientation="right" unit="%" tick={{ fontSize: 12 }} width={44} />
          <Tooltip />
          <Legend />
          <Line yAxisId="count" type="monotone" dataKey="views" name="Views" stroke={COLOURS.views} strokeWidth={2} dot={false} isAnimationActive={false} />
          <Line yAxisId="count" type="monotone" dataKey="closes" name="Closes" stroke={COLOURS.closes} strokeWidth={2} dot={false} isAnimationActive={false} />
          <Line
            yAxisId="count"
            type="monotone"
            dataKey="conversions"
            name="Conversions"
            stroke={COLOURS.conversions}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            yAxisId="rate"
            type="monotone"
            dataKey="rate"
            name="Conversion rate (%)"
            stroke={COLOURS.rate}
            strokeDasharray="4 3"
            dot={false}
            connectNulls
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** The same numbers, day by day, for screen readers. */
function ResultsTable({ series }: { series: DayResult[] }) {
  // A table ignores a 1 px width: the box around it is what is hidden.
  return (
    <div className="visually-hidden">
      <table>
        <caption>Results by day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Views</th>
            <th scope="col">Closes</th>
            <th scope="col">Conversions</th>
            <th scope="col">Conversion rate</th>
          </tr>
        </thead>
        <tbody>
          {series.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day}</th>
              <td>{d.views}</td>
              <td>{d.closes}</td>
              <td>{d.conversions}</td>
              <td>{conversionRate(d.conversions, d.views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Views, closes and conversions a day, and the conversion rate on its own axis. The drawing is
 * for the eye; the same numbers are in a table for screen readers.
 */
export function ResultsChart({ series }: { series: DayResult[] }) {
  return (
    <figure className="chart">
      <ResultsSummary series={series} />
      <ResultsDrawing series={series} />
      <ResultsTable series={series} />
    </figure>
  );
}
