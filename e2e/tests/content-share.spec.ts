import type { BrowserContext, Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { SYSTEM_FONT_STACK } from '@beckon/core';
import { dashboardLogin, expect, test } from '../support/fixtures.js';
import { paintedFaces, TYPE_SCALE_WEIGHTS } from '../support/font-faces.js';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts.js';
import { siteWith } from '../support/sites.js';

/**
 * The content kit's share bar (issue 20) on the article example: a horizontal bar under the
 * title and a vertical one at the page's edge, by mouse, keyboard and touch; the 'more' dialog
 * and its search; Mastodon's instance; the slider; counts against the server; Hebrew; axe; and
 * no layout shift from the kit.
 */
const TOP = '.share-top.beckon-share';
const SIDE = '.share-side.beckon-share';

test.beforeEach(async ({ page, context }) => {
  await recordLayoutShifts(page);
  // The networks are not reached from tests: each answers with a page of its own name.
  await context.route(/^https:\/\/(www\.facebook\.com|x\.com|t\.me|fosstodon\.org|mastodon\.social|claude\.ai|www\.linkedin\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<title>${new URL(route.request().url()).host}</title>` }),
  );
  await page.addInitScript(() => {
    const w = window as unknown as { __opens: unknown[][] };
    w.__opens = [];
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      w.__opens.push(args);
      return open(...args);
    };
  });
});

const shifts = layoutShifts;

/**
 * The kit's faces inside `where` (size and weight): the system font in two weights, at `sizes`.
 * Each face the page has not used is a blocking ask of the system for a font in the frame that
 * first paints it (issue 22).
 */
async function expectTypeScale(where: Locator, sizes: string[]): Promise<void> {
  const { faces } = await paintedFaces(where);
  for (const face of faces) {
    expect(face.family, face.example).toBe(SYSTEM_FONT_STACK);
    expect(TYPE_SCALE_WEIGHTS, face.example).toContain(face.weight);
    expect(sizes, face.example).toContain(face.size);
  }
}
/** Two frames, so a layout shift of the last one has been reported. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
const opens = (page: Page) => page.evaluate(() => (window as unknown as { __opens: string[][] }).__opens);

async function openArticle(page: Page, clientId: string): Promise<void> {
  await page.goto(`/demo/article-site?client=${clientId}`);
  await expect(page.locator(TOP).getByRole('link', { name: 'Share on Facebook' })).toBeVisible();
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('by mouse: a 600×400 share window, copy link, without moving the page', async ({ page, request, server, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { clientId } = await siteWith(request, server, []);
    await openArticle(page, clientId);
    const bar = page.locator(TOP);
    await expect(bar).toHaveAttribute('aria-label', 'Share this article');
    await expect(bar.locator('a, button')).toHaveCount(7);
    const facebook = bar.getByRole('link', { name: 'Share on Facebook' });
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(facebook).toHaveAccessibleDescription('Opens in a new window');
    expect(await shifts(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('share-desktop.png') });

    const popup = page.waitForEvent('popup');
    await facebook.click();
    const opened = await popup;
    const pageUrl = page.url();
    expect(new URL(opened.url()).searchParams.get('u')).toBe(pageUrl);
    expect((await opens(page))[0]).toEqual([opened.url(), 'beckon-share-facebook', 'width=600,height=400,left=400,top=100']);
    await opened.close();

    await bar.getByRole('button', { name: 'Copy link' }).click();
    await expect(bar.getByRole('status')).toHaveText('Link copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);
    expect(await shifts(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('share-copied.png'), clip: { x: 280, y: 60, width: 760, height: 240 } });
    expect(await seriousViolations(page, TOP)).toEqual([]);
  });

  test('the more dialog: every service, a search filtering in any case, by keyboard', async ({ page, request, server }) => {
    const { clientId } = await siteWith(request, server, []);
    await openArticle(page, clientId);
    const more = page.locator(TOP).getByRole('button', { name: 'More' });
    await more.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Share this page' });
    await expect(dialog).toBeVisible();
    const search = dialog.getByRole('searchbox', { name: 'Search services' });
    await expect(search).toBeFocused();
    await expect(dialog.getByRole('listitem')).toHaveCount(30);
    await page.screenshot({ path: test.info().outputPath('share-more.png') });
    // The close glyph at 26 px; the search at 16 px, under which iOS zooms the page on focus.
    await expectTypeScale(dialog, ['12px', '14px', '16px', '26px']);
    // The search has the focus; its caret stays still (blinking, a frame of the page every 500 ms).
    expect(await search.evaluate((el) => [getComputedStyle(el).fontSize, getComputedStyle(el).getPropertyValue('caret-animation')])).toEqual([
      '16px',
      'manual',
    ]);
    expect(await seriousViolations(page, '.beckon-share-dialog')).toEqual([]);
    await page.keyboard.type('TELE');
    await expect(dialog.locator('li:not([hidden])')).toHaveCount(1);
    await expect(dialog.getByRole('link', { name: 'Share on Telegram' })).toBeVisible();
    await search.fill('nothing like it');
    await expect(dialog.getByRole('status')).toHaveText('No services found.');
    await search.fill('fa');
    // Focus stays inside: Shift+Tab from the search goes round to the last service, Tab back to the start.
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('link', { name: 'Share on Facebook' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(more).toBeFocused();

    // Chosen from the list, a service opens its window and the dialog closes.
    await more.click();
    await page.getByRole('searchbox', { name: 'Search services' }).fill('telegram');
    const popup = page.waitForEvent('popup');
    await page.getByRole('dialog').getByRole('link', { name: 'Share on Telegram' }).click();
    expect(new URL((await popup).url()).host).toBe('t.me');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the vertical bar: Mastodon asks for the instance, an AI assistant, the slider', async ({ page, request, server }) => {
    const { clientId } = await siteWith(request, server, []);
    await openArticle(page, clientId);
    const side = page.locator(SIDE);
    await expect(side).toBeVisible();
    expect((await side.boundingBox())!.x).toBeLessThan(0);
    await page.screenshot({ path: test.info().outputPath('share-vertical.png') });

    const mastodon = side.getByRole('link', { name: 'Share on Mastodon' });
    await mastodon.click();
    const dialog = page.getByRole('dialog', { name: 'Share on Mastodon' });
    const instance = dialog.getByRole('textbox', { name: 'Your Mastodon instance' });
    await expect(instance).toBeFocused();
    await expect(instance).toHaveAccessibleDescription('Leave empty for mastodon.social.');
    expect(await seriousViolations(page, '.beckon-share-dialog')).toEqual([]);
    await instance.fill('  fosstodon.org  ');
    const popup = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Share' }).click();
    expect(new URL((await popup).url()).host).toBe('fosstodon.org');
    expect((await opens(page)).at(-1)![2]).toBe('width=770,height=520,left=400,top=100');
    await expect(mastodon).toBeFocused();
    // Empty keeps the default instance.
    await mastodon.click();
    const second = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    expect(new URL((await second).url()).host).toBe('mastodon.social');

    const claude = page.waitForEvent('popup');
    await side.getByRole('link', { name: 'Summarise with Claude' }).click();
    const prompt = new URL((await claude).url()).searchParams.get('q')!;
    expect(prompt).toBe(`Summarise this page: How to dial in espresso at home — The Northwind Journal ${page.url()}`);

    const slider = side.getByRole('button', { name: 'Hide' });
    await expect(slider).toHaveAttribute('aria-expanded', 'true');
    await slider.click();
    await expect(side.getByRole('button', { name: 'Share' })).toHaveAttribute('aria-expanded', 'false');
    await expect(side.getByRole('link', { name: 'Share on Facebook' })).toBeHidden();
    await page.screenshot({ path: test.info().outputPath('share-vertical-hidden.png') });
    expect(await side.locator('.beckon-share__list').evaluate((list) => getComputedStyle(list).transitionDuration)).toBe('0.4s, 0s');
    await side.getByRole('button', { name: 'Share' }).press('Enter');
    await expect(side.getByRole('link', { name: 'Share on Facebook' })).toBeVisible();
    expect(await seriousViolations(page, SIDE)).toEqual([]);
    expect(await shifts(page)).toEqual([]);
  });

  test('with reduced motion the slider does not animate', async ({ page, request, server }) => {
    const { clientId } = await siteWith(request, server, []);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openArticle(page, clientId);
    const list = page.locator(`${SIDE} .beckon-share__list`);
    expect(await list.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0s');
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('by touch: one row under the title, the more dialog fits the screen', async ({ page, request, server }) => {
    const { clientId } = await siteWith(request, server, []);
    await openArticle(page, clientId);
    const bar = page.locator(TOP);
    expect((await bar.boundingBox())!.height).toBe(40);
    expect(await shifts(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('share-phone.png') });
    const popup = page.waitForEvent('popup');
    await bar.getByRole('link', { name: 'Share on X' }).tap();
    expect(new URL((await popup).url()).host).toBe('x.com');
    await bar.getByRole('button', { name: 'More' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Share this page' });
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('share-phone-more.png') });
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await expect(dialog).toHaveCount(0);
    expect(await seriousViolations(page, TOP)).toEqual([]);
  });
});

/**
 * A column narrower than the bar: at 375 px the article's column is 327 px, and six services
 * with 'More' need 328. The bar measures itself when it is built, before the page paints it, and
 * puts the services that do not fit behind 'More': one row at the 40 px the page reserves, and
 * nothing below it moves. With and without a phone's emulation (its scale and touch).
 */
const NARROW = [
  ['375 px', { viewport: { width: 375, height: 812 } }],
  ['360 px', { viewport: { width: 360, height: 780 } }],
  ['375 px, a phone', { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 }],
  ['360 px, a phone', { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 }],
] as const;

for (const [name, options] of NARROW) {
  test.describe(`a column narrower than the bar, ${name}`, () => {
    test.use(options);

    test('the bar keeps one row at its reserved height: what does not fit is behind More, and nothing moves', async ({ page, request, server }) => {
      const { clientId } = await siteWith(request, server, []);
      await openArticle(page, clientId);
      await page.waitForLoadState('load');
      await twoFrames(page);
      const bar = page.locator(TOP);
      const [height, reserved] = await bar.evaluate((element) => [element.getBoundingClientRect().height, parseFloat(getComputedStyle(element).minHeight)]);
      expect(reserved).toBe(40);
      expect(height).toBe(reserved);
      // Every control the bar shows sits on its one row.
      const tops = await bar.locator('.beckon-share__button:visible').evaluateAll((controls) => controls.map((c) => Math.round(c.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      await expect(bar.getByRole('button', { name: 'Copy link' })).toBeHidden();
      await expect(bar.getByRole('link', { name: 'Share by email' })).toBeVisible();
      expect(await shifts(page)).toEqual([]);
      await page.screenshot({
        path: test.info().outputPath(`share-narrow-${name.replace(/\W+/g, '-')}.png`),
        clip: { x: 0, y: 0, width: options.viewport.width, height: 400 },
      });

      // What went behind More is there, and works.
      await bar.getByRole('button', { name: 'More' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share this page' });
      await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      expect(await seriousViolations(page, TOP)).toEqual([]);
    });
  });
}

test.describe('a bar that gets room back', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('shows again what it put behind More when it is wider, and puts it back when narrower', async ({ page, request, server }) => {
    const { clientId } = await siteWith(request, server, []);
    await openArticle(page, clientId);
    const bar = page.locator(TOP);
    await expect(bar.getByRole('button', { name: 'Copy link' })).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(bar.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(bar.locator('a, button').filter({ visible: true })).toHaveCount(7);
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(bar.getByRole('button', { name: 'Copy link' })).toBeHidden();
    expect((await bar.boundingBox())!.height).toBe(40);
  });
});

test.describe('counted shares reach the owner', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  /** The article as a site counting its shares would serve it: the top bar with counts for this site. */
  const withCounts = (page: Page, clientId: string) =>
    page.route(/\/demo\/article-site\?client=/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        'class="share-top" data-beckon-share',
        `class="share-top" data-beckon-share data-share-counts data-share-client="${clientId}"`,
      );
      await route.fulfill({ response, body: html });
    });

  test('a share made before the counts come is in them when they come (a slow network)', async ({ page, request, server }) => {
    const { clientId } = await siteWith(request, server, []);
    await withCounts(page, clientId);
    // The counts the page asked for as it loaded are held until the share is counted and stored.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(new RegExp(`/api/display/shares/${clientId}\\?url=`), async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    await openArticle(page, clientId);
    const counted = page.waitForResponse((r) => r.url().includes(`/api/display/shares/${clientId}`) && r.request().method() === 'POST');
    const popup = page.waitForEvent('popup');
    await page.locator(TOP).getByRole('link', { name: 'Share on LinkedIn' }).click();
    await (await popup).close();
    expect((await counted).status()).toBe(200);
    const linkedIn = page.locator(TOP).getByRole('link', { name: /Share on LinkedIn/ });
    await expect(linkedIn.locator('.beckon-share__count')).toHaveCount(0);
    release();
    await expect(linkedIn.locator('.beckon-share__count')).toHaveText('1');
    await expect(linkedIn).toHaveAccessibleName('Share on LinkedIn, 1 share');
    await expect(page.locator(TOP).locator('.beckon-share__total')).toHaveText('1share');
    await page.locator(TOP).screenshot({ path: test.info().outputPath('share-counted-one.png') });
  });

  test('a share made on the article appears in the dashboard’s Results, per page and service', async ({ page, request, server }) => {
    const { clientId } = await siteWith(request, server, []);
    await withCounts(page, clientId);
    await openArticle(page, clientId);
    const url = page.url();
    const counted = page.waitForResponse((r) => r.url().includes(`/api/display/shares/${clientId}`) && r.request().method() === 'POST');
    const popup = page.waitForEvent('popup');
    await page.locator(TOP).getByRole('link', { name: 'Share on LinkedIn' }).click();
    await (await popup).close();
    expect((await counted).status()).toBe(200);
    await expect(
      page
        .locator(TOP)
        .getByRole('link', { name: /Share on LinkedIn/ })
        .locator('.beckon-share__count'),
    ).toHaveText('1');

    await dashboardLogin(page, server);
    const shares = page.getByRole('region', { name: 'Shares' });
    // Counts go through the write buffer: the report has them once it is written.
    await expect(async () => {
      await page.goto(`/app/results?client_id=${clientId}`);
      await expect(shares.getByTestId('share-totals')).toHaveText('1 share of 1 page', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const row = shares.getByRole('table', { name: 'Shares per page, the most shared first' }).getByRole('row').filter({ hasText: url });
    await expect(row.getByRole('rowheader')).toHaveText(url);
    await expect(row.getByRole('cell').first()).toHaveText('1');
    await expect(row.getByRole('listitem')).toHaveText(['LinkedIn: 1']);
    await expect(shares.getByRole('table', { name: 'Shares per service, the most used first' }).getByRole('row', { name: /LinkedIn/ })).toContainText('100');
    await shares.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('share-results.png'), fullPage: true });
  });
});

/** An article on the server's own origin with counting bars for `clientId`. */
function countedArticle(clientId: string, url: string, lang = 'en'): string {
  const dir = lang === 'he' ? 'rtl' : 'ltr';
  const bars = `<div class="top" data-beckon-share data-share-counts data-share-client="${clientId}" data-share-services="facebook x copy_link"></div>
<div data-beckon-share data-share-layout="vertical" data-share-counts data-share-client="${clientId}" data-share-services="facebook x print"></div>`;
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${lang === 'he' ? 'כך מכוונים אספרסו' : 'Counted article'}</title><link rel="canonical" href="${url}">
<style>body{font:18px/1.6 system-ui,sans-serif;margin:0}main{max-width:640px;margin:0 auto;padding:24px}.top{min-height:40px}</style>
<script type="module" src="/sdk/content.js"></script></head><body><main><article><h1>${lang === 'he' ? 'כך מכוונים אספרסו בבית' : 'A counted article'}</h1>
${bars}<p>${'Text. '.repeat(200)}</p></article></main></body></html>`;
}

async function serveArticle(context: BrowserContext, url: string, html: string): Promise<void> {
  await context.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
}

test.describe('counts', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('fetched once for the page, shown per service and in total, and a share made is counted by the server', async ({ page, request, server, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { clientId } = await siteWith(request, server, []);
    const url = `${server.url}/counted-article`;
    for (let i = 0; i < 3; i += 1) expect((await request.post(`/api/display/shares/${clientId}`, { data: { url, service: 'facebook' } })).status()).toBe(200);
    await serveArticle(context, url, countedArticle(clientId, url));
    const reads: string[] = [];
    const sent: string[] = [];
    page.on('request', (r) => {
      if (!r.url().includes(`/api/display/shares/${clientId}`)) return;
      if (r.method() === 'GET') reads.push(r.url());
      else sent.push(r.postData() ?? '');
    });
    await page.goto('/counted-article');
    const top = page.locator('.top.beckon-share');
    await expect(top.locator('.beckon-share__total')).toHaveText('3shares');
    await expect(top.getByRole('link', { name: 'Share on Facebook' }).locator('.beckon-share__count')).toHaveText('3');
    await expect(page.locator('.beckon-share--vertical .beckon-share__button--facebook .beckon-share__count')).toHaveText('3');
    // Two bars, one page: one call.
    expect(reads).toHaveLength(1);
    expect(new URL(reads[0]!).searchParams.get('url')).toBe(url);
    await page.screenshot({ path: test.info().outputPath('share-counts.png'), clip: { x: 0, y: 0, width: 1000, height: 220 } });
    await expectTypeScale(top, ['12px', '14px', '16px']);
    await expectTypeScale(page.locator('.beckon-share--vertical'), ['12px', '14px', '16px']);

    await top.getByRole('button', { name: 'Copy link' }).click();
    await expect(top.getByRole('button', { name: 'Copy link' }).locator('.beckon-share__count')).toHaveText('1');
    await expect(top.locator('.beckon-share__total-count')).toHaveText('4');
    // The same share twice is sent once.
    await top.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => sent.length).toBe(1);
    expect(JSON.parse(sent[0]!)).toEqual({ url, service: 'copy_link' });
    await expect
      .poll(
        async () =>
          ((await (await request.get(`/api/display/shares/${clientId}?url=${encodeURIComponent(url)}`)).json()) as { counts: Record<string, number> }).counts,
      )
      .toEqual({ facebook: 3, copy_link: 1 });
    expect(await seriousViolations(page, '.top')).toEqual([]);
  });

  test('a dead network shows no counts and sharing still works', async ({ page, request, server, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { clientId } = await siteWith(request, server, []);
    const url = `${server.url}/dead-article`;
    await serveArticle(context, url, countedArticle(clientId, url));
    await context.route(`**/api/display/shares/**`, (route) => route.abort('internetdisconnected'));
    await page.goto('/dead-article');
    const top = page.locator('.top.beckon-share');
    await top.getByRole('button', { name: 'Copy link' }).click();
    await expect(top.getByRole('status')).toHaveText('Link copied.');
    await expect(page.locator('.beckon-share__count')).toHaveCount(0);
    await expect(top.locator('.beckon-share__total')).not.toBeVisible();
    const popup = page.waitForEvent('popup');
    await top.getByRole('link', { name: 'Share on X' }).click();
    expect(new URL((await popup).url()).host).toBe('x.com');
  });
});

test.describe('Hebrew, right to left', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the bar speaks Hebrew and the vertical bar sits on the right', async ({ page, request, server, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { clientId } = await siteWith(request, server, []);
    const url = `${server.url}/he-shared`;
    await serveArticle(context, url, countedArticle(clientId, url, 'he'));
    await page.goto('/he-shared');
    const top = page.locator('.top.beckon-share');
    await expect(top).toHaveAttribute('aria-label', 'שיתוף');
    await expect(top.getByRole('link', { name: 'שיתוף ב־Facebook' })).toBeVisible();
    await top.getByRole('button', { name: 'העתקת קישור' }).click();
    await expect(top.getByRole('status')).toHaveText('הקישור הועתק.');
    const side = page.locator('.beckon-share--vertical');
    const box = (await side.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1270);
    await page.screenshot({ path: test.info().outputPath('share-hebrew.png') });
    await side.getByRole('button', { name: 'הסתרה' }).click();
    await expect(side.getByRole('button', { name: 'שיתוף' })).toHaveAttribute('aria-expanded', 'false');
    await top.getByRole('button', { name: 'עוד' }).click();
    await expect(page.getByRole('dialog', { name: 'שיתוף העמוד' }).getByRole('searchbox', { name: 'חיפוש שירות' })).toBeFocused();
    await page.screenshot({ path: test.info().outputPath('share-hebrew-more.png') });
    expect(await seriousViolations(page, '.beckon-share-dialog')).toEqual([]);
  });
});
