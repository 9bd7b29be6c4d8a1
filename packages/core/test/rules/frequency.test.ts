import { describe, expect, it } from 'vitest';
import {
  COOKIE_LIFETIME_MS,
  FREQUENCY_RULES,
  frequencyAllows,
  frequencyRuleOf,
  HISTORY_LIFETIME_MS,
  markClosed,
  markConverted,
  markSeen,
  pruneHistory,
  type FrequencyRule,
  type PopupHistoryEntry,
} from '../../src/index.js';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2025, 5, 1, 12);
const { everyTimeEveryPage, onceAVisitor, onceEveryFewDays, onceEveryFewVisits } = FREQUENCY_RULES;
const seenAt = (at: number, inVisit: number): PopupHistoryEntry => ({ firstSeenAt: at, lastSeenAt: at, seenInVisit: inVisit });

describe('frequencyAllows (SPEC §9 d_f_r with d_f_a as amount)', () => {
  it.each([
    // every time, every page
    ['everytime, never seen', everyTimeEveryPage, undefined, undefined, { number: 1, now: T0 }, true],
    ['everytime, seen this very moment', everyTimeEveryPage, undefined, seenAt(T0, 1), { number: 1, now: T0 }, true],
    // no rule (or an unknown one) is every time, every page
    ['no rule, seen', undefined, undefined, seenAt(T0, 1), { number: 1, now: T0 }, true],
    ['unknown rule, seen', 'display_sometimes_9', undefined, seenAt(T0, 1), { number: 1, now: T0 }, true],
    // once a visitor
    ['once a visitor, never seen', onceAVisitor, undefined, undefined, { number: 1, now: T0 }, true],
    ['once a visitor, empty entry', onceAVisitor, undefined, {}, { number: 1, now: T0 }, true],
    ['once a visitor, seen a year ago', onceAVisitor, undefined, seenAt(T0 - 400 * DAY, 1), { number: 90, now: T0 }, false],
    ['once a visitor, only closed', onceAVisitor, undefined, { closedAt: T0 - DAY }, { number: 2, now: T0 }, true],
    ['once a visitor, seen marker only by visit', onceAVisitor, undefined, { seenInVisit: 1 }, { number: 2, now: T0 }, false],
    // once every few days: at least d_f_a days since lastSeenAt
    ['every 3 days, never seen', onceEveryFewDays, 3, undefined, { number: 1, now: T0 }, true],
    ['every 3 days, exactly 3 days', onceEveryFewDays, 3, seenAt(T0 - 3 * DAY, 1), { number: 2, now: T0 }, true],
    ['every 3 days, 1 ms short', onceEveryFewDays, 3, seenAt(T0 - 3 * DAY + 1, 1), { number: 2, now: T0 }, false],
    ['every 3 days, same visit', onceEveryFewDays, 3, seenAt(T0, 1), { number: 1, now: T0 }, false],
    ['every few days, default 1: exactly 1 day', onceEveryFewDays, undefined, seenAt(T0 - DAY, 1), { number: 2, now: T0 }, true],
    ['every few days, default 1: 23 h', onceEveryFewDays, undefined, seenAt(T0 - 23 * 60 * 60 * 1000, 1), { number: 2, now: T0 }, false],
    ['every 0 days is the default 1', onceEveryFewDays, 0, seenAt(T0 - DAY / 2, 1), { number: 2, now: T0 }, false],
    ['every -2 days is the default 1', onceEveryFewDays, -2, seenAt(T0 - DAY, 1), { number: 2, now: T0 }, true],
    ['every "2" days (wire string)', onceEveryFewDays, '2', seenAt(T0 - DAY, 1), { number: 2, now: T0 }, false],
    ['every 0.5 days', onceEveryFewDays, 0.5, seenAt(T0 - DAY / 2, 1), { number: 1, now: T0 }, true],
    ['every few days, only visit known', onceEveryFewDays, 3, { seenInVisit: 1 }, { number: 1, now: T0 }, true],
    // once every few visits: at least d_f_a visits since seenInVisit
    ['every 2 visits, never seen', onceEveryFewVisits, 2, undefined, { number: 1, now: T0 }, true],
    ['every 2 visits, exactly 2 visits later', onceEveryFewVisits, 2, seenAt(T0, 3), { number: 5, now: T0 }, true],
    ['every 2 visits, 1 visit later', onceEveryFewVisits, 2, seenAt(T0, 3), { number: 4, now: T0 }, false],
    ['every visit (default 1), same visit', onceEveryFewVisits, undefined, seenAt(T0, 3), { number: 3, now: T0 }, false],
    ['every visit (default 1), next visit', onceEveryFewVisits, undefined, seenAt(T0, 3), { number: 4, now: T0 }, true],
    ['every 2 visits, days do not count', onceEveryFewVisits, 2, seenAt(T0 - 300 * DAY, 3), { number: 3, now: T0 }, false],
  ] as Array<[string, FrequencyRule | undefined, number | undefined, PopupHistoryEntry | undefined, { number: number; now: number }, boolean]>)(
    '%s',
    (_name, rule, amount, entry, visit, result) => {
      expect(frequencyAllows({ d_f_r: rule, d_f_a: amount }, entry, visit)).toBe(result);
    },
  );

  it.each([
    [everyTimeEveryPage, 1, false],
    [undefined, '1', false],
    [onceEveryFewDays, true, false],
    [onceEveryFewVisits, 0, true],
    [everyTimeEveryPage, undefined, true],
  ] as const)('converted, rule %s, stop_showing_to_converted_users %j → %s', (rule, stop, result) => {
    const entry = { ...seenAt(T0 - 30 * DAY, 1), convertedAt: T0 - 30 * DAY };
    expect(frequencyAllows({ d_f_r: rule, stop_showing_to_converted_users: stop }, entry, { number: 9, now: T0 })).toBe(result);
  });

  it('a visitor who never converted is not stopped', () => {
    expect(frequencyAllows({ stop_showing_to_converted_users: 1 }, seenAt(T0, 1), { number: 1, now: T0 })).toBe(true);
  });

  it('reads a missing or unknown rule as every time, every page', () => {
    expect(frequencyRuleOf({})).toBe(everyTimeEveryPage);
    expect(frequencyRuleOf({ d_f_r: 'nope' as FrequencyRule })).toBe(everyTimeEveryPage);
    expect(frequencyRuleOf({ d_f_r: onceAVisitor })).toBe(onceAVisitor);
  });
});

describe('history markers', () => {
  it('markSeen keeps the first view and moves the last', () => {
    const first = markSeen(undefined, { number: 1, now: T0 });
    expect(first).toEqual({ firstSeenAt: T0, lastSeenAt: T0, seenInVisit: 1 });
    const again = markSeen({ ...first, closedAt: T0 + 5 }, { number: 4, now: T0 + DAY });
    expect(again).toEqual({ firstSeenAt: T0, lastSeenAt: T0 + DAY, seenInVisit: 4, closedAt: T0 + 5 });
  });

  it('markClosed and markConverted return new entries and keep the rest', () => {
    const entry = seenAt(T0, 2);
    const closed = markClosed(entry, T0 + 1);
    const converted = markConverted(closed, T0 + 2);
    expect(converted).toEqual({ ...entry, closedAt: T0 + 1, convertedAt: T0 + 2 });
    expect(entry).toEqual(seenAt(T0, 2));
    expect(markConverted(undefined, T0)).toEqual({ convertedAt: T0 });
    expect(markClosed(undefined, T0)).toEqual({ closedAt: T0 });
  });

  it('a later conversion restarts its lifetime', () => {
    expect(markConverted({ convertedAt: T0 }, T0 + DAY)).toEqual({ convertedAt: T0 + DAY });
  });

  it('maps markers to the SPEC §9 cookie lifetimes', () => {
    expect(HISTORY_LIFETIME_MS).toEqual({
      seen: COOKIE_LIFETIME_MS.frequencyRule,
      closed: COOKIE_LIFETIME_MS.viewed,
      converted: COOKIE_LIFETIME_MS.conversion,
    });
    expect(HISTORY_LIFETIME_MS.seen).toBe(365 * DAY);
    expect(HISTORY_LIFETIME_MS.closed).toBe(DAY);
    expect(HISTORY_LIFETIME_MS.converted).toBe(365 * DAY);
  });
});

describe('pruneHistory (markers expire as their cookies would)', () => {
  const full: PopupHistoryEntry = { firstSeenAt: T0 - 10 * DAY, lastSeenAt: T0, seenInVisit: 3, closedAt: T0, convertedAt: T0 };

  it.each([
    ['nothing expired a moment later', full, T0 + 1, full],
    ['closed expires after exactly 1 day', full, T0 + DAY, { firstSeenAt: T0 - 10 * DAY, lastSeenAt: T0, seenInVisit: 3, convertedAt: T0 }],
    ['closed kept 1 ms before 1 day', full, T0 + DAY - 1, full],
    ['seen markers age together by the last view', { ...full, convertedAt: T0 + DAY }, T0 + 365 * DAY, { convertedAt: T0 + DAY }],
    ['seen kept 1 ms before 365 days', { lastSeenAt: T0, seenInVisit: 1 }, T0 + 365 * DAY - 1, { lastSeenAt: T0, seenInVisit: 1 }],
    ['seen with only a first view ages by it', { firstSeenAt: T0 }, T0 + 365 * DAY, undefined],
    ['everything expired', full, T0 + 366 * DAY, undefined],
    ['conversion expires after 365 days', { convertedAt: T0 }, T0 + 365 * DAY, undefined],
    ['empty entry', {}, T0, undefined],
    ['no entry', undefined, T0, undefined],
  ] as Array<[string, PopupHistoryEntry | undefined, number, PopupHistoryEntry | undefined]>)('%s', (_name, entry, now, result) => {
    expect(pruneHistory(entry, now)).toEqual(result);
  });

  it("keeps the runtime's own fields and their entry", () => {
    const entry = { type: 'lightbox', closedAt: T0 };
    expect(pruneHistory(entry, T0 + 2 * DAY)).toEqual({ type: 'lightbox' });
  });

  it('does not change the entry it was given', () => {
    const entry = { ...full };
    pruneHistory(entry, T0 + 400 * DAY);
    expect(entry).toEqual(full);
  });
});
