import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { gamifiedPopupDesign, samplePrizes } from '@beckon/core';
import { adminLogin, expect, test } from '../support/fixtures.js';
import { seriousViolations } from '../support/axe.js';
import { fitsTheWindow, openFromMenu, photograph } from '../support/dashboard.js';
import type { RunningServer } from '../support/server.js';
import { siteWith } from '../support/sites.js';
import { ageViews } from '../support/views.js';

/**
 * Issue 23, parts 3 and 5, in Chromium at 1280 and 375 px: the editor in words, the Pop-ups
 * page's actions all in view, the save error never under the sticky header, a game's empty
 * screens asked about before publishing, the desktop preview at its true size, and the
 * Overview's last 30 days. Screenshots go to test-results/screenshots/dashboard-polish-*.png, to
 * be looked at; axe (which needs the CSP bypassed) walks the same states at the end.
 */

const WIDTHS = [1280, 375] as const;
const HEIGHT = { 1280: 860, 375: 780 } as const;
/** What an owner must never read: a type code, format_N, a catalogue value. */
const CODES = /\b(sside|bside|fullpage|format_\d+|vertical|horizontal)\b/;

/** A viewport screenshot: what the owner sees at that moment, not the whole page. */
async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/dashboard-polish-${name}-${page.viewportSize()!.width}.png` });
}

/** A draft game whose winning and losing screens are empty. */
function emptyGame(title: string) {
  const design = gamifiedPopupDesign('en', 'scratch');
  return {
    title,
    type: 'gamified',
    format: 'format_2',
    status: 'draft' as const,
    design: { ...design, screens: { ...design.screens, winning: [], losing: [] } },
    settings: { prizes: samplePrizes('en') },
  };
}

async function openEditor(page: Page, server: RunningServer, id: string): Promise<void> {
  await adminLogin(page.request, server);
  await page.goto(`/app/poptins/${id}/edit`);
  await expect(page.getByTestId('editor-format')).toBeVisible();
}

/** A visitor of the demo page sees its pop-up and leaves an address (as dashboard-pages.spec.ts does). */
async function visitorConverts(browser: Browser, server: RunningServer, email: string): Promise<void> {
  const visitor = await browser.newPage();
  await visitor.clock.install();
  const viewed = visitor.waitForResponse((r) => r.url().includes('/api/display/viewed/'));
  await visitor.goto(`${server.url}/demo`);
  const dialog = visitor.getByRole('dialog', { name: 'Get 10% off your first order' });
  await expect
    .poll(async () => {
      await visitor.clock.runFor(500);
      return dialog.isVisible();
    })
    .toBe(true);
  await viewed;
  await dialog.getByLabel('Email address').fill(email);
  await visitor.clock.runFor(2500);
  await ageViews(server, 2500);
  const converted = visitor.waitForResponse((r) => r.url().includes('/api/display/conversion/'));
  await dialog.getByRole('button', { name: 'Get my discount' }).click();
  expect((await converted).ok()).toBe(true);
  await visitor.close();
}

/** Every site's views and leads of the last 30 days, as the results API gives them: what the Overview must add up to. */
async function lastThirtyDays(request: APIRequestContext): Promise<{ views: number; leads: number }> {
  const sites = (await (await request.get('/api/admin/sites')).json()) as Array<{ client_id: string }>;
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const end = new Date();
  end.setHours(24, 0, 0, 0);
  const from = new Date(end);
  from.setDate(from.getDate() - 30);
  let views = 0;
  let leads = 0;
  for (const site of sites) {
    const query = new URLSearchParams({ client_id: site.client_id, from: String(from.getTime()), to: String(end.getTime()), tz });
    const report = (await (await request.get(`/api/admin/results?${query.toString()}`)).json()) as { totals: { views: number; conversions: number } };
    views += report.totals.views;
    leads += report.totals.conversions;
  }
  return { views, leads };
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: HEIGHT[width] } });

    test('the Pop-ups page shows every action of every row, and Delete works', async ({ page, request, server }) => {
      const { clientId } = await siteWith(request, server, [
        { title: 'A pop-up whose owner gave it a very long name to tell it apart from the others', type: 'sside', format: 'format_3' },
        emptyGame('Scratch and win'),
        { title: 'Short', type: 'bar', format: 'format_1', status: 'draft' },
      ]);
      await adminLogin(page.request, server);
      await page.goto(`/app/poptins?site=${clientId}`);
      const table = page.getByTestId('popups-table');
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(3);
      const wrap = page.locator('.table-wrap').filter({ has: table });
      // Nothing hidden sideways: the table is no wider than its panel.
      expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      const box = (await wrap.boundingBox())!;
      for (let i = 0; i < 3; i++) {
        const actions = rows.nth(i).locator('.popup-actions').locator('a, button');
        await expect(actions).toHaveText(['Edit', 'Results', 'Duplicate', 'Delete']);
        for (let a = 0; a < 4; a++) {
          const b = (await actions.nth(a).boundingBox())!;
          expect(b.x).toBeGreaterThanOrEqual(box.x - 0.5);
          expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
          expect(b.x + b.width).toBeLessThanOrEqual(width);
        }
      }
      await fitsTheWindow(page);
      await photograph(page, 'polish-poptins');
      // Delete is usable: its dialog opens, and Cancel leaves the row.
      const short = rows.filter({ hasText: 'Short' });
      await short.getByRole('button', { name: 'Delete Short' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete the pop-up “Short”?' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Delete pop-up' }).click();
      await expect(rows).toHaveCount(2);
    });

    test('the editor’s header and Design tab say the format in words', async ({ page, request, server }) => {
      const { ids } = await siteWith(request, server, [{ title: 'Corner offer', type: 'sside', format: 'format_1', status: 'draft' }]);
      await openEditor(page, server, ids[0]!);
      await expect(page.getByTestId('editor-format')).toContainText('Slide-in, format 1, picture on top, 400 × 480 · test site');
      expect(await page.locator('.ed-head').innerText()).not.toMatch(CODES);
      await page.getByRole('tab', { name: /^Design/ }).click();
      const section = page.getByRole('region', { name: 'Position and size' });
      await expect(section).toContainText('Slide-in, format 1, picture on top, 400 × 480.');
      expect(await page.getByRole('tabpanel').innerText()).not.toMatch(CODES);
      if (width === 375) await fitsTheWindow(page);
      await snap(page, 'editor-header');
      await section.scrollIntoViewIfNeeded();
      await snap(page, 'design-tab');
    });

    test('a failed save is shown below the sticky header, with the focus on it', async ({ page, request, server }) => {
      const { ids } = await siteWith(request, server, [{ title: 'Failing save', status: 'draft' }]);
      await openEditor(page, server, ids[0]!);
      await page.route(`**/api/admin/poptins/${ids[0]}`, (route) =>
        route.request().method() === 'PATCH'
          ? route.fulfill({ status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'The server is restarting; try again in a minute.' } })
          : route.fallback(),
      );
      await page.getByLabel('Heading text').fill('A changed heading');
      // Far down the settings, where the header was covering the box.
      await page.getByRole('button', { name: 'Add block' }).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.keyboard.press('Control+s');
      const box = page.getByRole('region', { name: 'The changes were not saved' });
      await expect(box).toBeFocused();
      await expect(box).toContainText('The server is restarting; try again in a minute.');
      await expect(box).toBeInViewport({ ratio: 1 });
      // Not under the sticky header: the box starts where the header ends, or below.
      await expect
        .poll(async () => {
          const head = (await page.locator('.ed-head').boundingBox())!;
          const b = (await box.boundingBox())!;
          return b.y - (head.y + head.height);
        })
        .toBeGreaterThanOrEqual(0);
      await snap(page, 'save-error');
    });
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test('publishing a game with empty screens asks first, naming them', async ({ page, request, server }) => {
    const { ids } = await siteWith(request, server, [emptyGame('Scratch to win')]);
    await openEditor(page, server, ids[0]!);
    await expect(page.getByTestId('editor-format')).toContainText('Gamified, format 2, scratch card on the right, 800 × 500');
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await publish.click();
    const dialog = page.getByRole('alertdialog', { name: 'Publish with empty screens?' });
    await expect(dialog).toContainText('The Winning screen is empty');
    await expect(dialog).toContainText('The Losing screen is empty');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await snap(page, 'publish-warning');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(publish).toBeFocused();
    await expect(page.getByTestId('editor-status')).toHaveText('Draft');
    // The Content tab marks the empty screens.
    await page.getByRole('radio', { name: 'Winning (empty)' }).check();
    await expect(page.getByTestId('empty-screen-warning')).toContainText('The Winning screen is empty');
    await publish.click();
    await dialog.getByRole('button', { name: 'Publish anyway' }).click();
    await expect(page.getByTestId('editor-status')).toHaveText('Published');
  });

  test('the desktop preview fits the column, or shows the window at its true size', async ({ page, request, server }) => {
    const { ids } = await siteWith(request, server, [{ title: 'Big enough to judge', status: 'draft' }]);
    await openEditor(page, server, ids[0]!);
    const frame = page.locator('iframe.ed-frame');
    const popup = page.frameLocator('iframe.ed-frame').locator('.bk-popup');
    await expect(popup).toBeVisible();
    /** The pop-up's width on the screen against its CSS width inside the frame. */
    const drawnAt = async () => (await popup.boundingBox())!.width / (await popup.evaluate((el) => el.getBoundingClientRect().width));
    expect((await frame.boundingBox())!.width).toBeLessThan(1024);
    expect(await drawnAt()).toBeLessThan(0.75);
    await page.getByRole('radio', { name: '100%' }).check();
    await expect(page.locator('.ed-frame-box')).toHaveAttribute('data-scale', '1.000');
    await expect.poll(async () => Math.round((await frame.boundingBox())!.width)).toBe(1024);
    expect(await drawnAt()).toBeCloseTo(1, 2);
    await expect(page.locator('.ed-preview-status')).toContainText('on a desktop window at its true size');
    await page.locator('.ed-preview').scrollIntoViewIfNeeded();
    await snap(page, 'preview-100');
    await page.getByRole('radio', { name: 'Fit' }).check();
    await expect.poll(drawnAt).toBeLessThan(0.75);
  });

  test('the Overview adds up the last 30 days of every site, with the change and a chart', async ({ page, browser, request, server }, testInfo) => {
    await adminLogin(request, server);
    await visitorConverts(browser, server, `overview-${testInfo.workerIndex}-${Date.now()}@example.com`);
    const expected = await lastThirtyDays(request);
    expect(expected.views).toBeGreaterThan(0);
    expect(expected.leads).toBeGreaterThan(0);
    await adminLogin(page.request, server);
    await page.goto('/app/');
    const views = page.getByTestId('headline-views');
    await expect(views.locator('.total-value')).toHaveText(expected.views.toLocaleString('en-US'));
    await expect(page.getByTestId('headline-leads').locator('.total-value')).toHaveText(expected.leads.toLocaleString('en-US'));
    await expect(page.getByTestId('headline-rate').locator('.total-value')).toHaveText(`${((expected.leads / expected.views) * 100).toFixed(1)}%`);
    await expect(views.locator('.total-change')).toContainText('the previous 30 days');
    const chart = page.getByTestId('overview-chart');
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'The last 30 days, day by day' }).getByRole('row')).toHaveCount(31);
    await photograph(page, 'polish-overview');
    await page.setViewportSize({ width: 375, height: 780 });
    await openFromMenu(page, 'Pop-ups');
    await openFromMenu(page, 'Overview');
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
    await fitsTheWindow(page);
    await photograph(page, 'polish-overview');
  });
});

test.describe('axe', () => {
  // axe is injected as a script, which the dashboard's CSP refuses (as in dashboard-a11y.spec.ts).
  test.use({ bypassCSP: true });

  for (const width of WIDTHS) {
    test(`the polished pages and states pass axe at ${width} px`, async ({ page, request, server }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: HEIGHT[width] });
      const { clientId, ids } = await siteWith(request, server, [
        { title: 'Words and zoom', type: 'sside', format: 'format_1', status: 'draft' },
        emptyGame('Empty game'),
      ]);
      await adminLogin(page.request, server);
      const found: string[] = [];
      const check = async (name: string) => {
        for (const violation of await seriousViolations(page, 'body')) found.push(`${name}: ${violation}`);
      };
      await page.goto('/app/');
      await expect(page.getByTestId('headline-views')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await check('overview');
      await page.goto(`/app/poptins?site=${clientId}`);
      await expect(page.getByTestId('popups-table').locator('tbody tr')).toHaveCount(2);
      await check('pop-ups');

      await page.goto(`/app/poptins/${ids[0]}/edit`);
      await page.getByRole('tab', { name: /^Design/ }).click();
      await check('editor design tab');
      if (width === 1280) {
        await page.getByRole('radio', { name: '100%' }).check();
        await check('preview at 100%');
      }
      await page.route(`**/api/admin/poptins/${ids[0]}`, (route) =>
        route.request().method() === 'PATCH' ? route.fulfill({ status: 500, json: { statusCode: 500, message: 'Broken on purpose.' } }) : route.fallback(),
      );
      await page.getByRole('tab', { name: /^Content/ }).click();
      await page.getByLabel('Heading text').fill('Changed');
      await page.keyboard.press('Control+s');
      await expect(page.getByTestId('save-error')).toBeFocused();
      await check('save error');

      await page.goto(`/app/poptins/${ids[1]}/edit`);
      await page.getByRole('radio', { name: 'Winning (empty)' }).check();
      await check('empty game screen');
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await check('publish warning');
      expect(found).toEqual([]);
    });
  }
});
