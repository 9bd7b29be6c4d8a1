import { useSearchParams } from 'react-router';
import { useSites } from '../api/hooks.js';
import { QueryState } from './QueryState.js';

/** The site a per-site page shows: `?site=` in the address (so it can be linked to), else the first. */
export function useChosenSite() {
  const sites = useSites();
  const [params, setParams] = useSearchParams();
  const clientId = params.get('site') ?? sites.data?.[0]?.client_id;
  return { sites, clientId, choose: (id: string) => setParams({ site: id }) };
}

/** The owner's sites to choose from, shown only when there is a choice. */
export function SitePicker({ chosen }: { chosen: ReturnType<typeof useChosenSite> }) {
  const { sites, clientId, choose } = chosen;
  return (
    <>
      <QueryState error={sites.error} pending={sites.isPending} label="your sites" />
      {sites.data && sites.data.length > 1 && (
        <label className="row">
          Site{' '}
          <select value={clientId} onChange={(e) => choose(e.target.value)}>
            {sites.data.map((s) => (
              <option key={s.client_id} value={s.client_id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </>
  );
}
