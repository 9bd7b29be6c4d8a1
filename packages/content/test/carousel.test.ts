import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhance } from '../src/carousel/index.js';

function slidesHtml(count: number): string {
  return Array.from({ length: count }, (_, i) => `<li><a href="/post-${i + 1}">Post ${i + 1}</a></li>`).join('');
}

/** A "more from the journal" list as a publisher writes it, enhanced as the carousel's chunk does. */
function mount(count = 5, attributes = '', width = 1280, wrapper = (html: string) => html): HTMLElement {
  window.innerWidth = width;
  document.body.innerHTML = wrapper(`<section data-beckon-carousel ${attributes}><h2>More from the journal</h2><ul>${slidesHtml(count)}</ul></section>`);
  const root = document.querySelector<HTMLElement>('[data-beckon-carousel]')!;
  enhance([root]);
  return root;
}

const nextOf = (root: HTMLElement) => root.querySelector<HTMLButtonElement>('.beckon-carousel__next')!;
const previousOf = (root: HTMLElement) => root.querySelector<HTMLButtonElement>('.beckon-carousel__previous')!;
const statusOf = (root: HTMLElement) => root.querySelector<HTMLElement>('.beckon-carousel__status')!;
const slidesOf = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('li')];
const shown = (root: HTMLElement) => slidesOf(root).flatMap((slide, i) => (slide.hasAttribute('inert') ? [] : [i + 1]));
const key = (target: Element, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
function swipe(root: HTMLElement, dx: number, dy = 0, pointerType = 'touch'): void {
  const viewport = root.querySelector('.beckon-carousel__viewport')!;
  viewport.dispatchEvent(new PointerEvent('pointerdown', { pointerId: 7, pointerType, isPrimary: true, clientX: 200, clientY: 300, bubbles: true }));
  viewport.dispatchEvent(new PointerEvent('pointerup', { pointerId: 7, pointerType, isPrimary: true, clientX: 200 + dx, clientY: 300 + dy, bubbles: true }));
}

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => {
  vi.useRealTimers();
  window.innerWidth = 1024;
});

describe('the carousel (SPEC §9: 3 slides, tablets 2, phones 1; at least 2 slides)', () => {
  it('follows the ARIA carousel pattern', () => {
    const root = mount();
    expect(root.getAttribute('role')).toBe('region');
    expect(root.getAttribute('aria-roledescription')).toBe('carousel');
    expect(document.getElementById(root.getAttribute('aria-labelledby')!)!.textContent).toBe('More from the journal');
    expect(root.querySelector('ul')!.getAttribute('role')).toBe('none');
    // An li may not be a group (ARIA in HTML, axe's aria-allowed-role): the item is role=none and
    // its content moves into a div that is the slide, the link still inside it.
    const second = slidesOf(root)[1]!;
    expect(second.getAttribute('role')).toBe('none');
    expect(second.hasAttribute('aria-roledescription')).toBe(false);
    const group = second.firstElementChild as HTMLElement;
    expect(second.children).toHaveLength(1);
    expect([
      group.localName,
      group.className,
      group.getAttribute('role'),
      group.getAttribute('aria-roledescription'),
      group.getAttribute('aria-label'),
    ]).toEqual(['div', 'beckon-carousel__group', 'group', 'slide', '2 of 5']);
    expect(group.querySelector('a')).toBeTruthy();
    expect(statusOf(root).getAttribute('aria-live')).toBe('polite');
    expect(nextOf(root).getAttribute('aria-label')).toBe('Next slides');
    expect(nextOf(root).getAttribute('aria-controls')).toBe(root.querySelector('ul')!.id);
    expect(statusOf(root).textContent).toBe('');
  });

  it.each([
    [1280, [1, 2, 3]],
    [900, [1, 2]],
    [390, [1]],
  ])('at %d px shows %j', (width, slides) => {
    const root = mount(5, '', width);
    expect(shown(root)).toEqual(slides);
    expect(root.style.getPropertyValue('--beckon-carousel-in-view')).toBe(String(slides.length));
  });

  it('moves by the buttons, announcing politely, and stops at the ends', () => {
    const root = mount(5, '', 390);
    expect(previousOf(root).getAttribute('aria-disabled')).toBe('true');
    nextOf(root).click();
    expect(shown(root)).toEqual([2]);
    expect(statusOf(root).textContent).toBe('Slide 2 of 5');
    expect(root.querySelector('ul')!.style.transform).toBe('translateX(calc(-1 * 1 * (100% + var(--beckon-carousel-gap)) / 1))');
    for (let i = 0; i < 6; i += 1) nextOf(root).click();
    expect(shown(root)).toEqual([5]);
    expect(nextOf(root).getAttribute('aria-disabled')).toBe('true');
    previousOf(root).click();
    expect(statusOf(root).textContent).toBe('Slide 4 of 5');
  });

  it('names a view of several slides', () => {
    const root = mount(5);
    nextOf(root).click();
    expect(statusOf(root).textContent).toBe('Slides 2 to 4 of 5');
    nextOf(root).click();
    nextOf(root).click();
    expect(shown(root)).toEqual([3, 4, 5]);
  });

  it('goes round with data-carousel-loop', () => {
    const root = mount(3, 'data-carousel-loop', 390);
    previousOf(root).click();
    expect(shown(root)).toEqual([3]);
    nextOf(root).click();
    expect(shown(root)).toEqual([1]);
  });

  it('moves by the arrow keys, Home and End, and keeps focus in view', () => {
    const root = mount(5, '', 390);
    const firstLink = slidesOf(root)[0]!.querySelector('a')!;
    firstLink.focus();
    key(firstLink, 'ArrowRight');
    expect(shown(root)).toEqual([2]);
    expect(document.activeElement).toBe(slidesOf(root)[1]!.querySelector('a'));
    key(document.activeElement!, 'End');
    expect(shown(root)).toEqual([5]);
    key(document.activeElement!, 'Home');
    expect(shown(root)).toEqual([1]);
    expect(key(document.activeElement!, 'ArrowDown')).toBe(true);
  });

  it('moves by a touch swipe past the threshold, not by a short one or a vertical scroll', () => {
    const root = mount(5, '', 390);
    swipe(root, -20);
    swipe(root, -60, 90);
    swipe(root, -80, 0, 'mouse');
    expect(shown(root)).toEqual([1]);
    swipe(root, -60);
    expect(shown(root)).toEqual([2]);
    swipe(root, 60);
    expect(shown(root)).toEqual([1]);
  });

  it('swallows the click that ends a swipe, not a tap', () => {
    const root = mount(5, '', 390);
    const link = slidesOf(root)[1]!.querySelector('a')!;
    swipe(root, -60);
    const afterSwipe = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(afterSwipe);
    expect(afterSwipe.defaultPrevented).toBe(true);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
  });

  it('mirrors keys, swipes and the row in right to left, and speaks Hebrew', () => {
    const root = mount(5, '', 390, (html) => `<div dir="rtl" lang="he">${html}</div>`);
    key(root, 'ArrowLeft');
    expect(shown(root)).toEqual([2]);
    expect(root.querySelector('ul')!.style.transform).toContain('translateX(calc(1 * 1');
    expect(statusOf(root).textContent).toBe('שקופית 2 מתוך 5');
    swipe(root, -60);
    expect(shown(root)).toEqual([1]);
    swipe(root, 60);
    expect(shown(root)).toEqual([2]);
  });

  it('pulls back into range when the screen widens', () => {
    const root = mount(5, '', 390);
    key(root, 'End');
    window.innerWidth = 1280;
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersToNextFrame();
    expect(shown(root)).toEqual([3, 4, 5]);
  });

  it('keeps a slide’s own label on its group, and makes a div slide the group itself', () => {
    document.body.innerHTML = `<section data-beckon-carousel><ul><li aria-label="Water">W</li><li>G</li></ul></section>
      <section data-beckon-carousel><div data-carousel-list><div>One</div><div aria-label="Two of ours">Two</div></div></section>`;
    const [list, divs] = [...document.querySelectorAll<HTMLElement>('[data-beckon-carousel]')] as [HTMLElement, HTMLElement];
    enhance([list, divs]);
    const items = [...list.querySelectorAll('li')];
    expect(items.map((li) => [li.hasAttribute('aria-label'), li.firstElementChild!.getAttribute('aria-label')])).toEqual([
      [false, 'Water'],
      [false, '2 of 2'],
    ]);
    const slides = [...divs.querySelectorAll<HTMLElement>('[data-carousel-list] > div')];
    expect(slides.map((slide) => [slide.getAttribute('role'), slide.getAttribute('aria-label'), slide.querySelector('.beckon-carousel__group')])).toEqual([
      ['group', '1 of 2', null],
      ['group', 'Two of ours', null],
    ]);
  });

  it.each([0, 1])('leaves a list of %d slides alone', (count) => {
    const root = mount(count);
    expect(root.classList.contains('beckon-carousel')).toBe(false);
    expect(root.querySelector('button')).toBeNull();
  });

  it('shows every slide and disables both buttons when all fit', () => {
    const root = mount(3);
    expect(shown(root)).toEqual([1, 2, 3]);
    expect([previousOf(root), nextOf(root)].map((b) => b.getAttribute('aria-disabled'))).toEqual(['true', 'true']);
  });
});

describe('autoplay, only when asked (WCAG 2.2.2)', () => {
  it('does not play by default', () => {
    vi.useFakeTimers();
    const root = mount(5, '', 390);
    vi.advanceTimersByTime(60_000);
    expect(shown(root)).toEqual([1]);
    expect(root.querySelector('.beckon-carousel__pause')).toBeNull();
  });

  it('plays, waits on hover and focus, and stops by its pause button', () => {
    vi.useFakeTimers();
    const root = mount(3, 'data-carousel-autoplay="4000"', 390);
    expect(statusOf(root).getAttribute('aria-live')).toBe('off');
    vi.advanceTimersByTime(4000);
    expect(shown(root)).toEqual([2]);
    vi.advanceTimersByTime(8000);
    expect(shown(root)).toEqual([1]);
    root.dispatchEvent(new PointerEvent('pointerenter'));
    vi.advanceTimersByTime(20_000);
    expect(shown(root)).toEqual([1]);
    root.dispatchEvent(new PointerEvent('pointerleave'));
    const pause = root.querySelector<HTMLButtonElement>('.beckon-carousel__pause')!;
    pause.click();
    expect(pause.getAttribute('aria-label')).toBe('Play slides');
    expect(statusOf(root).getAttribute('aria-live')).toBe('polite');
    vi.advanceTimersByTime(20_000);
    expect(shown(root)).toEqual([1]);
    pause.click();
    vi.advanceTimersByTime(4000);
    expect(shown(root)).toEqual([2]);
  });

  it('does not play for a visitor who prefers reduced motion', () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    const root = mount(3, 'data-carousel-autoplay', 390);
    vi.advanceTimersByTime(60_000);
    expect(shown(root)).toEqual([1]);
    vi.restoreAllMocks();
  });
});
