import { useEffect, useRef, useState } from 'react';
import { directionOf, ENTRY_ANIMATION_MS, t, texts } from '@beckon/core';
import { GameAnnouncer } from './GameAnnouncer.js';
import { PrizeText } from './PrizeText.js';
import { ScratchCover } from './ScratchCover.js';
import type { GameProps } from './types.js';
import { useFinishTimer } from './use-finish-timer.js';

/**
 * The scratch card (issue 17): the prize under a canvas cover scratched by mouse, pen or finger,
 * which clears itself once at most SCRATCH_CLEAR_REMAINING is left; Reveal does the same for
 * keyboard and switch users.
 */
export function ScratchCard({ theme, lang, phase, result, onStart, onEnded, reducedMotion, still }: GameProps) {
  const started = useRef(false);
  const [cleared, setCleared] = useState(false);
  // The cover's visible word: the card's name, before the instruction that follows the colon.
  const word = t(lang, texts.scratchCard).split(':')[0]!;
  const open = cleared || (still && phase === 'ended' && result !== null);

  // A failed draw sends the game back to ready: the next scratch or Reveal starts it again.
  useEffect(() => {
    if (phase === 'ready') started.current = false;
  }, [phase]);
  useFinishTimer(cleared && result !== null && phase === 'playing' && !still, reducedMotion ? 0 : ENTRY_ANIMATION_MS, onEnded);

  const start = () => {
    if (phase !== 'ready' || started.current) return;
    started.current = true;
    onStart();
  };

  return (
    <div className="bk-game-scratchcard" dir={directionOf(lang)}>
      <div className="bk-game-card">
        <div className="bk-game-prize" aria-hidden={!open}>
          <PrizeText result={result} />
        </div>
        {!(still && open) && (
          <ScratchCover
            label={t(lang, texts.scratchCard)}
            word={word}
            font={theme.font}
            playable={!still && !open && (phase === 'ready' || phase === 'playing')}
            cleared={cleared}
            still={still}
            reducedMotion={reducedMotion}
            onScratch={start}
            onCleared={() => setCleared(true)}
          />
        )}
      </div>
      <button
        type="button"
        className="bk-button bk-game-reveal"
        disabled={phase === 'waiting'}
        aria-disabled={phase === 'waiting' || (open && phase !== 'ready')}
        onClick={() => {
          if (still || phase === 'waiting' || phase === 'ended') return;
          start();
          setCleared(true);
        }}
      >
        {t(lang, texts.revealPrize)}
      </button>
      <GameAnnouncer lang={lang} result={phase === 'ended' ? result : null} />
    </div>
  );
}
