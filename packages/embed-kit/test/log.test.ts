import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let warnSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.resetModules();
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the embed log', () => {
  it('says [beckon] unless the embed names itself', async () => {
    const { setLogPrefix, warn } = await import('../src/log.js');
    warn('display request failed', 'why');
    setLogPrefix('[beckon chat]');
    warn('Invalid URL');
    expect(warnSpy.mock.calls).toEqual([
      ['[beckon] display request failed', 'why'],
      ['[beckon chat] Invalid URL', ''],
    ]);
  });

  it('says a repeated condition once per page', async () => {
    const { warnOnce } = await import('../src/log.js');
    warnOnce('storage unavailable');
    warnOnce('storage unavailable');
    warnOnce('cookies unavailable');
    expect(warnSpy).toHaveBeenCalledTimes(2);
  });

  it('never throws into the page, even when the page broke console.warn', async () => {
    const { warn } = await import('../src/log.js');
    warnSpy.mockImplementation(() => {
      throw new Error('replaced console');
    });
    expect(() => warn('anything')).not.toThrow();
  });
});
