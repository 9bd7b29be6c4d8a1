import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePopups, useResults, useSites } from '../../api/hooks.js';
import type { PopupSummary } from '../../api/types.js';
import { EmptyState, QueryState } from '../../components/QueryState.js';
import { AbPanel } from './AbPanel.js';
import { PrizesPanel } from './PrizesPanel.js';
import { choiceFromSearch, dayInput, ownerTimeZone, rangeTimes } from './range.js';
import { ResultsFigures } from './ResultsFigures.js';
import { ResultsFilters } from './ResultsFilters.js';
import { SharesPanel } from './SharesPanel.js';

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
  const gamified = popups.data?.some((p) => p.poptin_id === poptinId && p.type === 'gamified') ?? false;

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
        <EmptyState title="Nothing to count yet.">
          <p>
            <Link to="/sites">Add a site</Link> and publish a pop-up: its views and conversions appear here.
          </p>
        </EmptyState>
      </>
    );
  }

  return (
    <>
      <h1>Results</h1>
      <ResultsFilters sites={sites.data} popups={popups.data} scopeValue={scopeValue} onScope={chooseScope} choice={choice} range={range} tz={tz} set={set} />

      <QueryState error={results.error ?? sites.error} pending={results.isPending && Boolean(scopeValue)} label="results" />
      {results.data && <ResultsFigures report={results.data} />}
      {clientId && <SharesPanel clientId={clientId} range={range} />}
      {gamified && <PrizesPanel poptinId={poptinId} range={range} />}
      {group && <AbPanel groupId={group} onKept={setKept} />}
      {kept && !group && (
        <p role="status" className="success">
          “{kept}” is now the only one shown: the A/B test is over.
        </p>
      )}
      {poptinId && popups.data && !group && !kept && (
        <p className="muted">
          This pop-up has no A/B test. Add a variant in the <Link to={`/poptins/${poptinId}/edit`}>editor</Link> to compare two designs.
        </p>
      )}
    </>
  );
}
