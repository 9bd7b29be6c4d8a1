import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { article, clearCookies, fakeFrames, HEADINGS, mount, placeAt } from './support.js';

const toggleOf = (nav: HTMLElement) => nav.querySelector<HTMLButtonElement>('.beckon-toc__toggle')!;
const bodyOf = (nav: HTMLElement) => nav.querySelector<HTMLElement>('.beckon-toc__body')!;

beforeEach(() => {
  clearCookies();
  window.innerWidth = 1280;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the collapsible toggle and its cookie (SPEC §4)', () => {
  it('turns the title into a real button that controls the list', () => {
    const [nav] = mount(article('<nav data-beckon-toc><h2 data-toc-title>Contents</h2></nav>', HEADINGS));
    const button = toggleOf(nav!);
    expect(button.tagName).toBe('BUTTON');
    expect(button.type).toBe('button');
    expect(button.parentElement!.tagName).toBe('H2');
    expect(button.textContent).toBe('Contents');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(bodyOf(nav!).id);
    expect(bodyOf(nav!).hidden).toBe(false);
  });

  it('hides and shows on click, and keeps each table’s choice in its own cookie', () => {
    const [first, second] = mount(article('<nav data-beckon-toc></nav><nav data-beckon-toc></nav>', HEADINGS));
    toggleOf(first!).click();
    expect(bodyOf(first!).hidden).toBe(true);
    expect(toggleOf(first!).getAttribute('aria-expanded')).toBe('false');
    expect(first!.classList.contains('beckon-toc--collapsed')).toBe(true);
    expect(document.cookie).toContain('0ezTOC_hidetoc=1');
    expect(document.cookie).not.toContain('1ezTOC_hidetoc');
    toggleOf(second!).click();
    expect(document.cookie).toContain('1ezTOC_hidetoc=1');
    toggleOf(first!).click();
    expect(bodyOf(first!).hidden).toBe(false);
    expect(document.cookie).toContain('0ezTOC_hidetoc=0');
  });

  it('writes path /, SameSite=Strict and 30 days', () => {
    const writes: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
    });
    vi.setSystemTime(Date.UTC(2025, 5, 1));
    const [nav] = mount(article('<nav data-beckon-toc></nav>', HEADINGS));
    toggleOf(nav!).click();
    expect(writes).toEqual(['0ezTOC_hidetoc=1; expires=Tue, 01 Jul 2025 00:00:00 GMT; path=/; SameSite=Strict']);
  });

  it.each([
    ['', null, 1280, false],
    ['data-toc-hidden', null, 1280, true],
    ['data-toc-hidden', '0', 1280, false],
    ['', '1', 1280, true],
    ['data-toc-hidden-on="mobile"', null, 375, true],
    ['data-toc-hidden-on="mobile"', null, 800, false],
    ['data-toc-hidden-on="mobile tablet"', null, 800, true],
    ['data-toc-hidden-on="mobile tablet"', '0', 375, false],
    ['data-toc-hidden="nonsense"', null, 1280, false],
  ])('%s with cookie %j at %d px starts hidden: %s', (attributes, cookie, width, hidden) => {
    window.innerWidth = width;
    if (cookie !== null) document.cookie = `0ezTOC_hidetoc=${cookie}; path=/`;
    const [nav] = mount(article(`<nav data-beckon-toc ${attributes}></nav>`, HEADINGS));
    expect(bodyOf(nav!).hidden).toBe(hidden);
    expect(toggleOf(nav!).getAttribute('aria-expanded')).toBe(String(!hidden));
  });
});

describe('smooth scroll (SPEC §9: 500 ms; offset only above 30)', () => {
  function setUp(attributes: string) {
    fakeFrames();
    const scrolls: number[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => scrolls.push(options.top!)) as typeof window.scrollTo);
    const [nav] = mount(article(`<nav data-beckon-toc ${attributes}></nav>`, HEADINGS));
    const target = document.getElementById('then-the-grind')!;
    placeAt(target, 1000);
    const link = nav!.querySelector<HTMLAnchorElement>('a[href="#then-the-grind"]')!;
    return { scrolls, link, target };
  }

  it.each([
    ['', 1000],
    ['data-toc-offset="20"', 1000],
    ['data-toc-offset="30"', 1000],
    ['data-toc-offset="80"', 920],
    ['data-toc-offset="lots"', 1000],
  ])('%s lands the heading at %d', (attributes, landing) => {
    const { scrolls, link } = setUp(attributes);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    vi.advanceTimersByTime(250);
    const midway = scrolls.at(-1)!;
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(landing);
    vi.advanceTimersByTime(300);
    expect(scrolls.at(-1)).toBe(landing);
    const frames = scrolls.length;
    vi.advanceTimersByTime(500);
    expect(scrolls).toHaveLength(frames);
  });

  it('moves focus to the heading and puts its anchor in the address', () => {
    const { link, target } = setUp('');
    link.click();
    expect(document.activeElement).toBe(target);
    expect(target.getAttribute('tabindex')).toBe('-1');
    expect(location.hash).toBe('#then-the-grind');
  });

  it.each([
    ['reduced motion', '', true],
    ['data-toc-smooth="false"', 'data-toc-smooth="false"', false],
  ])('jumps at once with %s', (_case, attributes, reduced) => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: reduced && query.includes('reduce') }) as MediaQueryList);
    const { scrolls, link } = setUp(attributes);
    link.click();
    expect(scrolls).toEqual([1000]);
  });

  it('leaves a click meant for a new tab to the browser', () => {
    const { scrolls, link } = setUp('');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    vi.advanceTimersByTime(600);
    expect(scrolls).toEqual([]);
  });
});

describe('the heading being read (SPEC §9: active offset 5)', () => {
  it('marks the last heading past the reading line, once per frame', () => {
    fakeFrames();
    const [nav] = mount(article('<nav data-beckon-toc data-toc-offset="60"></nav>', HEADINGS));
    const headings = [...document.querySelectorAll<HTMLElement>('h2, h3')];
    const active = () => nav!.querySelector('[aria-current="location"]')?.textContent ?? null;
    const place = (...tops: number[]) => headings.forEach((heading, i) => placeAt(heading, tops[i]!));
    place(100, 300, 500, 700, 900);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(20);
    expect(active()).toBeNull();
    place(-200, 65, 266, 466, 666);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(20);
    expect(active()).toBe('Weigh it');
    place(-800, -600, -400, 66, 300);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(20);
    expect(active()).toBe('The basket');
    expect(nav!.querySelectorAll('.beckon-toc__link--active')).toHaveLength(1);
  });
});

describe('the sticky version (SPEC §4: unstuck, fixed, bottomed)', () => {
  it('sticks 30 px below the top by default, keeps its width, and stops at its container’s foot', () => {
    fakeFrames();
    const [nav] = mount(
      `<div><aside id="side"><nav data-beckon-toc data-toc-sticky data-toc-source="#post"></nav></aside><article id="post">${HEADINGS}</article></div>`,
    );
    const side = document.getElementById('side')!;
    placeAt(nav!, 120, 200, 220);
    Object.defineProperty(nav!, 'offsetHeight', { value: 200 });
    const at = (top: number) => {
      placeAt(side, top, 1000);
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(20);
      return [nav!.dataset.tocState ?? 'unstuck', nav!.style.top, nav!.style.width];
    };
    expect(at(120)).toEqual(['unstuck', '', '']);
    expect(at(29)).toEqual(['fixed', '30px', '220px']);
    expect(nav!.classList.contains('beckon-toc--fixed')).toBe(true);
    expect(at(-700)).toEqual(['fixed', '30px', '220px']);
    expect(at(-771)).toEqual(['bottomed', '', '220px']);
    expect(nav!.classList.contains('beckon-toc--bottomed')).toBe(true);
    expect(side.style.position).toBe('relative');
    expect(at(200)).toEqual(['unstuck', '', '']);
    expect(nav!.className).not.toMatch(/fixed|bottomed/);
  });

  it('sticks only on the devices it names', () => {
    fakeFrames();
    const [nav] = mount(
      `<div><aside id="side"><nav data-beckon-toc data-toc-sticky="desktop" data-toc-source="#post"></nav></aside><article id="post">${HEADINGS}</article></div>`,
    );
    Object.defineProperty(nav!, 'offsetHeight', { value: 200 });
    placeAt(document.getElementById('side')!, -100, 2000);
    const stateAt = (width: number) => {
      window.innerWidth = width;
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(20);
      return nav!.dataset.tocState ?? 'unstuck';
    };
    expect(stateAt(1280)).toBe('fixed');
    expect(stateAt(800)).toBe('unstuck');
    expect(stateAt(375)).toBe('unstuck');
    expect(stateAt(1280)).toBe('fixed');
  });

  it('takes its own offset and a container named by data-toc-affix', () => {
    fakeFrames();
    const [nav] = mount(
      `<div id="box"><div><nav data-beckon-toc data-toc-sticky data-toc-sticky-offset="0" data-toc-affix="#box"></nav></div>${HEADINGS}</div>`,
    );
    Object.defineProperty(nav!, 'offsetHeight', { value: 100 });
    placeAt(document.getElementById('box')!, -1, 800);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(20);
    expect(nav!.dataset.tocState).toBe('fixed');
    expect(nav!.style.top).toBe('0px');
  });
});
