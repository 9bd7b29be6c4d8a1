import { useEffect } from 'react';
import { t, texts, type Language } from '@beckon/core';
import { useCountdown } from './use-countdown.js';

interface CountdownProps {
  /** when the offer ends, ISO 8601 */
  endsAt: string;
  lang: Language;
  /** SPEC §4: the timer reaching zero closes the pop-up */
  onZero: () => void;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A countdown to the offer's end, ticking every second (SPEC §9 timer tick). */
export function Countdown({ endsAt, lang, onZero }: CountdownProps) {
  const end = Date.parse(endsAt);
  const left = useCountdown(Number.isFinite(end) ? (end - Date.now()) / 1000 : 0);
  const valid = Number.isFinite(end);
  useEffect(() => {
    if (valid && left === 0) onZero();
    // Only the moment it reaches zero matters.
  }, [left === 0]);
  if (!valid) return null;
  const parts: Array<[number, string]> = [
    [Math.floor(left / 86400), t(lang, texts.days)],
    [Math.floor((left % 86400) / 3600), t(lang, texts.hours)],
    [Math.floor((left % 3600) / 60), t(lang, texts.minutes)],
    [left % 60, t(lang, texts.seconds)],
  ];
  const shown = parts[0]![0] > 0 ? parts : parts.slice(1);
  return (
    <div className="bk-countdown" role="timer" aria-label={t(lang, texts.timeLeft)}>
      {shown.map(([value, unit]) => (
        <span className="bk-countdown-part" key={unit}>
          <span className="bk-countdown-value">{pad(value)}</span>
          <span className="bk-countdown-unit">{unit}</span>
        </span>
      ))}
    </div>
  );
}
