import type { PlayResult, PrizeSlice } from '@beckon/core';

/**
 * SPEC §1 preview: "submission will not be functional", and a preview records nothing, so it
 * does not ask the server to draw: it lands on a slice at random and shows it as a win, with a
 * code that says what it is. The slices carry no chances or codes, by design.
 */
export function previewDraw(slices: readonly PrizeSlice[]): PlayResult {
  const slice = slices[Math.floor(Math.random() * slices.length)];
  return {
    play_id: 'preview',
    prize_id: slice?.prize_id ?? '',
    label: slice?.label ?? '',
    code: 'PREVIEW',
    won: true,
    redirect_to: false,
    redirect_to_options: { redirect_to_url: '', redirect_close: false, redirect_close_delay: 0 },
    replayed: false,
  };
}
