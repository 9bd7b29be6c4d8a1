import { useState } from 'react';
import { ENTRY_ANIMATION_MS, GIFT_BOX_COUNT, t, texts, type Theme } from '@beckon/core';
import { GameAnnouncer } from './GameAnnouncer.js';
import { PrizeText } from './PrizeText.js';
import type { GameProps } from './types.js';
import { useFinishTimer } from './use-finish-timer.js';

/** How long the chosen box's lid takes to come off (game-css.ts uses the same). */
export const GIFT_OPEN_MS = 1000;

/** A gift box in the design's colours: the body and lid in the accent, tied with a ribbon in its text colour. */
function GiftPicture({ theme }: { theme: Theme }) {
  return (
    <svg className="bk-game-gift" viewBox="0 0 100 100" aria-hidden="true">
      <rect x="16" y="46" width="68" height="48" rx="4" fill={theme.accent} />
      <rect x="45" y="46" width="10" height="48" fill={theme.accent_text} />
      <g className="bk-game-lid">
        <rect x="10" y="32" width="80" height="16" rx="4" fill={theme.accent} />
        <rect x="45" y="32" width="10" height="16" fill={theme.accent_text} />
        <path d="M50 32C40 14 24 18 30 28c3 4 12 4 20 4zm0 0c10-18 26-14 20-4-3 4-12 4-20 4z" fill={theme.accent_text} stroke={theme.accent} />
      </g>
      <rect className="bk-game-rim" x="16" y="46" width="68" height="48" rx="4" />
    </svg>
  );
}

/** The gift boxes (issue 17): the visitor picks one of GIFT_BOX_COUNT and it opens onto the drawn prize. */
export function GiftBox({ theme, lang, phase, result, onStart, onEnded, reducedMotion, still }: GameProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  // Nothing picked (a still drawing, a game started elsewhere): the middle box opens.
  const opened = result && phase !== 'ready' && phase !== 'waiting' ? (chosen ?? Math.floor(GIFT_BOX_COUNT / 2)) : null;
  const picked = opened ?? chosen;
  // The lid was drawn shut before the result came, so adding the open class plays the transition.
  useFinishTimer(opened !== null && phase === 'playing' && !still, reducedMotion ? ENTRY_ANIMATION_MS : GIFT_OPEN_MS, onEnded);

  return (
    <div className={`bk-game-gifts${reducedMotion ? ' bk-game-calm' : ''}${still ? ' bk-game-still' : ''}`} role="group" aria-label={t(lang, texts.pickBox)}>
      <div className="bk-game-boxes">
        {Array.from({ length: GIFT_BOX_COUNT }, (_, i) => (
          <button
            key={i}
            type="button"
            className={`bk-game-box${opened === null ? '' : i === opened ? ' bk-game-open' : ' bk-game-dim'}`}
            aria-label={t(lang, texts.giftBoxN, { n: String(i + 1), count: String(GIFT_BOX_COUNT) })}
            // The picked box keeps its focus after the pick; only the others are switched off.
            disabled={phase === 'waiting' || (phase !== 'ready' && i !== picked)}
            aria-disabled={phase !== 'ready'}
            onClick={() => {
              if (phase !== 'ready' || still) return;
              setChosen(i);
              onStart();
            }}
          >
            <GiftPicture theme={theme} />
          </button>
        ))}
      </div>
      {opened !== null && (
        <p className="bk-game-prize" aria-hidden={phase !== 'ended'}>
          <PrizeText result={result} />
        </p>
      )}
      <GameAnnouncer lang={lang} result={phase === 'ended' ? result : null} />
    </div>
  );
}
