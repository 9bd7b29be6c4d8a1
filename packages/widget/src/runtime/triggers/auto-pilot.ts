/**
 * Auto-pilot's trigger list and the name its views are reported under. A chunk like the rarer
 * triggers, and a core subpath rather than the barrel, so only pages whose pop-ups use it fetch
 * the rule.
 */
export { AUTO_PILOT_TRIGGER_NAME, autoPilotTriggers } from '@beckon/core/auto-pilot';
