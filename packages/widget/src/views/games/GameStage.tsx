import { useEffect, useState } from 'react';
import type { PopupRecord } from '@beckon/core';
import type { GameViews } from './types.js';
import type { GameFlow } from './use-game.js';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** The visitor's motion preference, read after the first paint (a server render has no media queries). */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(reducedMotionQuery);
    setReduced(query.matches);
    const changed = () => setReduced(query.matches);
    query.addEventListener?.('change', changed);
    return () => query.removeEventListener?.('change', changed);
  }, []);
  return reduced;
}

interface GameStageProps {
  record: PopupRecord;
  games: GameViews | undefined;
  game: GameFlow;
  idPrefix: string;
  still: boolean;
}

/** The game in the format's media place: the wheel, the card or the boxes, and what went wrong, if anything. */
export function GameStage({ record, games, game, idPrefix, still }: GameStageProps) {
  const reducedMotion = useReducedMotion();
  const Game = games?.views[game.kind];
  return (
    <div className={`bk-media bk-game-stage bk-game-${game.kind}`}>
      {Game && (
        <Game
          slices={record.prizes ?? []}
          theme={record.design.theme}
          lang={record.design.lang}
          idPrefix={`${idPrefix}-game`}
          phase={game.phase}
          result={game.shown}
          onStart={game.startFromGame}
          onEnded={game.onEnded}
          reducedMotion={reducedMotion}
          still={still}
        />
      )}
      {game.message && (
        <p className="bk-error" role="alert">
          {game.message}
        </p>
      )}
    </div>
  );
}
