import { describe, expect, it } from 'vitest';
import { knownZone, resolveZone } from '../../src/index.js';

describe('time zones: one reading for schedules, results and the chat widget setup', () => {
  it.each<[string, string | null, string]>([
    ['Asia/Jerusalem', 'Asia/Jerusalem', 'Asia/Jerusalem'],
    ['asia/jerusalem', 'Asia/Jerusalem', 'asia/jerusalem'],
    [' Europe/London ', 'Europe/London', 'Europe/London'],
    ['America/New_York', 'America/New_York', 'America/New_York'],
    ['UTC', 'UTC', 'UTC'],
    ['Mars/Olympus_Mons', null, 'UTC'],
    ['', null, 'UTC'],
  ])('%j: known as %j, resolved as %j', (zone, known, resolved) => {
    expect(knownZone(zone)).toBe(known);
    expect(resolveZone(zone)).toBe(resolved);
  });
});
