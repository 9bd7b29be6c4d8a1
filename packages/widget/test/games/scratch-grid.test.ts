import { describe, expect, it } from 'vitest';
import { SCRATCH_CLEAR_REMAINING } from '@beckon/core';
import { coverRemaining, scratchAt, scratchGrid, scratchLine } from '../../src/views/games/scratch-grid.js';

const W = 300;
const H = 180;

describe('the scratch card counts what is left of its cover', () => {
  it('starts whole and drops as strokes cover the grid', () => {
    const grid = scratchGrid();
    expect(coverRemaining(grid)).toBe(1);
    scratchAt(grid, 150, 90, 22, W, H);
    const afterDot = coverRemaining(grid);
    expect(afterDot).toBeLessThan(1);
    scratchAt(grid, 150, 90, 22, W, H);
    expect(coverRemaining(grid)).toBe(afterDot);
    scratchLine(grid, [0, 90], [300, 90], 22, W, H);
    expect(coverRemaining(grid)).toBeLessThan(afterDot);
  });

  it('falls to the clearing threshold after a few sweeps, and to 0 when all is scratched', () => {
    const grid = scratchGrid();
    let sweeps = 0;
    for (let y = 10; coverRemaining(grid) > SCRATCH_CLEAR_REMAINING; y += 40) {
      scratchLine(grid, [0, y], [W, y], 22, W, H);
      sweeps++;
    }
    expect(sweeps).toBeLessThanOrEqual(4);
    for (let y = 0; y <= H; y += 10) scratchLine(grid, [0, y], [W, y], 22, W, H);
    expect(coverRemaining(grid)).toBe(0);
  });

  it.each([
    ['outside the card', -500, -500, W, H],
    ['not a number', Number.NaN, 10, W, H],
    ['an unmeasured card', 10, 10, 0, 0],
    ['infinite', Number.POSITIVE_INFINITY, 10, W, H],
  ])('ignores a point %s', (_, x, y, width, height) => {
    const grid = scratchGrid();
    scratchAt(grid, x, y, 22, width, height);
    expect(coverRemaining(grid)).toBe(1);
  });

  it('bounds the steps of a huge jump', () => {
    const grid = scratchGrid();
    scratchLine(grid, [0, 0], [1e9, 1e9], 22, W, H);
    expect(coverRemaining(grid)).toBeLessThan(1);
  });
});
