import { describe, expect, it } from 'vitest';
import {
  EXIT_INTENT_TOP_EDGE_PX,
  isExitIntent,
  MOBILE_EXIT_INTENT,
  mobileExitIntent,
  RETURN_TO_TAB_MIN_AWAY_MS,
  returnedToTab,
  type ScrollSample,
} from '../../src/index.js';

describe('isExitIntent (desktop: the pointer leaves through the top edge)', () => {
  const element = { tagName: 'DIV' };
  it.each([
    [0, null, true],
    [-12, null, true],
    [EXIT_INTENT_TOP_EDGE_PX, null, true],
    [EXIT_INTENT_TOP_EDGE_PX + 1, null, false],
    [400, null, false],
    [0, undefined, true],
    [0, element, false],
    [Number.NaN, null, false],
  ])('clientY %s, relatedTarget %j → %s', (clientY, relatedTarget, result) => {
    expect(isExitIntent({ clientY, relatedTarget, kind: 'mouseout' })).toBe(result);
  });

  it('only reads mouseout', () => {
    expect(isExitIntent({ clientY: 0, relatedTarget: null, kind: 'mouseover' as 'mouseout' })).toBe(false);
  });
});

const at = (...points: Array<[number, number]>): ScrollSample[] => points.map(([t, scrollY]) => ({ t, scrollY }));

describe('mobileExitIntent (fast upward scroll after reading down)', () => {
  const { minDepthPx: depth, minUpwardPx: up, withinMs: within } = MOBILE_EXIT_INTENT;
  it.each([
    ['no samples', [], false],
    ['one sample', at([0, 900]), false],
    ['reading down', at([0, 0], [500, 400], [1000, 900]), false],
    ['flick up 200 px in 300 ms after 900 px down', at([0, 900], [100, 850], [300, 700]), true],
    ['exactly the thresholds', at([0, 0], [1000, depth], [1000 + within, depth - up]), true],
    ['1 px too short', at([0, 0], [1000, depth], [1000 + within, depth - up + 1]), false],
    ['1 ms too slow', at([0, 0], [1000, depth], [1000 + within + 1, depth - up]), false],
    ['not deep enough', at([0, depth - 1], [200, depth - 1 - up]), false],
    ['slow scroll up', at([0, 1200], [400, 1100], [800, 1000], [1200, 900]), false],
    ['up, then down again: judged at the newest sample', at([0, 900], [200, 600], [400, 800]), false],
    ['out of order', at([300, 700], [0, 900], [100, 850]), true],
    ['unreadable samples ignored', [...at([0, 900], [300, 650]), { t: Number.NaN, scrollY: 0 }], true],
  ] as Array<[string, ScrollSample[], boolean]>)('%s', (_name, samples, result) => {
    expect(mobileExitIntent(samples)).toBe(result);
  });

  it('takes other thresholds', () => {
    const samples = at([0, 300], [100, 200]);
    expect(mobileExitIntent(samples)).toBe(false);
    expect(mobileExitIntent(samples, { minDepthPx: 300, minUpwardPx: 100, withinMs: 100 })).toBe(true);
  });

  it("does not reorder the caller's samples", () => {
    const samples = at([300, 700], [0, 900]);
    mobileExitIntent(samples);
    expect(samples.map((s) => s.t)).toEqual([300, 0]);
  });
});

describe('returnedToTab', () => {
  it.each([
    [0, false],
    [RETURN_TO_TAB_MIN_AWAY_MS - 1, false],
    [RETURN_TO_TAB_MIN_AWAY_MS, true],
    [60 * 60 * 1000, true],
    [-5, false],
    [Number.NaN, false],
  ])('away %s ms → %s', (ms, result) => {
    expect(returnedToTab(ms)).toBe(result);
  });
});
