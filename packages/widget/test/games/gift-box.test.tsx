import { describe, expect, it } from 'vitest';
import { ENTRY_ANIMATION_MS, GIFT_BOX_COUNT } from '@beckon/core';
import { GIFT_OPEN_MS, GiftBox } from '../../src/views/games/GiftBox.js';
import { renderRoot } from '../support/view.js';
import { mountGame, won } from './game-harness.js';

const rootOf = renderRoot();
const boxes = () => [...rootOf().querySelectorAll<HTMLButtonElement>('.bk-game-box')];

describe('GiftBox', () => {
  it('offers GIFT_BOX_COUNT labelled boxes in a named group', () => {
    mountGame(rootOf(), GiftBox, { lang: 'he' });
    expect(rootOf().querySelector('[role=group]')?.getAttribute('aria-label')).toBe('בחרו קופסת מתנה');
    expect(boxes().map((box) => box.getAttribute('aria-label'))).toEqual(
      Array.from({ length: GIFT_BOX_COUNT }, (_, i) => `קופסת מתנה ${i + 1} מתוך ${GIFT_BOX_COUNT}`),
    );
    expect(boxes().every((box) => box.type === 'button')).toBe(true);
  });

  it.each([
    ['ready', 1],
    ['waiting', 0],
    ['playing', 0],
  ] as const)('a pick in phase %s: %i start(s)', (phase, starts) => {
    const { onStart } = mountGame(rootOf(), GiftBox, { phase });
    boxes()[0]!.click();
    expect(onStart).toHaveBeenCalledTimes(starts);
    expect(boxes().every((box) => box.disabled)).toBe(phase !== 'ready');
  });

  it.each([
    ['the lid lifting', false, GIFT_OPEN_MS],
    ['a fade for reduced motion', true, ENTRY_ANIMATION_MS],
  ])('opens the picked box onto the prize, ending once after %s', (_, reducedMotion, ms) => {
    const { onStart, onEnded, update, tick } = mountGame(rootOf(), GiftBox, { reducedMotion });
    boxes()[2]!.click();
    expect(onStart).toHaveBeenCalledTimes(1);
    update({ phase: 'playing' });
    // The picked box keeps its focus; the others are off while the draw runs.
    expect(boxes().map((box) => box.disabled)).toEqual([true, true, false]);
    tick(5000);
    expect(onEnded).not.toHaveBeenCalled();
    update({ result: won });
    expect(boxes().map((box) => box.className)).toEqual(['bk-game-box bk-game-dim', 'bk-game-box bk-game-dim', 'bk-game-box bk-game-open']);
    expect(rootOf().querySelector('.bk-game-gifts > .bk-game-prize')?.textContent).toBe('15% offSPIN15');
    tick(ms - 1);
    expect(onEnded).not.toHaveBeenCalled();
    tick(1);
    expect(onEnded).toHaveBeenCalledTimes(1);
    update({ phase: 'ended' });
    tick(5000);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('opens the middle box when drawn still at the end, with no pick', () => {
    mountGame(rootOf(), GiftBox, { phase: 'ended', result: won, still: true });
    expect(boxes()[Math.floor(GIFT_BOX_COUNT / 2)]!.classList.contains('bk-game-open')).toBe(true);
  });
});
