import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DayResult } from '../../api/types.js';
import { conversionRate, formatCount } from '../format.js';

const COLOURS = { views: '#6366f1', leads: '#146c2e' };

/** "May 3" from "2026-05-03", for the axis and the table. */
function dayName(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
}

/**
 * The last 30 days, views as bars and leads as a line on their own axis: a small drawing for the
 * eye (hidden from screen readers), with the same numbers day by day in a table for them. In its
 * own chunk with recharts, so the Overview's first paint does not wait for it.
 */
export function OverviewChart({ series }: { series: DayResult[] }) {
  const data = series.map((d) => ({ day: dayName(d.day), views: d.views, leads: d.conversions }));
  return (
    <>
      <div className="chart-canvas small" aria-hidden="true" data-testid="overview-chart">
        <ResponsiveContainer width="100%" height={180}>
          <ComposedChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid stroke="#e3e5ec" vertical={false} />
            <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={28} />
            <YAxis yAxisId="views" allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
            <YAxis yAxisId="leads" orientation="right" allowDecimals={false} tick={{ fontSize: 12 }} width={32} />
            <Tooltip />
            <Legend />
            <Bar yAxisId="views" dataKey="views" name="Views" fill={COLOURS.views} isAnimationActive={false} />
            <Line yAxisId="leads" type="monotone" dataKey="leads" name="Leads" stroke={COLOURS.leads} strokeWidth={2} dot={false} isAnimationActive={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <div className="visually-hidden">
        <table>
          <caption>The last 30 days, day by day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Views</th>
              <th scope="col">Leads</th>
              <th scope="col">Conversion rate</th>
            </tr>
          </thead>
          <tbody>
            {series.map((d) => (
              <tr key={d.day}>
                <th scope="row">{dayName(d.day)}</th>
                <td>{formatCount(d.views)}</td>
                <td>{formatCount(d.conversions)}</td>
                <td>{conversionRate(d.conversions, d.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
