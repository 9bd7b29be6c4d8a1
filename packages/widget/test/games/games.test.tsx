import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { gameViews, type GamePhase, type GameResult } from '../../src/views/games/index.js';
import { renderRoot } from '../support/view.js';
import { lost, mountGame, sampleSlices, won } from './game-harness.js';

const rootOf = renderRoot();
const kinds = Object.entries(gameViews.views);
const phases: GamePhase[] = ['waiting', 'ready', 'playing', 'ended'];

describe('every game', () => {
  it.each(kinds.flatMap(([kind]) => phases.map((phase) => [kind, phase] as const)))('%s draws still in phase %s without a timer', (kind, phase) => {
    const View = gameViews.views[kind as keyof typeof gameViews.views];
    const { onStart, onEnded } = mountGame(rootOf(), View, { phase, result: phase === 'playing' || phase === 'ended' ? won : null, still: true });
    expect(vi.getTimerCount()).toBe(0);
    rootOf()
      .querySelectorAll('button')
      .forEach((button) => button.click());
    expect(onStart).not.toHaveBeenCalled();
    expect(onEnded).not.toHaveBeenCalled();
  });

  it.each(kinds)('%s leaves no timer behind when it goes away mid-play', (kind) => {
    const View = gameViews.views[kind as keyof typeof gameViews.views];
    const { onEnded, update } = mountGame(rootOf(), View, { phase: 'ready' });
    rootOf().querySelector<HTMLButtonElement>('button:not(:disabled)')!.click();
    update({ phase: 'playing', result: won });
    if (kind === 'scratch') act(() => rootOf().querySelector<HTMLButtonElement>('.bk-game-reveal')!.click());
    expect(vi.getTimerCount()).toBe(1);
    act(() => render(null, rootOf()));
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(onEnded).not.toHaveBeenCalled();
  });

  const announcements: Array<[string, 'en' | 'he', GameResult, string]> = [
    ['a win', 'en', won, 'You won: 15% off'],
    ['a loss', 'en', lost, 'No prize this time: No luck'],
    ['a win', 'he', { ...won, label: '15% הנחה' }, 'זכית: 15% הנחה'],
    ['a loss', 'he', { ...lost, label: 'לא הפעם' }, 'הפעם ללא פרס: לא הפעם'],
  ];
  it.each(kinds.flatMap(([kind]) => announcements.map((row) => [kind, ...row] as const)))('%s announces %s in %s once ended', (kind, _, lang, result, text) => {
    const View = gameViews.views[kind as keyof typeof gameViews.views];
    const { status, update } = mountGame(rootOf(), View, { lang, slices: sampleSlices(lang), phase: 'playing', result });
    expect(rootOf().querySelector('[role=status]')?.getAttribute('aria-live')).toBe('polite');
    expect(status()).toBe('');
    update({ phase: 'ended' });
    expect(status()).toBe(text);
  });

  it.each(kinds)('%s shows a hostile label and code as text', (kind) => {
    const View = gameViews.views[kind as keyof typeof gameViews.views];
    const hostile = '<img src=x onerror=alert(1)>';
    const result = { prize_id: 'x', label: hostile, code: '"><script>alert(1)</script>', won: true };
    mountGame(rootOf(), View, { slices: [{ prize_id: 'x', label: hostile }], phase: 'ended', result, still: true });
    expect(rootOf().querySelector('img, script')).toBeNull();
    expect(rootOf().textContent).toContain(`You won: ${hostile}`);
  });

  it('ships its stylesheet with only game classes', () => {
    const selectors = gameViews.css.replace(/\{[^{}]*\}/g, ' ').match(/\.[\w-]+/g) ?? [];
    const own = new Set(['.bk-media', '.bk-media-top', '.bk-media-bottom', '.bk-media-left', '.bk-media-right', '.bk-horizontal', '.bk-button']);
    expect(selectors.filter((s) => !s.startsWith('.bk-game') && !own.has(s))).toEqual([]);
  });
});
