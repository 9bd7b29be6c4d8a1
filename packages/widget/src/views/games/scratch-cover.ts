/** The scratch card's cover on a canvas: painted silver, erased under the visitor's strokes. */

/** The brush's radius in css px (SPEC §4: a fingertip's width). */
export const BRUSH_PX = 22;

/**
 * Paints the cover at the canvas's css size × devicePixelRatio and readies the context for
 * erasing. Null when there is no 2D context (old browsers, the test DOM): the card then keeps its
 * css cover and clears by Reveal or by the scratched grid alone.
 */
export function paintCover(canvas: HTMLCanvasElement, word: string, font: string): CanvasRenderingContext2D | null {
  let ctx: CanvasRenderingContext2D | null;
  try {
    ctx = canvas.getContext('2d');
  } catch {
    return null;
  }
  if (!ctx) return null;
  const rect = canvas.getBoundingClientRect();
  const width = rect.width || 300;
  const height = rect.height || 180;
  const dpr = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * dpr);
  canvas.height = Math.round(height * dpr);
  ctx.scale(dpr, dpr);
  const sheen = ctx.createLinearGradient(0, 0, width, height);
  sheen.addColorStop(0, '#b9bdc6');
  sheen.addColorStop(0.45, '#eceef2');
  sheen.addColorStop(0.55, '#dfe2e7');
  sheen.addColorStop(1, '#a9aeb8');
  ctx.fillStyle = sheen;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#474c57';
  ctx.font = `700 20px ${font}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(word, width / 2, height / 2, width - 24);
  ctx.globalCompositeOperation = 'destination-out';
  ctx.lineCap = 'round';
  ctx.lineWidth = BRUSH_PX * 2;
  return ctx;
}

/** Erases a stroke from `from` to `to` (css px); a tap erases a dot, which a zero-length line would not. */
export function eraseStroke(ctx: CanvasRenderingContext2D, from: [number, number], to: [number, number]): void {
  ctx.beginPath();
  ctx.arc(to[0], to[1], BRUSH_PX, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(from[0], from[1]);
  ctx.lineTo(to[0], to[1]);
  ctx.stroke();
}
