import type { usePopups, useSites } from '../../api/hooks.js';
import { dayInput, PRESETS, type RangeChoice } from './range.js';

interface ResultsFiltersProps {
  sites: ReturnType<typeof useSites>['data'];
  popups: ReturnType<typeof usePopups>['data'];
  /** `site:<client_id>` or `poptin:<poptin_id>` */
  scopeValue: string;
  onScope: (value: string) => void;
  choice: RangeChoice;
  range: { from: number; to: number };
  tz: string;
  /** changes the page's address: a null value removes its parameter */
  set: (changes: Record<string, string | null>) => void;
}

/** What the results count: a whole site or one pop-up, over a preset or a custom period. */
export function ResultsFilters({ sites, popups, scopeValue, onScope, choice, range, tz, set }: ResultsFiltersProps) {
  return (
    <section className="panel" aria-label="What to show">
      <div className="filters">
        <label className="grow">
          Site or pop-up
          <select value={scopeValue} onChange={(e) => onScope(e.target.value)}>
            <optgroup label="Sites">
              {sites?.map((s) => (
                <option key={s.client_id} value={`site:${s.client_id}`}>
                  {s.name} (whole site)
                </option>
              ))}
            </optgroup>
            <optgroup label="Pop-ups">
              {popups?.map((p) => (
                <option key={p.poptin_id} value={`poptin:${p.poptin_id}`}>
                  {p.name} · {p.site_name}
                </option>
              ))}
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
          <button
            type="button"
            aria-pressed={choice.preset === 'custom'}
            onClick={() => set({ range: 'custom', from: dayInput(range.from), to: dayInput(range.to - 1) })}
          >
            Custom
          </button>
        </fieldset>
        {choice.preset === 'custom' && (
          <>
            <label>
              From
              <input type="date" value={choice.from} max={choice.to || undefined} onChange={(e) => set({ from: e.target.value })} />
            </label>
            <label>
              To
              <input type="date" value={choice.to} min={choice.from || undefined} onChange={(e) => set({ to: e.target.value })} />
            </label>
          </>
        )}
      </div>
      <p className="muted small">
        {dayInput(range.from)} to {dayInput(range.to - 1)}, days in {tz}.
      </p>
    </section>
  );
}
