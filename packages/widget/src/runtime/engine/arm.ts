import { activeTriggers, isOn, timeTriggerRemainingMs, TRIGGER_FIELDS, type ActiveTrigger, type PopupRecord } from '@beckon/core';
import { warn } from '@beckon/embed-kit';
import type { EngineContext, StillCurrent } from './engine-context.js';

/** Triggers other than time are chunks: a page loads only the ones its pop-ups use. */
const LAZY_TRIGGERS = {
  scroll: () => import('../triggers/scroll.js'),
  clicks: () => import('../triggers/clicks.js'),
  inactive: () => import('../triggers/inactive.js'),
  exit: () => import('../triggers/exit.js'),
  adblock: () => import('../triggers/adblock.js'),
} as const;

/**
 * Sets a pop-up's triggers (SPEC §3, OR-combined by core's activeTriggers): the first to fire
 * shows it and disarms the others; none at all shows it on page load. What stops them all is
 * added to `disarms`.
 */
export async function arm(
  ctx: EngineContext,
  record: PopupRecord,
  current: StillCurrent,
  disarms: Array<() => void>,
  show: (trigger: string) => void,
): Promise<void> {
  // Auto-pilot replaces the editor's triggers; its rule is fetched only by pages that use it.
  const pilot = isOn(record.auto_pilot_trigger) ? await import('../triggers/auto-pilot.js') : null;
  if (!current()) return;
  const triggers = pilot ? pilot.autoPilotTriggers(ctx.device) : activeTriggers(record);
  if (triggers.length === 0) return show('page_load');
  let fired = false;
  const own: Array<() => void> = [];
  disarms.push(() => own.forEach((d) => d()));
  const fire = (trigger: ActiveTrigger['kind']) => () => {
    if (fired || !current()) return;
    fired = true;
    own.forEach((d) => d());
    show(pilot ? pilot.AUTO_PILOT_TRIGGER_NAME : TRIGGER_FIELDS[trigger]);
  };
  for (const trigger of triggers) {
    if (trigger.kind === 'time') {
      const timer = setTimeout(fire('time'), timeTriggerRemainingMs(trigger, ctx.state.secondsOnSite));
      own.push(() => clearTimeout(timer));
      continue;
    }
    try {
      const module = await LAZY_TRIGGERS[trigger.kind]();
      if (fired || !current()) return;
      const disarm = (module.arm as (t: ActiveTrigger, f: () => void) => () => void)(trigger, fire(trigger.kind));
      if (fired) disarm();
      else own.push(disarm);
    } catch (error) {
      warn(`the ${trigger.kind} trigger could not load`, error);
    }
  }
}
