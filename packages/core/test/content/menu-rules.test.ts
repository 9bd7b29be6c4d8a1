import { describe, expect, it } from 'vitest';
import { menuIsFolded, parseMenuBreakpoint, readMenuConfig } from '../../src/index.js';

describe('the mobile menu’s breakpoint (Beckon: phones to 767 px by default)', () => {
  it.each([
    [null, 767],
    ['', 767],
    ['mobile', 767],
    [' Tablet ', 1024],
    ['900', 900],
    ['900px', 900],
    ['240', 240],
    ['239', 767],
    ['4001', 767],
    ['-900', 767],
    ['9e2', 767],
    ['wide', 767],
  ])('%j → %d px', (value, px) => {
    expect(parseMenuBreakpoint(value)).toBe(px);
  });

  it.each([
    [320, 767, true],
    [767, 767, true],
    [768, 767, false],
    [1024, 1024, true],
    [1280, 1024, false],
  ])('%d px wide with a %d px breakpoint folds: %s', (width, breakpoint, folded) => {
    expect(menuIsFolded(width, breakpoint)).toBe(folded);
  });

  it('reads data-menu-breakpoint', () => {
    expect(readMenuConfig((name) => (name === 'data-menu-breakpoint' ? 'tablet' : null))).toEqual({ breakpoint: 1024 });
    expect(readMenuConfig(() => null)).toEqual({ breakpoint: 767 });
  });
});
