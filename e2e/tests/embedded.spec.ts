import { expect, test, expectLive } from '../support/fixtures.js';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts.js';
import { siteWith } from '../support/sites.js';

/**
 * Inline pop-ups (embedded, content) in an owner's container: the container reserves the
 * pop-up's height (field_poptin_height, via the dashboard's container code), so nothing on the
 * page moves when the pop-up arrives; a container whose pop-up will not show gives its space back.
 */
const article = (clientId: string, embed: string, reserve: number) => `/demo/article-site?client=${clientId}&embed=${embed}&reserve=${reserve}`;

test.beforeEach(async ({ page }) => {
  await recordLayoutShifts(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __before?: number };
    document.addEventListener('DOMContentLoaded', () => {
      w.__before = document.getElementById('after-embed')?.getBoundingClientRect().top;
    });
  });
});

for (const type of ['embedded', 'content'] as const) {
  test(`${type}: arrives in its reserved space without moving the page`, async ({ page, request, server }) => {
    const { clientId, ids } = await siteWith(request, server, [{ title: 'The Sunday brew letter', type, settings: { field_poptin_height: 380 } }]);
    await page.goto(article(clientId, ids[0]!, 380));
    const form = page.getByRole('dialog', { name: 'The Sunday brew letter' });
    await expectLive(form);
    await expect(form).not.toHaveAttribute('aria-modal', 'true');
    const after = await page.evaluate(() => document.getElementById('after-embed')!.getBoundingClientRect().top);
    const before = await page.evaluate(() => (window as unknown as { __before: number }).__before);
    expect(after).toBe(before);
    expect(await layoutShifts(page)).toEqual([]);
    expect((await form.boundingBox())!.height).toBeCloseTo(380, 0);
    await page.screenshot({ path: test.info().outputPath(`${type}-in-article.png`), fullPage: true });
  });
}

test('a container whose pop-up will not show gives its reserved space back', async ({ page, request, server }) => {
  const { clientId } = await siteWith(request, server, [{ title: 'Unrelated lightbox', settings: { display_after_sec_active: 600 } }]);
  const display = page.waitForResponse((r) => r.url().includes(`/api/display/${clientId}`));
  await page.goto(article(clientId, 'zzzzzzzzzzzzz', 300));
  await display;
  await expect.poll(() => page.locator('[data-beckon-embed]').evaluate((el) => el.getBoundingClientRect().height)).toBe(0);
});
