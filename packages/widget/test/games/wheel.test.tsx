import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENTRY_ANIMATION_MS, WHEEL_SPIN_MS } from '@beckon/core';
import { Wheel } from '../../src/views/games/Wheel.js';
import { sliceAtPointer } from '../../src/views/games/wheel-geometry.js';
import { renderRoot } from '../support/view.js';
import { lost, mountGame, sampleSlices, won } from './game-harness.js';

const rootOf = renderRoot();
const hub = () => rootOf().querySelector<HTMLButtonElement>('.bk-game-hub')!;
const rotation = () => Number(/rotate\((-?[\d.]+)deg\)/.exec(rootOf().querySelector<SVGElement>('.bk-game-face')!.style.transform)?.[1]);

afterEach(() => vi.restoreAllMocks());

describe('Wheel', () => {
  it('draws one labelled slice per prize, a pointer, and tells screen readers the prizes', () => {
    mountGame(rootOf(), Wheel);
    const face = rootOf().querySelector('svg[role=img]')!;
    expect(face.getAttribute('aria-label')).toBe('Prize wheel');
    expect([...face.querySelectorAll('text')].map((text) => text.textContent)).toEqual(['10% off', 'Free shipping', '15% off', 'A free gift', 'No luck']);
    expect([...rootOf().querySelectorAll('.bk-sr li')].map((li) => li.textContent)).toEqual(['10% off', 'Free shipping', '15% off', 'A free gift', 'No luck']);
    expect(rootOf().querySelector('.bk-game-pointer')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('gives an odd wheel a last slice unlike the first', () => {
    mountGame(rootOf(), Wheel);
    const fills = [...rootOf().querySelectorAll<SVGPathElement>('.bk-game-face path')].map((path) => path.style.fill);
    expect(fills).toHaveLength(5);
    expect(fills[4]).not.toBe(fills[0]);
    expect(fills[1]).not.toBe(fills[0]);
  });

  it("waiting for the form, the hub is a picture, not a second button named like the form's", () => {
    const { onStart } = mountGame(rootOf(), Wheel, { phase: 'waiting' });
    expect(rootOf().querySelector('button.bk-game-hub')).toBeNull();
    expect(hub().getAttribute('aria-hidden')).toBe('true');
    hub().click();
    expect(onStart).not.toHaveBeenCalled();
  });

  it.each([
    ['ready', 1],
    ['playing', 0],
    ['ended', 0],
  ] as const)('spins from the hub in phase %s: %i start(s)', (phase, starts) => {
    const { onStart } = mountGame(rootOf(), Wheel, { phase });
    expect((hub() as HTMLButtonElement).type).toBe('button');
    expect(hub().getAttribute('aria-label')).toBe('Spin the wheel');
    // Only a wheel that may be spun says so on its hub.
    expect(hub().textContent).toBe(phase === 'ready' ? 'Spin the wheel' : '');
    hub().click();
    expect(onStart).toHaveBeenCalledTimes(starts);
    expect(hub().getAttribute('aria-disabled')).toBe(String(phase !== 'ready'));
  });

  it.each([
    ['a full spin', false, WHEEL_SPIN_MS],
    ['a fade for reduced motion', true, ENTRY_ANIMATION_MS],
  ])('ends once, after %s, on the drawn slice', (_, reducedMotion, ms) => {
    const { onEnded, update, tick } = mountGame(rootOf(), Wheel, { phase: 'playing', reducedMotion });
    tick(WHEEL_SPIN_MS * 2);
    expect(onEnded).not.toHaveBeenCalled();
    update({ result: won });
    expect(
      rootOf()
        .querySelector('.bk-game-face')!
        .classList.contains(reducedMotion ? 'bk-game-fade' : 'bk-game-spinning'),
    ).toBe(true);
    tick(ms - 1);
    expect(onEnded).not.toHaveBeenCalled();
    tick(1);
    expect(onEnded).toHaveBeenCalledTimes(1);
    update({ phase: 'ended' });
    tick(WHEEL_SPIN_MS);
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(sliceAtPointer(rotation(), 5)).toBe(2);
    expect(rotation()).toBeGreaterThanOrEqual(reducedMotion ? 0 : 6 * 360);
  });

  it.each([
    ['the first prize', 'prize_1', 0.01, 0],
    ['the last prize', 'prize_5', 0.99, 4],
    ['an unknown prize', 'no-such-prize', 0.5, 0],
    ['a hostile id', '"><img src=x onerror=alert(1)>', 0.2, 0],
  ])('lands %s under the pointer', (_, prizeId, random, index) => {
    vi.spyOn(Math, 'random').mockReturnValue(random);
    mountGame(rootOf(), Wheel, { phase: 'playing', result: { ...won, prize_id: prizeId } });
    expect(sliceAtPointer(rotation(), 5)).toBe(index);
  });

  it('highlights the landed slice when ended and announces the result', () => {
    const { status } = mountGame(rootOf(), Wheel, { phase: 'ended', result: lost, still: true });
    expect(rootOf().querySelectorAll('.bk-game-off')).toHaveLength(4);
    expect(rootOf().querySelector('.bk-game-halo')).not.toBeNull();
    expect(sliceAtPointer(rotation(), 5)).toBe(4);
    expect(status()).toBe('No prize this time: No luck');
  });

  it('draws an empty prize list as one blank slice, and a single prize as a whole disc', () => {
    const { update } = mountGame(rootOf(), Wheel, { slices: [], phase: 'playing', result: won });
    expect(rootOf().querySelectorAll('.bk-game-face circle:not(.bk-game-rim)')).toHaveLength(1);
    update({ slices: sampleSlices().slice(0, 1), phase: 'ended' });
    expect(rootOf().querySelector('.bk-game-face text')?.textContent).toBe('10% off');
  });

  it('sets the labels right to left in Hebrew', () => {
    mountGame(rootOf(), Wheel, { lang: 'he', slices: sampleSlices('he') });
    expect(rootOf().querySelector('.bk-game-dial')?.getAttribute('dir')).toBe('rtl');
    expect(hub().textContent).toBe('סובבו את הגלגל');
  });
});
