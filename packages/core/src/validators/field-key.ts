/** SPEC §3: field keys are lowercased with runs of non-alphanumerics collapsed to one underscore. */
export function fieldKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** SPEC §3: the standard names a field keeps as its key (email too: every lead's address). */
export const STANDARD_FIELD_KEYS = [
  'first_name',
  'last_name',
  'gender',
  'country',
  'state',
  'city',
  'address',
  'zip_postal_code',
  'birthday',
  'preferences',
  'email',
] as const;

/** Names owners write for a standard field, normalised, and the key each maps to. */
const STANDARD_ALIASES: Readonly<Record<string, (typeof STANDARD_FIELD_KEYS)[number]>> = {
  firstname: 'first_name',
  first: 'first_name',
  name: 'first_name',
  fname: 'first_name',
  lastname: 'last_name',
  last: 'last_name',
  surname: 'last_name',
  lname: 'last_name',
  family_name: 'last_name',
  sex: 'gender',
  region: 'state',
  province: 'state',
  town: 'city',
  street: 'address',
  street_address: 'address',
  zip: 'zip_postal_code',
  zip_code: 'zip_postal_code',
  zipcode: 'zip_postal_code',
  postal_code: 'zip_postal_code',
  postcode: 'zip_postal_code',
  zip_postal: 'zip_postal_code',
  date_of_birth: 'birthday',
  dob: 'birthday',
  preference: 'preferences',
  e_mail: 'email',
  email_address: 'email',
};

/**
 * SPEC §3: the key a new form field gets. A standard name keeps its standard key, the consent
 * checkbox is `consent`, and any other field is its type plus its counter (`text_3`, `radio_9`).
 */
export function fieldKeyFor(field: { name: string; type: string; count: number }): string {
  if (field.type === 'consent') return 'consent';
  if (field.type === 'email') return 'email';
  if (field.type === 'birthday') return 'birthday';
  if (field.type === 'preference') return 'preferences';
  const key = fieldKey(field.name);
  if ((STANDARD_FIELD_KEYS as readonly string[]).includes(key)) return key;
  const alias = STANDARD_ALIASES[key];
  if (alias) return alias;
  return `${fieldKey(field.type)}_${field.count}`;
}
