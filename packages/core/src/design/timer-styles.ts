/**
 * SPEC §3 design_properties.timer_ver: the look of the countdown. The record holds a version
 * number ('1', '2', '3', or a number) or, from Beckon's editor, the style's name.
 *   boxes   — each unit in a tinted box (version 1, the default)
 *   inline  — large digits in one line, colon-separated, units beneath (version 2)
 *   circles — each unit in a ring showing how much of it is left (version 3)
 */
export const TIMER_STYLES = ['boxes', 'inline', 'circles'] as const;
export type TimerStyle = (typeof TIMER_STYLES)[number];
export const DEFAULT_TIMER_STYLE: TimerStyle = 'boxes';

export function timerStyleOf(timerVer: unknown): TimerStyle {
  if (typeof timerVer === 'number' || (typeof timerVer === 'string' && /^\s*\d+\s*$/.test(timerVer))) {
    const n = Number(timerVer);
    return Number.isInteger(n) && n >= 1 && n <= TIMER_STYLES.length ? TIMER_STYLES[n - 1]! : DEFAULT_TIMER_STYLE;
  }
  const name = typeof timerVer === 'string' ? timerVer.trim().toLowerCase() : '';
  return (TIMER_STYLES as readonly string[]).includes(name) ? (name as TimerStyle) : DEFAULT_TIMER_STYLE;
}
