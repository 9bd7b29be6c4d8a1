import { t, texts, type Language } from '@beckon/core';
import type { GameResult } from './types.js';

interface GameAnnouncerProps {
  lang: Language;
  /** the result, once the game has ended on it */
  result: GameResult | null;
}

/**
 * Tells screen readers what the game landed on. The region is always there, empty until the
 * end: a live region that appears together with its text is often not read out.
 */
export function GameAnnouncer({ lang, result }: GameAnnouncerProps) {
  return (
    <p className="bk-sr" role="status" aria-live="polite">
      {result ? t(lang, result.won ? texts.youWon : texts.youLost, { label: result.label }) : ''}
    </p>
  );
}
