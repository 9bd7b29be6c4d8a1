import { describe, expect, it } from 'vitest';
import {
  activeTriggers,
  FREQUENCY_RULES,
  pageCountGate,
  scrollPercent,
  timeTriggerRemainingMs,
  TRIGGER_FIELDS,
  type ActiveTrigger,
  type FrequencyRule,
  type Triggers,
} from '../../src/index.js';

describe('activeTriggers (SPEC §3 triggers; OR-combined, see triggers.ts)', () => {
  it.each([
    ['none', {}, []],
    [
      'all off',
      {
        display_after_sec_active: 0,
        display_after_scroll_active: false,
        display_after_page_click_number_active: 0,
        display_after_inactive_seconds_active: false,
        display_after_exit_website_active: 0,
        display_if_adblock_active: '0',
      },
      [],
    ],
    ['time on the page by default', { display_after_sec_active: 5 }, [{ kind: 'time', delayMs: 5000, on: 'page' }]],
    ['time on the website', { display_after_sec_active: 30, display_after_sec_active_on: 'website' }, [{ kind: 'time', delayMs: 30000, on: 'website' }]],
    [
      'time with an unknown "on" is per page',
      { display_after_sec_active: 1, display_after_sec_active_on: 'site' },
      [{ kind: 'time', delayMs: 1000, on: 'page' }],
    ],
    ['time as a wire string', { display_after_sec_active: '2.5' }, [{ kind: 'time', delayMs: 2500, on: 'page' }]],
    ['time garbage is off', { display_after_sec_active: 'soon' }, []],
    ['time true is off', { display_after_sec_active: true }, []],
    ['time negative is off', { display_after_sec_active: -3 }, []],
    ['time Infinity is off', { display_after_sec_active: Number.POSITIVE_INFINITY }, []],
    ['scroll 50 %', { display_after_scroll_active: 50 }, [{ kind: 'scroll', percent: 50 }]],
    ['scroll 100 %', { display_after_scroll_active: 100 }, [{ kind: 'scroll', percent: 100 }]],
    ['scroll clamped up to 1', { display_after_scroll_active: 0.2 }, [{ kind: 'scroll', percent: 1 }]],
    ['scroll clamped down to 100', { display_after_scroll_active: 250 }, [{ kind: 'scroll', percent: 100 }]],
    ['scroll NaN is off', { display_after_scroll_active: Number.NaN }, []],
    ['clicks', { display_after_page_click_number_active: 3 }, [{ kind: 'clicks', count: 3 }]],
    ['clicks rounded up', { display_after_page_click_number_active: 2.5 }, [{ kind: 'clicks', count: 3 }]],
    ['inactive seconds', { display_after_inactive_seconds_active: 20 }, [{ kind: 'inactive', ms: 20000 }]],
    ['exit as 1', { display_after_exit_website_active: 1 }, [{ kind: 'exit' }]],
    ['exit as "1"', { display_after_exit_website_active: '1' }, [{ kind: 'exit' }]],
    ['exit as true', { display_after_exit_website_active: true }, [{ kind: 'exit' }]],
    ['adblock', { display_if_adblock_active: 1 }, [{ kind: 'adblock' }]],
    ['page count is a gate, not an event', { display_after_visit_page_active: 3 }, []],
    [
      'all on, in a fixed order',
      {
        display_if_adblock_active: 1,
        display_after_exit_website_active: 1,
        display_after_inactive_seconds_active: 9,
        display_after_page_click_number_active: 2,
        display_after_scroll_active: 40,
        display_after_sec_active: 4,
        display_after_visit_page_active: 2,
      },
      [
        { kind: 'time', delayMs: 4000, on: 'page' },
        { kind: 'scroll', percent: 40 },
        { kind: 'clicks', count: 2 },
        { kind: 'inactive', ms: 9000 },
        { kind: 'exit' },
        { kind: 'adblock' },
      ],
    ],
  ] as Array<[string, Record<string, unknown>, ActiveTrigger[]]>)('%s', (_name, record, triggers) => {
    expect(activeTriggers(record as Triggers)).toEqual(triggers);
  });

  it('names each trigger by its SPEC §3 field', () => {
    expect(TRIGGER_FIELDS).toEqual({
      time: 'display_after_sec_active',
      scroll: 'display_after_scroll_active',
      clicks: 'display_after_page_click_number_active',
      inactive: 'display_after_inactive_seconds_active',
      exit: 'display_after_exit_website_active',
      adblock: 'display_if_adblock_active',
    });
  });
});

describe('timeTriggerRemainingMs (SPEC §9 session timer counts for "website")', () => {
  it.each([
    [{ delayMs: 10000, on: 'page' }, 4, 10000],
    [{ delayMs: 10000, on: 'website' }, 4, 6000],
    [{ delayMs: 10000, on: 'website' }, 10, 0],
    [{ delayMs: 10000, on: 'website' }, 25, 0],
    [{ delayMs: 10000, on: 'website' }, 0, 10000],
    [{ delayMs: 10000, on: 'website' }, 9.5, 500],
    [{ delayMs: 10000, on: 'website' }, -5, 10000],
    [{ delayMs: 10000, on: 'website' }, Number.NaN, 10000],
  ] as Array<[{ delayMs: number; on: 'page' | 'website' }, number, number]>)('%j after %s s on site → %i ms', (trigger, seconds, ms) => {
    expect(timeTriggerRemainingMs(trigger, seconds)).toBe(ms);
  });
});

describe('pageCountGate (SPEC §3 display_after_visit_page_active, §4 once per session)', () => {
  const { everyTimeEveryPage, onceAVisitor, onceEveryFewDays } = FREQUENCY_RULES;
  it.each([
    ['off: open on the first page', undefined, onceAVisitor, 1, false, true],
    ['off (0): open even after firing', 0, onceAVisitor, 1, true, true],
    ['N=3: closed on page 2', 3, onceAVisitor, 2, false, false],
    ['N=3: open on exactly page 3', 3, onceAVisitor, 3, false, true],
    ['N=3: open on page 7', 3, onceEveryFewDays, 7, false, true],
    ['N=1: open on the landing page', 1, onceAVisitor, 1, false, true],
    ['N="2" (wire string): open on page 2', '2', onceAVisitor, 2, false, true],
    ['fired: shut for the session', 3, onceAVisitor, 5, true, false],
    ['fired, every time every page: still open', 3, everyTimeEveryPage, 5, true, true],
    ['fired, no rule (= every time every page): still open', 3, undefined, 5, true, true],
    ['fired, every time every page, but before page N', 3, everyTimeEveryPage, 2, true, false],
    ['garbage N is off', 'third', onceAVisitor, 1, true, true],
  ] as Array<[string, unknown, FrequencyRule | undefined, number, boolean, boolean]>)('%s', (_name, pages, rule, pagesViewed, fired, result) => {
    const record = { display_after_visit_page_active: pages as number, d_f_r: rule };
    expect(pageCountGate(record, { pagesViewed, firedThisSession: fired })).toBe(result);
  });
});

describe('scrollPercent', () => {
  it.each([
    [0, 3000, 1000, 0],
    [1000, 3000, 1000, 50],
    [2000, 3000, 1000, 100],
    [2500, 3000, 1000, 100],
    [-80, 3000, 1000, 0],
    [0, 800, 1000, 100],
    [0, 1000, 1000, 100],
    [1, 1001, 1000, 100],
    [Number.NaN, 3000, 1000, 0],
    [0, Number.NaN, 1000, 0],
  ])('top %s of %s in a %s px viewport → %s %%', (top, height, viewport, percent) => {
    expect(scrollPercent(top, height, viewport)).toBe(percent);
  });
});
