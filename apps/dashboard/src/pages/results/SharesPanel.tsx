import { useState } from 'react';
import { useShareReport } from '../../api/hooks.js';
import type { ServiceCount, SharedPage, ShareReport } from '../../api/types.js';
import { EmptyState, QueryState } from '../../components/QueryState.js';
import { Pager } from '../../components/Pager.js';
import { formatCount, percent } from '../format.js';
import { serviceName, shareDays, SHARES_PAGE_SIZE } from './shares.js';

const plural = (n: number, one: string, many: string): string => `${formatCount(n)} ${n === 1 ? one : many}`;

function ServiceList({ services }: { services: ServiceCount[] }) {
  return (
    <ul className="plain-list">
      {services.map((s) => (
        <li key={s.service}>
          {serviceName(s.service)}: {formatCount(s.count)}
        </li>
      ))}
    </ul>
  );
}

function PagesTable({ pages }: { pages: SharedPage[] }) {
  return (
    <div className="table-wrap" tabIndex={0}>
      <table>
        <caption className="visually-hidden">Shares per page, the most shared first</caption>
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col" className="num">
              Shares
            </th>
            <th scope="col">By service</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page.url}>
              <th scope="row" className="wrap-anywhere">
                <a href={page.url} target="_blank" rel="noopener noreferrer">
                  {page.url}
                </a>
              </th>
              <td className="num">{formatCount(page.total)}</td>
              <td>
                <ServiceList services={page.services} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ServicesTable({ report }: { report: ShareReport }) {
  return (
    <div className="table-wrap" tabIndex={0}>
      <table>
        <caption className="visually-hidden">Shares per service, the most used first</caption>
        <thead>
          <tr>
            <th scope="col">Service</th>
            <th scope="col" className="num">
              Shares
            </th>
            <th scope="col" className="num">
              Share of all
            </th>
          </tr>
        </thead>
        <tbody>
          {report.by_service.map((s) => (
            <tr key={s.service}>
              <th scope="row">{serviceName(s.service)}</th>
              <td className="num">{formatCount(s.count)}</td>
              <td className="num">{percent(s.count / report.shares)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The range's shares: its totals, the pages most shared first (a page of them at a time), and the services used. */
function SharesReport({ report, pageIndex, fetching, onPage }: { report: ShareReport; pageIndex: number; fetching: boolean; onPage: (i: number) => void }) {
  return (
    <>
      <p data-testid="share-totals">
        {plural(report.shares, 'share', 'shares')} of {plural(report.total_pages, 'page', 'pages')}
      </p>
      <h3>By page</h3>
      <PagesTable pages={report.pages} />
      {report.total_pages > SHARES_PAGE_SIZE && (
        <Pager what="shared pages" total={report.total_pages} pageIndex={pageIndex} pageSize={SHARES_PAGE_SIZE} fetching={fetching} onPage={onPage} />
      )}
      <h3>By service</h3>
      <ServicesTable report={report} />
    </>
  );
}

/**
 * Issue 20: how often the site's pages were shared through the content kit's share bar in the
 * chosen days, page by page and service by service.
 */
export function SharesPanel({ clientId, range }: { clientId: string; range: { from: number; to: number } }) {
  const days = shareDays(range);
  // Another site or range starts again at the most shared pages.
  const scope = `${clientId}|${days.from}|${days.to}`;
  const [paging, setPaging] = useState({ scope, index: 0 });
  const pageIndex = paging.scope === scope ? paging.index : 0;
  const report = useShareReport(clientId, days, { limit: SHARES_PAGE_SIZE, offset: pageIndex * SHARES_PAGE_SIZE });
  const data = report.data;
  return (
    <section className="panel breakdown" aria-labelledby="shares-title">
      <h2 id="shares-title">Shares</h2>
      <p className="muted small">Shares made through the content kit&apos;s share bar, counted by day in UTC.</p>
      <QueryState error={report.error} pending={report.isPending} label="the shares" />
      {data &&
        (data.shares === 0 ? (
          <EmptyState title="No page of this site was shared through the share bar in this period.">
            <p>Add the content kit&apos;s share bar to the site&apos;s pages: each share made through it is counted here by page and service.</p>
          </EmptyState>
        ) : (
          <SharesReport report={data} pageIndex={pageIndex} fetching={report.isFetching} onPage={(index) => setPaging({ scope, index })} />
        ))}
    </section>
  );
}
