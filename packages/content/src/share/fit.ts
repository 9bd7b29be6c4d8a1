/** The bar's boxes that take room in its row: its controls and the total (the status floats, the note is hidden). */
function rowBoxes(bar: HTMLElement): HTMLElement[] {
  return [...bar.querySelectorAll<HTMLElement>(':scope > .beckon-share__button, :scope > .beckon-share__total')].filter((box) => !box.hidden);
}

/** Whether the row wrapped: a box starts below the middle of the first. */
function wraps(bar: HTMLElement): boolean {
  const [first, ...rest] = rowBoxes(bar);
  if (!first) return false;
  const line = first.offsetTop + first.offsetHeight / 2;
  return rest.some((box) => box.offsetTop > line);
}

/**
 * A horizontal bar the kit built stays one row, whatever its width: the last services that do
 * not fit go behind 'More', whose list holds every service. Measured as soon as the bar is
 * built, in the same task, so the page never paints the wrapped row (no layout shift in a
 * column narrower than the bar, as a phone's 327 px for six services and 'More'); measured
 * again whenever the bar's width changes (a turned phone, a resized window). A bar with no room
 * measured yet (display:none) is measured when it gets some.
 */
export function keepToOneRow(bar: HTMLElement, services: readonly HTMLElement[]): void {
  const fit = () => {
    for (const service of services) service.hidden = false;
    for (let i = services.length - 1; i > 0 && wraps(bar); i -= 1) services[i]!.hidden = true;
  };
  fit();
  if (typeof ResizeObserver !== 'function') return;
  let width = bar.clientWidth;
  // A ResizeObserver runs after layout and before paint: the new fit is what the visitor sees.
  new ResizeObserver(() => {
    if (bar.clientWidth === width) return;
    width = bar.clientWidth;
    fit();
  }).observe(bar);
}
