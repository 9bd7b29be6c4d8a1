import type { Breakdown } from '../../api/types.js';
import { formatCount, percent } from '../format.js';

/** Views, conversions and rate by one dimension (trigger, device, page). */
export function BreakdownTable({
  title,
  keyLabel,
  rows,
  describe = (k) => k,
}: {
  title: string;
  keyLabel: string;
  rows: Breakdown[];
  describe?: (key: string) => string;
}) {
  const id = `breakdown-${keyLabel.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="panel breakdown" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p className="muted">Nothing counted in this period.</p>
      ) : (
        <div className="table-wrap" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">{keyLabel}</th>
                <th scope="col" className="num">
                  Views
                </th>
                <th scope="col" className="num">
                  Conversions
                </th>
                <th scope="col" className="num">
                  Rate
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row" className="wrap-anywhere">
                    {describe(r.key) || '—'}
                  </th>
                  <td className="num">{formatCount(r.views)}</td>
                  <td className="num">{formatCount(r.conversions)}</td>
                  <td className="num">{r.views === 0 ? '—' : percent(r.conversion_rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
