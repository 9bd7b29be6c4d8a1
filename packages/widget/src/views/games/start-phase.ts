import type { GameResult, GamePhase } from './types.js';
import type { ScreenName } from '../popup-screens.js';

/**
 * Where a game starts: a view opened on a later screen (the editor's preview, the gallery) shows
 * it as after a play, the sample result landed on the winning and losing screens; otherwise the
 * game waits for the form when the main screen asks for details first, else it may be played.
 */
export function startPhase(screen: ScreenName, leadFirst: boolean, sample: GameResult | undefined): GamePhase {
  if ((screen === 'winning' || screen === 'losing') && sample) return 'ended';
  if (screen === 'play') return 'ready';
  return leadFirst ? 'waiting' : 'ready';
}
