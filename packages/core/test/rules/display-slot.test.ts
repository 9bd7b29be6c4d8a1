import { describe, expect, it } from 'vitest';
import { displaySlotOf, type PopupRecord } from '../../src/index.js';

type SlotRecord = Pick<PopupRecord, 'poptin_type' | 'poptin_id' | 'design_properties'>;
const popup = (poptin_type: string, poptin_location?: string, poptin_id = 'aaaaaaaaaaaaa'): SlotRecord =>
  ({ poptin_type, poptin_id, design_properties: poptin_location === undefined ? {} : { poptin_location } }) as SlotRecord;

describe('displaySlotOf (issue 15: two pop-ups of the same kind never show at once)', () => {
  it.each([
    ['lightbox', popup('lightbox'), 'screen'],
    ['gamified shares the screen with lightboxes', popup('gamified'), 'screen'],
    ['fullpage shares the screen with lightboxes', popup('fullpage'), 'screen'],
    ['bar, default top', popup('bar'), 'bar:top'],
    ['bar at the bottom', popup('bar', 'bottom_center'), 'bar:bottom'],
    ['bar "middle" is read as top (SPEC §2)', popup('bar', 'middle_left'), 'bar:top'],
    ['mobile, default bottom', popup('mobile'), 'mobile:bottom'],
    ['mobile at the top', popup('mobile', 'top_center'), 'mobile:top'],
    ['slide-in, default bottom right', popup('sside'), 'corner:bottom_right'],
    ['slide-in bottom left', popup('sside', 'bottom_left'), 'corner:bottom_left'],
    ['social, default bottom left, shares a corner with a slide-in there', popup('social'), 'corner:bottom_left'],
    ['browsing, default bottom right', popup('browsing'), 'corner:bottom_right'],
    ['side bar, default right', popup('bside'), 'side:right'],
    ['side bar "center" is read as right (SPEC §2)', popup('bside', 'middle_center'), 'side:right'],
    ['side bar left', popup('bside', 'top_left'), 'side:left'],
    ['embedded lives in its container: never queued', popup('embedded'), null],
    ['content lives in its container: never queued', popup('content'), null],
    ['an unknown type waits for nobody', popup('hologram', undefined, 'bbbbbbbbbbbbb'), 'own:bbbbbbbbbbbbb'],
    ['an empty location is the default', popup('sside', ''), 'corner:bottom_right'],
  ])('%s', (_name, record, slot) => {
    expect(displaySlotOf(record)).toBe(slot);
  });

  it('a hostile record without design_properties still gets its default slot', () => {
    expect(displaySlotOf({ poptin_type: 'bar', poptin_id: 'x' } as unknown as SlotRecord)).toBe('bar:top');
  });
});
