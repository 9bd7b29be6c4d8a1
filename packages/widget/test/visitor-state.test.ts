import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_LIFETIME_MS } from '@beckon/core';
import { loadState, recordPageView, resetStateCache, saveState, visitorId } from '../src/runtime/visitor/visitor-state.js';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetStateCache();
  localStorage.clear();
});

describe('stored items (SPEC §3, §9)', () => {
  it('counts a new visit after 30 idle minutes, and keeps the pages of this one', () => {
    const state = loadState(0);
    recordPageView(state, 'https://shop.example/', 1_000);
    recordPageView(state, 'https://shop.example/b', 2_000);
    expect(state.visit).toBe(1);
    expect(state.sessionPages).toEqual(['https://shop.example/', 'https://shop.example/b']);
    expect(state.previousUrl).toBe('https://shop.example/');
    recordPageView(state, 'https://shop.example/c', 2_000 + COOKIE_LIFETIME_MS.session + 1);
    expect(state.visit).toBe(2);
    expect(state.sessionPages).toEqual(['https://shop.example/c']);
    expect(state.allPages).toHaveLength(3);
  });

  it('survives the page: saved to localStorage and read back', () => {
    const state = loadState(0);
    recordPageView(state, 'https://shop.example/', 1_000);
    resetStateCache();
    expect(loadState(5_000).allPages).toEqual(['https://shop.example/']);
  });

  it('keeps working in memory, with one warning, when storage and cookies throw', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(visitorId()).toMatch(/^[0-9a-f]{24}$/);
    const state = loadState(0);
    recordPageView(state, 'https://shop.example/', 1_000);
    saveState();
    expect(loadState().visit).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a secure page (randomUUID)', true],
    ['a plain http page (getRandomValues)', false],
  ])('makes a new visitor a random id of 24 hex digits on %s', (_, secure) => {
    const real = crypto;
    const random = vi.fn((bytes: Uint8Array<ArrayBuffer>) => real.getRandomValues(bytes));
    // A page on plain http has no randomUUID (it needs a secure context).
    vi.stubGlobal('crypto', secure ? { randomUUID: () => real.randomUUID(), getRandomValues: random } : { getRandomValues: random });
    const ids = new Set<string>();
    for (let i = 0; i < 50; i++) {
      document.cookie = 'beckon_cid=; max-age=-1; path=/';
      ids.add(visitorId());
    }
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(random).toHaveBeenCalledTimes(secure ? 0 : 50);
  });

  it('replaces a corrupt stored record instead of failing', () => {
    localStorage.setItem('beckon_state', '{not json');
    expect(loadState(0).visit).toBe(0);
  });
});
