import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { expect, test, expectLive } from '../support/fixtures.js';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts.js';
import { siteWith } from '../support/sites.js';

/**
 * The content kit's table of contents on the article example (issue 20): built from the
 * article's headings, by mouse, keyboard and touch, on the desktop (a sticky sidebar) and a phone
 * (collapsed above the article), in English and in Hebrew, without moving anything on the page.
 */
const TOC = 'nav[data-beckon-toc]';

test.beforeEach(async ({ page }) => {
  await recordLayoutShifts(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __before?: number };
    document.addEventListener('DOMContentLoaded', () => {
      w.__before = document.getElementById('after-embed')?.getBoundingClientRect().top;
    });
  });
});

/** The article example for a site with no pop-ups, once its table is built. */
async function openArticle(page: Page, clientId: string, query = ''): Promise<void> {
  await page.goto(`/demo/article-site?client=${clientId}${query}`);
  await expect(page.locator(`${TOC}.beckon-toc`)).toBeVisible();
}

const shifts = layoutShifts;
const headingTop = (page: Page, id: string) => page.evaluate((hid) => Math.round(document.getElementById(hid)!.getBoundingClientRect().top), id);

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a sticky sidebar table, built from the headings, by mouse', async ({ page, request, server }) => {
    const { clientId } = await siteWith(request, server, []);
    const chunk = page.waitForResponse((r) => /\/sdk\/content\/chunks\/toc-[\w-]+\.js$/.test(r.url()));
    await openArticle(page, clientId);
    expect((await chunk).headers()['access-control-allow-origin']).toBe('*');
    const toc = page.locator(TOC);
    const toggle = toc.getByRole('button', { name: 'Contents' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toc.getByRole('link')).toHaveText([
      'Dose first',
      'Weigh every shot',
      'Mind the basket',
      'Then the grind',
      'Finer or coarser',
      'Burr wear',
      'Only then the time',
      'Milk and texture',
    ]);
    expect(await page.locator('article h2, article h3').evaluateAll((hs) => hs.map((h) => h.id))).toContain('then-the-grind');
    // Nothing on the page moved for the kit.
    expect(await shifts(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('toc-desktop.png') });

    const inPlace = (await toc.boundingBox())!;
    const more = toc.getByRole('button', { name: 'Show more' });
    await more.click();
    await expect(toc.getByRole('link', { name: 'Keep notes' })).toBeVisible();
    await expect(toc.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');

    await toc.getByRole('link', { name: 'Then the grind' }).click();
    await expect.poll(() => headingTop(page, 'then-the-grind')).toBeLessThanOrEqual(1);
    expect(await headingTop(page, 'then-the-grind')).toBeGreaterThanOrEqual(-1);
    expect(new URL(page.url()).hash).toBe('#then-the-grind');
    await expect(toc.getByRole('link', { name: 'Then the grind' })).toHaveAttribute('aria-current', 'location');
    await expect(toc).toHaveAttribute('data-toc-state', 'fixed');
    const stuck = (await toc.boundingBox())!;
    expect(Math.round(stuck.y)).toBe(24);
    // Fixed in the same column, at the same width.
    expect([stuck.x, stuck.width]).toEqual([inPlace.x, inPlace.width]);
    await page.screenshot({ path: test.info().outputPath('toc-desktop-reading.png') });

    // Reading on by the wheel moves the highlight with it.
    await page.mouse.move(900, 400);
    await page.mouse.wheel(0, await headingTop(page, 'only-then-the-time'));
    await expect(toc.getByRole('link', { name: 'Only then the time' })).toHaveAttribute('aria-current', 'location');
    await expect(toc.locator('[aria-current]')).toHaveCount(1);
    expect(await seriousViolations(page, TOC)).toEqual([]);
  });

  test('the toggle is kept in the table’s own cookie (30 days, path /, SameSite=Strict)', async ({ page, request, server, context }) => {
    const { clientId } = await siteWith(request, server, []);
    await openArticle(page, clientId);
    const toggle = page.locator(TOC).getByRole('button', { name: 'Contents' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(TOC).getByRole('link')).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === '0ezTOC_hidetoc')!;
    expect(cookie).toMatchObject({ value: '1', path: '/', sameSite: 'Strict' });
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    expect(cookie.expires * 1000 - Date.now()).toBeLessThanOrEqual(30 * 86_400_000);
    await page.reload();
    await expect(page.locator(`${TOC}.beckon-toc`).getByRole('button', { name: 'Contents' })).toHaveAttribute('aria-expanded', 'false');
    expect(await shifts(page)).toEqual([]);
  });

  test('by keyboard: the toggle, the links, and focus lands on the heading', async ({ page, request, server }) => {
    const { clientId } = await siteWith(request, server, []);
    await openArticle(page, clientId);
    // The site's header menu comes first in tab order: from its last link, Tab reaches the table.
    await page.locator('nav[data-beckon-menu] a').last().focus();
    await page.keyboard.press('Tab');
    const toggle = page.locator(TOC).getByRole('button', { name: 'Contents' });
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator(TOC).getByRole('link', { name: 'Weigh every shot' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#weigh-every-shot')).toBeFocused();
    await expect.poll(() => headingTop(page, 'weigh-every-shot')).toBeLessThanOrEqual(1);
  });

  test('with reduced motion the jump is immediate', async ({ page, request, server }) => {
    const { clientId } = await siteWith(request, server, []);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openArticle(page, clientId);
    await page.locator(TOC).getByRole('link', { name: 'Burr wear' }).click();
    expect(Math.abs(await headingTop(page, 'burr-wear'))).toBeLessThanOrEqual(1);
  });

  test('the inline pop-up and the table share the page without moving it', async ({ page, request, server }) => {
    const { clientId, ids } = await siteWith(request, server, [{ title: 'The Sunday brew letter', type: 'embedded', settings: { field_poptin_height: 380 } }]);
    await openArticle(page, clientId, `&embed=${ids[0]}&reserve=380`);
    await expectLive(page.getByRole('dialog', { name: 'The Sunday brew letter' }));
    const before = await page.evaluate(() => (window as unknown as { __before: number }).__before);
    expect(await page.evaluate(() => document.getElementById('after-embed')!.getBoundingClientRect().top)).toBe(before);
    expect(await shifts(page)).toEqual([]);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('collapsed above the article, opened by touch, without moving the page', async ({ page, request, server }) => {
    const { clientId } = await siteWith(request, server, []);
    await openArticle(page, clientId);
    const toc = page.locator(TOC);
    const toggle = toc.getByRole('button', { name: 'Contents' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await shifts(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('toc-phone-collapsed.png') });
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.screenshot({ path: test.info().outputPath('toc-phone-open.png') });
    expect(await seriousViolations(page, TOC)).toEqual([]);
    await toc.getByRole('link', { name: 'Then the grind' }).tap();
    await expect.poll(() => headingTop(page, 'then-the-grind')).toBeLessThanOrEqual(1);
    // Not sticky on a phone: it stays in its place above the article.
    await expect(toc).not.toHaveAttribute('data-toc-state', /.+/);
  });
});

/** A Hebrew article on the server's own origin, loading content.js as a publisher would. */
const hebrewArticle = `<!doctype html><html lang="he" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>כך מכוונים אספרסו</title><style>body{font:18px/1.7 system-ui,sans-serif;margin:0}main{max-width:640px;margin:0 auto;padding:24px}.toc{border:1px solid #ddd;padding:8px 12px}.toc ol{list-style:none;padding-inline-start:0}</style>
<script type="module" src="/sdk/content.js"></script></head><body><main><article>
<h1>כך מכוונים אספרסו בבית</h1>
<nav class="toc" data-beckon-toc data-toc-offset="40" aria-label="תוכן עניינים"></nav>
<h2>קודם המנה</h2><p>${'שוקלים כל מנה. '.repeat(60)}</p>
<h3>הסל</h3><p>${'מנגבים את הסל. '.repeat(60)}</p>
<h2>אחר כך הטחינה</h2><p>${'טוחנים דק יותר. '.repeat(80)}</p>
<h2>ורק אז הזמן</h2><p>${'הזמן הוא תוצאה. '.repeat(120)}</p>
</article></main></body></html>`;

test.describe('Hebrew, right to left', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the kit speaks Hebrew, mirrors, and keeps Hebrew anchors', async ({ page, server }) => {
    await page.route(`${server.url}/he-article`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: hebrewArticle }));
    await page.goto('/he-article');
    const toc = page.locator(`${TOC}.beckon-toc`);
    const toggle = toc.getByRole('button', { name: 'תוכן עניינים' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toc.getByRole('link')).toHaveText(['קודם המנה', 'הסל', 'אחר כך הטחינה', 'ורק אז הזמן']);
    const link = toc.getByRole('link', { name: 'אחר כך הטחינה' });
    // The active marker sits on the reading side, the right.
    expect(await link.evaluate((a) => getComputedStyle(a).borderRightWidth)).toBe('3px');
    await link.click();
    // data-toc-offset 40 is above 30: the heading lands 40 px below the top.
    await expect.poll(() => headingTop(page, 'אחר-כך-הטחינה')).toBeLessThanOrEqual(41);
    expect(await headingTop(page, 'אחר-כך-הטחינה')).toBeGreaterThanOrEqual(39);
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#אחר-כך-הטחינה');
    await expect(link).toHaveAttribute('aria-current', 'location');
    expect(await seriousViolations(page, TOC)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath('toc-hebrew.png') });
  });
});

test('a page without kit markup loads nothing more and is left as it was', async ({ page, server }) => {
  const html =
    '<!doctype html><html lang="en"><head><script type="module" src="/sdk/content.js"></script></head><body><article><h2>Plain</h2><p>Text.</p></article></body></html>';
  await page.route(`${server.url}/plain-article`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/plain-article');
  await page.waitForFunction(() => (window as unknown as { __beckonContentStarted?: boolean }).__beckonContentStarted === true);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual(['/sdk/content.js']);
  expect(await page.evaluate(() => [document.adoptedStyleSheets.length, document.querySelectorAll('style, [class^="beckon"]').length])).toEqual([0, 0]);
  expect(await page.locator('body').innerHTML()).toBe('<article><h2>Plain</h2><p>Text.</p></article>');
});
