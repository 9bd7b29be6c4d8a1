import { useState } from 'react';
import { CHOICE_FIELD_TYPES, DEFAULT_PHONE_COUNTRY, type DesignedField, type FieldType } from '@beckon/core';
import { FIELD_TYPE_CHOICES, FIELD_TYPE_LABELS, newField, nextFieldCount, renamedField } from './catalogue.js';
import { useEditor } from './context.js';
import { BoolControl, ItemProblems, LinesControl, SelectControl, TextControl } from './controls.js';
import { ItemToolbar } from './ItemToolbar.js';
import { controlId, getIn, type Path } from './model.js';

const PHONE_MODES = [
  { value: 'basic', label: 'Basic: no letters, at most 15 digits' },
  { value: 'pattern', label: '7 to 15 digits' },
  { value: 'international', label: 'International (any country, sent as +…)' },
  { value: 'israeli', label: 'Israeli numbers' },
];

/** The kind select: changing it re-derives the field's key (renamedField). */
function FieldKind({ path, field }: { path: Path; field: DesignedField }) {
  const { set } = useEditor();
  const typeId = controlId(`${path}.type`);
  return (
    <div className="ed-field">
      <label className="ed-label" htmlFor={typeId}>
        Kind
      </label>
      <select id={typeId} value={field.type} onChange={(e) => set(path, renamedField(field, { type: e.target.value as FieldType }))}>
        {FIELD_TYPE_CHOICES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The name input: a standard name keeps its own lead column, so renaming re-derives the key. */
function FieldName({ path, field }: { path: Path; field: DesignedField }) {
  const { set } = useEditor();
  const nameId = controlId(`${path}.name`);
  return (
    <div className="ed-field">
      <label className="ed-label" htmlFor={nameId}>
        Name
      </label>
      <input id={nameId} value={field.name} aria-describedby={`${nameId}-hint`} onChange={(e) => set(path, renamedField(field, { name: e.target.value }))} />
      <p className="ed-hint" id={`${nameId}-hint`}>
        Standard names (first name, last name, country, city…) keep their own column in your leads.
      </p>
    </div>
  );
}

/** What every field has: kind, label, name, and the placeholder or the hidden value. */
function FieldIdentity({ path, field }: { path: Path; field: DesignedField }) {
  return (
    <div className="ed-grid">
      <FieldKind path={path} field={field} />
      <TextControl path={`${path}.label`} label="Label" />
      <FieldName path={path} field={field} />
      {field.type !== 'hidden' && field.type !== 'consent' && !CHOICE_FIELD_TYPES.has(field.type) && (
        <TextControl path={`${path}.placeholder`} label="Placeholder" />
      )}
      {field.type === 'hidden' && (
        <TextControl
          path={`${path}.value`}
          label="Value"
          hint="Sent with every lead. {{prize_code}} and {{prize_label}} take the won prize's code and label."
        />
      )}
    </div>
  );
}

/** How a phone or SMS field checks its number. */
function PhoneRules({ path, field }: { path: Path; field: DesignedField }) {
  return (
    <div className="ed-grid">
      <SelectControl path={`${path}.phone_mode`} label="Number check" options={PHONE_MODES} emptyLabel="Basic (default)" />
      {field.phone_mode === 'international' && (
        <TextControl
          path={`${path}.default_country`}
          label="Country of numbers typed without a dial code"
          placeholder={DEFAULT_PHONE_COUNTRY}
          hint="Two-letter country code, e.g. US, GB, IL."
          maxLength={2}
        />
      )}
    </div>
  );
}

/** Whether a visible field must be filled, and the owner's own message when it is not valid. */
function RequiredRules({ path }: { path: Path }) {
  return (
    <div className="ed-grid">
      <BoolControl path={`${path}.required`} label="Required" />
      <TextControl
        path={`${path}.error_message`}
        label="Your own error message"
        hint="Replaces every default message of this field. Leave empty for the built-in messages (English or Hebrew)."
      />
    </div>
  );
}

/** One form field: its kind, label, key, and the rules and messages of its kind. */
function FieldCard({ path, listPath, index, field }: { path: Path; listPath: Path; index: number; field: DesignedField }) {
  const name = `field ${index + 1} (${field.label || FIELD_TYPE_LABELS[field.type]})`;
  return (
    <li className="ed-card ed-field-card" data-path={path}>
      <div className="ed-card-head">
        <strong>{FIELD_TYPE_LABELS[field.type] ?? field.type}</strong>
        <code className="ed-key" title="The column this field fills in your leads">
          {field.field_key}
        </code>
        <ItemToolbar listPath={listPath} index={index} name={name} />
      </div>
      <ItemProblems path={path} />
      <FieldIdentity path={path} field={field} />
      {CHOICE_FIELD_TYPES.has(field.type) && <LinesControl path={`${path}.options`} label="Options (one a line)" />}
      {(field.type === 'phone' || field.type === 'sms') && <PhoneRules path={path} field={field} />}
      {field.type === 'email' && <BoolControl path={`${path}.business_only`} label="Business addresses only (refuse free-mail domains)" />}
      {field.type !== 'hidden' && <RequiredRules path={path} />}
    </li>
  );
}

/** The fields of a form block, in order, with adding of any kind. */
export function FieldList({ path }: { path: Path }) {
  const { settings, set } = useEditor();
  const fields = (getIn(settings, path) as DesignedField[] | undefined) ?? [];
  const [kind, setKind] = useState<FieldType>('text');
  const addId = controlId(`${path}.add`);
  return (
    <div className="ed-fields">
      <ol className="ed-list">
        {fields.map((field, index) => (
          <FieldCard key={index} path={`${path}.${index}`} listPath={path} index={index} field={field} />
        ))}
      </ol>
      <div className="ed-add">
        <label htmlFor={addId}>New field</label>
        <select id={addId} value={kind} onChange={(e) => setKind(e.target.value as FieldType)}>
          {FIELD_TYPE_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => set(path, [...fields, newField(kind, nextFieldCount(settings.design))])}>
          Add field
        </button>
      </div>
    </div>
  );
}
