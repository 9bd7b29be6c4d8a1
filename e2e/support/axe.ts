import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * axe-core's serious and critical WCAG 2.1 A/AA violations inside Beckon's own elements (the
 * host page is not ours to judge). Injected from the npm package: @axe-core/playwright needs
 * Node 22. axe schedules timers of its own, so the page's clock must be running.
 */
export async function seriousViolations(page: Page, selector = 'beckon-popup'): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async (include) => {
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string; impact: string; nodes: unknown[] }> }> } }
    ).axe;
    const result = await axe.run({ include: [[include]] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length})`);
  }, selector);
}
