import { h, render, type ComponentType } from 'preact';
import { act } from 'preact/test-utils';
import { vi } from 'vitest';
import { gamifiedPopupDesign, prizeSlices, samplePrizes, type Language } from '@beckon/core';
import type { GameProps, GameResult, GameView } from '../../src/views/games/index.js';

/** The sample wheel's five prizes (the last one a loss), as the display response carries them. */
export const sampleSlices = (lang: Language = 'en') => prizeSlices(samplePrizes(lang));

export const won: GameResult = { prize_id: 'prize_3', label: '15% off', code: 'SPIN15', won: true };
export const lost: GameResult = { prize_id: 'prize_5', label: 'No luck', code: '', won: false };

/** Renders one game with spies for what it reports; `update` re-renders it with changed props, as its parent would. */
export function mountGame(root: HTMLElement, View: GameView, props: Partial<GameProps> = {}) {
  const onStart = vi.fn();
  const onEnded = vi.fn();
  let current: GameProps = {
    slices: sampleSlices(props.lang),
    theme: gamifiedPopupDesign('en', 'wheel').theme,
    lang: 'en',
    idPrefix: 'bk-test',
    phase: 'ready',
    result: null,
    onStart,
    onEnded,
    reducedMotion: false,
    still: false,
    ...props,
  };
  // The views are typed against React; the embed, and these tests, run them on Preact.
  const Game = View as unknown as ComponentType<GameProps>;
  act(() => render(h(Game, current), root));
  const update = (changes: Partial<GameProps>) => {
    current = { ...current, ...changes };
    act(() => render(h(Game, current), root));
  };
  const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
  const status = () => root.querySelector('[role=status]')?.textContent ?? null;
  return { onStart, onEnded, update, tick, status };
}
