import type { ReactNode } from 'react';
import { CONTENT_DEVICES, type ContentDevice } from '@beckon/core';
import type { KitProblem } from './kit-problems.js';

/** What every part's section is drawn from: its values, a way to change some, and the problems. */
export interface PartProps<T> {
  value: T;
  onChange: (patch: Partial<T>) => void;
  problems: KitProblem[];
}

const problemId = (path: string) => `kit-problem-${path.replace(/\./g, '-')}`;

/** The id of the problem shown for a control, for its aria-describedby. */
export const describedBy = (problems: KitProblem[], path: string) => (problems.some((p) => p.path === path) ? problemId(path) : undefined);

export function Problem({ path, problems }: { path: string; problems: KitProblem[] }) {
  const found = problems.filter((p) => p.path === path);
  return found.length > 0 ? (
    <span className="field-error" id={problemId(path)}>
      {found.map((p) => p.message).join(' ')}
    </span>
  ) : null;
}

/** A part's section: its heading, its on/off switch, and its settings while it is on. */
export function PartSection({
  id,
  title,
  about,
  enabled,
  onToggle,
  children,
}: {
  id: string;
  title: string;
  about: string;
  enabled: boolean;
  onToggle: (enabled: boolean) => void;
  children: ReactNode;
}) {
  return (
    <section className="panel kit-part" aria-labelledby={`${id}-title`}>
      <div className="kit-part-head">
        <h2 id={`${id}-title`}>{title}</h2>
        <label className="kit-switch">
          <input type="checkbox" role="switch" checked={enabled} onChange={(e) => onToggle(e.target.checked)} aria-describedby={`${id}-about`} />
          <span>{enabled ? 'On' : 'Off'}</span>
          <span className="visually-hidden">: {title}</span>
        </label>
      </div>
      <p id={`${id}-about`} className="hint">
        {about}
      </p>
      {enabled && <div className="kit-settings">{children}</div>}
    </section>
  );
}

export function Check({ label, checked, onChange }: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

export function NumberField({
  label,
  value,
  onChange,
  path,
  problems,
  min,
  max,
  unit,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  path: string;
  problems: KitProblem[];
  min: number;
  max: number;
  unit?: string;
}) {
  return (
    <label>
      {label} {unit && <span className="optional">({unit})</span>}
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={describedBy(problems, path) ? true : undefined}
        aria-describedby={describedBy(problems, path)}
      />
      <Problem path={path} problems={problems} />
    </label>
  );
}

const DEVICE_WORDS: Record<ContentDevice, string> = { mobile: 'Phones', tablet: 'Tablets', desktop: 'Desktops' };

/** Ticks for devices; ticked ones are kept in the kit's own order. */
export function DevicesField({
  legend,
  hint,
  value,
  onChange,
}: {
  legend: string;
  hint?: string;
  value: ContentDevice[];
  onChange: (devices: ContentDevice[]) => void;
}) {
  const toggle = (device: ContentDevice, on: boolean) => onChange(CONTENT_DEVICES.filter((d) => (d === device ? on : value.includes(d))));
  return (
    <fieldset className="days span-2">
      <legend>
        {legend} {hint && <span className="optional">({hint})</span>}
      </legend>
      {CONTENT_DEVICES.map((device) => (
        <Check key={device} label={DEVICE_WORDS[device]} checked={value.includes(device)} onChange={(on) => toggle(device, on)} />
      ))}
    </fieldset>
  );
}

export function TextField({
  label,
  hint,
  value,
  onChange,
  path,
  problems,
  placeholder,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  path: string;
  problems: KitProblem[];
  placeholder?: string;
}) {
  return (
    <label className="span-2">
      {label} {hint && <span className="optional">({hint})</span>}
      <input
        value={value}
        maxLength={2000}
        spellCheck={false}
        autoComplete="off"
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={describedBy(problems, path) ? true : undefined}
        aria-describedby={describedBy(problems, path)}
      />
      <Problem path={path} problems={problems} />
    </label>
  );
}
