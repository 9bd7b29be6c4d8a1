import type { Locator } from '@playwright/test';

/** One face a pop-up paints text or a control in, as the browser must find it: family, weight, style and size. */
export interface PaintedFace {
  family: string;
  weight: string;
  style: string;
  size: string;
  /** one element painted in it, for the failure message */
  example: string;
}

/**
 * Every distinct face the laid-out elements inside `dialog` paint text in, and every form control's
 * face (a control with no text still takes a face for its line box). Each new face makes the first
 * paint ask the system for a font (on Linux, a blocking call to the browser process per family
 * and weight and per size): issue 22 found those asks are most of a lightbox's first frame.
 */
export function paintedFaces(dialog: Locator): Promise<{ popupFamily: string; faces: PaintedFace[] }> {
  return dialog.evaluate((popup) => {
    const faces = new Map<string, { family: string; weight: string; style: string; size: string; example: string }>();
    const paintsText = (el: Element) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
    const isControl = (el: Element) => /^(INPUT|BUTTON|SELECT|TEXTAREA)$/.test(el.tagName) && (el as HTMLInputElement).type !== 'hidden';
    for (const el of [popup, ...popup.querySelectorAll('*')]) {
      if (!paintsText(el) && !isControl(el)) continue;
      // Not laid out (inside display:none, as a closed box is): no font is asked for it yet.
      if (el.getClientRects().length === 0) continue;
      const style = getComputedStyle(el);
      const face = { family: style.fontFamily, weight: style.fontWeight, style: style.fontStyle, size: style.fontSize };
      const key = `${face.family}|${face.weight}|${face.style}|${face.size}`;
      if (!faces.has(key)) faces.set(key, { ...face, example: `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}` });
    }
    return { popupFamily: getComputedStyle(popup).fontFamily, faces: [...faces.values()] };
  });
}

/** The type scale's weights (widget styles.ts): regular and bold, so a pop-up asks for two weights at most. */
export const TYPE_SCALE_WEIGHTS = ['400', '700'];
