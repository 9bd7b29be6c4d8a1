import { describe, expect, it } from 'vitest';
import { timeTriggerDelayMs } from '../src/index.js';

describe('display_after_sec_active (SPEC §3)', () => {
  it.each([
    [3, 3000],
    [0.5, 500],
    [0, 0],
    [false as const, 0],
    [undefined, 0],
    [-4, 0],
    [Number.NaN, 0],
    ['7' as unknown as number, 7000],
  ] as Array<[number | false | undefined, number]>)('%j seconds → %i ms', (seconds, ms) => {
    expect(timeTriggerDelayMs({ display_after_sec_active: seconds })).toBe(ms);
  });
});
