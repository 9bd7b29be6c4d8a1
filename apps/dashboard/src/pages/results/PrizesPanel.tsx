import { usePrizeResults } from '../../api/hooks.js';
import type { PrizeReport, PrizeRow } from '../../api/types.js';
import { QueryState } from '../../components/QueryState.js';
import { formatCount, percent } from '../format.js';

const plural = (n: number, one: string, many: string): string => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The server answers percents (0–100); the dashboard's percent() reads shares (0–1). */
const fromPercent = (value: number): string => percent(value / 100);

function PrizeTableRow({ row }: { row: PrizeRow }) {
  return (
    <tr>
      <th scope="row" className="wrap-anywhere">
        {row.label || row.prize_id}
        {row.configured_chance === null && <span className="muted small"> (no longer offered)</span>}
      </th>
      <td className="num">{row.configured_chance === null ? '—' : fromPercent(row.configured_chance)}</td>
      <td className="num">{formatCount(row.plays)}</td>
      <td className="num">{fromPercent(row.share)}</td>
      <td className="num">{formatCount(row.leads)}</td>
      <td>{row.won ? 'Won' : 'Lost'}</td>
    </tr>
  );
}

function PrizeTable({ report }: { report: PrizeReport }) {
  return (
    <div className="table-wrap" tabIndex={0}>
      <table>
        <caption className="visually-hidden">Plays by prize, against each prize’s configured chance</caption>
        <thead>
          <tr>
            <th scope="col">Prize</th>
            <th scope="col" className="num">
              Configured chance
            </th>
            <th scope="col" className="num">
              Plays
            </th>
            <th scope="col" className="num">
              Share of plays
            </th>
            <th scope="col" className="num">
              Leads
            </th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {report.prizes.map((row) => (
            <PrizeTableRow key={row.prize_id} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Issue 17: what a gamified pop-up's plays drew in the chosen period, prize by prize, with the
 * chance the owner configured next to the share it actually got.
 */
export function PrizesPanel({ poptinId, range }: { poptinId: string; range: { from: number; to: number } }) {
  const report = usePrizeResults(poptinId, range);
  const data = report.data;
  return (
    <section className="panel breakdown" aria-labelledby="prizes-title">
      <h2 id="prizes-title">Prizes</h2>
      <QueryState error={report.error} pending={report.isPending} label="the prizes" />
      {data &&
        (data.plays === 0 ? (
          <p className="muted">No plays yet in this period.</p>
        ) : (
          <>
            <p data-testid="prize-totals">
              {plural(data.plays, 'play', 'plays')}, {plural(data.wins, 'win', 'wins')}
            </p>
            <PrizeTable report={data} />
          </>
        ))}
    </section>
  );
}
