import { isOn, withConsentSettings, type Block, type DesignedField, type PopupRecord } from '@beckon/core';
import type { Device } from './types.js';

export type ScreenName = 'main' | 'thank_you';

/** The screens this device shows: the mobile design when the owner made one and switched it on. */
export function screensFor(record: PopupRecord, device: Device) {
  const { design } = record;
  const mobile = device === 'mobile' && isOn(record.design_properties.switch_mobile_editor) && design.mobile;
  return (mobile || design).screens;
}

export function fieldsOf(blocks: Block[]): DesignedField[] {
  return blocks.flatMap((b) => (b.kind === 'fields' ? b.fields : []));
}

/** A screen's blocks with the pop-up's consent settings folded into its form, as drawn and as checked. */
export function withConsent(blocks: Block[], props: PopupRecord['design_properties']): Block[] {
  return blocks.map((b) => (b.kind === 'fields' ? { ...b, fields: withConsentSettings(b.fields, props) } : b));
}
