import type { CSSProperties } from 'react';
import { NEWSTICKER_DEFAULT_MS, t, texts, TICKER_SPEED_DIVISOR, type Language } from '@beckon/core';

interface TickerProps {
  messages: string[];
  durationMs: number | undefined;
  lang: Language;
}

/**
 * The social-proof ticker: messages scroll past in a loop lasting duration/400 seconds (SPEC §9,
 * default duration 7000 ms). Screen readers get the messages once as a list; the moving copy is
 * hidden from them, and it stands still for visitors who ask for reduced motion.
 */
export function Ticker({ messages, durationMs, lang }: TickerProps) {
  if (messages.length === 0) return null;
  const seconds = (durationMs ?? NEWSTICKER_DEFAULT_MS) / TICKER_SPEED_DIVISOR;
  return (
    <div className="bk-ticker" role="region" aria-label={t(lang, texts.recentActivity)}>
      <ul className="bk-ticker-list">
        {messages.map((message, i) => (
          <li key={i}>{message}</li>
        ))}
      </ul>
      <div className="bk-ticker-track" aria-hidden="true" style={{ '--bk-ticker-seconds': `${seconds}s` } as CSSProperties}>
        {/* The second copy closes the loop; standing still, it is not shown. */}
        {[...messages, ...messages].map((message, i) => (
          <span key={i} className={i >= messages.length ? 'bk-ticker-again' : undefined}>
            {message}
          </span>
        ))}
      </div>
    </div>
  );
}
