import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLocal, readSession, removeLocal, removeSession, writeLocal, writeSession } from '../src/web-storage.js';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

const areas = [
  ['localStorage', readLocal, writeLocal, removeLocal],
  ['sessionStorage', readSession, writeSession, removeSession],
] as const;

describe.each(areas)('%s', (area, read, write, remove) => {
  it('reads what was written, and nothing once removed', () => {
    expect(read('beckon:k')).toBeNull();
    write('beckon:k', '{"a":1}');
    expect(read('beckon:k')).toBe('{"a":1}');
    expect(window[area].getItem('beckon:k')).toBe('{"a":1}');
    remove('beckon:k');
    expect(read('beckon:k')).toBeNull();
  });

  it('never throws where the area itself cannot be reached (sandboxed iframe), and says so once', () => {
    vi.spyOn(window, area, 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(read('k')).toBeNull();
    expect(() => write('k', 'v')).not.toThrow();
    expect(() => remove('k')).not.toThrow();
    const said = warn.mock.calls.filter((call: unknown[]) => String(call[0]).includes(`${area} unavailable`));
    expect(said).toHaveLength(1);
  });

  it('never throws when the quota is full', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    vi.spyOn(window, area, 'get').mockReturnValue(full as unknown as Storage);
    expect(() => write('k', 'x'.repeat(10))).not.toThrow();
    expect(read('k')).toBeNull();
  });
});
