import { gameCss } from './game-css.js';
import { GiftBox } from './GiftBox.js';
import { ScratchCard } from './ScratchCard.js';
import type { GameViews } from './types.js';
import { Wheel } from './Wheel.js';

export type * from './types.js';

/** The games chunk (issue 17): loaded only by pages whose pop-up is gamified. */
export const gameViews: GameViews = {
  views: { wheel: Wheel, scratch: ScratchCard, gift_box: GiftBox },
  css: gameCss,
};
