import type { CSSProperties } from 'react';

export interface BeckonEmbedProps {
  /** the embedded or content pop-up's 13-character id */
  id: string;
  /** the pop-up's height in px (its field_poptin_height): reserved from the first paint, so nothing moves when it arrives */
  minHeight?: number;
  className?: string;
  style?: CSSProperties;
}

/**
 * The container an inline pop-up fills (`data-beckon-embed`). It renders no children: the widget
 * puts the pop-up inside it. After a route change the widget's new display call places the pop-up
 * (pushState re-runs the display), and it looks for empty containers again every 5 s.
 */
export function BeckonEmbed({ id, minHeight, className, style }: BeckonEmbedProps) {
  const reserved = minHeight !== undefined && minHeight > 0 ? { minHeight: `${Math.round(minHeight)}px` } : undefined;
  return <div data-beckon-embed={id} className={className} style={{ ...style, ...reserved }} />;
}
