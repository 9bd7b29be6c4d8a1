import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** How the frame is drawn: scaled down to the space it has, or at its true CSS size (issue 23). */
export type Zoom = 'fit' | 'actual';

/** The scale a frame `width` wide is drawn at in `available` pixels: never enlarged, 1 at its true size. */
export const frameScale = (zoom: Zoom, available: number, width: number): number => (zoom === 'actual' ? 1 : Math.min(1, available / width));

/**
 * An iframe the preview renders into through a portal: the pop-up's stylesheet stays inside it,
 * and its fixed positions, 100vw and media queries answer to the frame's own viewport (a phone's
 * 375 px), as they would on the owner's site. The frame is drawn at `width` × `height`, scaled
 * to fit the space it has, or at its true size in a box that scrolls when it is wider or taller
 * than the space (`zoom` "actual"), first scrolled to the frame's middle where a centred pop-up sits.
 */
export function PreviewFrame({
  width,
  height,
  css,
  title,
  dir,
  zoom = 'fit',
  onScale,
  children,
}: {
  width: number;
  height: number;
  css: string;
  title: string;
  dir: 'ltr' | 'rtl';
  zoom?: Zoom;
  /** told the scale the frame is drawn at, for the words beside it */
  onScale?: (scale: number) => void;
  children: ReactNode;
}) {
  const iframe = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [available, setAvailable] = useState(width);

  const adopt = () => {
    const doc = iframe.current?.contentDocument;
    if (!doc) return;
    if (!doc.body) doc.documentElement.append(doc.createElement('body'));
    let style = doc.getElementById('bk-preview-css');
    if (!style) {
      style = doc.createElement('style');
      style.id = 'bk-preview-css';
      doc.head?.append(style);
    }
    style.textContent = css;
    setBody((current) => (current === doc.body ? current : doc.body));
  };

  useLayoutEffect(adopt, [css]);

  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry!.contentRect.width || width));
    observer.observe(el);
    return () => observer.disconnect();
  }, [width]);

  useEffect(() => {
    if (body) body.ownerDocument.documentElement.dir = dir;
  }, [body, dir]);

  const scale = frameScale(zoom, available, width);
  useEffect(() => onScale?.(scale), [onScale, scale]);

  // At its true size the frame starts scrolled to its middle, where a centred pop-up sits.
  useLayoutEffect(() => {
    const el = box.current;
    if (zoom !== 'actual' || !el) return;
    el.scrollLeft = Math.max(0, (el.scrollWidth - el.clientWidth) / 2);
    el.scrollTop = Math.max(0, (el.scrollHeight - el.clientHeight) / 2);
  }, [zoom, width, height]);

  const actual = zoom === 'actual';
  return (
    <div
      ref={box}
      className={actual ? 'ed-frame-box ed-frame-actual' : 'ed-frame-box'}
      style={actual ? undefined : { height: height * scale }}
      data-zoom={zoom}
      data-scale={scale.toFixed(3)}
      // At its true size the box scrolls: a keyboard must reach it (WCAG 2.1.1).
      tabIndex={actual ? 0 : undefined}
      role={actual ? 'group' : undefined}
      aria-label={actual ? `${title}, at its true size; scrolls` : undefined}
    >
      <iframe ref={iframe} title={title} className="ed-frame" onLoad={adopt} style={{ width, height, transform: actual ? 'none' : `scale(${scale})` }} />
      {body && createPortal(children, body)}
    </div>
  );
}
