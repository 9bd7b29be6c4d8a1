import { isOn, parseEngagementFilter, POPUP_TYPES, type CookieFilterPair, type JsFilterPair } from '@beckon/core';
import { problemsAt, useEditor } from '../context.js';
import { FlagControl, Section, SelectControl, TextControl } from '../controls.js';
import { ENGAGEMENT_CHOICES, MATCH_ROLE_CHOICES } from '../labels.js';
import { controlId } from '../model.js';
import { RowList } from '../RowList.js';

const ENGAGEMENT = 'engagement_with_other_poptin_filter';

/** SPEC §3 engagement filter, a pipe string `show|seen_poptin|lightbox|any`, edited as four choices. */
function EngagementFilter() {
  const { settings, set, problems } = useEditor();
  const raw = settings[ENGAGEMENT] ?? '';
  const parsed = parseEngagementFilter(raw);
  const parts = parsed ? [parsed.show ? 'show' : 'dont_show', parsed.engagement, parsed.popupType, parsed.popupId] : ['show', 'seen_poptin', 'any', 'any'];
  const update = (index: number, value: string) => {
    const next = [...parts];
    next[index] = value;
    set(ENGAGEMENT, next.join('|'));
  };
  const id = controlId(ENGAGEMENT);
  const messages = problemsAt(problems, ENGAGEMENT);
  const on = raw !== '';
  return (
    <div className={`ed-field${messages.length ? ' ed-invalid' : ''}`} data-path={ENGAGEMENT}>
      <label className="ed-check" htmlFor={`${id}-on`}>
        <input id={`${id}-on`} type="checkbox" checked={on} onChange={(e) => set(ENGAGEMENT, e.target.checked ? parts.join('|') : undefined)} />
        <span>Depends on what the visitor did with another pop-up</span>
      </label>
      {on && !parsed && (
        <p className="ed-error" role="alert">
          The saved rule “{raw}” cannot be read; choose it again below.
        </p>
      )}
      {on && (
        <div className="ed-sentence" role="group" aria-label="Engagement rule">
          <select id={id} aria-label="Show or hide" value={parts[0]} onChange={(e) => update(0, e.target.value)}>
            <option value="show">Show</option>
            <option value="dont_show">Do not show</option>
          </select>
          <span>when the visitor</span>
          <select aria-label="Engagement" value={parts[1]} onChange={(e) => update(1, e.target.value)}>
            {ENGAGEMENT_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
          <select aria-label="Pop-up type" value={parts[2]} onChange={(e) => update(2, e.target.value)}>
            <option value="any">any pop-up</option>
            {POPUP_TYPES.map((t) => (
              <option key={t} value={t}>
                a {t} pop-up
              </option>
            ))}
          </select>
          <input aria-label="Pop-up id (13 characters, or any)" value={parts[3]} maxLength={13} onChange={(e) => update(3, e.target.value.trim() || 'any')} />
        </div>
      )}
      {messages.length > 0 && (
        <p className="ed-error" role="alert">
          {messages.join(' ')}
        </p>
      )}
    </div>
  );
}

export function FiltersTab() {
  const { settings } = useEditor();
  return (
    <div>
      <Section title="Page variables" description="Show only when a JavaScript value on the page matches, e.g. dataLayer.user.plan.">
        <RowList<JsFilterPair>
          path="js_filter.display_if_specific_js"
          itemName="Variable rule"
          addLabel="Add variable rule"
          newRow={() => ({ js_name_pair: '', js_value_pair: '', js_show_pair: 'exact' })}
        >
          {(p) => (
            <>
              <TextControl path={`${p}.js_name_pair`} label="Variable" dir="ltr" />
              <SelectControl path={`${p}.js_show_pair`} label="Match" options={MATCH_ROLE_CHOICES} />
              <TextControl path={`${p}.js_value_pair`} label="Value" />
            </>
          )}
        </RowList>
      </Section>
      <Section title="Cookies" description="Show only when the visitor's cookies match.">
        <RowList<CookieFilterPair>
          path="cookie_filter"
          itemName="Cookie rule"
          addLabel="Add cookie rule"
          newRow={() => ({ cookie_name_pair: '', cookie_value_pair: '', cookie_show_pair: 'exact' })}
        >
          {(p) => (
            <>
              <TextControl path={`${p}.cookie_name_pair`} label="Cookie" dir="ltr" />
              <SelectControl path={`${p}.cookie_show_pair`} label="Match" options={MATCH_ROLE_CHOICES} />
              <TextControl path={`${p}.cookie_value_pair`} label="Value" />
            </>
          )}
        </RowList>
      </Section>
      <Section title="Other pop-ups">
        <EngagementFilter />
      </Section>
      <Section title="Page source">
        <FlagControl path="source_code_target_active" label="Show only when the page's HTML matches" />
        {isOn(settings.source_code_target_active) && (
          <div className="ed-grid">
            <SelectControl path="source_code_target_role" label="Match" options={MATCH_ROLE_CHOICES} />
            <TextControl path="source_code_target_html" label="HTML" dir="ltr" />
          </div>
        )}
      </Section>
    </div>
  );
}
