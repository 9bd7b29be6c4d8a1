/** SPEC §3 field kinds, plus the input kinds a pop-up form can hold. */
export const FIELD_TYPES = [
  'text',
  'free_field',
  'radio',
  'checkbox',
  'select',
  'website_url',
  'consent',
  'custom_field',
  'preference',
  'multi_select',
  'hidden',
  'email',
  'phone',
  'sms',
  'number',
  'date',
  'birthday',
  'name',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Field kinds whose answers are picked from the owner's options (a lone checkbox may have none). */
export const CHOICE_FIELD_TYPES: ReadonlySet<FieldType> = new Set<FieldType>(['radio', 'checkbox', 'select', 'multi_select', 'preference']);

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
