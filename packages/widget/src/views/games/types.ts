import type { ComponentType } from 'react';
import type { GameKind, Language, PrizeSlice, Theme } from '@beckon/core';

/**
 * Where a game is (issue 17):
 * - waiting: shown, not playable yet (the visitor sends the form first);
 * - ready: the visitor starts it from the game itself (spin, scratch, pick a box);
 * - playing: started; the result lands once `result` is known;
 * - ended: the result is shown in the game (landed slice, cleared card, open box).
 */
export type GamePhase = 'waiting' | 'ready' | 'playing' | 'ended';

/** What a game shows of the drawn prize. */
export interface GameResult {
  prize_id: string;
  label: string;
  code: string;
  won: boolean;
}

export interface GameProps {
  /** the record's prizes as slices (labels only), in the owner's order */
  slices: PrizeSlice[];
  theme: Theme;
  lang: Language;
  /** unique per pop-up, for ids inside the shadow root */
  idPrefix: string;
  phase: GamePhase;
  /** the server's draw; null until it answered */
  result: GameResult | null;
  /** the visitor started the game from the game (in phase ready); the parent draws and sets result */
  onStart: () => void;
  /** the game's own animation has ended on `result` (wheel stopped, card cleared, box open) */
  onEnded: () => void;
  /** prefers-reduced-motion: the animations shorten to a fade */
  reducedMotion: boolean;
  /** a server-rendered first paint or the dashboard preview: drawn, never animated, no timers */
  still: boolean;
}

export type GameView = ComponentType<GameProps>;

/** The games chunk: one view per kind, and their stylesheet (adopted next to popupCss). */
export interface GameViews {
  views: Record<GameKind, GameView>;
  css: string;
}
