import { Link } from 'react-router';
import { useLeads, usePopups, useSites } from '../api/hooks.js';
import { NO_LEAD_FILTERS } from '../api/lead-filters.js';
import { QueryState } from '../components/QueryState.js';
import { formatLabel, typeLabel } from './popups/catalogue.js';
import { conversionRate, formatTime, pathOf } from './format.js';
import { LastThirtyDays } from './overview/LastThirtyDays.js';

const RECENT = { limit: 10, offset: 0 };

/** The first steps, each ticked once done, until the owner has a published pop-up that was seen. */
function GettingStarted() {
  const sites = useSites();
  const popups = usePopups();
  if (!sites.data || !popups.data) return null;
  const steps = [
    {
      done: sites.data.length > 0,
      text: (
        <>
          <Link to="/sites">Add your site</Link> and paste its snippet into your pages
        </>
      ),
    },
    {
      done: sites.data.some((s) => s.seen !== null),
      text: (
        <>
          Open a page of your site, then <Link to="/sites">check that the snippet is seen</Link>
        </>
      ),
    },
    {
      done: popups.data.length > 0,
      text: (
        <>
          <Link to="/poptins/new">Make a pop-up</Link> from the gallery
        </>
      ),
    },
    {
      done: popups.data.some((p) => p.status === 'published'),
      text: (
        <>
          Publish it from the <Link to="/poptins">pop-ups list</Link>
        </>
      ),
    },
  ];
  if (steps.every((s) => s.done)) return null;
  return (
    <section className="panel" aria-labelledby="start-title">
      <h2 id="start-title">Getting started</h2>
      <ol className="steps">
        {steps.map((step, i) => (
          <li key={i} className={step.done ? 'done' : undefined}>
            <span className="visually-hidden">{step.done ? 'Done: ' : 'To do: '}</span>
            {step.text}
          </li>
        ))}
      </ol>
    </section>
  );
}

function PopupsTable() {
  const popups = usePopups();
  return (
    <section className="panel" aria-labelledby="popups-title">
      <div className="panel-head">
        <h2 id="popups-title">Pop-ups</h2>
        <Link to="/poptins">All pop-ups</Link>
      </div>
      <QueryState error={popups.error} pending={popups.isPending} label="pop-ups" />
      {popups.data && (
        <div className="table-wrap" tabIndex={0}>
          <table aria-labelledby="popups-title" data-testid="popups-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Status</th>
                <th scope="col" className="num">
                  Views
                </th>
                <th scope="col" className="num">
                  Closes
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
              {popups.data.map((p) => (
                <tr key={p.poptin_id} data-poptin-id={p.poptin_id}>
                  <th scope="row">
                    <Link to={`/results?poptin_id=${p.poptin_id}`}>{p.name}</Link>
                    <span className="sub">{p.site_name}</span>
                  </th>
                  <td>
                    {typeLabel(p.type)} · {formatLabel(p.format, p.type)}
                  </td>
                  <td>
                    <span className={`badge ${p.status}`}>{p.status === 'published' ? 'Published' : 'Draft'}</span>
                  </td>
                  <td className="num" data-col="views">
                    {p.views}
                  </td>
                  <td className="num" data-col="closes">
                    {p.closes}
                  </td>
                  <td className="num" data-col="conversions">
                    {p.conversions}
                  </td>
                  <td className="num">{conversionRate(p.conversions, p.views)}</td>
                </tr>
              ))}
              {popups.data.length === 0 && (
                <tr>
                  <td colSpan={7}>
                    No pop-ups yet. <Link to="/poptins/new">Make your first one</Link>.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function RecentLeads() {
  const leads = useLeads(NO_LEAD_FILTERS, RECENT);
  return (
    <section className="panel" aria-labelledby="leads-title">
      <div className="panel-head">
        <h2 id="leads-title">Latest leads</h2>
        <Link to="/leads">All leads{leads.data ? ` (${leads.data.total})` : ''}</Link>
      </div>
      <QueryState error={leads.error} pending={leads.isPending} label="leads" />
      {leads.data && (
        <div className="table-wrap" tabIndex={0}>
          <table aria-labelledby="leads-title" data-testid="leads-table">
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Email</th>
                <th scope="col">Pop-up</th>
                <th scope="col">Page</th>
                <th scope="col">Other fields</th>
              </tr>
            </thead>
            <tbody>
              {leads.data.leads.map((lead) => (
                <tr key={lead.id}>
                  <td>{formatTime(lead.created_at)}</td>
                  <td>{lead.email ?? '—'}</td>
                  <td>{lead.poptin_name}</td>
                  <td title={lead.url}>{pathOf(lead.url)}</td>
                  <td>
                    {lead.fields
                      .filter((f) => f.field_key !== 'email')
                      .map((f) => `${f.label}: ${f.value}`)
                      .join(', ') || '—'}
                  </td>
                </tr>
              ))}
              {leads.data.leads.length === 0 && (
                <tr>
                  <td colSpan={5}>No leads yet. They appear here as visitors submit your pop-ups.</td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function OverviewPage() {
  return (
    <>
      <h1>Overview</h1>
      <GettingStarted />
      <LastThirtyDays />
      <PopupsTable />
      <RecentLeads />
    </>
  );
}
