import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { PriceRule, PriceRuleValueType } from '../../../api/types.js';
import { ErrorText } from '../../../components/QueryState.js';
import { currencySymbolOf } from '../currency.js';
import { codeDraftOf, emptyCodeDraft, toPriceRule, type CodeDraft, type CodeErrors, type CodeField } from './code-draft.js';

// The label names the control alone; its hint and error describe it (aria-describedby), outside the label.
const FIELD_STYLE = { display: 'grid', gap: 4, alignContent: 'start' } as const;
const LABEL_STYLE = { fontSize: 14, fontWeight: 600 } as const;

const TIME_ZONE = new Intl.DateTimeFormat().resolvedOptions().timeZone;

interface FieldSpec {
  field: CodeField;
  label: string;
  hint: string;
  type?: 'datetime-local';
  inputMode?: 'decimal';
  ltr?: boolean;
}

function fieldsFor(valueType: PriceRuleValueType, currency: string): FieldSpec[] {
  const symbol = currencySymbolOf(currency);
  return [
    { field: 'title', label: 'Title', hint: 'Your name for it, shown here and in the editor. Visitors see only the code.' },
    { field: 'code', label: 'Code', hint: 'As your shop knows it: what shoppers type at checkout.', ltr: true },
    valueType === 'percentage'
      ? { field: 'value', label: 'Percentage off', hint: 'Above 0 and at most 100, such as 15.', inputMode: 'decimal' }
      : {
          field: 'value',
          label: 'Amount off',
          hint: currency ? `In ${currency}${symbol ? ` (${symbol})` : ''}, such as 10.` : 'Such as 10.',
          inputMode: 'decimal',
        },
    { field: 'starts_at', label: 'Starts', hint: `Optional: left empty, the code runs at once. In your time zone (${TIME_ZONE}).`, type: 'datetime-local' },
    {
      field: 'ends_at',
      label: 'Ends',
      hint: 'Optional: left empty, it runs until you end it. From this moment, visitors no longer see it.',
      type: 'datetime-local',
    },
  ];
}

function Field({
  id,
  spec,
  draft,
  error,
  update,
}: {
  id: string;
  spec: FieldSpec;
  draft: CodeDraft;
  error?: string;
  update: (next: Partial<CodeDraft>) => void;
}) {
  const { field, label, hint, type, inputMode, ltr } = spec;
  return (
    <div style={FIELD_STYLE}>
      <label htmlFor={`${id}-${field}`} style={LABEL_STYLE}>
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        type={type ?? 'text'}
        inputMode={inputMode}
        dir={ltr ? 'ltr' : 'auto'}
        spellCheck={ltr ? false : undefined}
        autoCapitalize={ltr ? 'characters' : undefined}
        value={draft[field]}
        onChange={(e) => update({ [field]: e.target.value })}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-${field}-hint ${id}-${field}-error`}
      />
      <span id={`${id}-${field}-hint`} className="hint">
        {hint}
      </span>
      <span id={`${id}-${field}-error`} className="field-error">
        {error ?? ''}
      </span>
    </div>
  );
}

function KindChoice({ id, value, onChange }: { id: string; value: PriceRuleValueType; onChange: (kind: PriceRuleValueType) => void }) {
  return (
    <div style={FIELD_STYLE}>
      <label htmlFor={`${id}-value_type`} style={LABEL_STYLE}>
        Kind of discount
      </label>
      <select id={`${id}-value_type`} value={value} onChange={(e) => onChange(e.target.value as PriceRuleValueType)}>
        <option value="percentage">A percentage off</option>
        <option value="fixed_amount">An amount off</option>
      </select>
    </div>
  );
}

interface DiscountCodeFormProps {
  /** the code being changed; null adds a new one */
  editing: PriceRule | null;
  /** the site's other codes: a code may not repeat one of them */
  others: readonly PriceRule[];
  currency: string;
  /** starts every id in the form: the page puts the focus on `${id}-title` after an addition */
  id: string;
  pending: boolean;
  error: Error | null;
  onSave: (rule: PriceRule) => void;
  onCancel: () => void;
}

/** Adds a discount code or changes one: checked here as the server checks it; the page then saves the whole set. */
export function DiscountCodeForm({ id, editing, others, currency, pending, error, onSave, onCancel }: DiscountCodeFormProps) {
  const [draft, setDraft] = useState<CodeDraft>(() => (editing ? codeDraftOf(editing) : emptyCodeDraft()));
  const [errors, setErrors] = useState<CodeErrors>({});
  const update = (next: Partial<CodeDraft>) => setDraft((d) => ({ ...d, ...next }));
  const heading = useRef<HTMLHeadingElement>(null);
  // Edit was pressed in the table: the owner lands on the form it opened (each edit mounts a new form).
  const openedForEdit = useRef(editing !== null);
  useEffect(() => {
    if (openedForEdit.current) heading.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = toPriceRule(draft, others);
    setErrors('errors' in checked ? checked.errors : {});
    if ('rule' in checked) onSave(checked.rule);
  };
  const fields = fieldsFor(draft.value_type, currency);

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} tabIndex={-1} ref={heading}>
        {editing ? `Edit ${editing.code}` : 'Add a discount code'}
      </h2>
      <div className="grid-fields">
        {fields.slice(0, 2).map((spec) => (
          <Field key={spec.field} id={id} spec={spec} draft={draft} error={errors[spec.field]} update={update} />
        ))}
        <KindChoice id={id} value={draft.value_type} onChange={(value_type) => update({ value_type })} />
        {fields.slice(2).map((spec) => (
          <Field key={spec.field} id={id} spec={spec} draft={draft} error={errors[spec.field]} update={update} />
        ))}
      </div>
      {Object.keys(errors).length > 0 && (
        <p className="error" role="alert">
          Correct the marked fields first.
        </p>
      )}
      <div className="row">
        <button type="submit" className="primary" disabled={pending}>
          {pending ? 'Saving…' : editing ? 'Save code' : 'Add code'}
        </button>
        {editing && (
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      <ErrorText error={error} />
    </form>
  );
}
