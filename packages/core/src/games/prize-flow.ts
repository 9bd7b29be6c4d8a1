import {
  GAMIFIED_CLOSE_DELAY_MS,
  GAMIFIED_COUPON_CLOSE_FACTOR,
  POST_PLAY_SCREEN_DELAY_MS,
  REDIRECT_DELAY_DEFAULT_MS,
  SCRATCH_RESULT_DELAY_MS,
  WHEEL_RESULT_DELAY_MS,
} from '../constants.js';
import { isOn } from '../flags.js';
import type { DesignProperties } from '../types/popup.js';
import type { PlayResult } from '../types/prize.js';
import { redirectUrl } from '../validators/urls.js';
import type { GameKind } from './game-kind.js';

/** What follows the result: a redirect, the pop-up closing by itself, or the visitor's lead first. */
export type PrizeFlowNext =
  { kind: 'redirect'; afterMs: number; url: string; newTab: boolean; closeAfterMs: number | null } | { kind: 'close'; afterMs: number } | { kind: 'lead' };

export interface PrizeFlow {
  /** the post-play screen, or null when design_properties.disable_post_play_screen is on */
  screen: 'winning' | 'losing' | null;
  /** from the game's end (the wheel stopped, the card cleared, the box opened) to the result */
  resultAfterMs: number;
  /** from the result on */
  next: PrizeFlowNext;
}

/**
 * SPEC §4, §9 and issue 17: what a pop-up does once its game has ended.
 * - The result follows the game's end after ~1 s (wheel, box) or 3 s (scratch card).
 * - The result is the winning or losing screen, unless `disable_post_play_screen`: then the
 *   game's own reveal (the slice, the card, the open box) is the result.
 * - A result screen that asks for the visitor's details waits for them: the lead comes first.
 * - A won prize with `redirect_to` goes to its address: after the post-play delay (8 s) when a
 *   screen shows the prize, else after the redirect delay (1 s). With `redirect_close` the
 *   address opens in a new tab and the pop-up closes `redirect_close_delay` seconds later;
 *   without, the page itself goes there.
 * - Otherwise the pop-up closes by itself after the gamified close delay (4 s, three times that
 *   when the visitor got a code to copy), counted after the post-play delay when a screen shows.
 */
export function prizeFlow(game: GameKind, result: PlayResult, props: DesignProperties, resultScreenAsksLead: boolean): PrizeFlow {
  const screen = isOn(props.disable_post_play_screen) ? null : result.won ? 'winning' : 'losing';
  const resultAfterMs = game === 'scratch' ? SCRATCH_RESULT_DELAY_MS : WHEEL_RESULT_DELAY_MS;
  if (screen !== null && resultScreenAsksLead) return { screen, resultAfterMs, next: { kind: 'lead' } };
  const redirect = prizeRedirect(result);
  if (redirect) return { screen, resultAfterMs, next: { ...redirect, afterMs: screen ? POST_PLAY_SCREEN_DELAY_MS : REDIRECT_DELAY_DEFAULT_MS } };
  const closeDelay = GAMIFIED_CLOSE_DELAY_MS * (result.code ? GAMIFIED_COUPON_CLOSE_FACTOR : 1);
  return { screen, resultAfterMs, next: { kind: 'close', afterMs: (screen ? POST_PLAY_SCREEN_DELAY_MS : 0) + closeDelay } };
}

/** A won prize's redirect (SPEC §3 redirect_to, redirect_to_options), when it names a usable address. */
export function prizeRedirect(result: PlayResult): Omit<Extract<PrizeFlowNext, { kind: 'redirect' }>, 'afterMs'> | null {
  if (!result.won || !result.redirect_to) return null;
  const url = redirectUrl(result.redirect_to_options?.redirect_to_url ?? '');
  if (url === null) return null;
  const newTab = result.redirect_to_options.redirect_close === true;
  const seconds = Number(result.redirect_to_options.redirect_close_delay);
  return { kind: 'redirect', url, newTab, closeAfterMs: newTab ? (Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0) : null };
}
