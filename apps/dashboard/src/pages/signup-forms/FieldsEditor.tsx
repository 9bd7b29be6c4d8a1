import { useState } from 'react';
import { SIGNUP_FIELD_KINDS, SIGNUP_FORM_LIMITS } from '@beckon/core/api';
import type { SignupFieldSetting } from '../../api/types.js';
import { addField, FIELD_KIND_LABEL, fieldProblems, moveField, type FieldKind } from './builder-draft.js';

interface FieldsEditorProps {
  fields: SignupFieldSetting[];
  onChange: (fields: SignupFieldSetting[]) => void;
  /** the server's word about the fields, when the last save was refused for them */
  serverError: string | null;
}

function FieldRow(props: {
  field: SignupFieldSetting;
  index: number;
  count: number;
  problem: string | undefined;
  update: (patch: Partial<SignupFieldSetting>) => void;
  move: (by: -1 | 1) => void;
  remove: () => void;
}) {
  const { field, index, count, problem, update } = props;
  const id = `field-${index}`;
  const label = field.label || field.name;
  return (
    <li className="builder-field" data-field={field.name}>
      <div className="grid-fields">
        <label>
          Kind
          <select value={field.kind} onChange={(e) => update({ kind: e.target.value as FieldKind })}>
            {SIGNUP_FIELD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {FIELD_KIND_LABEL[kind]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Name <span className="optional">(sent as)</span>
          <input
            value={field.name}
            maxLength={64}
            aria-invalid={problem !== undefined}
            aria-describedby={`${id}-error`}
            onChange={(e) => update({ name: e.target.value })}
          />
        </label>
        <label>
          Label
          <input value={field.label ?? ''} maxLength={200} onChange={(e) => update({ label: e.target.value })} />
        </label>
        {field.kind === 'sms' && (
          <label>
            Default dial code
            <input value={field.prefix ?? ''} maxLength={5} placeholder="+44" onChange={(e) => update({ prefix: e.target.value.trim() })} />
          </label>
        )}
        <label className="check">
          <input type="checkbox" checked={field.required === true} onChange={(e) => update({ required: e.target.checked })} />
          Required
        </label>
      </div>
      <p id={`${id}-error`} className="field-error">
        {problem ?? ''}
      </p>
      <div className="row">
        <button type="button" className="small" disabled={index === 0} aria-label={`Move ${label} up`} onClick={() => props.move(-1)}>
          Up
        </button>
        <button type="button" className="small" disabled={index === count - 1} aria-label={`Move ${label} down`} onClick={() => props.move(1)}>
          Down
        </button>
        <button type="button" className="small danger-outline" disabled={count === 1} aria-label={`Remove ${label}`} onClick={props.remove}>
          Remove
        </button>
      </div>
    </li>
  );
}

/** The form's inputs, in order: added, removed, moved, each with its kind, name, label and rules. */
export function FieldsEditor({ fields, onChange, serverError }: FieldsEditorProps) {
  const [kind, setKind] = useState<FieldKind>('text');
  const problems = fieldProblems(fields);
  const update = (index: number, patch: Partial<SignupFieldSetting>) => onChange(fields.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  return (
    <fieldset className="builder-section">
      <legend>Fields</legend>
      {serverError && (
        <p className="error" role="alert">
          {serverError}
        </p>
      )}
      <ol className="builder-fields">
        {fields.map((field, index) => (
          <FieldRow
            key={index}
            field={field}
            index={index}
            count={fields.length}
            problem={problems.get(index)}
            update={(patch) => update(index, patch)}
            move={(by) => onChange(moveField(fields, index, by))}
            remove={() => onChange(fields.filter((_, i) => i !== index))}
          />
        ))}
      </ol>
      <div className="row">
        <label>
          <span className="visually-hidden">Kind of the new field</span>
          <select value={kind} onChange={(e) => setKind(e.target.value as FieldKind)}>
            {SIGNUP_FIELD_KINDS.map((k) => (
              <option key={k} value={k}>
                {FIELD_KIND_LABEL[k]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" disabled={fields.length >= SIGNUP_FORM_LIMITS.fields} onClick={() => onChange(addField(fields, kind))}>
          Add field
        </button>
      </div>
    </fieldset>
  );
}
