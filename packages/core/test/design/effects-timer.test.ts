import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ENTRY_EFFECT,
  DEFAULT_EXIT_EFFECT,
  DEFAULT_TIMER_STYLE,
  ENTRY_ANIMATION_MS,
  ENTRY_EFFECTS,
  entryEffectOf,
  EXIT_ANIMATION_MS,
  EXIT_EFFECTS,
  exitEffectOf,
  TIMER_STYLES,
  timerStyleOf,
} from '../../src/index.js';

describe('entry and exit effects (SPEC §3 poptin_design_entry_effect / exit_effect, §9 300 ms / 800 ms)', () => {
  it('keeps the spec durations', () => {
    expect(ENTRY_ANIMATION_MS).toBe(300);
    expect(EXIT_ANIMATION_MS).toBe(800);
  });

  it('offers none and at least fades, slides from both sides and zooms, each once', () => {
    for (const name of ['none', 'fade_in', 'fade_in_up', 'fade_in_down', 'slide_in_left', 'slide_in_right', 'zoom_in', 'bounce_in'])
      expect(ENTRY_EFFECTS).toContain(name);
    for (const name of ['none', 'fade_out', 'fade_out_down', 'fade_out_up', 'slide_out_left', 'slide_out_right', 'zoom_out'])
      expect(EXIT_EFFECTS).toContain(name);
    expect(new Set(ENTRY_EFFECTS).size).toBe(ENTRY_EFFECTS.length);
    expect(new Set(EXIT_EFFECTS).size).toBe(EXIT_EFFECTS.length);
  });

  it('has defaults that are effects of their own list', () => {
    expect(DEFAULT_ENTRY_EFFECT).toBe('fade_in');
    expect(DEFAULT_EXIT_EFFECT).toBe('fade_out_down');
    expect(ENTRY_EFFECTS).toContain(DEFAULT_ENTRY_EFFECT);
    expect(EXIT_EFFECTS).toContain(DEFAULT_EXIT_EFFECT);
  });

  it.each(ENTRY_EFFECTS.map((e) => [e]))('entry %s is itself', (name) => expect(entryEffectOf(name)).toBe(name));
  it.each(EXIT_EFFECTS.map((e) => [e]))('exit %s is itself', (name) => expect(exitEffectOf(name)).toBe(name));

  it.each([
    ['fadeInUp', 'fade_in_up'],
    ['SlideInLeft', 'slide_in_left'],
    ['bounce-in', 'bounce_in'],
    [' Zoom In ', 'zoom_in'],
    ['NONE', 'none'],
    ['', DEFAULT_ENTRY_EFFECT],
    [undefined, DEFAULT_ENTRY_EFFECT],
    [null, DEFAULT_ENTRY_EFFECT],
    [3, DEFAULT_ENTRY_EFFECT],
    ['spin_in', DEFAULT_ENTRY_EFFECT],
    ['fade_out', DEFAULT_ENTRY_EFFECT],
    ['fade_in_up"><script>', DEFAULT_ENTRY_EFFECT],
  ])('entry %j reads as %s', (value, expected) => {
    expect(entryEffectOf(value)).toBe(expected);
  });

  it.each([
    ['fadeOut', 'fade_out'],
    ['slideOutRight', 'slide_out_right'],
    ['zoom-out', 'zoom_out'],
    ['none', 'none'],
    ['', DEFAULT_EXIT_EFFECT],
    [undefined, DEFAULT_EXIT_EFFECT],
    [0, DEFAULT_EXIT_EFFECT],
    ['fade_in', DEFAULT_EXIT_EFFECT],
    ['explode', DEFAULT_EXIT_EFFECT],
  ])('exit %j reads as %s', (value, expected) => {
    expect(exitEffectOf(value)).toBe(expected);
  });

  it('only ever gives class-safe names', () => {
    for (const name of [...ENTRY_EFFECTS, ...EXIT_EFFECTS]) expect(name).toMatch(/^[a-z_]+$/);
  });
});

describe('timer styles (SPEC §3 design_properties.timer_ver)', () => {
  it('has three styles, boxes by default', () => {
    expect(TIMER_STYLES).toEqual(['boxes', 'inline', 'circles']);
    expect(DEFAULT_TIMER_STYLE).toBe('boxes');
  });

  it.each([
    ['1', 'boxes'],
    ['2', 'inline'],
    ['3', 'circles'],
    [' 2 ', 'inline'],
    [1, 'boxes'],
    [2, 'inline'],
    [3, 'circles'],
    ['inline', 'inline'],
    ['Circles', 'circles'],
    [' boxes ', 'boxes'],
    ['0', DEFAULT_TIMER_STYLE],
    ['4', DEFAULT_TIMER_STYLE],
    [0, DEFAULT_TIMER_STYLE],
    [2.5, DEFAULT_TIMER_STYLE],
    [-1, DEFAULT_TIMER_STYLE],
    ['', DEFAULT_TIMER_STYLE],
    ['flip', DEFAULT_TIMER_STYLE],
    [undefined, DEFAULT_TIMER_STYLE],
    [null, DEFAULT_TIMER_STYLE],
    [{}, DEFAULT_TIMER_STYLE],
  ])('timer_ver %j is %s', (value, expected) => {
    expect(timerStyleOf(value)).toBe(expected);
  });
});
