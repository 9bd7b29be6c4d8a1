import { COOKIE_LIFETIME_MS, FREQUENCY_RULES, type FrequencyRule } from '../constants.js';
import { isOn } from '../flags.js';
import type { PopupRecord } from '../types/popup.js';
import { positiveWireNumber } from './wire-number.js';

/** What the visitor's browser remembers about one pop-up (SPEC §3 per-pop-up markers). */
export interface PopupHistoryEntry {
  firstSeenAt?: number;
  lastSeenAt?: number;
  /** the visit number in which the pop-up was last seen */
  seenInVisit?: number;
  closedAt?: number;
  convertedAt?: number;
}

/** The visitor's current visit: its number (1 for the first) and the time, epoch ms. */
export interface VisitClock {
  number: number;
  now: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** SPEC §9 names d_f_a the rule's amount but gives no default; 1 is the smallest amount that still limits. */
const DEFAULT_FREQUENCY_AMOUNT = 1;

const KNOWN_RULES: ReadonlySet<string> = new Set(Object.values(FREQUENCY_RULES));

/**
 * The rule in force. No rule, or one this code does not know, is every-time-every-page: the
 * rule can only hold a pop-up back, and an unknown one names no limit.
 */
export function frequencyRuleOf(record: Pick<PopupRecord, 'd_f_r'>): FrequencyRule {
  const rule = record.d_f_r;
  return typeof rule === 'string' && KNOWN_RULES.has(rule) ? rule : FREQUENCY_RULES.everyTimeEveryPage;
}

/**
 * SPEC §9 display-frequency rules (d_f_r, with d_f_a as their amount), then
 * stop_showing_to_converted_users, which overrides every rule.
 *
 * - every time, every page: always.
 * - once a visitor: never again once seen.
 * - once every few days: again when at least d_f_a days have passed since it was last seen;
 *   days are elapsed time (d_f_a × 24 h), not calendar days, so the rule means the same in
 *   every time zone.
 * - once every few visits: again when at least d_f_a visits have passed since the visit it
 *   was last seen in; with 1 that is once per visit.
 *
 * A missing, zero, negative or unreadable d_f_a is 1. Closing a pop-up does not change when
 * it may show again: the spec ties frequency to views only.
 */
export function frequencyAllows(
  record: Pick<PopupRecord, 'd_f_r' | 'd_f_a' | 'stop_showing_to_converted_users'>,
  entry: PopupHistoryEntry | undefined,
  visit: VisitClock,
): boolean {
  if (entry?.convertedAt !== undefined && isOn(record.stop_showing_to_converted_users)) return false;
  const amount = frequencyAmount(record.d_f_a);
  switch (frequencyRuleOf(record)) {
    case FREQUENCY_RULES.onceAVisitor:
      return !wasSeen(entry);
    case FREQUENCY_RULES.onceEveryFewDays:
      return entry?.lastSeenAt === undefined || visit.now - entry.lastSeenAt >= amount * DAY_MS;
    case FREQUENCY_RULES.onceEveryFewVisits:
      return entry?.seenInVisit === undefined || visit.number - entry.seenInVisit >= amount;
    case FREQUENCY_RULES.everyTimeEveryPage:
      return true;
  }
}

/** The entry after the pop-up was shown in this visit. */
export function markSeen(entry: PopupHistoryEntry | undefined, visit: VisitClock): PopupHistoryEntry {
  return { ...entry, firstSeenAt: entry?.firstSeenAt ?? visit.now, lastSeenAt: visit.now, seenInVisit: visit.number };
}

export function markClosed(entry: PopupHistoryEntry | undefined, now: number): PopupHistoryEntry {
  return { ...entry, closedAt: now };
}

/** A later conversion restarts the 365 days, as re-setting the conversion cookie would. */
export function markConverted(entry: PopupHistoryEntry | undefined, now: number): PopupHistoryEntry {
  return { ...entry, convertedAt: now };
}

export type HistoryMarker = 'seen' | 'closed' | 'converted';

/**
 * How long each marker is remembered, from the SPEC §9 cookie lifetimes.
 * - seen (firstSeenAt, lastSeenAt, seenInVisit): the frequency-rule cookie, 365 days; the
 *   frequency rules read these, and "once a visitor" must outlive a day.
 * - closed: the viewed cookie, 1 day. §9 gives a close no lifetime of its own; a close is a
 *   passing "not now", and keeping it a year would let one click steer the engagement
 *   filters of other pop-ups long after.
 * - converted: the conversion cookie, 365 days.
 */
export const HISTORY_LIFETIME_MS: Readonly<Record<HistoryMarker, number>> = {
  seen: COOKIE_LIFETIME_MS.frequencyRule,
  closed: COOKIE_LIFETIME_MS.viewed,
  converted: COOKIE_LIFETIME_MS.conversion,
};

/**
 * The entry without its expired markers; undefined when nothing is left, so the caller can
 * delete it. A marker set at t expires at t + lifetime, as its cookie would. The seen markers
 * age together, by the last view (each view re-sets the cookie). Fields other than the
 * markers (the runtime keeps its own beside them) are kept and keep the entry alive.
 */
export function pruneHistory<E extends PopupHistoryEntry>(entry: E | undefined, now: number): E | undefined {
  if (!entry) return undefined;
  const pruned: E = { ...entry };
  const seenAt = entry.lastSeenAt ?? entry.firstSeenAt;
  if (seenAt !== undefined && expired(seenAt, 'seen', now)) {
    delete pruned.firstSeenAt;
    delete pruned.lastSeenAt;
    delete pruned.seenInVisit;
  }
  if (entry.closedAt !== undefined && expired(entry.closedAt, 'closed', now)) delete pruned.closedAt;
  if (entry.convertedAt !== undefined && expired(entry.convertedAt, 'converted', now)) delete pruned.convertedAt;
  return Object.values(pruned).some((value) => value !== undefined) ? pruned : undefined;
}

function expired(setAt: number, marker: HistoryMarker, now: number): boolean {
  return now - setAt >= HISTORY_LIFETIME_MS[marker];
}

function wasSeen(entry: PopupHistoryEntry | undefined): boolean {
  return entry?.lastSeenAt !== undefined || entry?.firstSeenAt !== undefined || entry?.seenInVisit !== undefined;
}

function frequencyAmount(value: unknown): number {
  return positiveWireNumber(value) ?? DEFAULT_FREQUENCY_AMOUNT;
}
