import type { Page } from '@playwright/test';
import { axeViolations, seriousViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts.js';
import { siteWith } from '../support/sites.js';

/**
 * The content kit's mobile menu and carousel on the article example (issue 20): the menu by
 * mouse, touch and keyboard, closing on Escape, outside, on a link and on resize; the carousel
 * by buttons, swipe and keys on desktop, tablet and phone widths, in English and in Hebrew;
 * axe-clean, and without moving anything on the page.
 */
const MENU = 'nav[data-beckon-menu]';
const CAROUSEL = 'section[data-beckon-carousel]';

test.beforeEach(async ({ page }) => {
  await recordLayoutShifts(page);
});

async function openArticle(page: Page, clientId: string): Promise<void> {
  await page.goto(`/demo/article-site?client=${clientId}`);
  await expect(page.locator(`${MENU}.beckon-menu`)).toBeAttached();
  await expect(page.locator(`${CAROUSEL}.beckon-carousel`)).toBeAttached();
}

const shifts = layoutShifts;

/**
 * Every axe-core violation inside `selector`, whatever its impact, best practices included
 * (seriousViolations keeps to WCAG's serious and critical ones): aria-allowed-role is a best
 * practice, and an li may not be a group.
 */
const everyViolation = (page: Page, selector: string): Promise<string[]> =>
  axeViolations(page, selector, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
/** The slides in view: the others are inert. */
const slidesShown = (page: Page) =>
  page.locator(`${CAROUSEL} li`).evaluateAll((slides) => slides.flatMap((slide, i) => (slide.hasAttribute('inert') ? [] : [i + 1])));
/** Whether each slide in view is really inside the carousel's box (and the others outside it). */
const slidesInBox = (page: Page) =>
  page.locator(`${CAROUSEL} .beckon-carousel__viewport`).evaluate((viewport) => {
    const box = viewport.getBoundingClientRect();
    return [...viewport.querySelectorAll('li')].flatMap((slide, i) => {
      const r = slide.getBoundingClientRect();
      return r.left >= box.left - 1 && r.right <= box.right + 1 ? [i + 1] : [];
    });
  });

/** A finger swipe, as Chromium's touch input gives it: a start, moves, an end. */
async function swipe(page: Page, x: number, y: number, dx: number, dy = 0): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 8; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 8, y: y + (dy * step) / 8 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function centreOf(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = (await page.locator(selector).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('the menu folds behind its toggle and opens by touch, without moving the page', async ({ page, request, server }) => {
    const { clientId } = await siteWith(request, server, []);
    const chunk = page.waitForResponse((r) => /\/sdk\/content\/chunks\/menu-[\w-]+\.js$/.test(r.url()));
    await openArticle(page, clientId);
    expect((await chunk).status()).toBe(200);
    const nav = page.locator(MENU);
    const toggle = nav.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Milk' })).toBeHidden();
    expect(await shifts(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('menu-phone-closed.png') });

    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link')).toHaveText(['Brewing', 'Milk', 'More stories', 'Letters']);
    await page.screenshot({ path: test.info().outputPath('menu-phone-open.png') });
    expect(await seriousViolations(page, MENU)).toEqual([]);
    // The open menu lies over the page: nothing moved.
    expect(await shifts(page)).toEqual([]);

    // A touch outside, on the article below the open list.
    await page.locator('#after-embed').tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.tap();
    await nav.getByRole('link', { name: 'Milk' }).tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(new URL(page.url()).hash).toBe('#milk-and-texture');
  });

  test('the carousel shows one slide and moves by swipe, not by a vertical scroll', async ({ page, request, server }) => {
    const { clientId } = await siteWith(request, server, []);
    await openArticle(page, clientId);
    const carousel = page.locator(CAROUSEL);
    await carousel.scrollIntoViewIfNeeded();
    expect(await slidesShown(page)).toEqual([1]);
    expect(await slidesInBox(page)).toEqual([1]);
    await carousel.getByRole('button', { name: 'Next slides' }).tap();
    expect(await slidesShown(page)).toEqual([2]);
    await carousel.getByRole('button', { name: 'Previous slides' }).tap();
    expect(await slidesShown(page)).toEqual([1]);
    let { x, y } = await centreOf(page, `${CAROUSEL} .beckon-carousel__viewport`);
    await swipe(page, x + 100, y, -180);
    await expect.poll(() => slidesShown(page)).toEqual([2]);
    await expect(carousel.locator('.beckon-carousel__status')).toHaveText('Slide 2 of 5');
    await expect.poll(() => slidesInBox(page)).toEqual([2]);
    // The swipe followed no link.
    expect(new URL(page.url()).pathname).toBe('/demo/article-site');
    await page.screenshot({ path: test.info().outputPath('carousel-phone.png') });
    // Mostly vertical: the page scrolls, the carousel stays.
    const scrolled = await page.evaluate(() => window.scrollY);
    await swipe(page, x, y, -60, -200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
    expect(await slidesShown(page)).toEqual([2]);
    await carousel.scrollIntoViewIfNeeded();
    ({ x, y } = await centreOf(page, `${CAROUSEL} .beckon-carousel__viewport`));
    await swipe(page, x - 100, y, 180);
    await expect.poll(() => slidesShown(page)).toEqual([1]);
    expect(await seriousViolations(page, CAROUSEL)).toEqual([]);
  });
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the menu is the page’s own row of links; narrowed, it folds, and it closes on resize', async ({ page, request, server }) => {
    const { clientId } = await siteWith(request, server, []);
    await openArticle(page, clientId);
    const nav = page.locator(MENU);
    await expect(nav.getByRole('link', { name: 'More stories' })).toBeVisible();
    await expect(nav.locator('.beckon-menu__toggle')).toBeHidden();
    expect(await shifts(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('menu-desktop.png') });

    await page.setViewportSize({ width: 600, height: 800 });
    const toggle = nav.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(nav.getByRole('link', { name: 'More stories' })).toBeVisible();
    await page.setViewportSize({ width: 560, height: 800 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'More stories' })).toBeHidden();
    await toggle.click();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(nav.locator('.beckon-menu__toggle')).toBeHidden();
    await expect(nav.locator('.beckon-menu__toggle')).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'More stories' })).toBeVisible();
  });

  test('the menu by keyboard: Enter opens, Tab enters, Escape closes and returns focus', async ({ page, request, server }) => {
    const { clientId } = await siteWith(request, server, []);
    await page.setViewportSize({ width: 600, height: 800 });
    await openArticle(page, clientId);
    const nav = page.locator(MENU);
    const toggle = nav.getByRole('button', { name: 'Menu' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Brewing' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.screenshot({ path: test.info().outputPath('menu-keyboard.png') });
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    // Tabbing on past the last link closes it too.
    await page.keyboard.press('Space');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the carousel shows three slides, moves by buttons and keys, without moving the page', async ({ page, request, server }) => {
    const { clientId } = await siteWith(request, server, []);
    const chunk = page.waitForResponse((r) => /\/sdk\/content\/chunks\/carousel-[\w-]+\.js$/.test(r.url()));
    await openArticle(page, clientId);
    expect((await chunk).status()).toBe(200);
    expect(await shifts(page)).toEqual([]);
    const carousel = page.locator(CAROUSEL);
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(page.getByRole('region', { name: 'More from the journal' })).toBeVisible();
    await expect(carousel.getByRole('group', { name: '2 of 5' })).toHaveAttribute('aria-roledescription', 'slide');
    await carousel.scrollIntoViewIfNeeded();
    expect(await slidesShown(page)).toEqual([1, 2, 3]);
    expect(await slidesInBox(page)).toEqual([1, 2, 3]);
    const previous = carousel.getByRole('button', { name: 'Previous slides' });
    const next = carousel.getByRole('button', { name: 'Next slides' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await page.screenshot({ path: test.info().outputPath('carousel-desktop.png') });

    await next.click();
    await expect(carousel.locator('.beckon-carousel__status')).toHaveText('Slides 2 to 4 of 5');
    await expect.poll(() => slidesInBox(page)).toEqual([2, 3, 4]);
    await next.focus();
    await page.keyboard.press('ArrowRight');
    expect(await slidesShown(page)).toEqual([3, 4, 5]);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Home');
    expect(await slidesShown(page)).toEqual([1, 2, 3]);
    await page.keyboard.press('End');
    expect(await slidesShown(page)).toEqual([3, 4, 5]);
    await page.keyboard.press('ArrowLeft');
    expect(await slidesShown(page)).toEqual([2, 3, 4]);
    await expect.poll(() => slidesInBox(page)).toEqual([2, 3, 4]);
    await page.screenshot({ path: test.info().outputPath('carousel-desktop-moved.png') });
    // Tab reaches only slides in view.
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('link', { name: 'Choosing a grinder' })).toBeFocused();
    expect(await seriousViolations(page, CAROUSEL)).toEqual([]);
  });

  test('the slides are groups inside the list’s items (an li may not be a group): axe clean, best practices included', async ({ page, request, server }) => {
    const { clientId } = await siteWith(request, server, []);
    await openArticle(page, clientId);
    const carousel = page.locator(CAROUSEL);
    // list and items give way (role=none), each item's content is in the slide's group
    await expect(carousel.locator('ul')).toHaveAttribute('role', 'none');
    expect(await carousel.locator('li').evaluateAll((items) => items.map((li) => [li.getAttribute('role'), li.hasAttribute('aria-roledescription')]))).toEqual(
      Array.from({ length: 5 }, () => ['none', false]),
    );
    const slides = carousel.getByRole('group');
    await expect(slides).toHaveCount(3);
    await expect(carousel.getByRole('group', { name: '1 of 5' })).toHaveAttribute('aria-roledescription', 'slide');
    await expect(carousel.getByRole('group', { name: '1 of 5' }).getByRole('link')).toHaveText('Water, the other ingredient');
    expect(await everyViolation(page, CAROUSEL)).toEqual([]);
    // the look of the cards is the li's: the group fills it
    const [item, group] = await carousel
      .locator('li')
      .first()
      .evaluate((li) => [li.getBoundingClientRect().height, li.firstElementChild!.getBoundingClientRect().height]);
    expect(group).toBeLessThanOrEqual(item);
    expect(group).toBeGreaterThan(0);
  });

  test('on a tablet, two slides; with reduced motion, no animated move', async ({ page, request, server }) => {
    const { clientId } = await siteWith(request, server, []);
    await page.setViewportSize({ width: 900, height: 1000 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openArticle(page, clientId);
    const carousel = page.locator(CAROUSEL);
    await carousel.scrollIntoViewIfNeeded();
    expect(await slidesShown(page)).toEqual([1, 2]);
    expect(await slidesInBox(page)).toEqual([1, 2]);
    expect(await carousel.locator('ul').evaluate((list) => getComputedStyle(list).transitionDuration)).toBe('0s');
    await carousel.getByRole('button', { name: 'Next slides' }).click();
    // No transition: the slides are in place at once.
    expect(await slidesInBox(page)).toEqual([2, 3]);
    await page.screenshot({ path: test.info().outputPath('carousel-tablet.png') });
  });
});

/** A Hebrew page on the server's own origin with a menu and a carousel, loading content.js as a publisher would. */
const hebrewPage = `<!doctype html><html lang="he" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>עוד מהמגזין</title><style>body{font:18px/1.6 system-ui,sans-serif;margin:0}header{display:flex;align-items:center;gap:24px;height:44px;padding:10px 24px;border-bottom:1px solid #ddd}
nav{flex:1;display:flex;justify-content:flex-end}nav ul{display:flex;gap:16px;margin:0;padding:0;list-style:none}main{max-width:700px;margin:0 auto;padding:24px}
.card{padding:16px;border:1px solid #ddd;border-radius:8px}[data-beckon-carousel]:not(.beckon-carousel) ul{display:grid;gap:16px}section ul{margin:0;padding:0;list-style:none}</style>
<script type="module" src="/sdk/content.js"></script></head><body>
<header><strong>המגזין</strong><nav data-beckon-menu aria-label="מדורים"><ul><li><a href="#a">חליטה</a></li><li><a href="#b">חלב</a></li><li><a href="#more">עוד</a></li></ul></nav></header>
<main><section data-beckon-carousel aria-labelledby="more"><h2 id="more">עוד מהמגזין</h2><ul>
<li class="card"><a href="/x/1">מים</a><p>למה אותם פולים טועמים אחרת.</p></li><li class="card"><a href="/x/2">מטחנות</a><p>שיניים שטוחות או חרוטיות.</p></li>
<li class="card"><a href="/x/3">תאריכי קלייה</a><p>מתי הפולים טריים מדי.</p></li><li class="card"><a href="/x/4">ציור בחלב</a><p>גובה, מהירות ותנועה.</p></li>
</ul></section><p id="a">${'טקסט. '.repeat(200)}</p></main></body></html>`;

test.describe('Hebrew, right to left', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('the menu and the carousel speak Hebrew and mirror: arrows, keys and swipes', async ({ page, server }) => {
    await page.route(`${server.url}/he-more`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: hebrewPage }));
    await page.goto('/he-more');
    const toggle = page.locator(`${MENU}.beckon-menu`).getByRole('button', { name: 'תפריט' });
    await toggle.tap();
    await expect(page.locator(MENU).getByRole('link', { name: 'חלב' })).toBeVisible();
    // The open list hangs from the inline end: the left edge of a right-to-left header.
    const list = (await page.locator(`${MENU} ul`).boundingBox())!;
    expect(list.x).toBeLessThan(200);
    await page.screenshot({ path: test.info().outputPath('menu-hebrew-open.png') });
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    const carousel = page.getByRole('region', { name: 'עוד מהמגזין' });
    const next = carousel.getByRole('button', { name: 'השקופיות הבאות' });
    const previous = carousel.getByRole('button', { name: 'השקופיות הקודמות' });
    // Next sits on the left, the way the slides come from.
    expect((await next.boundingBox())!.x).toBeLessThan((await previous.boundingBox())!.x);
    const { x, y } = await centreOf(page, `${CAROUSEL} .beckon-carousel__viewport`);
    await swipe(page, x - 100, y, 180);
    await expect.poll(() => slidesShown(page)).toEqual([2]);
    await expect(carousel.locator('.beckon-carousel__status')).toHaveText('שקופית 2 מתוך 4');
    await expect.poll(() => slidesInBox(page)).toEqual([2]);
    await next.focus();
    await page.keyboard.press('ArrowLeft');
    expect(await slidesShown(page)).toEqual([3]);
    await page.keyboard.press('ArrowRight');
    expect(await slidesShown(page)).toEqual([2]);
    await expect.poll(() => slidesInBox(page)).toEqual([2]);
    await page.screenshot({ path: test.info().outputPath('carousel-hebrew.png') });
    expect(await seriousViolations(page, CAROUSEL)).toEqual([]);
    expect(await seriousViolations(page, MENU)).toEqual([]);
  });
});
