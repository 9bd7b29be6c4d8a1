import type { DesignedField, Language } from '@beckon/core';
import { NAME_EMAIL_MAX_LENGTH } from '@beckon/core';

interface FieldsProps {
  fields: DesignedField[];
  lang: Language;
  errors: Record<string, string>;
  idPrefix: string;
}

const inputTypes: Partial<Record<DesignedField['type'], string>> = { email: 'email', phone: 'tel', sms: 'tel', number: 'number', website_url: 'url' };
const autocomplete: Partial<Record<DesignedField['type'], string>> = { email: 'email', phone: 'tel', sms: 'tel', name: 'name' };
/** Addresses, numbers and links read left to right even inside a Hebrew (right-to-left) form. */
const leftToRight = new Set<DesignedField['type']>(['email', 'phone', 'sms', 'number', 'website_url']);

/** The form's inputs: each has a visible label and, when it fails, a message tied to it. */
export function Fields({ fields, errors, idPrefix }: FieldsProps) {
  return (
    <div className="bk-fields">
      {fields.map((field) => {
        const id = `${idPrefix}-${field.field_key}`;
        const error = errors[field.field_key];
        return (
          <div className="bk-field" key={field.field_key}>
            <label className="bk-label" htmlFor={id}>{field.label ?? field.name}</label>
            <input
              id={id}
              className="bk-input"
              name={field.field_key}
              type={inputTypes[field.type] ?? 'text'}
              autoComplete={autocomplete[field.type] ?? 'on'}
              placeholder={field.placeholder}
              defaultValue={field.value}
              dir={leftToRight.has(field.type) ? 'ltr' : undefined}
              maxLength={NAME_EMAIL_MAX_LENGTH}
              aria-required={field.required ? 'true' : undefined}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && <p className="bk-error" id={`${id}-error`} role="alert">{error}</p>}
          </div>
        );
      })}
    </div>
  );
}
