import { useId, useState, type ReactNode } from 'react';
import { isOn, type Flag } from '@beckon/core';
import { problemsAt, useEditor } from './context.js';
import { pickerHex, withPicked } from './colour.js';
import { controlId, getIn, sameData, type Path } from './model.js';

interface FieldProps {
  path: Path;
  label: ReactNode;
  hint?: ReactNode;
  /** problems inside this path (a list's items) show here too */
  deep?: boolean;
}

/** The label, the control, a hint and any problem in words, tied together for assistive technology. */
export function FieldShell({ path, label, hint, deep, inline, children }: FieldProps & { inline?: boolean; children: (a11y: A11y) => ReactNode }) {
  const { problems } = useEditor();
  const id = controlId(path);
  const messages = problemsAt(problems, path, deep);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = messages.length > 0 ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const a11y: A11y = { id, 'aria-describedby': describedBy, 'aria-invalid': messages.length > 0 ? true : undefined };
  return (
    <div className={`ed-field${inline ? ' ed-field-inline' : ''}${messages.length > 0 ? ' ed-invalid' : ''}`} data-path={path}>
      {inline ? (
        <label className="ed-check" htmlFor={id}>
          {children(a11y)}
          <span>{label}</span>
        </label>
      ) : (
        <>
          <label className="ed-label" htmlFor={id}>
            {label}
          </label>
          {children(a11y)}
        </>
      )}
      {hint && (
        <p className="ed-hint" id={hintId}>
          {hint}
        </p>
      )}
      {errorId && (
        <p className="ed-error" id={errorId} role="alert">
          {messages.join(' ')}
        </p>
      )}
    </div>
  );
}

export interface A11y {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export function TextControl({
  multiline,
  placeholder,
  type = 'text',
  dir,
  maxLength,
  list,
  ...field
}: FieldProps & {
  multiline?: boolean;
  placeholder?: string;
  type?: 'text' | 'url' | 'email';
  dir?: 'ltr' | 'rtl' | 'auto';
  maxLength?: number;
  list?: string;
}) {
  const { settings, set } = useEditor();
  const value = getIn(settings, field.path);
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return (
    <FieldShell {...field}>
      {(a11y) =>
        multiline ? (
          <textarea
            {...a11y}
            rows={3}
            value={text}
            placeholder={placeholder}
            dir={dir}
            maxLength={maxLength}
            onChange={(e) => set(field.path, e.target.value)}
          />
        ) : (
          <input
            {...a11y}
            type={type}
            list={list}
            value={text}
            placeholder={placeholder}
            dir={dir}
            maxLength={maxLength}
            onChange={(e) => set(field.path, e.target.value)}
          />
        )
      }
    </FieldShell>
  );
}

/** A number; emptied, the property goes (or takes `empty`), so "no value" is never saved as 0 by accident. */
export function NumberControl({
  min,
  max,
  step,
  unit,
  empty,
  placeholder,
  ...field
}: FieldProps & { min?: number; max?: number; step?: number; unit?: string; empty?: unknown; placeholder?: string }) {
  const { settings, set } = useEditor();
  const value = getIn(settings, field.path);
  const shown = typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? String(value) : '';
  return (
    <FieldShell {...field}>
      {(a11y) => (
        <span className="ed-number">
          <input
            {...a11y}
            type="number"
            inputMode="decimal"
            min={min}
            max={max}
            step={step ?? 1}
            value={shown}
            placeholder={placeholder}
            onChange={(e) => {
              const raw = e.target.value;
              set(field.path, raw === '' ? empty : Number.isFinite(Number(raw)) ? Number(raw) : raw);
            }}
          />
          {unit && <span className="ed-unit">{unit}</span>}
        </span>
      )}
    </FieldShell>
  );
}

export interface Choice {
  value: string;
  label: string;
}

export function SelectControl({ options, emptyLabel, ...field }: FieldProps & { options: readonly Choice[]; emptyLabel?: string }) {
  const { settings, set } = useEditor();
  const value = getIn(settings, field.path);
  const current = value === undefined || value === null ? '' : String(value);
  const known = current === '' || options.some((o) => o.value === current);
  return (
    <FieldShell {...field}>
      {(a11y) => (
        <select {...a11y} value={current} onChange={(e) => set(field.path, e.target.value === '' ? undefined : e.target.value)}>
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {/* A value saved by an older editor stays visible rather than silently changing. */}
          {!known && <option value={current}>{current} (not a known value)</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** A SPEC flag: saved as 1 or 0 (the wire's own form), read in any of its forms. */
export function FlagControl({ onValue = 1, offValue = 0, ...field }: FieldProps & { onValue?: unknown; offValue?: unknown }) {
  const { settings, set } = useEditor();
  const checked = isOn(getIn(settings, field.path) as Flag | undefined);
  return (
    <FieldShell {...field} inline>
      {(a11y) => <input {...a11y} type="checkbox" checked={checked} onChange={(e) => set(field.path, e.target.checked ? onValue : offValue)} />}
    </FieldShell>
  );
}

/** A boolean property of the design model (true/false, not a wire flag). */
export function BoolControl(field: FieldProps) {
  const { settings, set } = useEditor();
  const checked = getIn(settings, field.path) === true;
  return (
    <FieldShell {...field} inline>
      {(a11y) => <input {...a11y} type="checkbox" checked={checked} onChange={(e) => set(field.path, e.target.checked)} />}
    </FieldShell>
  );
}

/** A CSS colour: a picker for the common case, the text for any CSS colour (rgba overlays too). */
export function ColorControl(field: FieldProps) {
  const { settings, set } = useEditor();
  const pickerId = useId();
  const value = String(getIn(settings, field.path) ?? '');
  return (
    <FieldShell {...field}>
      {(a11y) => (
        <span className="ed-color">
          <input
            id={pickerId}
            type="color"
            aria-label={`Pick the ${typeof field.label === 'string' ? field.label.toLowerCase() : ''} colour`}
            value={pickerHex(value) ?? '#000000'}
            onChange={(e) => set(field.path, withPicked(value, e.target.value))}
          />
          <input {...a11y} type="text" spellCheck={false} value={value} onChange={(e) => set(field.path, e.target.value)} />
        </span>
      )}
    </FieldShell>
  );
}

const toLines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');

/** Lines of text as a list (options, ticker messages, product ids): one item a line, blank lines dropped. */
export function LinesControl({ placeholder, upper = false, ...field }: FieldProps & { placeholder?: string; upper?: boolean }) {
  const { settings, set } = useEditor();
  const value = getIn(settings, field.path);
  const lines = Array.isArray(value) ? value.map(String) : [];
  const [text, setText] = useState(lines.join('\n'));
  // The text keeps a trailing empty line while typing; a change from elsewhere (a block moved) replaces it.
  const shown = sameData(toLines(text), lines) ? text : lines.join('\n');
  return (
    <FieldShell {...field} deep>
      {(a11y) => (
        <textarea
          {...a11y}
          rows={Math.max(3, lines.length + 1)}
          placeholder={placeholder}
          value={shown}
          onChange={(e) => {
            const text = upper ? e.target.value.toUpperCase() : e.target.value;
            setText(text);
            set(field.path, toLines(text));
          }}
        />
      )}
    </FieldShell>
  );
}

/** The problem of a whole item (a block, a rule row), shown at its top. */
export function ItemProblems({ path }: { path: Path }) {
  const { problems } = useEditor();
  const messages = problemsAt(problems, path);
  return messages.length > 0 ? (
    <p className="ed-error" id={`${controlId(path)}-error`} role="alert">
      {messages.join(' ')}
    </p>
  ) : null;
}

export function Section({ title, children, description }: { title: string; description?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="ed-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {description && <p className="ed-hint">{description}</p>}
      {children}
    </section>
  );
}
