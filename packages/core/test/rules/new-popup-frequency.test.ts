import { describe, expect, it } from 'vitest';
import {
  FREQUENCY_RULES,
  frequencyAllows,
  leadPopupDesign,
  validatePopupSettings,
  markClosed,
  markConverted,
  markSeen,
  NEW_POPUP_FREQUENCY,
  NEW_POPUP_REPEAT_AFTER_DAYS,
  type PopupHistoryEntry,
} from '../../src/index.js';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 24, 12);
const seenAndClosed = markClosed(markSeen(undefined, { number: 1, now: T0 }), T0 + 1000);
const converted = markConverted(markSeen(undefined, { number: 1, now: T0 }), T0 + 1000);

describe('a new pop-up comes back like the peers (issue 15)', () => {
  it('is once every few days, never after converting', () => {
    expect(NEW_POPUP_FREQUENCY).toEqual({ d_f_r: FREQUENCY_RULES.onceEveryFewDays, d_f_a: NEW_POPUP_REPEAT_AFTER_DAYS, stop_showing_to_converted_users: 1 });
  });

  it('is settings the server accepts for a new pop-up (the dashboard sends them on create)', () => {
    const settings = { ...NEW_POPUP_FREQUENCY, design: leadPopupDesign('en'), design_properties: { poptin_design_thank_screen: 1 as const } };
    expect(validatePopupSettings(settings, { type: 'lightbox', format: 'format_1' })).toEqual([]);
  });

  it.each<[string, PopupHistoryEntry | undefined, { number: number; now: number }, boolean]>([
    ['first page, never seen', undefined, { number: 1, now: T0 }, true],
    ['closed, next page of the same visit', seenAndClosed, { number: 1, now: T0 + 60_000 }, false],
    ['closed, a visit the next day', seenAndClosed, { number: 2, now: T0 + DAY }, false],
    ['closed, 1 ms before the days are up', seenAndClosed, { number: 5, now: T0 + NEW_POPUP_REPEAT_AFTER_DAYS * DAY - 1 }, false],
    ['closed, the days are up', seenAndClosed, { number: 5, now: T0 + NEW_POPUP_REPEAT_AFTER_DAYS * DAY }, true],
    ['converted, a month later', converted, { number: 9, now: T0 + 30 * DAY }, false],
    ['converted, 364 days later', converted, { number: 90, now: T0 + 364 * DAY }, false],
  ])('%s', (_name, entry, visit, allowed) => {
    expect(frequencyAllows(NEW_POPUP_FREQUENCY, entry, visit)).toBe(allowed);
  });
});
