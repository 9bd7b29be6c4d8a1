import { describe, expect, it } from 'vitest';
import { fitLabel, landingAngle, sliceAtPointer, slicePath } from '../../src/views/games/wheel-geometry.js';

describe('the wheel lands the drawn slice under the pointer', () => {
  const cases: Array<[index: number, count: number, turns: number, offset: number]> = [
    [0, 5, 6, 0],
    [4, 5, 6, 0.3],
    [2, 3, 6, -0.49],
    [7, 8, 0, 0.49],
    [0, 1, 6, 0.2],
    [11, 12, 6, -0.2],
    [1, 2, 3, 0.45],
  ];
  it.each(cases)('slice %i of %i after %i turns, offset %f', (index, count, turns, offset) => {
    const rotation = landingAngle(index, count, turns, offset);
    expect(sliceAtPointer(rotation, count)).toBe(index);
    expect(rotation).toBeGreaterThanOrEqual(turns * 360);
    expect(rotation).toBeLessThan((turns + 1) * 360);
  });

  it.each([-3, 3, Number.NaN])('keeps a wild offset (%f) inside the slice', (offset) => {
    expect(sliceAtPointer(landingAngle(1, 4, 6, offset), 4)).toBe(1);
  });

  it('draws slices clockwise from the top', () => {
    expect(slicePath(0, 4)).toBe('M0 0L0 -96A96 96 0 0 1 96 0Z');
    expect(slicePath(0, 1)).toContain(' 0 1 1 ');
  });
});

describe('wheel labels fit their slice', () => {
  it.each([
    ['10% off', 13, '10% off'],
    ['  A very long prize label indeed ', 13, 'A very long …'],
    ['🎁🎁🎁🎁🎁', 3, '🎁🎁…'],
    ['', 5, ''],
  ])('%j at most %i characters', (label, max, fitted) => {
    expect(fitLabel(label, max)).toBe(fitted);
  });
});
