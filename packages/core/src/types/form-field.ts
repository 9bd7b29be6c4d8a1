/** SPEC §3 field kinds, plus the input kinds a pop-up form can hold. */
export const FIELD_TYPES = [
  'text', 'free_field', 'radio', 'checkbox', 'select', 'website_url', 'consent', 'custom_field', 'preference',
  'multi_select', 'hidden', 'email', 'phone', 'sms', 'number', 'date', 'birthday', 'name',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** SPEC §3 form field entry. */
export interface FormFieldEntry {
  count: number;
  type: FieldType;
  name: string;
  id: string;
  field_key: string;
  short_name: string;
  placeholder: string;
  value: string;
  created_as: string;
  created_version: string;
  property_name: string;
}
