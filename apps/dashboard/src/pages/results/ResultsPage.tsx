import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePopups, useResults, useSites } from '../../api/hooks.js';
import type { PopupSummary } from '../../api/types.js';
import { EmptyState, QueryState } from '../../components/QueryState.js';
import { formatCount, percent, triggerLabel } from '../format.js';
import { AbPanel } from './AbPanel.js';
import { BreakdownTable } from './BreakdownTable.js';
import { ResultsChart } from './ResultsChart.js';
import { choiceFromSearch, dayInput, ownerTimeZone, PRESETS, rangeTimes } from './range.js';

const DEVICES: Record<string, string> = { desktop: 'Desktop', mobile: 'Phone', tablet: 'Tablet' };

/** The A/B group a pop-up belongs to: its parent's, or its own when it has variants; null when it is not tested. */
export function abGroupOf(id: string, popups: PopupSummary[]): string | null {
  const popup = popups.find((p) => p.poptin_id === id);
  if (popup?.ab_test_parent_id) return popup.ab_test_parent_id;
  return popups.some((p) => p.ab_test_parent_id === id) ? id : null;
}

export function ResultsPage() {
  const [search, setSearch] = useSearchParams();
  const sites = useSites();
  const popups = usePopups();
  const choice = choiceFromSearch(search);
  // Whole days: the range is fixed for as long as the page is open on the same day.
  const today = dayInput(Date.now());
  const range = useMemo(() => rangeTimes(choice, new Date()), [JSON.stringify(choice), today]);
  const tz = useMemo(ownerTimeZone, []);

  const poptinId = search.get('poptin_id') ?? '';
  const clientId = poptinId ? '' : (search.get('client_id') ?? sites.data?.[0]?.client_id ?? '');
  const scope = poptinId ? { poptin_id: poptinId } : { client_id: clientId };
  const results = useResults(scope, range, tz);
  const group = poptinId && popups.data ? abGroupOf(poptinId, popups.data) : null;
  const [kept, setKept] = useState<string | null>(null);

  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next, { replace: true });
  };
  const scopeValue = poptinId ? `poptin:${poptinId}` : clientId ? `site:${clientId}` : '';
  const chooseScope = (value: string) => {
    const [kind, id] = value.split(':') as [string, string];
    set(kind === 'poptin' ? { poptin_id: id, client_id: null } : { client_id: id, poptin_id: null });
  };

  if (sites.data?.length === 0) {
    return (
      <>
        <h1>Results</h1>
        <EmptyState title="Nothing to count yet."><p><Link to="/sites">Add a site</Link> and publish a pop-up: its views and conversions appear here.</p></EmptyState>
      </>
    );
  }

  const totals = results.data?.totals;
  return (
    <>
      <h1>Results</h1>
      <section className="panel" aria-label="What to show">
        <div className="filters">
          <label className="grow">
            Site or pop-up
            <select value={scopeValue} onChange={(e) => chooseScope(e.target.value)}>
              <optgroup label="Sites">
                {sites.data?.map((s) => <option key={s.client_id} value={`site:${s.client_id}`}>{s.name} (whole site)</option>)}
              </optgroup>
              <optgroup label="Pop-ups">
                {popups.data?.map((p) => <option key={p.poptin_id} value={`poptin:${p.poptin_id}`}>{p.name} · {p.site_name}</option>)}
              </optgroup>
            </select>
          </label>
          <fieldset className="presets">
            <legend>Period</legend>
            {PRESETS.map((days) => (
              <button key={days} type="button" aria-pressed={choice.preset === days} onClick={() => set({ range: String(days), from: null, to: null })}>
                {days} days
              </button>
            ))}
            <button type="button" aria-pressed={choice.preset === 'custom'}
              onClick={() => set({ range: 'custom', from: dayInput(range.from), to: dayInput(range.to - 1) })}>Custom</button>
          </fieldset>
          {choice.preset === 'custom' && (
            <>
              <label>From<input type="date" value={choice.from} max={choice.to || undefined} onChange={(e) => set({ from: e.target.value })} /></label>
              <label>To<input type="date" value={choice.to} min={choice.from || undefined} onChange={(e) => set({ to: e.target.value })} /></label>
            </>
          )}
        </div>
        <p className="muted small">{dayInput(range.from)} to {dayInput(range.to - 1)}, days in {tz}.</p>
      </section>

      <QueryState error={results.error ?? sites.error} pending={results.isPending && Boolean(scopeValue)} label="results" />
      {totals && (
        <>
          <section className="totals" aria-label="Totals">
            <div className="total"><span className="total-label">Views</span><span className="total-value">{formatCount(totals.views)}</span></div>
            <div className="total"><span className="total-label">Closes</span><span className="total-value">{formatCount(totals.closes)}</span></div>
            <div className="total"><span className="total-label">Conversions</span><span className="total-value">{formatCount(totals.conversions)}</span></div>
            <div className="total"><span className="total-label">Conversion rate</span><span className="total-value">{totals.views === 0 ? '—' : percent(totals.conversion_rate)}</span></div>
          </section>
          <section className="panel" aria-labelledby="over-time-title">
            <h2 id="over-time-title">Over time</h2>
            {totals.views === 0 && totals.conversions === 0 ? (
              <p className="muted">No views in this period. Check that the pop-up is published and the snippet is seen on the Sites page.</p>
            ) : <ResultsChart series={results.data!.series} />}
          </section>
          <div className="breakdowns">
            <BreakdownTable title="By trigger" keyLabel="Trigger" rows={results.data!.by_trigger} describe={triggerLabel} />
            <BreakdownTable title="By device" keyLabel="Device" rows={results.data!.by_device} describe={(k) => DEVICES[k] ?? k} />
          </div>
          <BreakdownTable title="By page (top 20)" keyLabel="Page" rows={results.data!.by_page} />
        </>
      )}
      {group && <AbPanel groupId={group} onKept={setKept} />}
      {kept && !group && <p role="status" className="success">“{kept}” is now the only one shown: the A/B test is over.</p>}
      {poptinId && popups.data && !group && !kept && (
        <p className="muted">This pop-up has no A/B test. Add a variant in the <Link to={`/poptins/${poptinId}/edit`}>editor</Link> to compare two designs.</p>
      )}
    </>
  );
}
