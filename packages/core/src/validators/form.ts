import type { SubmittedField } from '../types/api.js';
import type { DesignedField } from '../types/design.js';
import { validateField, type FieldContext } from './field-value.js';

/** SPEC §5: the whole form checked at submit. */
export interface FormValidation {
  /** field_key → the message to show; no entry means the field passes */
  errors: Record<string, string>;
  /** the field set to send, values normalised, empty values skipped (SPEC §5) */
  submitted: SubmittedField[];
  /** no visible field was filled at all: the widget blocks submit with the shake animation (SPEC §5) */
  empty: boolean;
  /** the first email field with a 'Did you mean ...?' address (advice; it does not block) */
  suggestion: { field_key: string; email: string } | null;
}

/**
 * Runs every SPEC §5 pop-up field rule over a form. `values` holds what the visitor sent per
 * field_key (a list for multi-select and checkbox groups); a hidden field missing from it takes
 * its designed value. The widget runs it before sending, the server before storing.
 */
export function validateForm(
  fields: readonly DesignedField[],
  values: Readonly<Record<string, string | readonly string[]>>,
  ctx: FieldContext,
): FormValidation {
  const own = (record: object, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);
  const errors: Record<string, string> = {};
  const submitted: SubmittedField[] = [];
  let visible = 0;
  let filled = false;
  let suggestion: FormValidation['suggestion'] = null;
  for (const field of fields) {
    const key = field.field_key;
    const raw = own(values, key) ? values[key]! : field.type === 'hidden' ? field.value : '';
    const check = validateField(field, raw, ctx);
    if (check.error !== null && !own(errors, key)) errors[key] = check.error;
    if (check.value !== '') submitted.push({ field_key: key, label: field.label ?? field.name, type: field.type, value: check.value });
    if (field.type !== 'hidden') {
      visible += 1;
      filled ||= check.filled;
    }
    if (suggestion === null && check.suggestion !== null) suggestion = { field_key: key, email: check.suggestion };
  }
  // A form with no visible field (a button alone) is not an empty form.
  return { errors, submitted, empty: visible > 0 && !filled, suggestion };
}
