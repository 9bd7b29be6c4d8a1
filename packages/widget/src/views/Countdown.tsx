import { Fragment, useEffect, type CSSProperties } from 'react';
import { DEFAULT_TIMER_STYLE, t, texts, type Language, type TimerStyle } from '@beckon/core';
import { useCountdown } from './use-countdown.js';

interface CountdownProps {
  /** when the offer ends, ISO 8601 */
  endsAt: string;
  lang: Language;
  /** SPEC §4: the timer reaching zero closes the pop-up */
  onZero: () => void;
  /** the look (design_properties.timer_ver): boxes, inline or circles */
  style?: TimerStyle | undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A countdown to the offer's end, ticking every second (SPEC §9 timer tick), in the owner's
 * style. Every style keeps each number with its unit, so it reads in either direction.
 */
export function Countdown({ endsAt, lang, onZero, style = DEFAULT_TIMER_STYLE }: CountdownProps) {
  const end = Date.parse(endsAt);
  const left = useCountdown(Number.isFinite(end) ? (end - Date.now()) / 1000 : 0);
  const valid = Number.isFinite(end);
  useEffect(() => {
    if (valid && left === 0) onZero();
    // Only the moment it reaches zero matters.
  }, [left === 0]);
  if (!valid) return null;
  // [value, unit, how much of the next unit up it is: the ring of the circles style]
  const parts: Array<[number, string, number]> = [
    [Math.floor(left / 86400), t(lang, texts.days), 1],
    [Math.floor((left % 86400) / 3600), t(lang, texts.hours), 24],
    [Math.floor((left % 3600) / 60), t(lang, texts.minutes), 60],
    [left % 60, t(lang, texts.seconds), 60],
  ];
  const shown = parts[0]![0] > 0 ? parts : parts.slice(1);
  return (
    <div className={`bk-countdown bk-timer-${style}`} role="timer" aria-label={t(lang, texts.timeLeft)}>
      {shown.map(([value, unit, of], i) => (
        <Fragment key={unit}>
          {style === 'inline' && i > 0 && (
            <span className="bk-countdown-sep" aria-hidden="true">
              :
            </span>
          )}
          <span className="bk-countdown-part" style={style === 'circles' ? ({ '--bk-p': of === 1 ? 1 : value / of } as CSSProperties) : undefined}>
            <span className="bk-countdown-value">{pad(value)}</span>
            <span className="bk-countdown-unit">{unit}</span>
          </span>
        </Fragment>
      ))}
    </div>
  );
}
