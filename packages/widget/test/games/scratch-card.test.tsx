import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { ENTRY_ANIMATION_MS } from '@beckon/core';
import { ScratchCard } from '../../src/views/games/ScratchCard.js';
import { renderRoot } from '../support/view.js';
import { lost, mountGame, won } from './game-harness.js';

const rootOf = renderRoot();
const reveal = () => rootOf().querySelector<HTMLButtonElement>('.bk-game-reveal')!;
const cover = () => rootOf().querySelector<HTMLElement>('.bk-game-cover');
const prize = () => rootOf().querySelector<HTMLElement>('.bk-game-card .bk-game-prize')!;
const press = () => act(() => void cover()!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: 20, clientY: 20, pointerId: 1 })));
const clickReveal = () => act(() => reveal().click());

describe('ScratchCard', () => {
  it('covers the prize with a named canvas, the prize hidden from screen readers until revealed', () => {
    mountGame(rootOf(), ScratchCard, { phase: 'playing', result: won });
    expect(rootOf().querySelector('canvas')?.getAttribute('aria-label')).toBe('Scratch card: scratch the cover to see your prize');
    expect(rootOf().querySelector('.bk-game-cover-word')?.textContent).toBe('Scratch card');
    expect(prize().getAttribute('aria-hidden')).toBe('true');
    expect(prize().textContent).toBe('15% offSPIN15');
    expect(reveal().textContent).toBe('Reveal');
  });

  it.each([
    ['ready', 1],
    ['waiting', 0],
    ['playing', 0],
  ] as const)('starts on the first scratch in phase %s: %i start(s)', (phase, starts) => {
    const { onStart } = mountGame(rootOf(), ScratchCard, { phase });
    press();
    press();
    expect(onStart).toHaveBeenCalledTimes(starts);
  });

  it('clears itself once scratching leaves at most half the cover, then ends on the result', () => {
    const { onStart, onEnded, update, tick } = mountGame(rootOf(), ScratchCard, { phase: 'ready' });
    vi.spyOn(cover()!, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 300, height: 180 }));
    const pointer = (type: string, x: number, y: number) =>
      act(() => void cover()!.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: x, clientY: y, pointerId: 1 })));
    pointer('pointerdown', 0, 10);
    pointer('pointermove', 300, 10);
    expect(onStart).toHaveBeenCalledTimes(1);
    update({ phase: 'playing', result: won });
    pointer('pointermove', 300, 60);
    pointer('pointermove', 0, 60);
    expect(cover()!.classList.contains('bk-game-gone')).toBe(false);
    pointer('pointermove', 0, 110);
    pointer('pointermove', 300, 110);
    pointer('pointerup', 300, 110);
    expect(cover()!.classList.contains('bk-game-gone')).toBe(true);
    tick(ENTRY_ANIMATION_MS);
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('is inert while waiting: Reveal is off and nothing clears', () => {
    const { onStart } = mountGame(rootOf(), ScratchCard, { phase: 'waiting' });
    expect(reveal().disabled).toBe(true);
    clickReveal();
    expect(onStart).not.toHaveBeenCalled();
    expect(cover()!.classList.contains('bk-game-gone')).toBe(false);
  });

  it.each([
    ['with a fade', false, ENTRY_ANIMATION_MS],
    ['at once for reduced motion', true, 0],
  ])('Reveal starts the game, clears the cover %s, and ends only once the result is known', (_, reducedMotion, ms) => {
    const { onStart, onEnded, update, tick } = mountGame(rootOf(), ScratchCard, { phase: 'ready', reducedMotion });
    expect(prize().textContent).toBe('…');
    clickReveal();
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(cover()!.classList.contains('bk-game-gone')).toBe(true);
    expect(cover()!.classList.contains('bk-game-instant')).toBe(reducedMotion);
    update({ phase: 'playing' });
    tick(10_000);
    expect(onEnded).not.toHaveBeenCalled();
    update({ result: lost });
    expect(prize().getAttribute('aria-hidden')).toBe('false');
    expect(prize().textContent).toBe('No luck');
    if (ms > 0) {
      tick(ms - 1);
      expect(onEnded).not.toHaveBeenCalled();
    }
    tick(1);
    expect(onEnded).toHaveBeenCalledTimes(1);
    clickReveal();
    update({ phase: 'ended' });
    tick(10_000);
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('can start again by Reveal after a failed draw sends it back to ready', () => {
    const { onStart, update } = mountGame(rootOf(), ScratchCard, { phase: 'ready' });
    clickReveal();
    update({ phase: 'playing' });
    update({ phase: 'ready' });
    clickReveal();
    expect(onStart).toHaveBeenCalledTimes(2);
  });

  it('shows a won code, but no code for a loss or an empty one', () => {
    const { update } = mountGame(rootOf(), ScratchCard, { phase: 'ended', result: won, still: true });
    expect(rootOf().querySelector('.bk-game-code')?.textContent).toBe('SPIN15');
    update({ result: { ...won, code: '' } });
    expect(rootOf().querySelector('.bk-game-code')).toBeNull();
    update({ result: { ...lost, code: 'LEAKED' } });
    expect(rootOf().querySelector('.bk-game-code')).toBeNull();
  });
});
