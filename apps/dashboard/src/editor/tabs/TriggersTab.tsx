import type { ReactNode } from 'react';
import {
  AUTO_PILOT_DESKTOP_INACTIVE_MS,
  AUTO_PILOT_MOBILE_INACTIVE_MS,
  AUTO_PILOT_MOBILE_SCROLL_PERCENT,
  AUTO_PILOT_MOBILE_TIME_ON_PAGE_MS,
} from '@beckon/core';
import { problemsAt, useEditor } from '../context.js';
import { FlagControl, Section, SelectControl } from '../controls.js';
import { controlId, getIn, type Path } from '../model.js';

/** A SPEC §3 trigger that is a number when on and absent when off. */
function NumberTrigger({
  path,
  label,
  unit,
  min = 1,
  max,
  children,
}: {
  path: Path;
  label: string;
  unit: string;
  min?: number;
  max?: number;
  children?: ReactNode;
}) {
  const { settings, set, problems } = useEditor();
  const value = getIn(settings, path);
  // An emptied box stays on screen (the owner is typing); the editor asks for a number before saving.
  const on = value !== undefined && value !== null && value !== false && value !== 0 && value !== '0';
  const id = controlId(path);
  const messages = problemsAt(problems, path);
  return (
    <div className={`ed-trigger${messages.length ? ' ed-invalid' : ''}`} data-path={path}>
      <label className="ed-check" htmlFor={`${id}-on`}>
        <input id={`${id}-on`} type="checkbox" checked={on} onChange={(e) => set(path, e.target.checked ? min : undefined)} />
        <span>{label}</span>
      </label>
      {on && (
        <span className="ed-number">
          <input
            id={id}
            type="number"
            min={min}
            max={max}
            aria-label={`${label} (${unit})`}
            aria-invalid={messages.length ? true : undefined}
            aria-describedby={messages.length ? `${id}-error` : undefined}
            value={String(value ?? '')}
            onChange={(e) => set(path, e.target.value === '' ? '' : Number(e.target.value))}
          />
          <span className="ed-unit">{unit}</span>
        </span>
      )}
      {on && children}
      {messages.length > 0 && (
        <p className="ed-error" id={`${id}-error`} role="alert">
          {messages.join(' ')}
        </p>
      )}
    </div>
  );
}

const seconds = (ms: number) => Math.round(ms / 1000);
const AUTO_PILOT_HINT =
  'Replaces the triggers above. On a computer: when the visitor is about to leave, or after ' +
  `${seconds(AUTO_PILOT_DESKTOP_INACTIVE_MS)} idle seconds. On a phone: at ${AUTO_PILOT_MOBILE_SCROLL_PERCENT}% of the page, after ` +
  `${seconds(AUTO_PILOT_MOBILE_TIME_ON_PAGE_MS)} seconds, after ${seconds(AUTO_PILOT_MOBILE_INACTIVE_MS)} idle seconds or on a quick scroll back up, whichever comes first.`;

export function TriggersTab() {
  const { poptinId } = useEditor();
  return (
    <div>
      <Section title="When it shows" description="The pop-up shows at the first of these that happens; with none on, it shows as the page loads.">
        <NumberTrigger path="display_after_sec_active" label="After a delay" unit="seconds">
          <SelectControl
            path="display_after_sec_active_on"
            label="Counted"
            options={[
              { value: 'page', label: 'on this page' },
              { value: 'website', label: 'across the whole visit' },
            ]}
          />
        </NumberTrigger>
        <NumberTrigger path="display_after_scroll_active" label="After scrolling" unit="% of the page" max={100} />
        <NumberTrigger path="display_after_page_click_number_active" label="After clicks on the page" unit="clicks" />
        <NumberTrigger path="display_after_inactive_seconds_active" label="After the visitor is idle" unit="seconds" />
        <FlagControl path="display_after_exit_website_active" label="When the visitor is about to leave (exit intent)" />
        <FlagControl path="display_if_adblock_active" label="When the visitor uses an ad blocker" />
        <FlagControl path="auto_pilot_trigger" label="Auto-pilot: let Beckon choose the moment" hint={AUTO_PILOT_HINT} />
      </Section>
      <Section title="Only after some pages">
        <NumberTrigger path="display_after_visit_page_active" label="Only from the visitor's n-th page" unit="pages" />
      </Section>
      <Section title="On click">
        <FlagControl path="on_click" label="Open when a visitor clicks a link or button" hint="Then it waits for the click instead of the triggers above." />
        <p className="ed-hint">
          Link: <code>{`{your server}/api/display/click/${poptinId}`}</code> · Button: <code>{`data-beckon-on-click="${poptinId}"`}</code>
        </p>
      </Section>
    </div>
  );
}
