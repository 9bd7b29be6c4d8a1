/** SPEC §3 gamified prize. */
export interface GamifiedPrize {
  label: string;
  code: string;
  /** percent */
  chances: number;
  loosing_option: boolean;
  is_winner: boolean;
  prize_id: string;
  redirect_to: boolean;
  redirect_to_options: { redirect_to_url: string; redirect_close: boolean; redirect_close_delay: number };
}
