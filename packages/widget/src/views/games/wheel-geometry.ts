/**
 * The wheel's geometry, in a viewBox centred on the hub (-100..100): slices run clockwise from
 * the top, where the pointer is. Pure, so the landing can be tested without a browser.
 */

/** The wheel's radius inside its viewBox, leaving room for the rim. */
export const WHEEL_RADIUS = 96;

/** Degrees of one slice; an empty prize list still draws one blank slice. */
export function sliceDegrees(count: number): number {
  return 360 / Math.max(1, count);
}

/** A point at `degrees` clockwise from the top, `radius` from the hub (SVG's y grows downwards). */
function pointAt(degrees: number, radius: number): string {
  const rad = (degrees * Math.PI) / 180;
  return `${+(radius * Math.sin(rad)).toFixed(2)} ${+(-radius * Math.cos(rad)).toFixed(2)}`;
}

/** The SVG path of slice `index` of `count` (a single slice is the whole disc, drawn as a circle instead). */
export function slicePath(index: number, count: number): string {
  const size = sliceDegrees(count);
  const large = size > 180 ? 1 : 0;
  return `M0 0L${pointAt(index * size, WHEEL_RADIUS)}A${WHEEL_RADIUS} ${WHEEL_RADIUS} 0 ${large} 1 ${pointAt((index + 1) * size, WHEEL_RADIUS)}Z`;
}

/** The angle (clockwise from the top) through the middle of slice `index`, where its label runs. */
export function sliceCentre(index: number, count: number): number {
  return (index + 0.5) * sliceDegrees(count);
}

/**
 * The wheel's clockwise rotation that stops slice `index` under the pointer after `turns` full
 * turns; `offset` (a fraction of the slice, -0.5..0.5) moves the stop off the slice's middle so
 * that every spin does not end at the same spot. Clamped inside the slice, so it never lands on a neighbour.
 */
export function landingAngle(index: number, count: number, turns: number, offset = 0): number {
  const size = sliceDegrees(count);
  const inside = Number.isFinite(offset) ? Math.max(-0.45, Math.min(0.45, offset)) * size : 0;
  return turns * 360 + ((((360 - sliceCentre(index, count) - inside) % 360) + 360) % 360);
}

/** Which slice sits under the pointer once the wheel has turned `rotation` degrees clockwise. */
export function sliceAtPointer(rotation: number, count: number): number {
  const underPointer = (((-rotation % 360) + 360) % 360) / sliceDegrees(count);
  return Math.floor(underPointer) % Math.max(1, count);
}

/** A label shortened with an ellipsis to what fits along a slice (`max` characters, by code point). */
export function fitLabel(label: string, max: number): string {
  const chars = Array.from(label.trim());
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}
