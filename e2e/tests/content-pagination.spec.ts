import type { Page, Route } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts.js';

/**
 * The content kit's post-grid pagination (issue 20) on the article example's blog: seven
 * server-rendered pages whose plain links the kit turns into pages loaded in place. By mouse,
 * keyboard and touch; back and forward; the address rewritten; a dead network and a blocked
 * script falling back to plain links; the 'no-post' end; admin mode; Hebrew; axe; no layout shift.
 */
const BLOG = '/demo/article-site/blog/';
const GRID = '#blog-posts';
const NAV = `${GRID} nav[data-pagination-nav]`;

test.beforeEach(async ({ page }) => {
  await recordLayoutShifts(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __documentMark: number };
    w.__documentMark = Math.random();
  });
});

const shifts = layoutShifts;
const documentMark = (page: Page) => page.evaluate(() => (window as unknown as { __documentMark: number }).__documentMark);
/** The pages whose group is shown (one, when the kit works). */
const shownPages = (page: Page) =>
  page
    .locator(`${GRID} [data-pagination-grid]`)
    .evaluateAll((grids) => grids.flatMap((g) => ((g as HTMLElement).hidden ? [] : [(g as HTMLElement).dataset.paginationPage])));
const path = (page: Page) => new URL(page.url()).pathname;
const pageLink = (page: Page, name: string) => page.locator(NAV).getByRole('link', { name, exact: true });

/** Counts the kit's fetches of blog pages (navigations are documents, not fetches). */
function watchFetches(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch' && request.url().includes('/blog/')) fetched.push(new URL(request.url()).pathname);
  });
  return fetched;
}

async function openBlog(page: Page, at = BLOG): Promise<void> {
  const chunk = page.waitForResponse((r) => /\/sdk\/content\/chunks\/pagination-[\w-]+\.js$/.test(r.url()));
  await page.goto(at);
  expect((await chunk).status()).toBe(200);
  await expect(page.locator(`${GRID}.beckon-pagination`)).toBeAttached();
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a click loads the page in place, rewrites the address, and a loaded page is only shown', async ({ page }) => {
    const fetched = watchFetches(page);
    await openBlog(page);
    const mark = await documentMark(page);
    await expect(page.locator(NAV).getByRole('link')).toHaveText(['1', '2', '3', '4', '5', 'Next']);
    await expect(pageLink(page, 'Page 1')).toHaveAttribute('aria-current', 'page');
    expect(await shifts(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('pagination-desktop-page-1.png'), fullPage: true });

    // The request is held, so the loading state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/blog/page/3/', async (route: Route) => {
      if (route.request().resourceType() === 'fetch') await held;
      await route.continue();
    });
    await pageLink(page, 'Page 3').click();
    const first = page.locator(`${GRID} [data-pagination-page="1"]`);
    await expect(first).toHaveClass(/beckon-pagination__grid--loading/);
    await expect(first).toHaveAttribute('aria-busy', 'true');
    release();
    await expect.poll(() => shownPages(page)).toEqual(['3']);
    await expect(first).not.toHaveClass(/loading/);
    expect(path(page)).toBe(`${BLOG}page/3/`);
    await expect(page.locator(NAV).getByRole('link')).toHaveText(['Previous', '1', '2', '3', '4', '5', 'Next']);
    await expect(pageLink(page, 'Page 3')).toHaveAttribute('aria-current', 'page');
    await expect(page.locator(`${GRID} .beckon-pagination__status`)).toHaveText('Page 3 of 7');
    await expect(page.locator(`${GRID} [data-pagination-page="3"] h2`).first()).toBeFocused();
    await expect(page.locator(`${GRID} [data-pagination-page="3"] h2`).first()).toHaveText('Single dosing, one year on');

    await pageLink(page, 'Next').click();
    await expect.poll(() => shownPages(page)).toEqual(['4']);
    expect(path(page)).toBe(`${BLOG}page/4/`);
    // The window follows: page 4 of 7 shows 2 to 6.
    await expect(page.locator(NAV).getByRole('link')).toHaveText(['Previous', '2', '3', '4', '5', '6', 'Next']);
    await pageLink(page, 'Page 3').click();
    await expect.poll(() => shownPages(page)).toEqual(['3']);
    expect(fetched).toEqual([`${BLOG}page/3/`, `${BLOG}page/4/`]);
    // The grid's top sits 160 px below the viewport's top once the 1000 ms scroll is over.
    await expect.poll(() => page.locator(`${GRID} [data-pagination-page="3"]`).evaluate((g) => Math.round(g.getBoundingClientRect().top))).toBe(160);
    await page.screenshot({ path: test.info().outputPath('pagination-desktop-page-3.png') });
    expect(await seriousViolations(page, GRID)).toEqual([]);

    // Back and forward: 3 → 4 → 3 → 1, then forward to 3; all in this document, no fetch.
    await page.goBack();
    await expect.poll(() => shownPages(page)).toEqual(['4']);
    expect(path(page)).toBe(`${BLOG}page/4/`);
    await page.goBack();
    await expect.poll(() => shownPages(page)).toEqual(['3']);
    await page.goBack();
    await expect.poll(() => shownPages(page)).toEqual(['1']);
    expect(path(page)).toBe(BLOG);
    await page.goForward();
    await expect.poll(() => shownPages(page)).toEqual(['3']);
    expect(path(page)).toBe(`${BLOG}page/3/`);
    expect(fetched).toHaveLength(2);
    expect(await documentMark(page)).toBe(mark);
    // Reloaded, the rewritten address is the server's own page 3.
    await page.reload();
    await expect(page.locator(`${GRID}.beckon-pagination`)).toBeAttached();
    await expect(pageLink(page, 'Page 3')).toHaveAttribute('aria-current', 'page');
    expect(await shownPages(page)).toEqual(['3']);
  });

  test('by keyboard: Enter on a page link, focus on the new page’s first post', async ({ page }) => {
    await openBlog(page);
    await pageLink(page, 'Page 2').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => shownPages(page)).toEqual(['2']);
    const heading = page.locator(`${GRID} [data-pagination-page="2"] h2`).first();
    await expect(heading).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(heading.getByRole('link')).toBeFocused();
    await page.screenshot({ path: test.info().outputPath('pagination-keyboard.png') });
  });

  test('a dead network falls back to the plain link: the page is loaded as a document', async ({ page }) => {
    await openBlog(page);
    const mark = await documentMark(page);
    await page.route('**/blog/page/2/', (route) => (route.request().resourceType() === 'fetch' ? route.abort('internetdisconnected') : route.continue()));
    await pageLink(page, 'Page 2').click();
    await page.waitForURL(`**${BLOG}page/2/`);
    await expect(page.locator(`${GRID}.beckon-pagination`)).toBeAttached();
    expect(await documentMark(page)).not.toBe(mark);
    await expect(pageLink(page, 'Page 2')).toHaveAttribute('aria-current', 'page');
  });

  test('with the script blocked, the server’s links are plain links', async ({ page }) => {
    await page.route('**/sdk/content.js', (route) => route.abort());
    await page.goto(BLOG);
    await expect(page.locator(NAV).getByRole('link')).toHaveText(['1', '2', '3', '4', '5', 'Next']);
    await page.locator(NAV).getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(`**${BLOG}page/2/`);
    await expect(page.locator(`${GRID} h2`).first()).toHaveText('Light roasts and the sour-shot problem');
  });

  test('a no-post answer ends the list: no next any more', async ({ page }) => {
    await openBlog(page, `${BLOG}page/5/`);
    await page.route('**/blog/page/6/', (route) =>
      route.request().resourceType() === 'fetch' ? route.fulfill({ contentType: 'text/plain', body: 'no-post' }) : route.continue(),
    );
    await pageLink(page, 'Next').click();
    await expect(page.locator(`${GRID} .beckon-pagination__status`)).toHaveText('No more posts.');
    await expect(page.locator(NAV).getByRole('link')).toHaveText(['Previous', '1', '2', '3', '4', '5']);
    expect(await shownPages(page)).toEqual(['5']);
    expect(path(page)).toBe(`${BLOG}page/5/`);
    await expect(pageLink(page, 'Page 5')).toBeFocused();
  });

  test('in admin mode (WordPress’s admin bar) the address stays', async ({ page }) => {
    await page.route('**/blog/', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('<body>', '<body class="admin-bar">') });
    });
    await openBlog(page);
    await pageLink(page, 'Page 2').click();
    await expect.poll(() => shownPages(page)).toEqual(['2']);
    expect(path(page)).toBe(BLOG);
  });
});

/**
 * The fragment endpoint (data-pagination-fragment): the Hebrew article's latest posts fetch their
 * pages from posts/N/fragment/, which the example server answers with the grid alone, as a site's
 * endpoint would; the links and the address stay the pages' own (posts/N/, whole pages).
 */
test.describe('a fragment endpoint', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  const HE = '/demo/article-site/he/';
  const LATEST = '#he-posts';

  test('answers with the grid alone, and the kit shows it under the page’s own address', async ({ page, request }) => {
    // The endpoint itself: the grid, no document around it.
    const fragment = await (await request.get(`${HE}posts/2/fragment/`)).text();
    expect(fragment).not.toMatch(/<html|<body|<nav/i);
    expect(fragment.trim()).toMatch(/^<!--[^]*-->\s*<div class="posts" data-pagination-grid>[^]*<\/div>$/);

    const fetched: Array<{ url: string; body: string }> = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'fetch' && response.url().includes('/posts/'))
        fetched.push({ url: new URL(response.url()).pathname, body: await response.text() });
    });
    await page.goto(HE);
    await expect(page.locator(`${LATEST}.beckon-pagination`)).toBeAttached();
    const nav = page.locator(`${LATEST} nav[data-pagination-nav]`);
    await expect(nav.getByRole('link', { name: 'עמוד 2', exact: true })).toHaveAttribute('href', `${new URL(page.url()).origin}${HE}posts/2/`);
    await nav.getByRole('link', { name: 'עמוד 2', exact: true }).click();
    const shown = page.locator(`${LATEST} [data-pagination-page="2"]`);
    await expect(shown).toBeVisible();
    await expect(shown.locator('h3').first()).toHaveText('חלב בלי צרצור');
    await expect(page.locator(`${LATEST} [data-pagination-page="1"]`)).toBeHidden();
    expect(new URL(page.url()).pathname).toBe(`${HE}posts/2/`);
    await expect.poll(() => fetched.map((f) => f.url)).toEqual([`${HE}posts/2/fragment/`]);
    expect(fetched[0]!.body).toBe(fragment);
    await expect(page.locator(`${LATEST} .beckon-pagination__status`)).toHaveText('עמוד 2 מתוך 3');

    // Back to page 1 (the article) with no fetch; page 3 from its fragment too.
    await page.goBack();
    await expect(page.locator(`${LATEST} [data-pagination-page="1"]`)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(HE);
    await nav.getByRole('link', { name: 'עמוד 3', exact: true }).click();
    await expect(page.locator(`${LATEST} [data-pagination-page="3"] h3`).first()).toHaveText('ניקוי יומי בשתי דקות');
    // The listener records a fetch once its body is read, which may come after the grid shows it.
    await expect.poll(() => fetched.map((f) => f.url)).toEqual([`${HE}posts/2/fragment/`, `${HE}posts/3/fragment/`]);
    // Reloaded, the address is the server's whole page 3, whose links load the others from the fragments.
    await page.reload();
    await expect(page.locator(`${LATEST}.beckon-pagination`)).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('פוסטים אחרונים');
    await expect(page.locator(`${LATEST} [aria-current=page]`)).toHaveText('3');
    await nav.getByRole('link', { name: 'עמוד 1', exact: true }).click();
    await expect(page.locator(`${LATEST} [data-pagination-page="1"] h3`).first()).toHaveText('מכוונים שקית פולים חדשה');
    await expect.poll(() => fetched.at(-1)?.url).toBe(`${HE}posts/1/fragment/`);
    expect(new URL(page.url()).pathname).toBe(HE);
  });

  test('a fragment endpoint that fails: the page’s own address is followed', async ({ page }) => {
    await page.goto(HE);
    await expect(page.locator(`${LATEST}.beckon-pagination`)).toBeAttached();
    await page.route('**/posts/2/fragment/', (route) => route.fulfill({ status: 503, contentType: 'text/html', body: 'busy' }));
    await page.locator(`${LATEST} nav`).getByRole('link', { name: 'עמוד 2', exact: true }).click();
    await page.waitForURL(`**${HE}posts/2/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('פוסטים אחרונים');
    await expect(page.locator(`${LATEST} [aria-current=page]`)).toHaveText('2');
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('a tap loads the page and scrolls back up to the grid, without moving the page on load', async ({ page }) => {
    await openBlog(page);
    expect(await shifts(page)).toEqual([]);
    await page.locator(NAV).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('pagination-phone-links.png') });
    await pageLink(page, 'Page 2').tap();
    await expect.poll(() => shownPages(page)).toEqual(['2']);
    expect(path(page)).toBe(`${BLOG}page/2/`);
    await expect.poll(() => page.locator(`${GRID} [data-pagination-page="2"]`).evaluate((g) => Math.round(g.getBoundingClientRect().top))).toBe(160);
    await page.screenshot({ path: test.info().outputPath('pagination-phone-page-2.png') });
    expect(await seriousViolations(page, GRID)).toEqual([]);
    await page.goBack();
    await expect.poll(() => shownPages(page)).toEqual(['1']);
    expect(await shifts(page)).toEqual([]);
  });
});

test.describe('Hebrew, right to left', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('the links speak Hebrew and run right to left', async ({ page }) => {
    // The same blog, as a Hebrew site would serve it: every page (documents and fetches) in Hebrew.
    await page.route('**/blog/**', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('<html lang="en">', '<html lang="he" dir="rtl">') });
    });
    await openBlog(page);
    await expect(page.locator(NAV).getByRole('link')).toHaveText(['1', '2', '3', '4', '5', 'הבא']);
    await pageLink(page, 'עמוד 2').tap();
    await expect.poll(() => shownPages(page)).toEqual(['2']);
    await expect(page.locator(`${GRID} .beckon-pagination__status`)).toHaveText('עמוד 2 מתוך 7');
    // Right to left: previous at the right, next at the left.
    const previous = (await pageLink(page, 'הקודם').boundingBox())!;
    const next = (await pageLink(page, 'הבא').boundingBox())!;
    expect(previous.x).toBeGreaterThan(next.x);
    await page.locator(NAV).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('pagination-hebrew.png') });
    expect(await seriousViolations(page, GRID)).toEqual([]);
  });
});
