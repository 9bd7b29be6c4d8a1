import type { ChatWeekday } from '../types/chat.js';
import { chatTexts, fillText, weekdayNames } from './texts.js';
import { zoneOffsetMinutes } from './time-zone.js';

const MINUTES_PER_DAY = 24 * 60;
const DAYS_PER_WEEK = 7;
const CLOCK = /^(\d{1,2}):(\d{2})/;

/** The availability fields a contact and the button share (SPEC §3). */
export interface ChatSchedule {
  timezone?: string | null;
  timefrom?: string | null;
  timeto?: string | null;
  timedays?: ChatWeekday[] | null;
}

export interface ChatAvailability {
  availableNow: boolean;
  /** today (in the schedule's zone) is one of its days */
  inDay: boolean;
  /** the time of day (in the schedule's zone) is within its hours */
  inHours: boolean;
  /** restricted hours, on the visitor's own clock ('HH:MM'); null when always */
  hours: { from: string; to: string } | null;
  /** when today is not one of the days: the next one that is, in English */
  nextDay: string | null;
}

function minutesOfDay(clock: string | null | undefined): number | null {
  const match = CLOCK.exec(String(clock ?? '').trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

function clockText(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Weekday numbers of the schedule (0 = Sunday, 7 read as Sunday too); empty means every day. */
function workingDays(timedays: ChatSchedule['timedays']): Set<number> | null {
  const days = new Set<number>();
  for (const day of Array.isArray(timedays) ? timedays : []) {
    const value = Number(day && typeof day === 'object' ? day.value : day);
    if (Number.isInteger(value) && value >= 0 && value <= DAYS_PER_WEEK) days.add(value % DAYS_PER_WEEK);
  }
  return days.size > 0 ? days : null;
}

/**
 * SPEC §9 availability: the day must be in timedays (empty means all), and the time between
 * timefrom and timeto (from inclusive, to exclusive; a from after to spans midnight), both read
 * in the schedule's time zone; equal from and to means always. Unreadable hours also mean always:
 * a typo in the owner's settings should not hide a contact for good.
 */
export function chatAvailability(schedule: ChatSchedule, now: Date, visitorOffsetMinutes: number): ChatAvailability {
  const offset = zoneOffsetMinutes(schedule.timezone, now);
  const zoned = new Date(now.getTime() + offset * 60_000);
  const today = zoned.getUTCDay();
  const minute = zoned.getUTCHours() * 60 + zoned.getUTCMinutes();

  const days = workingDays(schedule.timedays);
  const inDay = days === null || days.has(today);
  let nextDay: string | null = null;
  if (!inDay && days) {
    for (let ahead = 1; ahead <= DAYS_PER_WEEK && nextDay === null; ahead += 1) {
      const day = (today + ahead) % DAYS_PER_WEEK;
      if (days.has(day)) nextDay = weekdayNames[day]!;
    }
  }

  const from = minutesOfDay(schedule.timefrom);
  const to = minutesOfDay(schedule.timeto);
  const always = from === null || to === null || from === to;
  const inHours = always || (from < to ? minute >= from && minute < to : minute >= from || minute < to);
  const shift = visitorOffsetMinutes - offset;
  return {
    availableNow: inDay && inHours,
    inDay,
    inHours,
    hours: always ? null : { from: clockText(from + shift), to: clockText(to + shift) },
    nextDay,
  };
}

/** The line under a name or on the button: 'Available on {day}' or 'Available from X to Y', when not available. */
export function availabilityNote(availability: ChatAvailability): string | null {
  if (!availability.inDay) return availability.nextDay ? fillText(chatTexts.availableOn, { day: availability.nextDay }) : null;
  if (!availability.inHours && availability.hours) return fillText(chatTexts.availableFromTo, availability.hours);
  return null;
}
