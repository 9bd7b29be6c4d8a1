import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { SCRATCH_CLEAR_REMAINING } from '@beckon/core';
import { BRUSH_PX, eraseStroke, paintCover } from './scratch-cover.js';
import { coverRemaining, scratchGrid, scratchLine } from './scratch-grid.js';

interface ScratchCoverProps {
  /** the cover's accessible name */
  label: string;
  /** the short word painted on it */
  word: string;
  font: string;
  /** scratching counts (the game is ready or playing, not still, not yet cleared) */
  playable: boolean;
  cleared: boolean;
  still: boolean;
  reducedMotion: boolean;
  /** a stroke began: the first one starts the game */
  onScratch: () => void;
  /** at most SCRATCH_CLEAR_REMAINING of the cover is left */
  onCleared: () => void;
}

/**
 * The scratch card's cover: a css silver sheet (the first paint, or a browser without a 2D
 * canvas) replaced by a painted canvas that Pointer Events erase, for mouse, pen and finger alike.
 */
export function ScratchCover({ label, word, font, playable, cleared, still, reducedMotion, onScratch, onCleared }: ScratchCoverProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const ctx = useRef<CanvasRenderingContext2D | null>(null);
  const grid = useRef(scratchGrid());
  const last = useRef<[number, number] | null>(null);
  const [painted, setPainted] = useState(false);

  useEffect(() => {
    if (still || !canvas.current) return;
    ctx.current = paintCover(canvas.current, word, font);
    setPainted(ctx.current !== null);
  }, [still, word, font]);

  const scratch = (event: PointerEvent<HTMLElement>, from: [number, number] | null) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const to: [number, number] = [event.clientX - rect.left, event.clientY - rect.top];
    scratchLine(grid.current, from ?? to, to, BRUSH_PX, rect.width, rect.height);
    if (ctx.current) eraseStroke(ctx.current, from ?? to, to);
    last.current = to;
    if (coverRemaining(grid.current) <= SCRATCH_CLEAR_REMAINING) onCleared();
  };
  const lift = () => (last.current = null);

  return (
    <div
      className={`bk-game-cover${painted ? ' bk-game-painted' : ''}${cleared ? ' bk-game-gone' : ''}${cleared && reducedMotion ? ' bk-game-instant' : ''}`}
      onPointerDown={(event) => {
        if (!playable) return;
        onScratch();
        try {
          event.currentTarget.setPointerCapture(event.pointerId);
        } catch {
          // A pointer the browser no longer tracks: the stroke still counts while it stays over the card.
        }
        scratch(event, null);
      }}
      onPointerMove={(event) => {
        if (playable && last.current) scratch(event, last.current);
      }}
      onPointerUp={lift}
      onPointerCancel={lift}
    >
      <canvas ref={canvas} role="img" aria-label={label} />
      <span className="bk-game-cover-word" aria-hidden="true">
        {word}
      </span>
    </div>
  );
}
