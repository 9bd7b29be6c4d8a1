import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beacon } from '../src/beacon.js';
import { consented, setConsented } from '../src/consent-gate.js';
import { deleteCookie, readCookie, writeCookie } from '../src/cookies.js';
import { eraseOwnItems } from '../src/erase.js';
import { readLocal, removeLocal, writeLocal, writeSession } from '../src/web-storage.js';

const DAY = 86_400_000;

function clearCookies(): void {
  for (const cookie of document.cookie.split(/;\s*/).filter(Boolean))
    document.cookie = `${cookie.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

let sendBeacon: ReturnType<typeof vi.fn>;
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  sendBeacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  fetchMock = vi.fn(async () => new Response('{}'));
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
});
afterEach(() => {
  setConsented(true);
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
});

describe('the consent gate (issue 21)', () => {
  it('is open unless an embed closes it: writes and beacons as always', () => {
    expect(consented()).toBe(true);
    writeCookie('beckon_cid', 'v1', DAY);
    writeLocal('beckon_state', '{}');
    beacon('https://beckon.test/api/display/closed/x', { a: 1 });
    expect([readCookie('beckon_cid'), readLocal('beckon_state'), sendBeacon.mock.calls.length]).toEqual(['v1', '{}', 1]);
  });

  it('closed: no cookie, no storage item, no beacon by either transport', () => {
    setConsented(false);
    writeCookie('beckon_cid', 'v1', DAY);
    writeLocal('beckon_state', '{"visit":1}');
    writeSession('beckon_cart_sent', 'k');
    beacon('https://beckon.test/api/display/closed/x', { a: 1 });
    expect(document.cookie).toBe('');
    expect([localStorage.length, sessionStorage.length]).toEqual([0, 0]);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opening writes through the latest value of each item, and sends none of the beacons from before', () => {
    setConsented(false);
    writeCookie('beckon_cid', 'v1', DAY);
    writeLocal('beckon_state', '{"visit":1}');
    writeLocal('beckon_state', '{"visit":2}');
    beacon('https://beckon.test/api/display/closed/x', { a: 1 });
    setConsented(true);
    expect(readCookie('beckon_cid')).toBe('v1');
    expect(readLocal('beckon_state')).toBe('{"visit":2}');
    expect(sendBeacon).not.toHaveBeenCalled();
    beacon('https://beckon.test/api/display/closed/x', { a: 2 });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('a cookie written through lives its full lifetime from the grant', () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z'), toFake: ['Date'] });
    const set = vi.spyOn(document, 'cookie', 'set');
    setConsented(false);
    writeCookie('beckon_ref', 'https://search.example/', 120_000);
    vi.setSystemTime(new Date('2026-03-02T09:01:00Z'));
    setConsented(true);
    // (the gate also writes again what earlier tests wrote: it keeps each item's latest write for the page's life)
    const referrer = set.mock.calls.map((c) => String(c[0])).filter((c) => c.startsWith('beckon_ref='));
    // Written at the grant, with its whole lifetime: Max-Age runs from the write.
    expect(referrer).toEqual([expect.stringContaining('max-age=120;')]);
    vi.useRealTimers();
  });

  it('removing and deleting need no consent', () => {
    document.cookie = 'beckon_cid=old; path=/';
    localStorage.setItem('beckon_state', '{}');
    setConsented(false);
    deleteCookie('beckon_cid');
    removeLocal('beckon_state');
    expect([document.cookie, localStorage.length]).toEqual(['', 0]);
  });
});

describe('eraseOwnItems (a denial)', () => {
  it("deletes every cookie and storage item under the prefix, and nobody else's", () => {
    document.cookie = 'beckon_cid=v1; path=/';
    document.cookie = 'beckon_ref=r; path=/';
    document.cookie = 'host_session=keep; path=/';
    document.cookie = 'xbeckon_cid=keep; path=/';
    localStorage.setItem('beckon_state', '{}');
    localStorage.setItem('persist:qlwapp', 'chat');
    sessionStorage.setItem('beckon_cart_sent', 'k');
    sessionStorage.setItem('host', 'keep');
    eraseOwnItems('beckon_');
    expect(document.cookie.split(/;\s*/).sort()).toEqual(['host_session=keep', 'xbeckon_cid=keep']);
    expect(Object.keys(localStorage)).toEqual(['persist:qlwapp']);
    expect(Object.keys(sessionStorage)).toEqual(['host']);
  });

  it('never throws where storage cannot be reached, and still deletes the cookies', () => {
    document.cookie = 'beckon_cid=v1; path=/';
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => eraseOwnItems('beckon_')).not.toThrow();
    expect(document.cookie).toBe('');
  });

  it('after a denial, a later grant writes the items again', () => {
    writeCookie('beckon_cid', 'v1', DAY);
    setConsented(false);
    eraseOwnItems('beckon_');
    expect(document.cookie).toBe('');
    setConsented(true);
    expect(readCookie('beckon_cid')).toBe('v1');
  });
});
