import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * An iframe the preview renders into through a portal: the pop-up's stylesheet stays inside it,
 * and its fixed positions, 100vw and media queries answer to the frame's own viewport (a phone's
 * 375 px), as they would on the owner's site. The frame is drawn at `width` × `height` and scaled
 * to fit the space it has.
 */
export function PreviewFrame({
  width,
  height,
  css,
  title,
  dir,
  children,
}: {
  width: number;
  height: number;
  css: string;
  title: string;
  dir: 'ltr' | 'rtl';
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

  const scale = Math.min(1, available / width);
  return (
    <div ref={box} className="ed-frame-box" style={{ height: height * scale }}>
      <iframe ref={iframe} title={title} className="ed-frame" onLoad={adopt} style={{ width, height, transform: `scale(${scale})` }} />
      {body && createPortal(children, body)}
    </div>
  );
}
