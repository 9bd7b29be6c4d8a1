import { useRef, useState } from 'react';
import type { PlayResult } from '@beckon/core';
import type { PopupViewProps } from '../types.js';
import { previewDraw } from './local-draw.js';

/** The pop-up's one draw (issue 17): asked once, answered once; a failed one may be asked again. */
export function useDraw(view: PopupViewProps) {
  const [result, setResult] = useState<PlayResult | null>(null);
  const drawing = useRef<Promise<PlayResult> | null>(null);
  const drawn = useRef<PlayResult | null>(null);

  const draw = (): Promise<PlayResult> => {
    if (!drawing.current) {
      const asked = view.onPlay ? view.onPlay() : Promise.resolve(previewDraw(view.record.prizes ?? []));
      drawing.current = asked.then((r) => {
        drawn.current = r;
        setResult(r);
        return r;
      });
      // The server records nothing it did not answer, so asking again is safe.
      drawing.current.catch(() => (drawing.current = null));
    }
    return drawing.current;
  };

  return { draw, result, drawn };
}
