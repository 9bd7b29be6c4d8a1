import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import {
  EXIT_ANIMATION_MS,
  gamifiedPopupDesign,
  GAMIFIED_CLOSE_DELAY_MS,
  GAMIFIED_COUPON_CLOSE_FACTOR,
  POST_PLAY_SCREEN_DELAY_MS,
  prizeSlices,
  REDIRECT_DELAY_DEFAULT_MS,
  samplePrizes,
  SCRATCH_RESULT_DELAY_MS,
  WHEEL_RESULT_DELAY_MS,
  type DesignProperties,
  type GameKind,
  type PlayResult,
  type PopupDesign,
} from '@beckon/core';
import type { GameProps, GameViews } from '../src/views/games/types.js';
import { mountPopupView, popupRecord, renderRoot } from './support/view.js';

/**
 * Issue 17: a gamified pop-up from its form to its prize, with a stand-in game whose end the test
 * decides: the views' flow is under test here, the games' own drawing in test/games/.
 */
const rootOf = renderRoot();
let game: GameProps | null = null;
function StandIn(props: GameProps) {
  game = props;
  return <div className="stand-in" data-phase={props.phase} data-result={props.result?.label ?? ''} />;
}
const games: GameViews = { views: { wheel: StandIn, scratch: StandIn, gift_box: StandIn }, css: '' };

const redirectNone = { redirect_to_url: '', redirect_close: false, redirect_close_delay: 0 };
const WON: PlayResult = {
  play_id: '1',
  prize_id: 'prize_1',
  label: '10% off',
  code: 'SPIN10',
  won: true,
  redirect_to: false,
  redirect_to_options: redirectNone,
  replayed: false,
};
const LOST: PlayResult = { ...WON, prize_id: 'prize_5', label: 'No luck', code: '', won: false };

interface Setup {
  kind?: GameKind;
  result?: PlayResult;
  leadFirst?: boolean;
  props?: DesignProperties;
  design?: PopupDesign;
  onPlay?: () => Promise<PlayResult>;
  withGames?: boolean;
}

const FORMAT: Record<GameKind, 'format_1' | 'format_2' | 'format_3'> = { wheel: 'format_1', scratch: 'format_2', gift_box: 'format_3' };

function setup({ kind = 'wheel', result = WON, leadFirst = true, props = {}, design, onPlay, withGames = true }: Setup = {}) {
  game = null;
  let base = design ?? gamifiedPopupDesign('en', kind);
  if (!leadFirst) base = { ...base, screens: { ...base.screens, main: base.screens.main!.filter((b) => b.kind === 'heading' || b.kind === 'text') } };
  const play = vi.fn(onPlay ?? (async () => result));
  const onRedirect = vi.fn();
  const record = popupRecord({
    poptin_type: 'gamified',
    poptin_format: FORMAT[kind],
    design: base,
    design_properties: props,
    prizes: prizeSlices(samplePrizes('en')),
  });
  const mounted = mountPopupView(rootOf(), { record, onPlay: play, onRedirect, ...(withGames ? { games } : {}) });
  return { ...mounted, play, onRedirect };
}

const q = (selector: string) => rootOf().querySelector<HTMLElement>(selector);
const heading = () => q('.bk-heading')?.textContent;
async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
async function submitEmail(email = 'ada@example.com') {
  q('input[name=email]')!.setAttribute('value', email);
  (q('input[name=email]') as HTMLInputElement).value = email;
  await act(async () => {
    q('form')!.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
  });
  await flush();
}
async function end() {
  await act(async () => game!.onEnded());
}

describe('a gamified pop-up', () => {
  it('asks for the email first: the draw, then the lead with its prize in the hidden fields, then the wheel spins', async () => {
    const { play, onSubmit } = setup();
    expect(q('.stand-in')!.dataset.phase).toBe('waiting');
    await submitEmail();
    expect(play).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const fields = vi.mocked(onSubmit).mock.calls[0]![0];
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field_key: 'email', value: 'ada@example.com' }),
        expect.objectContaining({ field_key: 'prize', value: '10% off' }),
        expect.objectContaining({ field_key: 'prize_code', value: 'SPIN10' }),
      ]),
    );
    expect(q('.stand-in')!.dataset.phase).toBe('playing');
    expect(q('.stand-in')!.dataset.result).toBe('10% off');
    expect(heading()).toBe('Good luck!');
  });

  it('shows the winning screen about 1 s after the wheel stops, placeholders filled, then closes after 8 s + 12 s (a code)', async () => {
    const { onClosed } = setup();
    await submitEmail();
    await end();
    expect(q('.stand-in')!.dataset.phase).toBe('ended');
    await flush(WHEEL_RESULT_DELAY_MS - 1);
    expect(heading()).toBe('Good luck!');
    await flush(1);
    expect(heading()).toBe('You won 10% off!');
    expect(q('.bk-coupon-code')?.textContent).toBe('SPIN10');
    await flush(POST_PLAY_SCREEN_DELAY_MS + GAMIFIED_CLOSE_DELAY_MS * GAMIFIED_COUPON_CLOSE_FACTOR - 1);
    expect(onClosed).not.toHaveBeenCalled();
    await flush(1 + EXIT_ANIMATION_MS);
    // The visitor left a lead: the close is a submit's, converted.
    expect(onClosed).toHaveBeenCalledWith('submit', true);
  });

  it.each([
    ['scratch', SCRATCH_RESULT_DELAY_MS],
    ['gift_box', WHEEL_RESULT_DELAY_MS],
  ] as const)('%s: after the form the visitor plays with their own hand; the result after %i ms', async (kind, delay) => {
    setup({ kind });
    await submitEmail();
    expect(q('.stand-in')!.dataset.phase).toBe('ready');
    // The prize is drawn (the lead is safe) but the game is not told before the visitor plays.
    expect(q('.stand-in')!.dataset.result).toBe('');
    await act(async () => game!.onStart());
    await flush();
    expect(q('.stand-in')!.dataset.phase).toBe('playing');
    expect(q('.stand-in')!.dataset.result).toBe('10% off');
    await end();
    await flush(delay);
    expect(heading()).toBe('You won 10% off!');
  });

  it('without a form, the game starts from the game; a loss shows the losing screen and closes after 8 s + 4 s', async () => {
    const { play, onSubmit, onClosed } = setup({ leadFirst: false, result: LOST });
    expect(q('.stand-in')!.dataset.phase).toBe('ready');
    await act(async () => game!.onStart());
    await flush();
    expect(play).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await end();
    await flush(WHEEL_RESULT_DELAY_MS);
    expect(heading()).toBe('So close!');
    await flush(POST_PLAY_SCREEN_DELAY_MS + GAMIFIED_CLOSE_DELAY_MS + EXIT_ANIMATION_MS);
    expect(onClosed).toHaveBeenCalledWith('auto_close', false);
  });

  it('with disable_post_play_screen, no result screen: the game keeps its reveal and the pop-up closes after the close delay', async () => {
    const { onClosed } = setup({ leadFirst: false, result: LOST, props: { disable_post_play_screen: 1 } });
    await act(async () => game!.onStart());
    await flush();
    await end();
    await flush(WHEEL_RESULT_DELAY_MS + GAMIFIED_CLOSE_DELAY_MS - 1);
    expect(heading()).toBe('Good luck!');
    expect(onClosed).not.toHaveBeenCalled();
    await flush(1 + EXIT_ANIMATION_MS);
    expect(onClosed).toHaveBeenCalledWith('auto_close', false);
  });

  it("a design without a losing screen keeps the game's reveal and closes after the close delay", async () => {
    const design = gamifiedPopupDesign('en', 'wheel');
    const noLosing = { ...design, screens: { ...design.screens, losing: [] } };
    const { onClosed } = setup({ leadFirst: false, result: LOST, design: noLosing });
    await act(async () => game!.onStart());
    await flush();
    await end();
    await flush(WHEEL_RESULT_DELAY_MS + GAMIFIED_CLOSE_DELAY_MS - 1);
    expect(heading()).toBe('Good luck!');
    await flush(1 + EXIT_ANIMATION_MS);
    expect(onClosed).toHaveBeenCalledWith('auto_close', false);
  });

  it('a won prize with redirect_to goes to its address after the post-play delay; with redirect_close in a new tab, closing later', async () => {
    const redirectPrize = {
      ...WON,
      redirect_to: true,
      redirect_to_options: { redirect_to_url: 'shop.example.com/sale', redirect_close: true, redirect_close_delay: 2 },
    };
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { onRedirect, onClosed } = setup({ leadFirst: false, result: redirectPrize });
    await act(async () => game!.onStart());
    await flush();
    await end();
    await flush(WHEEL_RESULT_DELAY_MS + POST_PLAY_SCREEN_DELAY_MS - 1);
    expect(open).not.toHaveBeenCalled();
    await flush(1);
    expect(open).toHaveBeenCalledWith('http://shop.example.com/sale', '_blank');
    // The new tab was blocked: the same tab goes instead (SPEC §8).
    expect(onRedirect).toHaveBeenCalledWith('http://shop.example.com/sale');
    await flush(2000 + EXIT_ANIMATION_MS);
    expect(onClosed).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });

  it('a failed draw says so and may be played again; nothing was sent', async () => {
    let fail = true;
    const { play, onSubmit } = setup({ onPlay: async () => (fail ? Promise.reject(new Error('offline')) : WON) });
    await submitEmail();
    expect(q('[role=alert]')?.textContent).toBe('The game could not start. Please try again.');
    expect(onSubmit).not.toHaveBeenCalled();
    fail = false;
    await submitEmail();
    expect(play).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('without its views (their chunk failed) a played game still reaches its result', async () => {
    setup({ withGames: false });
    await submitEmail();
    await flush(WHEEL_RESULT_DELAY_MS);
    expect(heading()).toBe('You won 10% off!');
  });

  it('a lead asked on the winning screen is sent with the prize, then a won redirect follows', async () => {
    const design = gamifiedPopupDesign('en', 'wheel');
    const winning = [...design.screens.main!.filter((b) => b.kind === 'fields'), { kind: 'button' as const, text: 'Claim', action: 'submit' as const }];
    const claim = { ...design, screens: { ...design.screens, main: design.screens.main!.filter((b) => b.kind === 'heading'), winning } };
    const redirectPrize = {
      ...WON,
      redirect_to: true,
      redirect_to_options: { redirect_to_url: 'https://shop.example.com/', redirect_close: false, redirect_close_delay: 0 },
    };
    const { onSubmit, onRedirect } = setup({ design: claim, result: redirectPrize });
    await act(async () => game!.onStart());
    await flush();
    await end();
    await flush(WHEEL_RESULT_DELAY_MS + POST_PLAY_SCREEN_DELAY_MS * 2);
    // The winning screen waits for the visitor's details: no redirect, no close, before them.
    expect(onRedirect).not.toHaveBeenCalled();
    await submitEmail('claim@example.com');
    expect(vi.mocked(onSubmit).mock.calls[0]![0]).toEqual(expect.arrayContaining([expect.objectContaining({ field_key: 'prize_code', value: 'SPIN10' })]));
    await flush(REDIRECT_DELAY_DEFAULT_MS);
    expect(onRedirect).toHaveBeenCalledWith('https://shop.example.com/');
  });

  it('a still preview shows the screen asked for, the sample result landed and filled in, with no timers', () => {
    game = null;
    const record = popupRecord({ poptin_type: 'gamified', design: gamifiedPopupDesign('en', 'wheel'), prizes: prizeSlices(samplePrizes('en')) });
    mountPopupView(rootOf(), {
      record,
      games,
      still: true,
      initialScreen: 'winning',
      sampleResult: { prize_id: 'prize_2', label: 'Free shipping', code: 'FREESHIP', won: true },
    });
    expect(heading()).toBe('You won Free shipping!');
    expect(q('.stand-in')!.dataset.phase).toBe('ended');
    expect(q('.stand-in')!.dataset.result).toBe('Free shipping');
    expect(vi.getTimerCount()).toBe(0);
  });
});
