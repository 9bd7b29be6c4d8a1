import { useEffect, useRef, useState } from 'react';
import { directionOf, isInlineType, type PopupRecord } from '@beckon/core';
import { PopupView, popupCss } from '@beckon/widget/views';
import { gameViews } from '@beckon/widget/views/games';
import { PreviewFrame } from '../../editor/PreviewFrame.js';

/** A page for the thumbnail's pop-up to sit on, as the editor's preview draws it. */
const PAGE_CSS = `
html,body{margin:0;min-height:100%;background:#f4f5f8;font-family:system-ui,sans-serif;overflow:hidden}
.pv-page{padding:24px;display:grid;gap:14px;max-width:900px;margin:0 auto}
.pv-page i{display:block;height:14px;border-radius:7px;background:#dfe2ea}
.pv-page i:nth-child(1){height:28px;width:60%;background:#cfd3de}
.pv-page i:nth-child(3n){width:80%}
.pv-embed{margin:16px 24px}
`;
const FRAME_CSS = PAGE_CSS + popupCss + gameViews.css;

/** Desktop pop-ups on a small laptop window; the phone type on a phone. */
const FRAMES = { desktop: { width: 1024, height: 640 }, mobile: { width: 375, height: 667 } } as const;

const noSubmit = async () => ({ ok: true as const });
const noClose = () => undefined;

/**
 * Thumbnails that came into view are drawn one a turn of the event loop, so eight arriving at
 * once make eight short tasks rather than one long one that holds the page's first input.
 */
const waiting: Array<() => void> = [];
function drawInTurn(draw: () => void): void {
  waiting.push(draw);
  if (waiting.length === 1) setTimeout(drawNext, 0);
}
function drawNext(): void {
  waiting.shift()?.();
  if (waiting.length > 0) setTimeout(drawNext, 0);
}

/** Mounts once the element comes near the viewport: a gallery of forty live frames would be heavy at once. */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          drawInTurn(() => setNear(true));
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

function PageLines({ count }: { count: number }) {
  return (
    <div className="pv-page">
      {Array.from({ length: count }, (_, i) => (
        <i key={i} />
      ))}
    </div>
  );
}

/**
 * A template as visitors will get it: the widget's own view in a frame the size of a window,
 * drawn small. Decorative beside the card's words, so hidden from assistive technology, and
 * inert, so the keyboard never tabs into forty forms.
 */
export function TemplateThumbnail({ record }: { record: PopupRecord }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const device = record.poptin_type === 'mobile' ? 'mobile' : 'desktop';
  const frame = FRAMES[device];
  // An inline pop-up sits in the page's text, near its top, where the thumbnail shows it.
  const inline = isInlineType(record.poptin_type);
  const view = (
    <PopupView record={record} device={device} onSubmit={noSubmit} onClosed={noClose} still games={record.poptin_type === 'gamified' ? gameViews : undefined} />
  );
  return (
    <div ref={ref} className={`tpl-thumb tpl-thumb-${device}`} aria-hidden="true" inert data-ready={near ? 'true' : undefined}>
      {near && (
        <div className="tpl-frame">
          <PreviewFrame width={frame.width} height={frame.height} css={FRAME_CSS} title={record.poptin_name} dir={directionOf(record.design.lang)}>
            <PageLines count={inline ? 3 : 12} />
            {inline ? <div className="pv-embed">{view}</div> : view}
            {inline && <PageLines count={8} />}
          </PreviewFrame>
        </div>
      )}
    </div>
  );
}
