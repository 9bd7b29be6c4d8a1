import { useEffect, useState, type CSSProperties } from 'react';
import { directionOf, TAB_ANIMATION_TOGGLE_MS, TAB_ORDER_START, TAB_ORDER_STEP, type PopupRecord } from '@beckon/core';

export interface TeaserTabProps {
  record: PopupRecord;
  /** position among the page's teaser tabs, 0 first */
  index: number;
  onOpen: () => void;
}

/**
 * SPEC §2 tab teaser: a tab at the side of the page; clicking it opens the pop-up. It nudges
 * every 3 s (§9) to be noticed, and never takes focus or traps it.
 */
export function TeaserTab({ record, index, onOpen }: TeaserTabProps) {
  const teaser = record.design.teaser!;
  const [nudge, setNudge] = useState(false);
  useEffect(() => {
    const timer = setInterval(() => setNudge((n) => !n), TAB_ANIMATION_TOGGLE_MS);
    return () => clearInterval(timer);
  }, []);
  const th = record.design.theme;
  const style = {
    '--bk-accent': th.accent,
    '--bk-accent-text': th.accent_text,
    '--bk-font': th.font,
    // §9 tab order: stacking from 500 in steps of 100, and each further tab sits higher up.
    zIndex: TAB_ORDER_START + index * TAB_ORDER_STEP,
    bottom: `${96 + index * 64}px`,
  } as CSSProperties;
  return (
    <button
      type="button"
      className={`bk-teaser bk-teaser-${teaser.side}${nudge ? ' bk-teaser-nudge' : ''}`}
      style={style}
      dir={directionOf(record.design.lang)}
      lang={record.design.lang}
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      {teaser.label}
    </button>
  );
}
