import { UTM_KEYS, type DeviceType, type ReferrerTargetingRule, type UrlTargetingRule, type UtmTargetingRule } from '@beckon/core';
import { problemsAt, useEditor } from '../context.js';
import { LinesControl, Section, SelectControl, TextControl } from '../controls.js';
import { DateTimeControl } from '../DateTimeControl.js';
import { MATCH_ROLE_CHOICES, WEEKDAYS } from '../labels.js';
import { controlId, getIn } from '../model.js';
import { RowList } from '../RowList.js';

const DEVICES: Array<{ value: DeviceType; label: string }> = [
  { value: 'desktop', label: 'Desktop' },
  { value: 'mobile', label: 'Mobile' },
];

function zones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf ? ['UTC', ...intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')] : ['UTC'];
}

/** A set of checkboxes over an array of values (devices, weekdays); none ticked means no limit. */
function CheckSet<T extends string | number>({
  path,
  legend,
  choices,
  hint,
}: {
  path: string;
  legend: string;
  choices: Array<{ value: T; label: string }>;
  hint: string;
}) {
  const { settings, set, problems } = useEditor();
  const chosen = (getIn(settings, path) as T[] | undefined) ?? [];
  const messages = problemsAt(problems, path, true);
  const toggle = (value: T, on: boolean) => {
    const next = choices.map((c) => c.value).filter((v) => (v === value ? on : chosen.includes(v)));
    set(path, next.length > 0 ? next : undefined);
  };
  return (
    <fieldset className="ed-checkset" id={controlId(path)} data-path={path}>
      <legend>{legend}</legend>
      {choices.map((c) => (
        <label key={String(c.value)} className="ed-check">
          <input type="checkbox" checked={chosen.includes(c.value)} onChange={(e) => toggle(c.value, e.target.checked)} />
          <span>{c.label}</span>
        </label>
      ))}
      <p className="ed-hint">{hint}</p>
      {messages.length > 0 && (
        <p className="ed-error" role="alert">
          {messages.join(' ')}
        </p>
      )}
    </fieldset>
  );
}

function TimeInput({ path, label }: { path: string; label: string }) {
  const { settings, set } = useEditor();
  return (
    <div className="ed-field" data-path={path}>
      <label className="ed-label" htmlFor={controlId(path)}>
        {label}
      </label>
      <input id={controlId(path)} type="time" value={String(getIn(settings, path) ?? '')} onChange={(e) => set(path, e.target.value)} />
    </div>
  );
}

/** Which page addresses show the pop-up: include rules (any one) and exclude rules (none). */
function PagesSection() {
  const { set } = useEditor();
  return (
    <Section title="Pages" description="With include rules, at least one must match; no exclude rule may match.">
      <RowList<UrlTargetingRule>
        path="targeting.urls"
        itemName="Page rule"
        addLabel="Add page rule"
        empty="Every page."
        newRow={() => ({ role: 'contain', value: '', include: true })}
      >
        {(p, row) => (
          <>
            <div className="ed-field">
              <label className="ed-label" htmlFor={controlId(`${p}.include`)}>
                Rule
              </label>
              <select
                id={controlId(`${p}.include`)}
                value={row.include ? 'include' : 'exclude'}
                onChange={(e) => set(`${p}.include`, e.target.value === 'include')}
              >
                <option value="include">Show on pages whose address</option>
                <option value="exclude">Never on pages whose address</option>
              </select>
            </div>
            <SelectControl path={`${p}.role`} label="Match" options={MATCH_ROLE_CHOICES} />
            <TextControl path={`${p}.value`} label="Address or part of it" dir="ltr" />
          </>
        )}
      </RowList>
    </Section>
  );
}

/** Where visitors come from: the referrer and the campaign (UTM) parameters. */
function SourcesSection() {
  return (
    <Section title="Where visitors come from" description="At least one must match.">
      <RowList<ReferrerTargetingRule>
        path="targeting.referrers"
        itemName="Referrer rule"
        addLabel="Add referrer rule"
        empty="Any referrer."
        newRow={() => ({ role: 'contain', value: '' })}
      >
        {(p) => (
          <>
            <SelectControl path={`${p}.role`} label="Referrer" options={MATCH_ROLE_CHOICES} />
            <TextControl path={`${p}.value`} label="Value" dir="ltr" />
          </>
        )}
      </RowList>
      <RowList<UtmTargetingRule>
        path="targeting.utm"
        itemName="Campaign rule"
        addLabel="Add campaign (UTM) rule"
        newRow={() => ({ key: 'utm_source', role: 'exact', value: '' })}
      >
        {(p) => (
          <>
            <SelectControl path={`${p}.key`} label="Parameter" options={UTM_KEYS.map((k) => ({ value: k, label: k }))} />
            <SelectControl path={`${p}.role`} label="Match" options={MATCH_ROLE_CHOICES} />
            <TextControl path={`${p}.value`} label="Value" dir="ltr" />
          </>
        )}
      </RowList>
    </Section>
  );
}

/** When the pop-up may show: a date range, weekdays and daily hours, in the schedule's time zone. */
function ScheduleSection() {
  const { settings, set } = useEditor();
  const hours = settings.schedule?.hours;
  return (
    <Section title="Schedule" description="Times are in the schedule's time zone.">
      <div className="ed-grid">
        <DateTimeControl path="schedule.start" label="From" mode="wall" />
        <DateTimeControl path="schedule.end" label="Until (not included)" mode="wall" />
        <SelectControl path="schedule.timezone" label="Time zone" options={zones().map((z) => ({ value: z, label: z }))} emptyLabel="UTC (default)" />
      </div>
      <CheckSet path="schedule.weekdays" legend="On these days" choices={WEEKDAYS.map((label, value) => ({ value, label }))} hint="None ticked: every day." />
      <label className="ed-check" htmlFor={controlId('schedule.hours')}>
        <input
          id={controlId('schedule.hours')}
          type="checkbox"
          checked={hours !== undefined}
          onChange={(e) => set('schedule.hours', e.target.checked ? { from: '09:00', to: '17:00' } : undefined)}
        />
        <span>Only between certain hours</span>
      </label>
      {hours && (
        <div className="ed-grid">
          <TimeInput path="schedule.hours.from" label="From" />
          <TimeInput path="schedule.hours.to" label="Until (past midnight wraps)" />
        </div>
      )}
    </Section>
  );
}

export function TargetingTab() {
  return (
    <div>
      <PagesSection />
      <Section title="Devices">
        <CheckSet path="targeting.devices" legend="Show on" choices={DEVICES} hint="None ticked: every device." />
      </Section>
      <SourcesSection />
      <Section title="Countries">
        <LinesControl
          path="targeting.countries"
          upper
          label="Countries (two-letter codes such as IL or GB, one a line)"
          hint="Empty: every country. Needs BECKON_COUNTRY_HEADER on the server."
        />
      </Section>
      <ScheduleSection />
    </div>
  );
}
