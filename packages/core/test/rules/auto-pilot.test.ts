import { describe, expect, it } from 'vitest';
import {
  AUTO_PILOT_DESKTOP_INACTIVE_MS, AUTO_PILOT_MOBILE_INACTIVE_MS, AUTO_PILOT_MOBILE_SCROLL_PERCENT, AUTO_PILOT_MOBILE_TIME_ON_PAGE_MS,
  activeTriggers, type ActiveTrigger,
} from '../../src/index.js';
import { autoPilotTriggers, effectiveTriggers } from '@beckon/core/auto-pilot';

const editorTriggers = { display_after_sec_active: 2, display_after_page_click_number_active: 1 } as const;
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

  it.each([
    ['on (1): the editor triggers are ignored', { ...editorTriggers, auto_pilot_trigger: 1 }, 'desktop', desktopPilot],
    ['on ("1" on the wire)', { ...editorTriggers, auto_pilot_trigger: '1' }, 'mobile', mobilePilot],
    ['on (true) with no editor trigger still waits for the moment', { auto_pilot_trigger: true }, 'desktop', desktopPilot],
    ['off (0): the editor triggers', { ...editorTriggers, auto_pilot_trigger: 0 }, 'desktop', activeTriggers(editorTriggers)],
    ['missing: the editor triggers', editorTriggers, 'mobile', activeTriggers(editorTriggers)],
    ['hostile value ("yes") is off', { ...editorTriggers, auto_pilot_trigger: 'yes' }, 'desktop', activeTriggers(editorTriggers)],
  ] as const)('%s', (_name, record, device, expected) => {
    expect(effectiveTriggers(record as Parameters<typeof effectiveTriggers>[0], device)).toEqual(expected);
  });

  it('never shows at once on load: every auto-pilot list has an event to wait for', () => {
    for (const device of ['desktop', 'mobile'] as const) expect(autoPilotTriggers(device).length).toBeGreaterThan(0);
  });
});
