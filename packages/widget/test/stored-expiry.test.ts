import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_LIFETIME_MS, COOKIE_REFRESH_MS } from '@beckon/core';
import { startCookieRefresh } from '../src/runtime/visitor/cookie-refresh.js';
import { loadState, popupMemory, resetStateCache, saveState, visitorId } from '../src/runtime/visitor/visitor-state.js';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 24, 12);
const ID = 'abcdefghijklm';
const store = (record: unknown) => localStorage.setItem('beckon_state', JSON.stringify(record));
const stored = () => JSON.parse(localStorage.getItem('beckon_state') ?? 'null') as Record<string, unknown>;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  resetStateCache();
  localStorage.clear();
  document.cookie = 'beckon_cid=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('stored markers expire as SPEC §9 cookies would (issue 15)', () => {
  const seen = { firstSeenAt: T0, lastSeenAt: T0, seenInVisit: 1 };
  it.each([
    [
      'closed: kept a moment before the 1-day viewed lifetime',
      { type: 'bar', ...seen, closedAt: T0 },
      COOKIE_LIFETIME_MS.viewed - 1,
      { type: 'bar', ...seen, closedAt: T0 },
    ],
    ['closed: gone after 1 day, the view still remembered', { type: 'bar', ...seen, closedAt: T0 }, COOKIE_LIFETIME_MS.viewed, { type: 'bar', ...seen }],
    ['seen: kept 364 days (frequency rule, 365)', { type: 'bar', ...seen }, 364 * DAY, { type: 'bar', ...seen }],
    ['seen: the pop-up is forgotten after 365 days', { type: 'bar', ...seen }, COOKIE_LIFETIME_MS.frequencyRule, undefined],
    ['converted: kept 364 days', { type: 'bar', convertedAt: T0 }, 364 * DAY, { type: 'bar', convertedAt: T0 }],
    ['converted: gone after 365 days', { type: 'bar', convertedAt: T0 }, COOKIE_LIFETIME_MS.conversion, undefined],
  ])('%s', (_name, memory, later, expected) => {
    store({ visit: 1, lastActiveAt: T0, popups: { [ID]: memory } });
    expect(loadState(T0 + later).popups[ID]).toEqual(expected);
  });

  it('cleans what it dropped from storage on the next save', () => {
    store({ visit: 1, lastActiveAt: T0, popups: { [ID]: { type: 'bar', closedAt: T0 } } });
    loadState(T0 + 2 * DAY);
    saveState(T0 + 2 * DAY);
    expect(stored().popups).toEqual({});
  });

  it.each([
    ['visitor: pages and cart kept a moment before 30 days', COOKIE_LIFETIME_MS.visitor - 1, ['https://shop.example/a'], ['p1']],
    ['visitor: pages and cart gone after 30 idle days', COOKIE_LIFETIME_MS.visitor, [], []],
  ])('%s', (_name, later, pages, cart) => {
    store({ visit: 4, lastActiveAt: T0, allPages: ['https://shop.example/a'], previousUrl: 'https://shop.example/a', cartProductIds: ['p1'] });
    const state = loadState(T0 + later);
    expect([state.allPages, state.cartProductIds]).toEqual([pages, cart]);
    // the visit counter is frequency-rule data: "once every few visits" still counts on
    expect(state.visit).toBe(4);
  });

  it('the converted email lives 365 days from the conversion that set it', () => {
    let state = loadState(T0);
    state.convertedEmail = 'ann@example.com';
    saveState(T0);
    resetStateCache();
    expect(loadState(T0 + 364 * DAY).convertedEmail).toBe('ann@example.com');
    resetStateCache();
    state = loadState(T0 + COOKIE_LIFETIME_MS.conversion);
    expect(state.convertedEmail).toBe('');
  });

  it("a later conversion restarts the email's 365 days", () => {
    const state = loadState(T0);
    state.convertedEmail = 'ann@example.com';
    saveState(T0);
    state.popups[ID] = { type: 'bar', convertedAt: T0 + 200 * DAY };
    saveState(T0 + 200 * DAY);
    resetStateCache();
    expect(loadState(T0 + 400 * DAY).convertedEmail).toBe('ann@example.com');
  });

  it('an email stored before dates existed is dated now, not kept forever', () => {
    store({ visit: 1, lastActiveAt: T0, convertedEmail: 'old@example.com' });
    expect(loadState(T0).convertedEmailAt).toBe(T0);
  });
});

describe('a hostile or broken stored record (issue 15)', () => {
  it.each([
    ['an array', []],
    ['a number', 42],
    ['null', null],
    ['wrong field types', { visit: 'many', allPages: 'https://x', popups: [1, 2], convertedEmail: { a: 1 }, lastActiveAt: -5 }],
    ['markers that are not numbers', { visit: 1, lastActiveAt: T0, popups: { [ID]: { type: 7, closedAt: 'yesterday', lastSeenAt: null } } }],
  ])('%s is read as a blank visitor, field by field', (_name, record) => {
    store(record);
    const state = loadState(T0);
    expect(Array.isArray(state.allPages)).toBe(true);
    expect(typeof state.convertedEmail).toBe('string');
    expect(state.popups[ID]).toBeUndefined();
    expect(Number.isFinite(state.visit)).toBe(true);
  });

  it.each([
    ['__proto__', '__proto__'],
    ['not a pop-up id', "Robert'); DROP"],
    ['an id one character long', 'a'],
  ])('a popups key that is %s is dropped, and no prototype is touched', (_name, key) => {
    localStorage.setItem(
      'beckon_state',
      `{"visit":1,"lastActiveAt":${T0},"popups":{${JSON.stringify(key)}:{"type":"bar","lastSeenAt":${T0}},"${ID}":{"type":"bar","lastSeenAt":${T0}}}}`,
    );
    const popups = loadState(T0).popups;
    expect(Object.keys(popups)).toEqual([ID]);
    expect(Object.getPrototypeOf(popups)).toBe(Object.prototype);
  });

  it('keeps only strings in page lists, and at most 50', () => {
    store({ visit: 1, lastActiveAt: T0, allPages: [...Array.from({ length: 80 }, (_, i) => `https://shop.example/${i}`), 5, { evil: true }] });
    const pages = loadState(T0).allPages;
    expect(pages).toHaveLength(50);
    expect(pages.every((p) => typeof p === 'string')).toBe(true);
  });

  it('a page whose localStorage was replaced by a throwing object keeps working in memory, warning once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue({
      getItem: () => {
        throw new Error('nope');
      },
      setItem: () => {
        throw new Error('nope');
      },
    } as unknown as Storage);
    const state = loadState(T0);
    state.popups[ID] = { type: 'bar', closedAt: T0 };
    saveState(T0);
    saveState(T0 + 1);
    expect(loadState().popups[ID]).toEqual({ type: 'bar', closedAt: T0 });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('cookie refresh every 60 s (SPEC §9)', () => {
  it('re-sets the client id cookie to a full 365 days, every 60 s', () => {
    const writes: string[] = [];
    const cookie = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void writes.push(value));
    const stop = startCookieRefresh('c1d');
    vi.advanceTimersByTime(COOKIE_REFRESH_MS - 1);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toContain('beckon_cid=c1d;');
    // A full lifetime from the write at T0 + 60 s.
    expect(writes[0]).toContain(`max-age=${COOKIE_LIFETIME_MS.clientId / 1000};`);
    vi.advanceTimersByTime(COOKIE_REFRESH_MS);
    expect(writes).toHaveLength(2);
    stop();
    vi.advanceTimersByTime(10 * COOKIE_REFRESH_MS);
    expect(writes).toHaveLength(2);
    cookie.mockRestore();
  });

  it('drops a marker that expired while the tab stayed open', () => {
    const state = loadState(T0);
    state.visit = 1;
    state.popups[ID] = { type: 'bar', closedAt: T0 };
    saveState(T0);
    const stop = startCookieRefresh(visitorId());
    vi.advanceTimersByTime(COOKIE_LIFETIME_MS.viewed + COOKIE_REFRESH_MS);
    expect(state.popups[ID]).toBeUndefined();
    expect(stored().popups).toEqual({});
    stop();
  });

  it('a pop-up on screen through a refresh still records its close (expiry edits entries in place)', () => {
    const state = loadState(T0);
    state.visit = 1;
    // what the engine does when it shows a pop-up: it keeps this object to mark the close on
    const memory = popupMemory(state, ID, 'bar');
    Object.assign(memory, { firstSeenAt: T0, lastSeenAt: T0, seenInVisit: 1, closedAt: T0 - COOKIE_LIFETIME_MS.viewed });
    saveState(T0);
    const stop = startCookieRefresh(visitorId());
    vi.advanceTimersByTime(COOKIE_REFRESH_MS);
    expect(state.popups[ID]).toEqual({ type: 'bar', firstSeenAt: T0, lastSeenAt: T0, seenInVisit: 1 });
    memory.closedAt = Date.now();
    saveState();
    expect((stored().popups as Record<string, { closedAt?: number }>)[ID]!.closedAt).toBe(T0 + COOKIE_REFRESH_MS);
    stop();
  });
});
