import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The pages that load axe with every document they open. */
const armed = new WeakSet<Page>();

/**
 * Makes axe-core present in this page's document and in every one it opens next. A script tag
 * per check sent its 550 KB across the browser's pipe and had the page parse it again each time
 * (about 190 ms a check, most of the gallery walk's axe time on two cores); an init script is sent
 * once per page and, being the browser's own, is exempt from the page's CSP.
 */
export async function withAxe(page: Page): Promise<void> {
  if (!armed.has(page)) {
    armed.add(page);
    // The top document only, as the script tag had it: frames inside it are not axe's to enter here.
    await page.addInitScript({ content: `if (window === window.top) {\n${AXE_SOURCE}\n}` });
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
}

type Axe = { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string; impact: string; nodes: unknown[] }> }> };

/**
 * axe-core's violations inside `selector` for these rule tags, as `id (nodes)`; `impacts` keeps
 * only those (every one when absent). axe schedules timers of its own, so the page's clock must
 * be running.
 */
export async function axeViolations(page: Page, selector: string, tags: string[], impacts?: string[]): Promise<string[]> {
  await withAxe(page);
  return page.evaluate(
    async ({ include, tags, impacts }) => {
      const axe = (window as unknown as { axe: Axe }).axe;
      const result = await axe.run({ include: [[include]] }, { runOnly: { type: 'tag', values: tags } });
      return result.violations.filter((v) => !impacts || impacts.includes(v.impact)).map((v) => `${v.id} (${v.nodes.length})`);
    },
    { include: selector, tags, impacts },
  );
}

/**
 * axe-core's serious and critical WCAG 2.1 A/AA violations inside Beckon's own elements (the
 * host page is not ours to judge). Injected from the npm package: @axe-core/playwright needs
 * Node 22.
 */
export async function seriousViolations(page: Page, selector = 'beckon-popup'): Promise<string[]> {
  return axeViolations(page, selector, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'], ['serious', 'critical']);
}
