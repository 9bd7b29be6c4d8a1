import type { DesignedField, FieldType, InternationalPhoneChecker } from '@beckon/core';

/** Kinds whose answer is a list: every ticked box of the group. */
export const LIST_KINDS: ReadonlySet<FieldType> = new Set<FieldType>(['checkbox', 'multi_select', 'preference']);

/** What the visitor entered, per field_key, in the shape core's validateForm reads. */
export function formValues(form: HTMLFormElement, fields: readonly DesignedField[]): Record<string, string | string[]> {
  const data = new FormData(form);
  const values: Record<string, string | string[]> = {};
  for (const field of fields) {
    const key = field.field_key;
    const grouped = LIST_KINDS.has(field.type) && (field.options?.length ?? 0) > 0;
    values[key] = grouped ? data.getAll(key).map(String) : String(data.get(key) ?? '');
  }
  return values;
}

export const needsInternationalPhone = (fields: readonly DesignedField[]) =>
  fields.some((f) => (f.type === 'phone' || f.type === 'sms') && f.phone_mode === 'international');

let phone: Promise<InternationalPhoneChecker | undefined> | null = null;

/**
 * The international phone rule needs libphonenumber (about 33 KB gzip): it is fetched only when a
 * form has such a field, once. If it cannot load, core falls back to the basic phone check and
 * the server, which always has it, checks again.
 */
export function internationalPhoneChecker(): Promise<InternationalPhoneChecker | undefined> {
  phone ??= import('@beckon/core/phone').then(
    (m) => m.internationalPhone,
    () => {
      phone = null;
      return undefined;
    },
  );
  return phone;
}

/** Whether the visitor has typed, ticked or chosen anything in the container's fields. */
export function holdsEdits(container: ParentNode): boolean {
  return Array.from(container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input,textarea,select')).some((field) =>
    field instanceof HTMLSelectElement
      ? Array.from(field.options).some((o) => o.selected !== o.defaultSelected)
      : field.type === 'checkbox' || field.type === 'radio'
        ? (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked
        : field.value !== field.defaultValue,
  );
}
