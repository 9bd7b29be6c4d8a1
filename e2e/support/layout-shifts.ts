import type { Page } from '@playwright/test';

/**
 * The page's layout shifts as Chromium counts them for CLS (shifts after recent input left out),
 * from before any script of the page runs. Each shift is kept with what moved, so a test that
 * expects none names the element and its boxes when it fails: a rare shift seen once on a CI
 * machine must be traceable from the log alone.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
    const w = window as unknown as { __layoutShifts: Array<{ value: number; moved: string[] }> };
    w.__layoutShifts = [];
    const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    const name = (node: Node | null | undefined): string => {
      if (!(node instanceof Element)) return node ? node.nodeName : '(gone)';
      const classes = [...node.classList].map((c) => `.${c}`).join('');
      const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}${text ? ` "${text}"` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map((s) => `${name(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`);
        w.__layoutShifts.push({ value: entry.value, moved: [`at ${Math.round(entry.startTime)} ms`, ...moved] });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Every shift so far, each with what moved (an empty list when nothing moved). */
export const layoutShifts = (page: Page): Promise<Array<{ value: number; moved: string[] }>> =>
  page.evaluate(() => (window as unknown as { __layoutShifts: Array<{ value: number; moved: string[] }> }).__layoutShifts);
