import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCounts } from '../src/share/counts.js';
import { enhance } from '../src/share/index.js';

const PAGE = 'https://journal.example/espresso';
const SERVER = 'https://beckon.example';

const counting = (services: string, extra = '') =>
  `<div data-beckon-share data-share-counts data-share-client="site_1" data-share-services="${services}" ${extra}></div>`;

/** The kit's script tag names the server (text/plain, so the test DOM does not try to load it). */
function mount(html: string): HTMLElement[] {
  document.head.innerHTML = `<link rel="canonical" href="${PAGE}"><script type="text/plain" src="${SERVER}/sdk/content.js"></script>`;
  document.body.innerHTML = html;
  const bars = [...document.querySelectorAll<HTMLElement>('[data-beckon-share]')];
  enhance(bars);
  return bars;
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
const badge = (bar: HTMLElement, service: string) => bar.querySelector(`[data-share-service="${service}"] .beckon-share__count`)?.textContent ?? null;
const total = (bar: HTMLElement) => bar.querySelector('.beckon-share__total--shown .beckon-share__total-count')?.textContent ?? null;

let fetchMock: ReturnType<typeof vi.fn>;
let beacons: Array<[string, string]>;

function answer(body: unknown, ok = true): void {
  fetchMock.mockResolvedValue({ ok, status: ok ? 200 : 500, json: () => Promise.resolve(body) });
}

beforeEach(() => {
  forgetCounts();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  beacons = [];
  vi.spyOn(navigator, 'sendBeacon').mockImplementation((url: string | URL, data?: BodyInit | null) => {
    void (data as Blob).text().then((text) => beacons.push([String(url), text]));
    return true;
  });
  vi.spyOn(window, 'open').mockReturnValue({} as Window);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('share counts (SPEC §5, §9; off by default)', () => {
  it('asks nothing when counts are off, or without a valid client id', async () => {
    mount('<div data-beckon-share data-share-services="x"></div><div data-beckon-share data-share-counts data-share-client="../x"></div>');
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelector('.beckon-share__total')).toBeNull();
  });

  it('fetches the page’s counts once however many bars show them', async () => {
    answer({ url: PAGE, total: 3, counts: { facebook: 3 } });
    const [top, side] = mount(counting('facebook x') + counting('facebook print', 'data-share-layout="vertical"'));
    await flush();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]![0]).toBe(`${SERVER}/api/display/shares/site_1?url=${encodeURIComponent(PAGE)}`);
    expect([badge(top!, 'facebook'), badge(side!, 'facebook'), total(top!)]).toEqual(['3', '3', '3']);
    expect(top!.querySelector('[data-share-service="facebook"]')!.getAttribute('aria-label')).toBe('Share on Facebook, 3 shares');
  });

  it.each([
    [{ facebook: 1500, x: 0, print: 'lots' }, 2_500_000, { facebook: '1.5K', x: null, print: null }, '2.5M'],
    [{ facebook: 999_999, x: -4, print: '12' }, 'NaN', { facebook: '999.9K', x: null, print: '12' }, null],
    [{ facebook: 1_000_000, x: 1 }, 1, { facebook: '1.0M', x: '1', print: null }, '1'],
    [null, null, { facebook: null, x: null, print: null }, null],
  ])('counts %j and total %j show as %j and %j', async (counts, sum, shown, shownTotal) => {
    answer({ url: PAGE, total: sum, counts });
    const [bar] = mount(counting('facebook x print'));
    await flush();
    expect({ facebook: badge(bar!, 'facebook'), x: badge(bar!, 'x'), print: badge(bar!, 'print') }).toEqual(shown);
    expect(total(bar!)).toBe(shownTotal);
  });

  it('sends a share made through the bar once, and bumps the shown counts', async () => {
    answer({ url: PAGE, total: 3, counts: { facebook: 3 } });
    const [top, side] = mount(counting('facebook x') + counting('facebook', 'data-share-layout="vertical"'));
    await flush();
    const facebook = top!.querySelector<HTMLElement>('[data-share-service="facebook"]')!;
    facebook.click();
    facebook.click();
    side!.querySelector<HTMLElement>('[data-share-service="facebook"]')!.click();
    top!.querySelector<HTMLElement>('[data-share-service="x"]')!.click();
    await flush();
    expect(beacons).toEqual([
      [`${SERVER}/api/display/shares/site_1`, JSON.stringify({ url: PAGE, service: 'facebook' })],
      [`${SERVER}/api/display/shares/site_1`, JSON.stringify({ url: PAGE, service: 'x' })],
    ]);
    expect([badge(top!, 'facebook'), badge(side!, 'facebook'), badge(top!, 'x'), total(top!)]).toEqual(['4', '4', '1', '5']);
  });

  it('a share made before the counts came is in them when they come', async () => {
    let arrive: (body: unknown) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (arrive = (body) => resolve({ ok: true, status: 200, json: () => Promise.resolve(body) }))));
    const [bar] = mount(counting('facebook x'));
    bar!.querySelector<HTMLElement>('[data-share-service="x"]')!.click();
    bar!.querySelector<HTMLElement>('[data-share-service="x"]')!.click();
    await flush();
    expect(badge(bar!, 'x')).toBeNull();
    // The counts were asked for as the page loaded, before the share: they do not hold it yet.
    arrive({ url: PAGE, total: 3, counts: { facebook: 3 } });
    await flush();
    expect(beacons).toHaveLength(1);
    expect([badge(bar!, 'facebook'), badge(bar!, 'x'), total(bar!)]).toEqual(['3', '1', '4']);
  });

  it.each([
    ['en', 1, 'Share on X, 1 share', 'share'],
    ['en', 2, 'Share on X, 2 shares', 'shares'],
    ['he', 1, 'שיתוף ב־X, שיתוף אחד', 'שיתוף'],
    ['he', 2, 'שיתוף ב־X, 2 שיתופים', 'שיתופים'],
  ])('in %s a count of %i reads as one share or as many', async (lang, count, label, words) => {
    answer({ url: PAGE, total: count, counts: { x: count } });
    document.documentElement.lang = lang;
    const [bar] = mount(counting('x'));
    await flush();
    document.documentElement.lang = '';
    expect(bar!.querySelector('[data-share-service="x"]')!.getAttribute('aria-label')).toBe(label);
    expect(bar!.querySelector('.beckon-share__total-words')!.textContent).toBe(words);
  });

  it('a dead network shows no counts and never stops a share', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const [bar] = mount(counting('facebook'));
    await flush();
    expect(total(bar!)).toBeNull();
    bar!.querySelector<HTMLElement>('[data-share-service="facebook"]')!.click();
    await flush();
    expect(window.open).toHaveBeenCalledOnce();
    expect(beacons).toHaveLength(1);
    expect(badge(bar!, 'facebook')).toBeNull();
  });

  it('a refusal (500) is the same as no counts', async () => {
    answer({ error: 'nope' }, false);
    const [bar] = mount(counting('facebook'));
    await flush();
    expect(total(bar!)).toBeNull();
  });
});
