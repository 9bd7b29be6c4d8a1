import type { ShareIcon } from '@beckon/core';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * A service's icon as inline SVG: hidden from screen readers and never a tab stop, since its
 * button carries the words. It paints in currentColor, so the publisher's CSS can recolour it.
 */
export function iconElement(icon: ShareIcon): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', icon.viewBox);
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('class', 'beckon-share__icon');
  if (icon.stroke) {
    svg.setAttribute('fill', 'none');
    svg.setAttribute('stroke', 'currentColor');
    svg.setAttribute('stroke-width', '2');
    svg.setAttribute('stroke-linecap', 'round');
    svg.setAttribute('stroke-linejoin', 'round');
  } else svg.setAttribute('fill', 'currentColor');
  for (const d of icon.paths) {
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    svg.appendChild(path);
  }
  return svg;
}
