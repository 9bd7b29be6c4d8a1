/** SPEC §3 gamified prize, as the owner sets it up. Only the server reads its code and chances. */
export interface GamifiedPrize {
  label: string;
  code: string;
  /** percent */
  chances: number;
  loosing_option: boolean;
  is_winner: boolean;
  prize_id: string;
  redirect_to: boolean;
  redirect_to_options: PrizeRedirect;
}

/** SPEC §3 redirect_to_options: where a won prize sends the visitor, and whether the pop-up closes. */
export interface PrizeRedirect {
  redirect_to_url: string;
  redirect_close: boolean;
  /** seconds */
  redirect_close_delay: number;
}

/**
 * What the display response carries of a prize (issue 17): enough to draw the wheel's slice or
 * the box's lid, never its code or chance, so no visitor can read the prizes off the page.
 */
export interface PrizeSlice {
  prize_id: string;
  label: string;
}

/** The server's answer to a play: the drawn prize, told only once it is drawn. */
export interface PlayResult {
  play_id: string;
  prize_id: string;
  label: string;
  /** '' for a losing prize or a prize without a code */
  code: string;
  /** a winning prize (is_winner and not loosing_option) */
  won: boolean;
  redirect_to: boolean;
  redirect_to_options: PrizeRedirect;
  /** true when this visitor had played this pop-up before: the first result, told again */
  replayed: boolean;
}
