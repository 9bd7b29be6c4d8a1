import { type MenuConfig, menuIsFolded, readMenuConfig } from '@beckon/core';
import { languageOf } from '../dom/language.js';
import { warn } from '../dom/log.js';
import { addPageStyles } from '../dom/page-styles.js';
import { menuCss } from './styles.js';
import { menuToggle } from './toggle.js';

/** One menu: its links, the toggle, and whether the links are folded behind it and open. */
interface Menu {
  nav: HTMLElement;
  list: HTMLElement;
  toggle: HTMLButtonElement;
  folded: boolean;
}

function setOpen(menu: Menu, open: boolean): void {
  menu.toggle.setAttribute('aria-expanded', String(open));
  menu.nav.classList.toggle('beckon-menu--open', open);
  menu.list.hidden = menu.folded && !open;
}

function isOpen(menu: Menu): boolean {
  return menu.toggle.getAttribute('aria-expanded') === 'true';
}

/** Closes the open menu; with `refocus`, focus goes back to the toggle (Escape, SPEC §4). */
function close(menu: Menu, refocus: boolean): void {
  if (!isOpen(menu)) return;
  setOpen(menu, false);
  if (refocus) menu.toggle.focus();
}

/** Folded on narrow screens, the links in their place on wide ones; any change of side closes it. */
function fold(menu: Menu, folded: boolean): void {
  menu.folded = folded;
  menu.nav.classList.toggle('beckon-menu--folded', folded);
  // Hidden on a wide screen while it holds focus, the toggle hands focus to the first link.
  const hadFocus = document.activeElement === menu.toggle;
  menu.toggle.hidden = !folded;
  setOpen(menu, false);
  if (hadFocus && !folded) menu.list.querySelector<HTMLElement>('a[href]')?.focus();
}

function watchWidth(menu: Menu, config: MenuConfig): void {
  // innerWidth counts the scrollbar, as a max-width media query does.
  const folded = () => menuIsFolded(window.innerWidth, config.breakpoint);
  let width = window.innerWidth;
  // Resizing closes it (SPEC §4), also within one side of the breakpoint (a phone turned
  // sideways); a phone's address bar sliding away changes only the height, and does not.
  window.addEventListener('resize', () => {
    if (window.innerWidth === width) return;
    width = window.innerWidth;
    if (isOpen(menu)) close(menu, false);
    if (folded() !== menu.folded) fold(menu, folded());
  });
  fold(menu, folded());
}

/** Escape, a click or touch outside, focus leaving the menu, and following a link all close it. */
function closeOnLeaving(menu: Menu): void {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen(menu)) return;
    event.preventDefault();
    close(menu, menu.nav.contains(document.activeElement) || document.activeElement === document.body);
  });
  document.addEventListener('pointerdown', (event) => {
    if (isOpen(menu) && !menu.nav.contains(event.target as Node)) close(menu, false);
  });
  menu.nav.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (next && !menu.nav.contains(next)) close(menu, false);
  });
  menu.list.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest?.('a[href]')) close(menu, false);
  });
}

/** Enhances one menu; a nav without a list of links is left as it is. */
export function enhanceMenu(nav: HTMLElement): void {
  if (nav.classList.contains('beckon-menu')) return;
  const list = nav.querySelector<HTMLElement>('[data-menu-list]') ?? nav.querySelector<HTMLElement>('ul, ol');
  if (!list?.querySelector('a[href]')) return;
  addPageStyles(menuCss);
  const config = readMenuConfig((name) => nav.getAttribute(name));
  list.classList.add('beckon-menu__list');
  const menu: Menu = { nav, list, toggle: menuToggle(nav, list, languageOf(nav)), folded: false };
  nav.classList.add('beckon-menu');
  menu.toggle.addEventListener('click', () => setOpen(menu, !isOpen(menu)));
  watchWidth(menu, config);
  closeOnLeaving(menu);
}

/** Every mobile menu on the page; one that fails is skipped with a note, the others go on. */
export function enhance(elements: readonly Element[]): void {
  for (const element of elements) {
    try {
      if (element instanceof HTMLElement) enhanceMenu(element);
    } catch (error) {
      warn('a mobile menu could not be enhanced; its links stay as written', error);
    }
  }
}
