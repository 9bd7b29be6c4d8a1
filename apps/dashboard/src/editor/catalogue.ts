import {
  CHOICE_FIELD_TYPES,
  emailField,
  FIELD_TYPES,
  fieldKeyFor,
  type Block,
  type BlockKind,
  type DesignedField,
  type FieldType,
  type PopupDesign,
  type ScreenName,
} from '@beckon/core';

/** Every block kind of core's design model, in words, with what a new one holds. */
export const BLOCK_KINDS: Record<BlockKind, { label: string; make: (design: PopupDesign | undefined) => Block }> = {
  heading: { label: 'Heading', make: () => ({ kind: 'heading', text: 'New heading' }) },
  text: { label: 'Text', make: () => ({ kind: 'text', text: '' }) },
  image: { label: 'Image', make: () => ({ kind: 'image', src: '', alt: '' }) },
  fields: { label: 'Form fields', make: (design) => ({ kind: 'fields', fields: [emailField(nextFieldCount(design), 'Email address', 'you@example.com')] }) },
  button: { label: 'Button', make: () => ({ kind: 'button', text: 'Submit', action: 'submit' }) },
  coupon: { label: 'Coupon', make: () => ({ kind: 'coupon', code: '' }) },
  countdown: { label: 'Countdown timer', make: () => ({ kind: 'countdown', ends_at: '' }) },
  products: { label: 'Product cards', make: () => ({ kind: 'products', products: [], buttons_action: 'redirect' }) },
  ticker: { label: 'Social-proof ticker', make: () => ({ kind: 'ticker', messages: [] }) },
  html: { label: 'Custom HTML', make: () => ({ kind: 'html', html: '' }) },
};

export const SCREEN_LABELS: Record<ScreenName, string> = {
  main: 'Main form',
  thank_you: 'Thank-you',
  play: 'Play',
  winning: 'Winning',
  losing: 'Losing',
  teaser: 'Teaser',
};

/** The screens a pop-up of this type uses: the play, winning and losing screens belong to gamified pop-ups. */
export function screensOf(type: string): ScreenName[] {
  return type === 'gamified' ? ['main', 'play', 'winning', 'losing', 'thank_you', 'teaser'] : ['main', 'thank_you', 'teaser'];
}

export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  text: 'Text',
  free_field: 'Free text (long)',
  radio: 'Radio buttons (one choice)',
  checkbox: 'Checkboxes',
  select: 'Drop-down',
  website_url: 'Website address',
  consent: 'Consent (yes/no)',
  custom_field: 'Custom field',
  preference: 'Preferences',
  multi_select: 'Multi-select',
  hidden: 'Hidden value',
  email: 'Email',
  phone: 'Phone',
  sms: 'SMS number',
  number: 'Number',
  date: 'Date',
  birthday: 'Birthday',
  name: 'Name',
};
export const FIELD_TYPE_CHOICES = FIELD_TYPES.map((value) => ({ value, label: FIELD_TYPE_LABELS[value] }));

/** SPEC §3: a new field's counter follows every field of the design (main and mobile screens alike). */
export function nextFieldCount(design: PopupDesign | undefined): number {
  const sets = design ? [design.screens, design.mobile?.screens ?? {}] : [];
  let max = 0;
  for (const screens of sets) {
    for (const blocks of Object.values(screens)) {
      for (const block of blocks ?? []) if (block.kind === 'fields') for (const f of block.fields) max = Math.max(max, Number(f.count) || 0);
    }
  }
  return max + 1;
}

/** A new field of a kind; its key follows SPEC §3 (standard names keep theirs, others are type plus counter). */
export function newField(type: FieldType, count: number): DesignedField {
  if (type === 'email') return emailField(count, 'Email address', 'you@example.com');
  const name = type === 'consent' ? 'consent' : `${type}_${count}`;
  return {
    count,
    type,
    name,
    id: `${type}_${count}`,
    field_key: fieldKeyFor({ name, type, count }),
    short_name: name,
    placeholder: '',
    value: '',
    created_as: type,
    created_version: '1',
    property_name: name,
    label: FIELD_TYPE_LABELS[type],
    ...(CHOICE_FIELD_TYPES.has(type) ? { options: ['Option 1', 'Option 2'] } : {}),
  };
}

/** The field after its name or type changed: the key, id and names follow (SPEC §3 field keys). */
export function renamedField(field: DesignedField, changes: { name?: string; type?: FieldType }): DesignedField {
  const next = { ...field, ...changes };
  const key = fieldKeyFor({ name: next.name, type: next.type, count: next.count });
  return { ...next, field_key: key, short_name: next.name, property_name: next.name, id: `${next.type}_${next.count}`, created_as: field.created_as };
}
