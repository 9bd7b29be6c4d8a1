import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { siteWith } from '../support/sites.js';

/**
 * The article example with the content kit's script blocked (issue 20: everything readable and
 * every link working without it): the table of contents' links, the share links (plain hrefs to
 * the networks), the menu's links and the carousel's content are the page's own HTML, and work
 * as plain HTML. Blocked by the network (an ad blocker, a firewall), and with scripting off.
 */
const ARTICLE_URL = 'https%3A%2F%2Fjournal.example%2Fdial-in-espresso';
const TITLE = 'How%20to%20dial%20in%20espresso%20at%20home';

test.beforeEach(async ({ context }) => {
  // The networks are not reached from tests: each answers with a page of its own name.
  await context.route(/^https:\/\/(www\.facebook\.com|x\.com|api\.whatsapp\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<title>${new URL(route.request().url()).host}</title>` }),
  );
});

async function openBlocked(page: Page, clientId: string): Promise<string[]> {
  const blocked: string[] = [];
  await page.route('**/sdk/content.js', (route) => {
    blocked.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  await page.goto(`/demo/article-site?client=${clientId}`);
  await page.waitForLoadState('load');
  return blocked;
}

const headingTop = (page: Page, id: string) => page.evaluate((hid) => Math.round(document.getElementById(hid)!.getBoundingClientRect().top) || 0, id);

/** Nothing of the kit on the page: no class, no style, no element of its own. */
async function noKit(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => [
      document.querySelectorAll('[class*="beckon-"]').length,
      document.adoptedStyleSheets.length,
      document.querySelectorAll('[role=region]').length,
    ]),
  ).toEqual([0, 0, 0]);
}

/** The share links at the article's end: plain links to each network's share address for the article. */
async function shareLinksArePlain(page: Page): Promise<void> {
  const share = page.getByRole('navigation', { name: 'Pass it on:' });
  await expect(share.getByRole('link')).toHaveText(['Facebook', 'X', 'WhatsApp', 'Email']);
  expect(await share.getByRole('link').evaluateAll((links) => links.map((a) => [a.getAttribute('href'), a.getAttribute('target')]))).toEqual([
    [`https://www.facebook.com/sharer/sharer.php?u=${ARTICLE_URL}`, '_blank'],
    [`https://x.com/intent/post?url=${ARTICLE_URL}&text=${TITLE}`, '_blank'],
    [`https://api.whatsapp.com/send?text=${TITLE}%20${ARTICLE_URL}`, '_blank'],
    [`mailto:?subject=${TITLE}&body=${ARTICLE_URL}`, null],
  ]);
}

test.describe('desktop, the script blocked', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the table of contents, the share links, the menu and the carousel work as plain HTML', async ({ page, request, server }) => {
    const { clientId } = await siteWith(request, server, []);
    const blocked = await openBlocked(page, clientId);
    expect(blocked).toHaveLength(1);
    await noKit(page);
    await page.screenshot({ path: test.info().outputPath('article-no-script-desktop.png'), fullPage: true });

    // The table of contents: the server's list, every entry a link to its heading.
    const toc = page.getByRole('navigation', { name: 'Contents' });
    await expect(toc).toBeVisible();
    await expect(toc.getByRole('link')).toHaveText([
      'Dose first',
      'Weigh every shot',
      'Mind the basket',
      'Then the grind',
      'Finer or coarser',
      'Burr wear',
      'Only then the time',
      'Milk and texture',
      'Keep notes',
    ]);
    await toc.getByRole('link', { name: 'Burr wear' }).click();
    expect(new URL(page.url()).hash).toBe('#burr-wear');
    await expect.poll(() => headingTop(page, 'burr-wear')).toBe(0);
    await toc.getByRole('link', { name: 'Keep notes' }).click();
    expect(new URL(page.url()).hash).toBe('#keep-notes');

    // The share links: plain links to the networks, in a new window.
    await shareLinksArePlain(page);
    const popup = page.waitForEvent('popup');
    await page.getByRole('navigation', { name: 'Pass it on:' }).getByRole('link', { name: 'Facebook' }).click();
    const opened = await popup;
    expect(new URL(opened.url()).searchParams.get('u')).toBe('https://journal.example/dial-in-espresso');
    await opened.close();
    // The bars the kit builds from a list are not there without it: their reserved box stays empty.
    await expect(page.locator('[data-share-services]').locator('a, button')).toHaveCount(0);

    // The menu: the site's own row of links, each to its section.
    const menu = page.getByRole('navigation', { name: 'Sections' });
    await expect(menu.getByRole('link')).toHaveText(['Brewing', 'Milk', 'More stories', 'Letters']);
    await expect(menu.getByRole('button')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await menu.getByRole('link', { name: 'Milk' }).click();
    expect(new URL(page.url()).hash).toBe('#milk-and-texture');
    await expect.poll(() => headingTop(page, 'milk-and-texture')).toBe(0);

    // The carousel: a plain list of every card, each readable and its link there.
    const more = page.locator('section[data-beckon-carousel]');
    await expect(more.getByRole('heading', { name: 'More from the journal' })).toBeVisible();
    await expect(more.getByRole('list')).toBeVisible();
    await expect(more.getByRole('listitem')).toHaveCount(5);
    for (const item of await more.getByRole('listitem').all()) await expect(item).toBeVisible();
    await expect(more.getByRole('link')).toHaveText([
      'Water, the other ingredient',
      'Choosing a grinder',
      'Reading roast dates',
      'A first heart in latte art',
      'Descaling without tears',
    ]);
    expect(await more.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/journal/water',
      '/journal/grinders',
      '/journal/roast-dates',
      '/journal/latte-art',
      '/journal/descaling',
    ]);
    await expect(more.getByText('A monthly ritual that keeps the boiler alive.')).toBeVisible();
    // The link to the Hebrew article.
    await expect(page.getByRole('link', { name: 'בעברית' })).toHaveAttribute('href', '/demo/article-site/he/');
  });
});

test.describe('phone, the script blocked', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

  test('the menu’s links scroll sideways and work, the share links and the carousel’s cards are there', async ({ page, request, server }) => {
    const { clientId } = await siteWith(request, server, []);
    await openBlocked(page, clientId);
    await noKit(page);
    const menu = page.getByRole('navigation', { name: 'Sections' });
    await menu.getByRole('link', { name: 'Letters' }).scrollIntoViewIfNeeded();
    await menu.getByRole('link', { name: 'Letters' }).tap();
    expect(new URL(page.url()).hash).toBe('#letters');
    await shareLinksArePlain(page);
    await expect(page.locator('section[data-beckon-carousel]').getByRole('listitem')).toHaveCount(5);
    // The table waits folded for the kit where the kit folds it (phones and tablets), so folding
    // moves nothing; its title is there, and the article's headings carry the anchors.
    await expect(page.getByRole('navigation', { name: 'Contents' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath('article-no-script-phone.png'), fullPage: true });
  });
});

test.describe('phone, scripting off', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3, javaScriptEnabled: false });

  test('the table of contents lists its links, and they work', async ({ page, request, server }) => {
    const { clientId } = await siteWith(request, server, []);
    await page.goto(`/demo/article-site?client=${clientId}`);
    const toc = page.getByRole('navigation', { name: 'Contents' });
    await expect(toc.getByRole('link')).toHaveCount(9);
    await toc.getByRole('link', { name: 'Only then the time' }).tap();
    await expect.poll(() => new URL(page.url()).hash).toBe('#only-then-the-time');
    await expect.poll(() => headingTop(page, 'only-then-the-time')).toBe(0);
    await shareLinksArePlain(page);
    await expect(page.locator('section[data-beckon-carousel]').getByRole('link')).toHaveCount(5);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath('article-scripting-off-phone.png'), fullPage: true });
  });
});
