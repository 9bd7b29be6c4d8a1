import { describe, expect, it } from 'vitest';
import {
  AUTO_PILOT_DESKTOP_INACTIVE_MS,
  AUTO_PILOT_MOBILE_INACTIVE_MS,
  AUTO_PILOT_MOBILE_SCROLL_PERCENT,
  AUTO_PILOT_MOBILE_TIME_ON_PAGE_MS,
  type ActiveTrigger,
} from '../../src/index.js';
import { autoPilotTriggers } from '@beckon/core/auto-pilot';

const desktopPilot: ActiveTrigger[] = [{ kind: 'exit' }, { kind: 'inactive', ms: AUTO_PILOT_DESKTOP_INACTIVE_MS }];
const mobilePilot: ActiveTrigger[] = [
  { kind: 'time', delayMs: AUTO_PILOT_MOBILE_TIME_ON_PAGE_MS, on: 'page' },
  { kind: 'scroll', percent: AUTO_PILOT_MOBILE_SCROLL_PERCENT, scrollableOnly: true },
  { kind: 'inactive', ms: AUTO_PILOT_MOBILE_INACTIVE_MS },
  { kind: 'exit' },
];

describe('auto-pilot (auto_pilot_trigger: Beckon picks the moment)', () => {
  it.each([
    ['desktop: exit intent, or a long pause', 'desktop', desktopPilot],
    ['mobile: time on page, scroll depth, a pause or the touch exit signs, whichever first', 'mobile', mobilePilot],
  ] as const)('%s', (_name, device, expected) => {
    expect(autoPilotTriggers(device)).toEqual(expected);
  });

  it('never shows at once on load: every auto-pilot list has an event to wait for', () => {
    for (const device of ['desktop', 'mobile'] as const) expect(autoPilotTriggers(device).length).toBeGreaterThan(0);
  });
});
