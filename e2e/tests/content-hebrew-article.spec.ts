import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts.js';
import { siteWith } from '../support/sites.js';

/**
 * The Hebrew article example (examples/article-site/he/, right to left), walked part by part:
 * the menu, the table of contents, the share bars, the carousel and the latest posts' pagination
 * (from the site's fragment endpoint), on the desktop by mouse and keyboard and on a phone by
 * touch; axe-clean, without a layout shift, photographed at 1280 and 375 px.
 */
const HE = '/demo/article-site/he/';
const TOC = 'nav[data-beckon-toc]';
const MENU = 'nav[data-beckon-menu]';
const TOP = '.share-top';
const CAROUSEL = 'section[data-beckon-carousel]';
const LATEST = '#he-posts';

test.beforeEach(async ({ page, context }) => {
  await recordLayoutShifts(page);
  await context.route(/^https:\/\/(www\.facebook\.com|x\.com|www\.linkedin\.com|api\.whatsapp\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<title>${new URL(route.request().url()).host}</title>` }),
  );
});

const shifts = layoutShifts;
const headingTop = (page: Page, id: string) => page.evaluate((hid) => Math.round(document.getElementById(hid)!.getBoundingClientRect().top), id);
const hash = (page: Page) => decodeURIComponent(new URL(page.url()).hash);
const slidesShown = (page: Page) =>
  page.locator(`${CAROUSEL} li`).evaluateAll((slides) => slides.flatMap((slide, i) => (slide.hasAttribute('inert') ? [] : [i + 1])));
const shownPages = (page: Page) =>
  page
    .locator(`${LATEST} [data-pagination-grid]`)
    .evaluateAll((grids) => grids.flatMap((g) => ((g as HTMLElement).hidden ? [] : [(g as HTMLElement).dataset.paginationPage])));

/** The Hebrew article for a site with no pop-ups, once every part of the kit is at work. */
async function openHebrew(page: Page, clientId: string): Promise<void> {
  await page.goto(`${HE}?client=${clientId}`);
  for (const part of [`${TOC}.beckon-toc`, `${MENU}.beckon-menu`, `${TOP}.beckon-share`, `${CAROUSEL}.beckon-carousel`, `${LATEST}.beckon-pagination`]) {
    await expect(page.locator(part)).toBeAttached();
  }
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every part at work, right to left, by mouse and keyboard', async ({ page, request, server, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { clientId } = await siteWith(request, server, []);
    await openHebrew(page, clientId);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await shifts(page)).toEqual([]);
    expect(await seriousViolations(page, 'body')).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('hebrew-article-1280.png') });
    await page.screenshot({ path: test.info().outputPath('hebrew-article-1280-full.png'), fullPage: true });

    // The menu: the site's own row of links, no toggle on a desktop.
    const menu = page.locator(MENU);
    await expect(menu.getByRole('link')).toHaveText(['חליטה', 'חלב', 'עוד כתבות', 'מכתבים']);
    await expect(menu.locator('.beckon-menu__toggle')).toBeHidden();

    // The table of contents: a sticky sidebar on the right, Hebrew anchors, show more.
    const toc = page.locator(TOC);
    const sidebar = (await toc.boundingBox())!;
    const article = (await page.locator('main > article').boundingBox())!;
    expect(sidebar.x).toBeGreaterThan(article.x + article.width - 1);
    const toggle = toc.getByRole('button', { name: 'תוכן עניינים' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toc.getByRole('link')).toHaveText([
      'קודם המנה',
      'שוקלים כל שוט',
      'שימו לב לסלסילה',
      'אחר כך הטחינה',
      'דק יותר או גס יותר',
      'שחיקת הדיסקיות',
      'ורק אז הזמן',
      'חלב ומרקם',
    ]);
    await toc.getByRole('button', { name: 'הצג עוד' }).click();
    await expect(toc.getByRole('link', { name: 'רושמים הערות' })).toBeVisible();
    await toc.getByRole('link', { name: 'אחר כך הטחינה' }).click();
    await expect.poll(() => headingTop(page, 'אחר-כך-הטחינה')).toBeLessThanOrEqual(1);
    expect(await headingTop(page, 'אחר-כך-הטחינה')).toBeGreaterThanOrEqual(-1);
    expect(hash(page)).toBe('#אחר-כך-הטחינה');
    await expect(toc.getByRole('link', { name: 'אחר כך הטחינה' })).toHaveAttribute('aria-current', 'location');
    await expect(toc).toHaveAttribute('data-toc-state', 'fixed');
    // The marker of the heading being read is on the reading side, the right.
    expect(await toc.getByRole('link', { name: 'אחר כך הטחינה' }).evaluate((a) => getComputedStyle(a).borderRightWidth)).toBe('3px');

    // The share bars: the row under the title in Hebrew, copy link; the vertical bar on the right.
    await page.evaluate(() => window.scrollTo(0, 0));
    const top = page.locator(TOP);
    await expect(top).toHaveAttribute('aria-label', 'שיתוף הכתבה');
    await expect(top.locator('a, button').filter({ visible: true })).toHaveCount(7);
    await top.getByRole('button', { name: 'העתקת קישור' }).click();
    await expect(top.getByRole('status')).toHaveText('הקישור הועתק.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url().split('#')[0]);
    const side = page.locator('.share-side.beckon-share');
    const sideBox = (await side.boundingBox())!;
    expect(sideBox.x + sideBox.width).toBeGreaterThan(1270);
    const popup = page.waitForEvent('popup');
    await side.getByRole('link', { name: 'שיתוף ב־LinkedIn' }).click();
    expect(new URL((await popup).url()).host).toBe('www.linkedin.com');
    // The site's own share links at the article's end keep their words and get the kit's 'More'.
    const end = page.getByRole('navigation', { name: 'העבירו הלאה:' });
    await expect(end.getByRole('link')).toHaveText(['Facebook', 'X', 'WhatsApp', 'אימייל']);
    await expect(end.getByRole('button', { name: 'עוד' })).toBeVisible();

    // The carousel: three slides, by the buttons and the keys (mirrored).
    const carousel = page.getByRole('region', { name: 'עוד מהיומן' });
    await carousel.scrollIntoViewIfNeeded();
    expect(await slidesShown(page)).toEqual([1, 2, 3]);
    const next = carousel.getByRole('button', { name: 'השקופיות הבאות' });
    // Next sits on the left, the way the slides come from.
    expect((await next.boundingBox())!.x).toBeLessThan((await carousel.getByRole('button', { name: 'השקופיות הקודמות' }).boundingBox())!.x);
    await next.click();
    await expect(carousel.locator('.beckon-carousel__status')).toHaveText('שקופיות 2 עד 4 מתוך 5');
    await next.focus();
    await page.keyboard.press('ArrowLeft');
    expect(await slidesShown(page)).toEqual([3, 4, 5]);
    await page.keyboard.press('Home');
    expect(await slidesShown(page)).toEqual([1, 2, 3]);
    await expect(carousel.getByRole('group', { name: '1 מתוך 5' })).toHaveAttribute('aria-roledescription', 'slide');

    // The latest posts: page 2 from the fragment endpoint, under its own address; back to the article.
    const pages = page.locator(`${LATEST} nav[data-pagination-nav]`);
    await pages.scrollIntoViewIfNeeded();
    await expect(pages.getByRole('link')).toHaveText(['1', '2', '3', 'הבא']);
    const fragment = page.waitForResponse((r) => r.url().endsWith(`${HE}posts/2/fragment/`));
    await pages.getByRole('link', { name: 'עמוד 2', exact: true }).click();
    expect((await fragment).status()).toBe(200);
    await expect.poll(() => shownPages(page)).toEqual(['2']);
    expect(new URL(page.url()).pathname).toBe(`${HE}posts/2/`);
    await expect(page.locator(`${LATEST} .beckon-pagination__status`)).toHaveText('עמוד 2 מתוך 3');
    await expect(page.locator(`${LATEST} [data-pagination-page="2"] h3`).first()).toBeFocused();
    await expect.poll(() => page.locator(`${LATEST} [data-pagination-page="2"]`).evaluate((g) => Math.round(g.getBoundingClientRect().top))).toBe(160);
    // Right to left: previous at the right, next at the left.
    expect((await pages.getByRole('link', { name: 'הקודם' }).boundingBox())!.x).toBeGreaterThan(
      (await pages.getByRole('link', { name: 'הבא' }).boundingBox())!.x,
    );
    await page.screenshot({ path: test.info().outputPath('hebrew-article-1280-page-2.png') });
    expect(await seriousViolations(page, 'body')).toEqual([]);
    await page.goBack();
    await expect.poll(() => shownPages(page)).toEqual(['1']);
    expect(new URL(page.url()).pathname).toBe(HE);

    // The way to the English article.
    await expect(page.getByRole('link', { name: 'In English' })).toHaveAttribute('href', '/demo/article-site');
    expect(await shifts(page)).toEqual([]);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

  test('every part by touch, on one screen width, without moving the page', async ({ page, request, server }) => {
    const { clientId } = await siteWith(request, server, []);
    await openHebrew(page, clientId);
    expect(await shifts(page)).toEqual([]);
    // The share row keeps the 40 px the page reserves: what does not fit is behind 'More'.
    const top = page.locator(TOP);
    expect((await top.boundingBox())!.height).toBe(40);
    await expect(top.getByRole('button', { name: 'העתקת קישור' })).toBeHidden();
    expect(await seriousViolations(page, 'body')).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('hebrew-article-375.png') });

    // The menu folds behind its toggle, opens by touch, and hangs from the inline end (the left).
    const toggle = page.locator(MENU).getByRole('button', { name: 'תפריט' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.tap();
    await expect(page.locator(MENU).getByRole('link', { name: 'חלב' })).toBeVisible();
    expect((await page.locator(`${MENU} ul`).boundingBox())!.x).toBeLessThan(120);
    // The list fades in (150 ms): photographed once it has.
    await page.locator(`${MENU} ul`).evaluate((list) => Promise.all(list.getAnimations().map((animation) => animation.finished)));
    await page.screenshot({ path: test.info().outputPath('hebrew-article-375-menu.png') });
    await page.locator(MENU).getByRole('link', { name: 'חלב' }).tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(hash(page)).toBe('#חלב-ומרקם');

    // The table of contents: folded above the article, opened by touch.
    await page.evaluate(() => window.scrollTo(0, 0));
    const tocToggle = page.locator(TOC).getByRole('button', { name: 'תוכן עניינים' });
    await expect(tocToggle).toHaveAttribute('aria-expanded', 'false');
    await tocToggle.tap();
    await expect(tocToggle).toHaveAttribute('aria-expanded', 'true');
    await page.locator(TOC).getByRole('link', { name: 'ורק אז הזמן' }).tap();
    await expect.poll(() => headingTop(page, 'ורק-אז-הזמן')).toBeLessThanOrEqual(1);

    // The carousel: one slide, next by touch.
    const carousel = page.getByRole('region', { name: 'עוד מהיומן' });
    await carousel.scrollIntoViewIfNeeded();
    expect(await slidesShown(page)).toEqual([1]);
    await carousel.getByRole('button', { name: 'השקופיות הבאות' }).tap();
    expect(await slidesShown(page)).toEqual([2]);
    await expect(carousel.locator('.beckon-carousel__status')).toHaveText('שקופית 2 מתוך 5');

    // The latest posts: page 3 by touch.
    const pages = page.locator(`${LATEST} nav[data-pagination-nav]`);
    await pages.scrollIntoViewIfNeeded();
    await pages.getByRole('link', { name: 'עמוד 3', exact: true }).tap();
    await expect.poll(() => shownPages(page)).toEqual(['3']);
    expect(new URL(page.url()).pathname).toBe(`${HE}posts/3/`);
    await expect(pages.getByRole('link')).toHaveText(['הקודם', '1', '2', '3']);
    await page.screenshot({ path: test.info().outputPath('hebrew-article-375-page-3.png') });
    expect(await seriousViolations(page, 'body')).toEqual([]);
  });
});
