import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { mountPopupView, popupRecord, renderRoot } from './support/view.js';
import {
  DEFAULT_ENTRY_EFFECT,
  DEFAULT_EXIT_EFFECT,
  ENTRY_EFFECTS,
  EXIT_ANIMATION_MS,
  EXIT_EFFECTS,
  leadPopupDesign,
  TIMER_STYLES,
  type Language,
  type PopupRecord,
  type TimerStyle,
} from '@beckon/core';
import { popupCss, type PopupViewProps } from '../src/views/index.js';
import { Countdown } from '../src/views/Countdown.js';

const record = popupRecord;

function withTimer(design_properties: PopupRecord['design_properties'], lang: Language = 'en'): PopupRecord {
  const design = leadPopupDesign(lang);
  design.screens.main = [{ kind: 'countdown', ends_at: '' }, ...design.screens.main!];
  return record({ design, design_properties: { timer: '2026-05-03T13:04:05Z', ...design_properties } }, lang);
}

const rootOf = renderRoot(new Date('2026-05-01T12:00:00Z'));

function mount(props: Partial<PopupViewProps> = {}) {
  const { onClosed } = mountPopupView(rootOf(), props);
  const dialog = () => rootOf().querySelector<HTMLElement>('[role=dialog]')!;
  return { onClosed, dialog };
}

const timer = () => rootOf().querySelector<HTMLElement>('[role=timer]')!;
const values = () => Array.from(rootOf().querySelectorAll('.bk-countdown-value'), (el) => el.textContent);
const units = () => Array.from(rootOf().querySelectorAll('.bk-countdown-unit'), (el) => el.textContent);

describe('Countdown styles (design_properties.timer_ver)', () => {
  it.each([
    [undefined, 'boxes'],
    ['1', 'boxes'],
    ['2', 'inline'],
    ['3', 'circles'],
    ['circles', 'circles'],
    ['9', 'boxes'],
  ])('timer_ver %j shows the %s style, still a labelled timer counting the same time', (timerVer, style) => {
    mount({ record: withTimer(timerVer === undefined ? {} : { timer_ver: timerVer }) });
    expect(timer().classList.contains('bk-countdown')).toBe(true);
    expect(timer().classList.contains(`bk-timer-${style}`)).toBe(true);
    for (const other of TIMER_STYLES.filter((s) => s !== style)) expect(timer().classList.contains(`bk-timer-${other}`)).toBe(false);
    expect(timer().getAttribute('aria-label')).toBe('Time left');
    expect(values()).toEqual(['02', '01', '04', '05']);
    expect(units()).toEqual(['Days', 'Hours', 'Minutes', 'Seconds']);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(values()).toEqual(['02', '01', '04', '03']);
  });

  it('inline: colon separators between the units, hidden from screen readers', () => {
    act(() => render(h(Countdown, { endsAt: '2026-05-01T13:04:05Z', lang: 'en', onZero: () => {}, style: 'inline' }), rootOf()));
    const seps = Array.from(rootOf().querySelectorAll('.bk-countdown-sep'));
    expect(seps).toHaveLength(2);
    for (const sep of seps) {
      expect(sep.textContent).toBe(':');
      expect(sep.getAttribute('aria-hidden')).toBe('true');
    }
    // Each separator sits between two parts, never first or last.
    expect(timer().firstElementChild?.className).toBe('bk-countdown-part');
    expect(timer().lastElementChild?.className).toBe('bk-countdown-part');
  });

  it.each(['boxes', 'circles'] as const)('%s: no separators', (style) => {
    act(() => render(h(Countdown, { endsAt: '2026-05-01T13:04:05Z', lang: 'en', onZero: () => {}, style }), rootOf()));
    expect(rootOf().querySelector('.bk-countdown-sep')).toBeNull();
  });

  it('circles: each ring shows how much of its unit is left', () => {
    act(() => render(h(Countdown, { endsAt: '2026-05-03T18:15:30Z', lang: 'en', onZero: () => {}, style: 'circles' }), rootOf()));
    const rings = Array.from(rootOf().querySelectorAll<HTMLElement>('.bk-countdown-part'), (el) => Number(el.style.getPropertyValue('--bk-p')));
    expect(values()).toEqual(['02', '06', '15', '30']);
    expect(rings).toEqual([1, 6 / 24, 15 / 60, 30 / 60]);
    act(() => render(h(Countdown, { endsAt: '2026-05-03T18:15:30Z', lang: 'en', onZero: () => {}, style: 'boxes' }), rootOf()));
    expect(rootOf().querySelector<HTMLElement>('.bk-countdown-part')!.style.getPropertyValue('--bk-p')).toBe('');
  });

  it.each(TIMER_STYLES.map((s) => [s]))('%s reads in Hebrew, right to left, each number with its unit', (style: TimerStyle) => {
    mount({ record: withTimer({ timer_ver: String(TIMER_STYLES.indexOf(style) + 1) }, 'he') });
    expect(rootOf().querySelector('[role=dialog]')?.getAttribute('dir')).toBe('rtl');
    expect(timer().getAttribute('aria-label')).toBe('הזמן שנותר');
    expect(units()).toEqual(['ימים', 'שעות', 'דקות', 'שניות']);
    for (const part of Array.from(rootOf().querySelectorAll('.bk-countdown-part'))) {
      expect(part.children).toHaveLength(2);
      expect(part.children[0]!.className).toBe('bk-countdown-value');
      expect(part.children[1]!.className).toBe('bk-countdown-unit');
    }
  });

  it('every style has its rules in the stylesheet', () => {
    for (const style of TIMER_STYLES.filter((s) => s !== 'boxes')) expect(popupCss).toContain(`.bk-timer-${style}`);
  });
});

describe('entry and exit effects (poptin_design_entry_effect / exit_effect)', () => {
  const props = (entry?: string, exit?: string) => record({ design_properties: { poptin_design_entry_effect: entry, poptin_design_exit_effect: exit } });
  const stateClasses = (el: HTMLElement) =>
    Array.from(el.classList)
      .filter((c) => /^bk-(enter|leave|shown|still)/.test(c))
      .sort();

  it.each([
    ['slide_in_left', ['bk-enter', 'bk-enter-slide_in_left']],
    ['bounce_in', ['bk-enter', 'bk-enter-bounce_in']],
    ['fadeInDown', ['bk-enter', 'bk-enter-fade_in_down']],
    ['none', ['bk-enter', 'bk-enter-none']],
    [undefined, ['bk-enter', `bk-enter-${DEFAULT_ENTRY_EFFECT}`]],
    ['spin"><img src=x>', ['bk-enter', `bk-enter-${DEFAULT_ENTRY_EFFECT}`]],
  ])('entry %j gives %j', (entry, classes) => {
    const { dialog } = mount({ record: props(entry) });
    expect(stateClasses(dialog())).toEqual(classes);
  });

  it.each([
    ['slide_out_right', 'bk-leave-slide_out_right'],
    ['fadeOut', 'bk-leave-fade_out'],
    ['zoom_out', 'bk-leave-zoom_out'],
    ['none', 'bk-leave-none'],
    [undefined, `bk-leave-${DEFAULT_EXIT_EFFECT}`],
    ['melt', `bk-leave-${DEFAULT_EXIT_EFFECT}`],
  ])('exit %j keeps bk-leave, adds %s, and still closes after the exit animation', (exit, leaveClass) => {
    const { dialog, onClosed } = mount({ record: props('zoom_in', exit) });
    act(() => rootOf().querySelector<HTMLButtonElement>('.bk-close')!.click());
    expect(stateClasses(dialog())).toEqual(['bk-leave', leaveClass]);
    act(() => {
      vi.advanceTimersByTime(EXIT_ANIMATION_MS - 1);
    });
    expect(onClosed).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClosed).toHaveBeenCalledWith('x_click', false);
  });

  it('adds no effect class when already shown or still', () => {
    expect(stateClasses(mount({ record: props('slide_in_left', 'slide_out_left'), entered: true }).dialog())).toEqual(['bk-shown']);
    expect(stateClasses(mount({ record: props('slide_in_left', 'slide_out_left'), still: true }).dialog())).toEqual(['bk-still']);
  });

  describe('stylesheet', () => {
    const keyframes = new Set(Array.from(popupCss.matchAll(/@keyframes ([\w-]+)/g), (m) => m[1]));
    /** The animation-name (or animation shorthand's name) each selector containing `cls` sets. */
    const animationFor = (cls: string) => {
      const rules = Array.from(popupCss.matchAll(/([^{}]+)\{([^{}]*)\}/g)).filter(([, selectors]) => selectors!.split(',').some((s) => s.trim() === `.${cls}`));
      return rules.map(([, , body]) => /animation(?:-name)?:\s*([\w-]+)/.exec(body!)?.[1]);
    };

    it.each(ENTRY_EFFECTS.filter((e) => e !== DEFAULT_ENTRY_EFFECT).map((e) => [e]))('entry %s has a rule naming a defined animation (or none)', (effect) => {
      const names = animationFor(`bk-enter-${effect}`);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name === 'none' || keyframes.has(name!)).toBe(true);
    });

    it.each(EXIT_EFFECTS.filter((e) => e !== DEFAULT_EXIT_EFFECT).map((e) => [e]))('exit %s has a rule naming a defined animation (or none)', (effect) => {
      const names = animationFor(`bk-leave-${effect}`);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name === 'none' || keyframes.has(name!)).toBe(true);
    });

    it('the default entry and exit are the generic bk-enter / bk-leave rules', () => {
      expect(keyframes.has(animationFor('bk-enter')[0]!)).toBe(true);
      expect(keyframes.has(animationFor('bk-leave')[0]!)).toBe(true);
    });

    it('reduced motion shortens every pop-up animation', () => {
      const reduced = /@media \(prefers-reduced-motion:reduce\)\{([^@]*?)\}\s*(?:\n|$)/.exec(popupCss)?.[1] ?? '';
      expect(reduced).toMatch(/\.bk-popup[^{]*\{animation-duration:1ms!important\}/);
    });

    it("the pop-up's wrapper clips horizontal overflow from slides", () => {
      expect(popupCss).toContain('div:has(>.bk-popup){overflow-x:clip}');
    });
  });
});
