import type { PopupSchedule } from '../types/popup.js';
import { wireNumber } from './wire-number.js';
import { resolveZone, wallTime, zonedToEpoch } from './zoned-time.js';

const MINUTES_PER_DAY = 24 * 60;

/**
 * Beckon schedule, beyond the spec: whether the pop-up may run at `now` (epoch ms).
 *
 * - start is inclusive and end exclusive. An ISO time with an offset (Z, +02:00) is that
 *   instant; one without is wall time in the schedule's zone — never the machine's, so the
 *   server and every visitor's browser agree. A date alone starts at midnight, and as an end
 *   includes that whole day ("until 31 March" means through it).
 * - weekdays (0 = Sunday) and hours are read in the schedule's zone, so they follow its
 *   changes of clocks. An empty weekday list is every day.
 * - hours: `from` inclusive, `to` exclusive ('24:00' allowed as a `to`). A `to` before `from`
 *   wraps past midnight (22:00–02:00); such a window belongs to the day it starts, so Friday
 *   22:00–02:00 includes Saturday 01:00. from = to is all day, as SPEC §9 rules for chat
 *   availability.
 * - timezone: an IANA zone; blank or missing is UTC. An unknown zone also falls back to UTC
 *   rather than stopping the pop-up: a misspelt zone shifts the window by a few hours, and the
 *   pop-up still runs on the days and for as long as the owner set.
 *
 * A malformed start, end, hour or weekday, by contrast, stops the pop-up: a schedule is a
 * limit the owner set on purpose, and an unreadable end date could otherwise run an expired
 * offer forever. Blank start/end strings are absent. The dashboard validates on save.
 */
export function scheduleAllows(schedule: PopupSchedule | undefined, now: number): boolean {
  if (!schedule) return true;
  if (!Number.isFinite(now)) return false;
  const zone = resolveZone(schedule.timezone);

  const start = boundary(schedule.start, zone, 'start');
  const end = boundary(schedule.end, zone, 'end');
  if (start === 'malformed' || end === 'malformed') return false;
  if (start !== null && now < start) return false;
  if (end !== null && now >= end) return false;

  const wall = wallTime(now, zone);
  const minute = wall.hour * 60 + wall.minute;
  let windowDay = wall.weekday;
  if (schedule.hours !== undefined && schedule.hours !== null) {
    const from = clockMinutes(schedule.hours.from, false);
    const to = clockMinutes(schedule.hours.to, true);
    if (from === null || to === null) return false;
    if (from < to && !(minute >= from && minute < to)) return false;
    if (from > to) {
      if (minute < to) windowDay = (wall.weekday + 6) % 7;
      else if (minute < from) return false;
    }
  }
  return weekdaysAllow(schedule.weekdays, windowDay);
}

function weekdaysAllow(weekdays: PopupSchedule['weekdays'], day: number): boolean {
  if (weekdays === undefined || weekdays === null) return true;
  if (!Array.isArray(weekdays)) return false;
  if (weekdays.length === 0) return true;
  return weekdays.some((entry) => {
    const listed = wireNumber(entry);
    return Number.isInteger(listed) && listed >= 0 && listed <= 6 && listed === day;
  });
}

/** 'HH:MM' (24 h) as minutes after midnight; '24:00' only as the end of a window. */
function clockMinutes(text: unknown, isEnd: boolean): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(typeof text === 'string' ? text.trim() : '');
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (Number(match[2]) > 59) return null;
  if (isEnd && minutes === MINUTES_PER_DAY) return minutes;
  return minutes < MINUTES_PER_DAY ? minutes : null;
}

const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/** A start or end as epoch ms; null when absent; 'malformed' when it cannot be read. */
function boundary(text: string | undefined, zone: string, edge: 'start' | 'end'): number | null | 'malformed' {
  if (text === undefined || text === null) return null;
  if (typeof text !== 'string') return 'malformed';
  if (text.trim() === '') return null;
  const match = ISO_PATTERN.exec(text.trim());
  if (!match) return 'malformed';
  const [, y, mo, d, h, mi, s, fraction, offset] = match;
  const year = Number(y),
    month = Number(mo),
    day = Number(d);
  const hour = Number(h ?? 0),
    minute = Number(mi ?? 0),
    second = Number(s ?? 0);
  const ms = fraction === undefined ? 0 : Number(fraction.slice(0, 3).padEnd(3, '0'));
  if (!isCalendarDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return 'malformed';

  if (h === undefined) {
    // A date alone: its midnight, or as an end the next day's midnight.
    const date = new Date(Date.UTC(year, month - 1, day + (edge === 'end' ? 1 : 0)));
    return zonedToEpoch({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: 0, minute: 0, second: 0 }, zone);
  }
  if (offset === undefined) return zonedToEpoch({ year, month, day, hour, minute, second, ms }, zone);
  const offsetMs = offsetOf(offset);
  if (offsetMs === null) return 'malformed';
  return Date.UTC(year, month - 1, day, hour, minute, second, ms) - offsetMs;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'Z', '+02', '+0200', '-05:30' as ms east of UTC. */
function offsetOf(text: string): number | null {
  if (text.toUpperCase() === 'Z') return 0;
  const sign = text.startsWith('-') ? -1 : 1;
  const digits = text.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  if (hours > 23 || minutes > 59) return null;
  return sign * (hours * 60 + minutes) * 60 * 1000;
}
