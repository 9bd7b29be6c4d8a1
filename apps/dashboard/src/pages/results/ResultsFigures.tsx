import type { useResults } from '../../api/hooks.js';
import { formatCount, percent, triggerLabel } from '../format.js';
import { BreakdownTable } from './BreakdownTable.js';
import { ResultsChart } from './ResultsChart.js';

const DEVICES: Record<string, string> = { desktop: 'Desktop', mobile: 'Phone', tablet: 'Tablet' };

/** The period's totals, its curve, and where the views and conversions came from. */
export function ResultsFigures({ report }: { report: NonNullable<ReturnType<typeof useResults>['data']> }) {
  const { totals } = report;
  return (
    <>
      <section className="totals" aria-label="Totals">
        <div className="total">
          <span className="total-label">Views</span>
          <span className="total-value">{formatCount(totals.views)}</span>
        </div>
        <div className="total">
          <span className="total-label">Closes</span>
          <span className="total-value">{formatCount(totals.closes)}</span>
        </div>
        <div className="total">
          <span className="total-label">Conversions</span>
          <span className="total-value">{formatCount(totals.conversions)}</span>
        </div>
        <div className="total">
          <span className="total-label">Conversion rate</span>
          <span className="total-value">{totals.views === 0 ? '—' : percent(totals.conversion_rate)}</span>
        </div>
      </section>
      <section className="panel" aria-labelledby="over-time-title">
        <h2 id="over-time-title">Over time</h2>
        {totals.views === 0 && totals.conversions === 0 ? (
          <p className="muted">No views in this period. Check that the pop-up is published and the snippet is seen on the Sites page.</p>
        ) : (
          <ResultsChart series={report.series} />
        )}
      </section>
      <div className="breakdowns">
        <BreakdownTable title="By trigger" keyLabel="Trigger" rows={report.by_trigger} describe={triggerLabel} />
        <BreakdownTable title="By device" keyLabel="Device" rows={report.by_device} describe={(k) => DEVICES[k] ?? k} />
      </div>
      <BreakdownTable title="By page (top 20)" keyLabel="Page" rows={report.by_page} />
    </>
  );
}
