import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, listCookies, readCookie, writeCookie } from '../src/cookies.js';

/** document.cookie as the page would show it, without a real cookie jar's rules in the way. */
function pageCookie(text: string): void {
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(text);
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('reading cookies', () => {
  it.each([
    ['a plain value', 'a=1; beckon_v=abc; b=2', 'beckon_v', 'abc'],
    ['no space after the separator', 'a=1;beckon_v=abc;b=2', 'beckon_v', 'abc'],
    ['a URI-encoded value', 'beckon_v=https%3A%2F%2Fshop.example%2F%3Fq%3D1', 'beckon_v', 'https://shop.example/?q=1'],
    ['= inside the value', 'token=YWJj==; x=1', 'token', 'YWJj=='],
    ['a malformed %-sequence, kept as it stands', 'beckon_v=100%; x=1', 'beckon_v', '100%'],
    ['an empty value', 'beckon_v=; x=1', 'beckon_v', ''],
    ['a name that only starts like another', 'beckon_visitor=1; beckon_v=2', 'beckon_v', '2'],
    ['absent', 'a=1', 'beckon_v', null],
    ['no cookies at all', '', 'beckon_v', null],
    ['a part without =', 'lonely; beckon_v=1', 'beckon_v', '1'],
  ])('%s', (_name, cookie, name, expected) => {
    pageCookie(cookie);
    expect(readCookie(name)).toBe(expected);
  });

  it("lists the cookies of a prefix, decoded, in the page's order", () => {
    pageCookie('site_session=s3cr3t; beckon_a=1; other=x; beckon_b=a%20b; beckon_c=50%');
    expect(listCookies('beckon_')).toEqual([
      ['beckon_a', '1'],
      ['beckon_b', 'a b'],
      ['beckon_c', '50%'],
    ]);
    expect(listCookies()).toHaveLength(5);
  });

  it('reads nothing, and says so once, where the page has no cookie store', () => {
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('sandboxed', 'SecurityError');
    });
    expect(readCookie('beckon_v')).toBeNull();
    expect(listCookies('beckon_')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/cookies unavailable/);
  });
});

describe('writing cookies', () => {
  const written: string[] = [];
  beforeEach(() => {
    written.length = 0;
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    vi.spyOn(document, 'cookie', 'set').mockImplementation((text: string) => void written.push(text));
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['http', 'http://shop.example/', ''],
    ['https', 'https://shop.example/', '; Secure'],
  ])('site-wide, Lax, encoded, with its lifetime in seconds, Secure only on https (%s)', (_name, href, secure) => {
    vi.spyOn(window, 'location', 'get').mockReturnValue(new URL(href) as unknown as Location);
    writeCookie('beckon_ref', 'https://a.example/?x=1; y', 60_000);
    expect(written).toEqual([`beckon_ref=https%3A%2F%2Fa.example%2F%3Fx%3D1%3B%20y; max-age=60; path=/; SameSite=Lax${secure}`]);
  });

  it('deletes with a negative lifetime', () => {
    deleteCookie('beckon_ref');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^beckon_ref=; max-age=-1; path=\//);
  });

  it.each([
    [365 * 24 * 3600 * 1000, 'max-age=31536000'],
    [120_000, 'max-age=120'],
    [1_001, 'max-age=2'],
    [1, 'max-age=1'],
  ])('a lifetime of %i ms is %s', (lifetimeMs, maxAge) => {
    writeCookie('beckon_v', '1', lifetimeMs);
    expect(written[0]).toContain(`; ${maxAge}; `);
  });

  it('does not throw where the page refuses cookies', () => {
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('sandboxed', 'SecurityError');
    });
    expect(() => writeCookie('beckon_v', '1', 1000)).not.toThrow();
  });
});

describe('round trip through a real cookie jar', () => {
  it('reads back what it wrote, = and ; included, and forgets what it deleted', () => {
    writeCookie('beckon_round', 'a=b; c', 60_000);
    expect(readCookie('beckon_round')).toBe('a=b; c');
    deleteCookie('beckon_round');
    expect(readCookie('beckon_round')).toBeNull();
  });
});

describe('the cookie string, read once a task (issue 22)', () => {
  it('reads document.cookie once however often a task asks', () => {
    const read = vi.spyOn(document, 'cookie', 'get').mockReturnValue('beckon_v=1; beckon_ref=x; other=2');
    expect(readCookie('beckon_v')).toBe('1');
    expect(readCookie('beckon_ref')).toBe('x');
    expect(listCookies('beckon_')).toHaveLength(2);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("keeps its own writes in the string it read, in the browser's order, without reading again", () => {
    let jar = 'beckon_v=1; other=2';
    let reads = 0;
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => (reads++, jar));
    vi.spyOn(document, 'cookie', 'set').mockImplementation((text: string) => void (jar = `${jar}; ${text.split(';')[0]}`));
    expect(readCookie('beckon_ref')).toBeNull();
    writeCookie('beckon_ref', 'a b', 60_000);
    writeCookie('beckon_v', '3', 60_000);
    expect(readCookie('beckon_ref')).toBe('a b');
    expect(listCookies()).toEqual([
      ['other', '2'],
      ['beckon_ref', 'a b'],
      ['beckon_v', '3'],
    ]);
    deleteCookie('beckon_v');
    expect(listCookies()).toEqual([
      ['other', '2'],
      ['beckon_ref', 'a b'],
    ]);
    writeCookie('beckon_v', '4', 60_000);
    expect(readCookie('beckon_v')).toBe('4');
    expect(reads).toBe(1);
  });

  it('asks the browser again after a write too long for it to keep', () => {
    // A counter, not the spy's calls: the setter's spy on the same property counts into them.
    let reads = 0;
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => (reads++, 'beckon_v=1'));
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
    expect(readCookie('beckon_v')).toBe('1');
    writeCookie('beckon_v', 'x'.repeat(5000), 60_000);
    expect(readCookie('beckon_v')).toBe('1');
    expect(reads).toBe(2);
  });

  it('with cookies off, reads its write for the rest of the task and what the browser kept in the next, never asking cookieEnabled', async () => {
    const enabled = vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    let reads = 0;
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => (reads++, ''));
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
    expect(readCookie('beckon_v')).toBeNull();
    writeCookie('beckon_v', '2', 60_000);
    expect(readCookie('beckon_v')).toBe('2');
    expect(reads).toBe(1);
    await Promise.resolve();
    expect(readCookie('beckon_v')).toBeNull();
    expect(enabled).not.toHaveBeenCalled();
  });

  it("sees another script's write in the next task", async () => {
    let jar = 'beckon_v=1';
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => jar);
    expect(readCookie('beckon_v')).toBe('1');
    jar = 'beckon_v=2';
    expect(readCookie('beckon_v')).toBe('1');
    await Promise.resolve();
    expect(readCookie('beckon_v')).toBe('2');
  });
});
