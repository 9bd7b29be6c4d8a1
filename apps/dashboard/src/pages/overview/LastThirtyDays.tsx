import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../api/client.js';
import { resultsUrl, useSites } from '../../api/hooks.js';
import type { ResultsReport } from '../../api/types.js';
import { QueryState } from '../../components/QueryState.js';
import { formatCount, percent } from '../format.js';
import { ownerTimeZone } from '../results/range.js';
import { countChange, mergeSeries, overviewRange, PERIOD_DAYS, rateChange, splitPeriods, type Change } from './overview-figures.js';

// recharts comes in its own chunk, shared with the Results page; the numbers do not wait for it.
const OverviewChart = lazy(() => import('./OverviewChart.js').then((m) => ({ default: m.OverviewChart })));

const ARROWS = { up: '▲', down: '▼', same: '●' } as const;

const counted = (n: number, word: string) => `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;

function Headline({ label, value, change, testId }: { label: string; value: string; change: Change | null; testId: string }) {
  return (
    <div className="total" data-testid={testId}>
      <dt className="total-label">{label}</dt>
      <dd className="total-value">{value}</dd>
      {change && (
        <dd className={`total-change ${change.trend}`}>
          <span aria-hidden="true">{ARROWS[change.trend]} </span>
          {change.words}
        </dd>
      )}
    </div>
  );
}

/**
 * The Overview's headline (issue 23): views, leads and the conversion rate of every site over the
 * last 30 days against the 30 before, and a small chart of the last 30. Computed from each site's
 * results (`GET /api/admin/results`, 60 days in the owner's zone), added up day by day.
 */
export function LastThirtyDays({ now = new Date() }: { now?: Date }) {
  const sites = useSites();
  const tz = ownerTimeZone();
  // The days as the page opened: a re-render after midnight keeps the same question (and cache entries).
  const [range] = useState(() => overviewRange(now));
  const reports = useQueries({
    queries: (sites.data ?? []).map((site) => {
      const scope = { client_id: site.client_id };
      const days = { from: range.from, to: range.to };
      return { queryKey: ['results', scope, days, tz], queryFn: () => api<ResultsReport>(resultsUrl(scope, days, tz)) };
    }),
  });
  const error = sites.error ?? reports.find((r) => r.error)?.error ?? null;
  const pending = sites.isPending || reports.some((r) => r.isPending);
  const loaded = reports.map((r) => r.data).filter((r): r is ResultsReport => r !== undefined);
  const periods = splitPeriods(mergeSeries(loaded), range.split);

  return (
    <section className="panel" aria-labelledby="last-days-title" data-testid="last-30-days">
      <div className="panel-head">
        <h2 id="last-days-title">Last {PERIOD_DAYS} days</h2>
        <Link to="/results">Results by site and pop-up</Link>
      </div>
      <QueryState error={error} pending={!error && pending} label="the last 30 days" />
      {sites.data?.length === 0 && (
        <p className="muted">
          <Link to="/sites">Add a site</Link> and publish a pop-up: its views and leads show here.
        </p>
      )}
      {!error && !pending && sites.data && sites.data.length > 0 && (
        <>
          <dl className="totals headlines">
            <Headline
              testId="headline-views"
              label="Views"
              value={formatCount(periods.now.views)}
              change={countChange(periods.now.views, periods.before.views)}
            />
            <Headline
              testId="headline-leads"
              label="Leads"
              value={formatCount(periods.now.leads)}
              change={countChange(periods.now.leads, periods.before.leads)}
            />
            <Headline
              testId="headline-rate"
              label="Conversion rate"
              value={periods.now.rate === null ? '—' : percent(periods.now.rate)}
              change={rateChange(periods.now.rate, periods.before.rate)}
            />
          </dl>
          {periods.now.views === 0 && periods.now.leads === 0 ? (
            <p className="muted" data-testid="overview-no-views">
              No views in the last {PERIOD_DAYS} days. Check that a pop-up is published and the snippet is seen on the <Link to="/sites">Sites</Link> page.
            </p>
          ) : (
            <figure className="chart">
              <figcaption>
                Views and leads a day, all sites: {counted(periods.now.views, 'view')} and {counted(periods.now.leads, 'lead')} in the last {PERIOD_DAYS} days.
              </figcaption>
              <Suspense
                fallback={
                  <p className="muted" role="status">
                    Loading the chart…
                  </p>
                }
              >
                <OverviewChart series={periods.current} />
              </Suspense>
            </figure>
          )}
        </>
      )}
    </section>
  );
}
