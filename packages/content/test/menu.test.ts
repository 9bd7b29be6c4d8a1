import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enhance } from '../src/menu/index.js';

const NAV = `<nav data-beckon-menu aria-label="Main"><ul><li><a href="/brewing">Brewing</a></li><li><a href="/beans">Beans</a></li><li><a href="#letters">Letters</a></li></ul></nav>`;

/** The header as a publisher writes it, enhanced as content.js and the menu's chunk do. */
function mount(html = NAV, width = 390): HTMLElement {
  resizeTo(width, false);
  document.body.innerHTML = `<header>${html}</header><main><a href="/elsewhere">Elsewhere</a></main>`;
  const nav = document.querySelector<HTMLElement>('[data-beckon-menu]')!;
  enhance([nav]);
  return nav;
}

function resizeTo(width: number, notify = true): void {
  window.innerWidth = width;
  if (notify) window.dispatchEvent(new Event('resize'));
}

const toggleOf = (nav: HTMLElement) => nav.querySelector<HTMLButtonElement>('.beckon-menu__toggle')!;
const listOf = (nav: HTMLElement) => nav.querySelector<HTMLElement>('ul')!;
const press = (key: string) => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => resizeTo(1024, false));

describe('the mobile menu (SPEC §4: aria-expanded; resizing closes it)', () => {
  it('folds the links behind a toggle that controls them, on a phone', () => {
    const nav = mount();
    const toggle = toggleOf(nav);
    expect(toggle.type).toBe('button');
    expect(toggle.textContent).toBe('Menu');
    expect(toggle.hidden).toBe(false);
    expect(toggle.getAttribute('aria-controls')).toBe(listOf(nav).id);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.nextElementSibling).toBe(listOf(nav));
    expect(listOf(nav).hidden).toBe(true);
    expect(nav.classList.contains('beckon-menu--folded')).toBe(true);
  });

  it('leaves the links in place, the toggle hidden, on a wide screen', () => {
    const nav = mount(NAV, 1280);
    expect(toggleOf(nav).hidden).toBe(true);
    expect(listOf(nav).hidden).toBe(false);
    expect(nav.classList.contains('beckon-menu--folded')).toBe(false);
  });

  it('opens and closes by the toggle', () => {
    const nav = mount();
    toggleOf(nav).click();
    expect(toggleOf(nav).getAttribute('aria-expanded')).toBe('true');
    expect(listOf(nav).hidden).toBe(false);
    expect(nav.classList.contains('beckon-menu--open')).toBe(true);
    toggleOf(nav).click();
    expect(toggleOf(nav).getAttribute('aria-expanded')).toBe('false');
    expect(listOf(nav).hidden).toBe(true);
  });

  it('closes on Escape and gives focus back to the toggle', () => {
    const nav = mount();
    toggleOf(nav).click();
    nav.querySelector<HTMLElement>('a')!.focus();
    press('Escape');
    expect(toggleOf(nav).getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggleOf(nav));
  });

  it('closes on a click outside, not on one inside', () => {
    const nav = mount();
    toggleOf(nav).click();
    listOf(nav).dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(listOf(nav).hidden).toBe(false);
    document.querySelector('main')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(listOf(nav).hidden).toBe(true);
  });

  it('closes when a link is followed', () => {
    const nav = mount();
    toggleOf(nav).click();
    nav.querySelector<HTMLAnchorElement>('a[href="#letters"]')!.click();
    expect(toggleOf(nav).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when focus leaves it by Tab', () => {
    const nav = mount();
    toggleOf(nav).click();
    const links = nav.querySelectorAll<HTMLElement>('a');
    links[2]!.focus();
    links[2]!.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.querySelector('main a') }));
    expect(listOf(nav).hidden).toBe(true);
  });

  it('closes on resize, and unfolds past the breakpoint', () => {
    const nav = mount();
    toggleOf(nav).click();
    resizeTo(380);
    expect(toggleOf(nav).getAttribute('aria-expanded')).toBe('false');
    expect(listOf(nav).hidden).toBe(true);
    toggleOf(nav).click();
    resizeTo(1280);
    expect(toggleOf(nav).hidden).toBe(true);
    expect(toggleOf(nav).getAttribute('aria-expanded')).toBe('false');
    expect(listOf(nav).hidden).toBe(false);
    resizeTo(390);
    expect(toggleOf(nav).hidden).toBe(false);
    expect(listOf(nav).hidden).toBe(true);
  });

  it.each([
    ['data-menu-breakpoint="tablet"', 900, true],
    ['data-menu-breakpoint="tablet"', 1100, false],
    ['data-menu-breakpoint="600"', 700, false],
    ['data-menu-breakpoint="oops"', 700, true],
  ])('%s at %d px folds: %s', (attribute, width, folded) => {
    const nav = mount(NAV.replace('data-beckon-menu', `data-beckon-menu ${attribute}`), width);
    expect(toggleOf(nav).hidden).toBe(!folded);
  });

  it('uses the publisher’s own toggle, keeping its words', () => {
    const nav = mount(NAV.replace('<ul>', '<button data-menu-toggle hidden>Sections</button><ul>'));
    expect(nav.querySelectorAll('button')).toHaveLength(1);
    expect(toggleOf(nav).textContent).toBe('Sections');
    expect(toggleOf(nav).hidden).toBe(false);
  });

  it('speaks Hebrew on a Hebrew page', () => {
    document.documentElement.lang = 'he';
    try {
      expect(toggleOf(mount()).textContent).toBe('תפריט');
    } finally {
      document.documentElement.removeAttribute('lang');
    }
  });

  it('leaves a nav without links alone, and enhances once', () => {
    const empty = mount('<nav data-beckon-menu><p>Soon</p></nav>');
    expect(empty.outerHTML).toBe('<nav data-beckon-menu=""><p>Soon</p></nav>');
    const nav = mount();
    enhance([nav]);
    expect(nav.querySelectorAll('.beckon-menu__toggle')).toHaveLength(1);
  });
});

it('stays open when only the height changes (a phone’s address bar sliding away)', () => {
  const nav = mount();
  toggleOf(nav).click();
  window.innerHeight = 600;
  window.dispatchEvent(new Event('resize'));
  expect(listOf(nav).hidden).toBe(false);
});
