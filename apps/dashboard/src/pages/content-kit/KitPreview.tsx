import { useDeferredValue, useLayoutEffect, useRef, useState } from 'react';

/**
 * The widths the preview lays the sample page out at: a desktop wider than the kit's tablets
 * (so the sticky table and three slides show as on a desktop), and a common phone.
 */
export const PREVIEW_SIZES = {
  desktop: { width: 1100, height: 760, label: 'Desktop' },
  phone: { width: 375, height: 640, label: 'Phone' },
} as const;
export type PreviewSize = keyof typeof PREVIEW_SIZES;

/** The frame's room in the panel; the page inside keeps its own width and is drawn smaller. */
function useBoxWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    setWidth(element.clientWidth);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

/**
 * The sample article with the owner's markup and the real content.js, in a frame that may run
 * scripts and nothing else: an opaque origin, so the kit runs as on a stranger's page and never
 * reaches the dashboard's session. Each change gives the frame a new document.
 */
export function KitPreview({ srcdoc, note }: { srcdoc: string; note?: string | undefined }) {
  const [size, setSize] = useState<PreviewSize>('desktop');
  const shown = useDeferredValue(srcdoc);
  const { box, width } = useBoxWidth();
  const { width: frameWidth, height, label } = PREVIEW_SIZES[size];
  const scale = width > 0 ? Math.min(1, width / frameWidth) : 1;

  return (
    <div className="kit-preview">
      <div className="kit-preview-head">
        <h3 id="kit-preview-title">Preview</h3>
        <div className="segmented" role="group" aria-label="Preview width">
          {(Object.keys(PREVIEW_SIZES) as PreviewSize[]).map((key) => (
            <button key={key} type="button" aria-pressed={size === key} onClick={() => setSize(key)}>
              {PREVIEW_SIZES[key].label}
            </button>
          ))}
        </div>
      </div>
      <p className="hint">
        The real kit on a sample article, {frameWidth} px wide{scale < 1 ? ', drawn smaller' : ''}. Try its buttons here.
      </p>
      {note && (
        <p className="hint" data-testid="kit-preview-note">
          {note}
        </p>
      )}
      <div ref={box} className="kit-preview-box" style={{ height: Math.round(height * scale) }}>
        <iframe
          className="kit-preview-frame"
          title={`Preview of the content kit on a sample article, ${label.toLowerCase()} width`}
          sandbox="allow-scripts"
          srcDoc={shown}
          width={frameWidth}
          height={height}
          style={{ transform: `scale(${scale})` }}
          data-testid="kit-preview"
        />
      </div>
    </div>
  );
}
