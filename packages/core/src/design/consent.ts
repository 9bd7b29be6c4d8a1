import { isOn } from '../flags.js';
import type { DesignedField } from '../types/design.js';
import type { DesignProperties } from '../types/popup.js';

/** The pop-up-wide consent settings of SPEC §3 design_properties. */
export type ConsentSettings = Pick<DesignProperties, 'field_checkbox_required' | 'field_checkbox_default_marked'>;

/**
 * SPEC §3 field_checkbox_required / field_checkbox_default_marked: settings of the whole pop-up
 * for its consent boxes, folded into the designed consent fields. Everything that draws or checks
 * a form reads the fields through this (the live view, the server's first paint, and validateForm
 * in the widget and on the server), so a box the editor makes required is required everywhere.
 * A flag that is off leaves each field's own setting alone rather than overriding it.
 */
export function withConsentSettings(fields: readonly DesignedField[], settings: ConsentSettings | undefined): DesignedField[] {
  const required = isOn(settings?.field_checkbox_required);
  const ticked = isOn(settings?.field_checkbox_default_marked);
  if (!required && !ticked) return [...fields];
  return fields.map((field) =>
    field.type !== 'consent'
      ? field
      : {
          ...field,
          ...(required ? { required: true } : {}),
          ...(ticked ? { value: 'yes' } : {}),
        },
  );
}
