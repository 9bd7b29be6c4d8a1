import { LEAD_FIELD_VALUE_MAX_LENGTH, LEAD_MAX_FIELDS } from '../constants.js';
import type { SubmittedField } from '../types/api.js';

/** SPEC §5: empty values are skipped in the submitted field set. */
export function dropEmptyFields(fields: SubmittedField[]): SubmittedField[] {
  return fields.filter((f) => f.value.trim() !== '');
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** Reads newExtraFields (SPEC §7: a JSON array), refusing anything that is not a list of fields. */
export function parseSubmittedFields(json: string | undefined): ParseResult<SubmittedField[]> {
  if (json === undefined || json === '') return { ok: true, value: [] };
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return { ok: false, error: 'newExtraFields is not valid JSON' };
  }
  if (!Array.isArray(data)) return { ok: false, error: 'newExtraFields must be a JSON array' };
  if (data.length > LEAD_MAX_FIELDS) return { ok: false, error: `newExtraFields holds more than ${LEAD_MAX_FIELDS} fields` };
  const fields: SubmittedField[] = [];
  for (const item of data) {
    if (typeof item !== 'object' || item === null) return { ok: false, error: 'each of newExtraFields must be an object' };
    const { field_key, label, type, value } = item as Record<string, unknown>;
    if (typeof field_key !== 'string' || field_key === '' || typeof value !== 'string') {
      return { ok: false, error: 'each of newExtraFields needs a field_key and a string value' };
    }
    fields.push({ field_key, label: typeof label === 'string' ? label : field_key, type: typeof type === 'string' ? type : 'text', value });
  }
  return { ok: true, value: fields };
}

/** A stored value past the bound is cut rather than refused: a person's lead is never lost for its length. */
export function boundedField(field: SubmittedField): SubmittedField {
  return field.value.length > LEAD_FIELD_VALUE_MAX_LENGTH ? { ...field, value: field.value.slice(0, LEAD_FIELD_VALUE_MAX_LENGTH) } : field;
}
