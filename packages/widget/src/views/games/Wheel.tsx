import { useEffect, useState } from 'react';
import { directionOf, ENTRY_ANIMATION_MS, t, texts, WHEEL_SPIN_MS, type Theme } from '@beckon/core';
import { GameAnnouncer } from './GameAnnouncer.js';
import type { GameProps } from './types.js';
import { useFinishTimer } from './use-finish-timer.js';
import { fitLabel, landingAngle, sliceCentre, slicePath, WHEEL_RADIUS } from './wheel-geometry.js';

/** Full turns before the wheel settles: enough to read as a spin over WHEEL_SPIN_MS. */
const SPIN_TURNS = 6;

/**
 * A slice's fill and label colours: the accent alternating with a light tint of it, so every
 * label keeps the design's own contrast pair. With an odd count the last slice would meet the
 * first in the same colour, so it takes the text/background pair instead.
 */
function sliceColours(index: number, count: number, theme: Theme): [string, string] {
  if (count > 1 && count % 2 === 1 && index === count - 1) return [theme.text, theme.background];
  if (index % 2 === 0) return [theme.accent, theme.accent_text];
  return [`color-mix(in srgb,${theme.accent} 14%,${theme.background})`, theme.text];
}

/** Labels shrink and shorten as slices get narrower. */
function labelSize(count: number): [fontSize: number, chars: number] {
  return count <= 6 ? [10, 13] : count <= 10 ? [9, 14] : [7, 18];
}

/** Room for a label between the hub and the rim, in viewBox units. */
const LABEL_ROOM = 56;

/** A label likely wider than its room (bold glyphs average 0.6 em) is squeezed to fit, not run under the hub. */
function squeeze(label: string, fontSize: number) {
  return Array.from(label).length * fontSize * 0.6 > LABEL_ROOM ? { textLength: LABEL_ROOM, lengthAdjust: 'spacingAndGlyphs' } : {};
}

/**
 * Where a label runs: along its slice's radius, ending near the rim. On the left half of the
 * wheel it is turned half round and anchored the other way, so that no label stands upside down.
 */
function labelPlace(centre: number) {
  const flip = centre > 180;
  return { className: flip ? 'bk-game-label bk-game-flip' : 'bk-game-label', transform: `rotate(${centre + (flip ? 90 : -90)})`, x: flip ? '-86' : '86' };
}

/** The spin wheel (issue 17): one slice per prize, a pointer at the top, a hub to spin it. */
export function Wheel({ slices, theme, lang, phase, result, onStart, onEnded, reducedMotion, still }: GameProps) {
  const count = Math.max(1, slices.length);
  const landed = result
    ? Math.max(
        0,
        slices.findIndex((slice) => slice.prize_id === result.prize_id),
      )
    : -1;
  const [spin, setSpin] = useState<number | null>(null);
  const spinning = phase === 'playing' && landed >= 0 && !still;

  useEffect(() => {
    // Math.random is only for the look: where inside the drawn slice the pointer stops.
    if (spinning) setSpin(landingAngle(landed, count, reducedMotion ? 0 : SPIN_TURNS, Math.random() - 0.5));
    // Back before a play (a failed draw, the editor's preview): the wheel stands at rest again.
    else if (phase === 'ready' || phase === 'waiting') setSpin(null);
  }, [spinning, landed, count, reducedMotion, phase]);
  useFinishTimer(spinning && spin !== null, reducedMotion ? ENTRY_ANIMATION_MS : WHEEL_SPIN_MS, onEnded);

  // At rest (a still drawing of the end, or before the spin) the wheel shows the result's slice centred.
  const rotation = spin ?? (landed >= 0 && (phase === 'ended' || still) ? landingAngle(landed, count, 0) : 0);
  const motion = spin === null || still ? '' : reducedMotion ? ' bk-game-fade' : ' bk-game-spinning';
  const [fontSize, chars] = labelSize(count);
  const ready = phase === 'ready';
  return (
    <div className="bk-game-dial" dir={directionOf(lang)}>
      <svg
        className={`bk-game-face${motion}`}
        viewBox="-100 -100 200 200"
        role="img"
        aria-label={t(lang, texts.wheelLabel)}
        style={{ transform: `rotate(${rotation}deg)` }}
      >
        {Array.from({ length: count }, (_, i) => {
          const [fill, ink] = sliceColours(i, count, theme);
          const label = fitLabel(slices[i]?.label ?? '', chars);
          const off = phase === 'ended' && landed >= 0 && i !== landed;
          return (
            <g key={i} className={off ? 'bk-game-off' : undefined}>
              {count === 1 ? <circle r={WHEEL_RADIUS} style={{ fill }} /> : <path d={slicePath(i, count)} style={{ fill }} />}
              <text {...labelPlace(sliceCentre(i, count))} {...squeeze(label, fontSize)} style={{ fill: ink, fontSize: `${fontSize}px` }}>
                {label}
              </text>
            </g>
          );
        })}
        <circle className="bk-game-rim" r={WHEEL_RADIUS} />
        {phase === 'ended' &&
          landed >= 0 &&
          (count === 1 ? <circle className="bk-game-halo" r={WHEEL_RADIUS} /> : <path className="bk-game-halo" d={slicePath(landed, count)} />)}
      </svg>
      <svg className="bk-game-pointer" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M3 3h18L12 22z" />
      </svg>
      {phase === 'waiting' ? (
        // The form's own button spins it: a second control of the same name would only confuse.
        <span className="bk-game-hub" aria-hidden="true">
          {t(lang, texts.spinWheel)}
        </span>
      ) : (
        <button
          type="button"
          className="bk-game-hub"
          aria-disabled={!ready}
          aria-label={t(lang, texts.spinWheel)}
          onClick={() => {
            if (ready && !still) onStart();
          }}
        >
          {/* Once spun, the hub no longer invites another spin; it stays a button so focus stays put. */}
          <span aria-hidden="true">{ready ? t(lang, texts.spinWheel) : ''}</span>
        </button>
      )}
      <ul className="bk-sr">
        {slices.map((slice) => (
          <li key={slice.prize_id}>{slice.label}</li>
        ))}
      </ul>
      <GameAnnouncer lang={lang} result={phase === 'ended' ? result : null} />
    </div>
  );
}
