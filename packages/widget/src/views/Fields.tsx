import { useRef, useState } from 'react';
import { LIST_KINDS } from './form-values.js';
import { emailSuggestion, NAME_EMAIL_MAX_LENGTH, t, texts, type DesignedField, type FieldType, type Language } from '@beckon/core';

interface FieldsProps {
  fields: DesignedField[];
  lang: Language;
  errors: Record<string, string>;
  idPrefix: string;
}

const inputTypes: Partial<Record<FieldType, string>> = {
  email: 'email',
  phone: 'tel',
  sms: 'tel',
  number: 'number',
  website_url: 'url',
  date: 'date',
  birthday: 'date',
};
const autocomplete: Partial<Record<FieldType, string>> = { email: 'email', phone: 'tel', sms: 'tel', name: 'name', birthday: 'bday', website_url: 'url' };
/** Addresses, numbers and links read left to right even inside a Hebrew (right-to-left) form. */
const leftToRight = new Set<FieldType>(['email', 'phone', 'sms', 'number', 'website_url']);
/** Kinds that offer choices, each shown as a group of radios (one answer) or checkboxes (a list). */
const isGroup = (type: FieldType) => type === 'radio' || LIST_KINDS.has(type);

interface FieldProps {
  field: DesignedField;
  id: string;
  error: string | undefined;
  lang: Language;
}

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="bk-error" id={`${id}-error`} role="alert">
      {error}
    </p>
  ) : null;
}

const described = (id: string, error: string | undefined) => (error ? `${id}-error` : undefined);

/** Radios (one choice) or checkboxes (several): a fieldset named by its legend. */
function ChoiceGroup({ field, id, error }: FieldProps) {
  const single = field.type === 'radio';
  const options = field.options ?? [];
  return (
    <fieldset className="bk-field bk-group" aria-describedby={described(id, error)} aria-invalid={error ? 'true' : undefined}>
      <legend className="bk-label">
        {field.label ?? field.name}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {options.map((option, i) => (
        <label className="bk-choice" key={option}>
          <input
            type={single ? 'radio' : 'checkbox'}
            id={`${id}-${i}`}
            name={field.field_key}
            value={option}
            aria-required={single && field.required ? 'true' : undefined}
            data-action-required={field.required ? 'true' : undefined}
          />
          <span>{option}</span>
        </label>
      ))}
      <ErrorText id={id} error={error} />
    </fieldset>
  );
}

/** A single checkbox: the consent (SPEC §3: yes/no) or a checkbox field without options. */
function SingleCheckbox({ field, id, error }: FieldProps) {
  return (
    <div className="bk-field">
      <label className="bk-choice bk-consent" htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          name={field.field_key}
          value="yes"
          defaultChecked={field.value === 'yes'}
          aria-required={field.required ? 'true' : undefined}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={described(id, error)}
          data-action-required={field.required ? 'true' : undefined}
        />
        <span>{field.label ?? field.name}</span>
      </label>
      <ErrorText id={id} error={error} />
    </div>
  );
}

function Select({ field, id, error, lang }: FieldProps) {
  return (
    <div className="bk-field">
      <label className="bk-label" htmlFor={id}>
        {field.label ?? field.name}
      </label>
      <select
        id={id}
        className="bk-input bk-select"
        name={field.field_key}
        defaultValue={field.value}
        aria-required={field.required ? 'true' : undefined}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={described(id, error)}
      >
        <option value="">{field.placeholder || t(lang, texts.selectPlaceholder)}</option>
        {(field.options ?? []).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <ErrorText id={id} error={error} />
    </div>
  );
}

/**
 * SPEC §5 'Did you mean ...?': after the visitor leaves an email field, a likely typo of a common
 * provider is offered as a button that puts the corrected address in.
 */
function EmailHint({ input, lang, hint, onDone }: { input: HTMLInputElement | null; lang: Language; hint: string; onDone: () => void }) {
  const [before = '', after = ''] = t(lang, texts.emailSuggestion).split('{suggestion}');
  const fix = () => {
    if (input) {
      input.value = hint;
      input.focus();
    }
    onDone();
  };
  return (
    <p className="bk-hint" role="status">
      {before}
      <button type="button" className="bk-hint-fix" dir="ltr" onClick={fix}>
        {hint}
      </button>
      {after}
    </p>
  );
}

function TextInput({ field, id, error, lang }: FieldProps) {
  const isDate = field.type === 'date' || field.type === 'birthday';
  const input = useRef<HTMLInputElement>(null);
  const [hint, setHint] = useState<string | null>(null);
  const onBlur = field.type === 'email' ? () => setHint(emailSuggestion(input.current?.value ?? '')) : undefined;
  return (
    <div className="bk-field">
      <label className="bk-label" htmlFor={id}>
        {field.label ?? field.name}
      </label>
      <input
        ref={input}
        id={id}
        className="bk-input"
        name={field.field_key}
        onBlur={onBlur}
        type={inputTypes[field.type] ?? 'text'}
        autoComplete={autocomplete[field.type] ?? 'on'}
        placeholder={isDate ? undefined : field.placeholder}
        defaultValue={field.value}
        dir={leftToRight.has(field.type) ? 'ltr' : undefined}
        maxLength={isDate || field.type === 'number' ? undefined : NAME_EMAIL_MAX_LENGTH}
        step={field.type === 'number' ? 'any' : undefined}
        inputMode={field.type === 'number' ? 'decimal' : undefined}
        aria-required={field.required ? 'true' : undefined}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={described(id, error)}
      />
      <ErrorText id={id} error={error} />
      {hint && <EmailHint input={input.current} lang={lang} hint={hint} onDone={() => setHint(null)} />}
    </div>
  );
}

/**
 * The form's inputs (SPEC §3 field kinds): each has a visible label or legend and, when it fails,
 * a message tied to it. Dates use the browser's own date picker; the value is stored dd/mm/yyyy.
 */
export function Fields({ fields, errors, idPrefix, lang }: FieldsProps) {
  return (
    <div className="bk-fields">
      {fields.map((field) => {
        const props: FieldProps = { field, id: `${idPrefix}-${field.field_key}`, error: errors[field.field_key], lang };
        if (field.type === 'hidden') return <input key={field.field_key} type="hidden" name={field.field_key} value={field.value} />;
        if (field.type === 'consent' || (field.type === 'checkbox' && !field.options?.length)) return <SingleCheckbox key={field.field_key} {...props} />;
        if (isGroup(field.type)) return <ChoiceGroup key={field.field_key} {...props} />;
        if (field.type === 'select') return <Select key={field.field_key} {...props} />;
        return <TextInput key={field.field_key} {...props} />;
      })}
    </div>
  );
}
