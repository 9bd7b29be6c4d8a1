export * from './match-role.js';
export * from './engagement-filter.js';
export * from './filters.js';
export * from './frequency.js';
export * from './triggers.js';
// auto-pilot.ts is `@beckon/core/auto-pilot`: off the barrel, so the embed can fetch it as a chunk.
export * from './display-slot.js';
export * from './exit-intent.js';
export * from './ab-test.js';
export * from './targeting.js';
export * from './schedule.js';
export * from './spam.js';
export * from './trigger-names.js';
export * from './ab-verdict.js';
// Day buckets of the results in an owner's zone use the same wall-clock rule as schedules.
export { knownZone, resolveZone, wallTime, zonedToEpoch, type WallTime } from './zoned-time.js';
