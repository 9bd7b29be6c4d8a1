import { CONTENT_MOBILE_MAX_WIDTH_PX, CONTENT_TABLET_MAX_WIDTH_PX } from '../constants.js';

/** The three kinds of screen the content kit tells apart (SPEC §9's carousel names them). */
export type ContentDevice = 'mobile' | 'tablet' | 'desktop';
export const CONTENT_DEVICES: readonly ContentDevice[] = ['mobile', 'tablet', 'desktop'];

/** By the viewport's width, in CSS pixels: a phone, a tablet, or anything wider. */
export function deviceForWidth(width: number): ContentDevice {
  if (!(width > CONTENT_MOBILE_MAX_WIDTH_PX)) return 'mobile';
  return width <= CONTENT_TABLET_MAX_WIDTH_PX ? 'tablet' : 'desktop';
}

/** A list of device names (`mobile tablet`, `mobile,tablet`); unknown words are dropped. */
export function parseDevices(value: string | null): ContentDevice[] {
  const words = (value ?? '').toLowerCase().split(/[\s,]+/);
  return CONTENT_DEVICES.filter((device) => words.includes(device));
}
