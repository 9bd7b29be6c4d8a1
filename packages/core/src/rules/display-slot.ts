import { isInlineType, isModalType } from '../formats/modal.js';
import type { PopupRecord, PopupType } from '../types/popup.js';

/** Where each floating type sits when the owner chose no position (SPEC §2 positions). */
export const DEFAULT_POPUP_LOCATION: Readonly<Partial<Record<PopupType, string>>> = {
  bar: 'top_center',
  sside: 'bottom_right',
  social: 'bottom_left',
  browsing: 'bottom_right',
  bside: 'middle_right',
  mobile: 'bottom_center',
};

/** Where the record sits on screen: its vertical and horizontal position (SPEC §2). */
export function screenPositionOf(record: Pick<PopupRecord, 'poptin_type' | 'design_properties'>): { v: string; h: string } {
  const location = String(record.design_properties?.poptin_location || DEFAULT_POPUP_LOCATION[record.poptin_type as PopupType] || 'middle_center');
  const [vertical = 'middle', horizontal = 'center'] = location.split('_');
  // SPEC §2: a bar is top or bottom; a side bar left or right.
  return {
    v: record.poptin_type === 'bar' && vertical === 'middle' ? 'top' : vertical,
    h: record.poptin_type === 'bside' && horizontal === 'center' ? 'right' : horizontal,
  };
}

/**
 * "Same kind" (issue 15): two pop-ups of one slot would cover each other, so the second waits
 * until the first has gone. Beckon's definition, from what overlaps on screen:
 * - lightbox, gamified, fullpage take the whole screen: one slot (SPEC §4's exclusive queue);
 * - bars and mobile banners span the width: one slot per edge (top, bottom), per type, since
 *   a bar and a mobile banner are sized for different screens;
 * - slide-ins, side bars, social and browsing boxes sit in a corner: one slot per corner;
 *   a side bar fills its whole side, so it shares a slot with nothing but side bars there.
 * Embedded and content pop-ups live in the owner's own containers: no slot, never queued.
 * An unknown type gets a slot of its own, so it is never held back by a guess.
 */
export function displaySlotOf(record: Pick<PopupRecord, 'poptin_type' | 'poptin_id' | 'design_properties'>): string | null {
  const type = record.poptin_type;
  if (isInlineType(type)) return null;
  if (isModalType(type)) return 'screen';
  const { v, h } = screenPositionOf(record);
  switch (type) {
    case 'bar':
    case 'mobile':
      return `${type}:${v}`;
    case 'bside':
      return `side:${h}`;
    case 'sside':
    case 'social':
    case 'browsing':
      return `corner:${v}_${h}`;
    default:
      return `own:${record.poptin_id}`;
  }
}
