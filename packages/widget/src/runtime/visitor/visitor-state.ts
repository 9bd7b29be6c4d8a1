import { COOKIE_LIFETIME_MS, type PopupHistoryEntry } from '@beckon/core';
import { readCookie, readLocal, writeCookie, writeLocal } from '@beckon/embed-kit';
import { expireState, MAX_PAGES, sanitizeState, stampConvertedEmail } from './stored-state.js';

/**
 * SPEC §3 client-side stored items. The visitor id and the external referrer live in cookies
 * (§9 lifetimes: 365 days, 2 minutes); everything else in one localStorage record, which a page
 * without storage keeps in memory instead (the embed kit logs that once). localStorage keeps
 * things forever, so each item of the record carries the time it was set and is dropped once
 * its §9 cookie lifetime has passed (stored-state.ts).
 */
export interface PopupMemory extends PopupHistoryEntry {
  type: string;
  /** visit in which the page-count trigger fired (SPEC §4: once per session) */
  pageCountFiredVisit?: number;
}

export interface VisitorState {
  visit: number;
  visitStartedAt: number;
  lastActiveAt: number;
  secondsOnSite: number;
  sessionPages: string[];
  allPages: string[];
  previousUrl: string;
  popups: Record<string, PopupMemory>;
  cartProductIds: string[];
  lastVisited: string[];
  convertedEmail: string;
  /** when convertedEmail was last set, epoch ms (0: none): it lives as the conversion cookie does */
  convertedEmailAt: number;
}

const VISITOR_COOKIE = 'beckon_cid';
const REFERRER_COOKIE = 'beckon_ref';
const STATE_KEY = 'beckon_state';

/**
 * 24 hex digits, random. From randomUUID where the page is a secure context (its first call costs
 * the page 0.8 ms at 4× CPU, getRandomValues' 3 ms: issue 22): a version-4 UUID's first 24 digits
 * hold 90 random bits (the version and the variant take the rest).
 */
function newVisitorId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '').slice(0, 24);
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The visitor's own id (SPEC §3 client id), refreshed to a full 365 days on every visit. */
export function visitorId(): string {
  const id = readCookie(VISITOR_COOKIE) ?? newVisitorId();
  refreshVisitorCookie(id);
  return id;
}

/** Re-sets the client id cookie to a full lifetime from now (the §9 60-second refresh calls this). */
export function refreshVisitorCookie(id: string): void {
  writeCookie(VISITOR_COOKIE, id, COOKIE_LIFETIME_MS.clientId);
}

/** The external page that brought the visitor, kept briefly (§9) so a redirect chain does not lose it. */
export function externalReferrer(): string {
  const ref = document.referrer;
  // Answered from the page, not read back: until the visitor consents, the cookie is not written yet.
  if (!ref || new URL(ref).host === location.host) return readCookie(REFERRER_COOKIE) ?? '';
  writeCookie(REFERRER_COOKIE, ref, COOKIE_LIFETIME_MS.referrer);
  return ref;
}

function blank(now: number): VisitorState {
  return {
    visit: 0,
    visitStartedAt: now,
    lastActiveAt: 0,
    secondsOnSite: 0,
    sessionPages: [],
    allPages: [],
    previousUrl: '',
    popups: {},
    cartProductIds: [],
    lastVisited: [],
    convertedEmail: '',
    convertedEmailAt: 0,
  };
}

let memory: VisitorState | null = null;
/** the converted email as last saved, to date a new one */
let savedEmail = '';

export function loadState(now = Date.now()): VisitorState {
  if (memory) return memory;
  let stored: unknown = null;
  try {
    stored = JSON.parse(readLocal(STATE_KEY) ?? 'null');
  } catch {
    // a corrupt record is replaced, not fatal
  }
  const state = sanitizeState(stored, blank(now));
  stampConvertedEmail(state, now, state.convertedEmail);
  expireState(state, now);
  savedEmail = state.convertedEmail;
  memory = state;
  return state;
}

export function saveState(now = Date.now()): void {
  if (!memory) return;
  stampConvertedEmail(memory, now, savedEmail);
  savedEmail = memory.convertedEmail;
  writeLocal(STATE_KEY, JSON.stringify(memory));
}

/** Drops what expired while the page stayed open, and saves when anything went. */
export function expireStoredState(now = Date.now()): void {
  if (!memory) return;
  const before = JSON.stringify(memory);
  expireState(memory, now);
  if (JSON.stringify(memory) !== before) saveState(now);
}

/** Counts this page view: the first one, or one after 30 idle minutes (§9 session), starts a visit. */
export function recordPageView(state: VisitorState, url: string, now = Date.now()): void {
  if (state.visit === 0 || now - state.lastActiveAt > COOKIE_LIFETIME_MS.session) {
    state.visit += 1;
    state.visitStartedAt = now;
    state.secondsOnSite = 0;
    state.sessionPages = [];
  }
  const last = state.allPages[state.allPages.length - 1];
  if (last && last !== url) state.previousUrl = last;
  state.sessionPages = [...state.sessionPages, url].slice(-MAX_PAGES);
  state.allPages = [...state.allPages.filter((p) => p !== url), url].slice(-MAX_PAGES);
  state.lastActiveAt = now;
  saveState();
}

export function popupMemory(state: VisitorState, poptinId: string, type: string): PopupMemory {
  return (state.popups[poptinId] ??= { type });
}

/** Test seam: forget the in-memory copy so the next load reads storage again. */
export function resetStateCache(): void {
  memory = null;
  savedEmail = '';
}
