import type { Page } from '@playwright/test';
import { adminLogin, dashboardLogin, expect, test } from '../support/fixtures.js';
import { fitsTheWindow, openFromMenu, photograph, signUp } from '../support/dashboard.js';
import { siteWith } from '../support/sites.js';
import { ageViews } from '../support/views.js';

/**
 * The owner's dashboard, page by page, as a new owner meets it: sign up, add a site and see its
 * snippet seen on a page, make a pop-up from the gallery, publish it, then leads, results, the
 * chat widget setup and the account. Once at laptop width and once at 360 px; every page is
 * photographed into test-results/screenshots/.
 */

/**
 * A page of the owner's own site carrying the snippet the dashboard gave, served by the test on
 * the server's own host (Chromium keeps pages of other hosts from loading scripts off loopback).
 */
async function openHostPage(page: Page, server: string, snippet: string): Promise<void> {
  await page.route(`${server}/shop/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Shop</title>${snippet}</head><body><h1>The shop</h1></body></html>`,
    }),
  );
  const display = page.waitForResponse((r) => /\/api\/display\/[A-Za-z0-9_-]+$/.test(new URL(r.url()).pathname));
  await page.goto(`${server}/shop/shoes`);
  expect((await display).ok()).toBe(true);
}

async function walk(page: Page, server: string, email: string, narrow: boolean): Promise<void> {
  await signUp(page, email);
  await expect(page.getByText('No sites yet.')).toBeVisible();
  if (narrow) await fitsTheWindow(page);

  // Sites: add one, with its allowed domain.
  await page.getByLabel('Site name').fill('Northwind Coffee');
  await page.getByLabel(/Allowed domains/).fill(`${new URL(server).origin}/\n`);
  await page.getByRole('button', { name: 'Add site' }).click();
  const site = page.getByRole('region', { name: 'Northwind Coffee' });
  await expect(site).toContainText(`Shows on ${new URL(server).hostname}`);
  await expect(site.getByRole('status').filter({ hasText: 'Not seen yet' })).toHaveText('Not seen yet — paste the snippet, open a page, then Check again.');
  const snippet = await site.getByLabel(/Paste this into the <head>/).inputValue();
  expect(snippet).toContain('/sdk/v');

  // The copy button: in a browser that refuses the clipboard the snippet is selected instead.
  await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true }));
  await site.getByRole('button', { name: 'Copy snippet' }).click();
  await expect(site.getByText(/did not let the page copy/)).toBeVisible();
  await expect(site.getByLabel(/Paste this into the <head>/)).toBeFocused();
  await photograph(page, 'sites');

  // The snippet on a page of the site, then Check again.
  const shop = await page.context().newPage();
  await openHostPage(shop, server, snippet);
  await shop.close();
  await site.getByRole('button', { name: 'Check again' }).click();
  await expect(site.getByRole('status').filter({ hasText: 'Seen on' })).toContainText(`Seen on ${server}/shop/shoes`);

  // Rename it.
  await site.getByRole('button', { name: 'Edit' }).click();
  await site.getByLabel('Site name').fill('Northwind Coffee shop');
  await site.getByRole('button', { name: 'Save changes' }).click();
  const renamed = page.getByRole('region', { name: 'Northwind Coffee shop' });
  await expect(renamed).toBeVisible();

  // Pop-ups: empty, then the gallery.
  await openFromMenu(page, 'Pop-ups');
  await expect(page.getByText('No pop-ups yet.')).toBeVisible();
  await page.getByRole('link', { name: 'New pop-up' }).click();
  await expect(page.getByRole('heading', { name: 'New pop-up' })).toBeVisible();
  await page.getByRole('radio', { name: 'Start from blank' }).check();
  await page.getByLabel(/^Name/).fill('Spring sale');
  await page.getByRole('radio', { name: /^Slide-in/ }).check();
  await expect(page.getByRole('radio', { name: /^Format \d+/ })).toHaveCount(19);
  await page.getByRole('radio', { name: /^Format 3 / }).check();
  if (narrow) await fitsTheWindow(page);
  await photograph(page, 'gallery');
  await page.getByRole('button', { name: 'Create draft and open the editor' }).click();
  await expect(page).toHaveURL(/\/app\/poptins\/[a-z0-9]{13}\/edit$/);
  const poptinId = /poptins\/([a-z0-9]{13})\/edit/.exec(page.url())![1]!;

  // Back in the list: a draft slide-in, published with one click.
  await openFromMenu(page, 'Pop-ups');
  const row = page.getByTestId('popups-table').locator(`tr[data-poptin-id="${poptinId}"]`);
  await expect(row).toContainText('Spring sale');
  await expect(row).toContainText('Slide-in · Format 3');
  await expect(row).toContainText('Draft');
  await row.getByRole('button', { name: 'Publish Spring sale' }).click();
  await expect(row.getByRole('button', { name: 'Unpublish Spring sale' })).toBeVisible();
  await expect(row).toContainText('Published');

  // Duplicate, then delete the copy from the keyboard: the dialog holds the focus and gives it back.
  await row.getByRole('button', { name: 'Duplicate Spring sale' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A copy was made as a draft.' })).toBeVisible();
  const copy = page.getByTestId('popups-table').locator('tr', { hasText: 'Spring sale (copy)' });
  await expect(copy).toHaveCount(1);
  const deleteCopy = copy.getByRole('button', { name: 'Delete Spring sale (copy)' });
  await deleteCopy.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete the pop-up “Spring sale (copy)”?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete pop-up' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await photograph(page, 'delete-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(deleteCopy).toBeFocused();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Delete pop-up' }).click();
  await expect(copy).toHaveCount(0);
  await expect(row).toBeVisible();
  if (narrow) await fitsTheWindow(page);
  await photograph(page, 'poptins');

  // Leads: none yet; the export link follows the filters.
  await openFromMenu(page, 'Leads');
  await expect(page.getByText('No leads yet.')).toBeVisible();
  await page.getByLabel('Pop-up').selectOption({ label: 'Spring sale' });
  await expect(page.getByText('No lead matches these filters.')).toBeVisible();
  const csv = new URL((await page.getByRole('link', { name: /Export CSV/ }).getAttribute('href'))!, page.url());
  expect(csv.pathname).toBe('/api/admin/leads.csv');
  expect(csv.searchParams.get('poptin_id')).toBe(poptinId);
  if (narrow) await fitsTheWindow(page);
  await photograph(page, 'leads');

  // Results of the site, then of the pop-up.
  await openFromMenu(page, 'Results');
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals' })).toBeVisible();
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Site or pop-up').selectOption({ label: 'Spring sale · Northwind Coffee shop' });
  await expect(page).toHaveURL(/poptin_id=/);
  await expect(page.getByText('This pop-up has no A/B test.')).toBeVisible();
  if (narrow) await fitsTheWindow(page);
  await photograph(page, 'results');

  // Chat widget: a contact, the element to paste.
  await openFromMenu(page, 'Chat widget');
  await expect(page.getByText(/Add at least one contact/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Add a contact' }).click();
  await page.getByLabel('First name').fill('Maya');
  await page.getByLabel('Phone with country code').fill('call me');
  await expect(page.getByText('Maya: enter a phone number with its country code').first()).toBeVisible();
  await page.getByLabel('Phone with country code').fill('+44 7700 900123');
  await expect(page.getByText('Ready to paste.')).toBeVisible();
  const element = await page.getByLabel(/Paste this before <\/body>/).inputValue();
  expect(element).toContain('<div class="qlwapp"');
  expect(element).toContain('"firstname":"Maya"');
  expect(element).toContain('/sdk/chat.js');
  if (narrow) await fitsTheWindow(page);
  await photograph(page, 'chat');

  await openFromMenu(page, 'Account');
  await expect(page.getByRole('region', { name: 'Your account' }).getByRole('definition').first()).toHaveText(email);
  if (narrow) await fitsTheWindow(page);
  await photograph(page, 'account');

  await openFromMenu(page, 'Overview');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await photograph(page, 'overview');
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test('a new owner walks every page', async ({ page, server }, testInfo) => {
    await walk(page, server.url, `owner-wide-${testInfo.workerIndex}-${Date.now()}@example.com`, false);
  });

  test("the owner sets a site's data retention, is told a wrong value, and clears it; each persists", async ({ page }, testInfo) => {
    await signUp(page, `owner-retention-${testInfo.workerIndex}-${Date.now()}@example.com`);
    await page.getByLabel('Site name').fill('Kept a while');
    await page.getByRole('button', { name: 'Add site' }).click();
    const site = page.getByRole('region', { name: 'Kept a while' });
    const edit = async () => {
      await site.getByRole('button', { name: 'Edit' }).click();
      return site.getByLabel(/Delete leads and activity after/);
    };
    const days = await edit();
    await expect(days).toHaveValue('');
    await days.fill('0');
    await site.getByRole('button', { name: 'Save changes' }).click();
    await expect(site.getByRole('alert')).toHaveText(/whole number of days from 1 to 3650/);
    await expect(days).toHaveAttribute('aria-invalid', 'true');
    await site.screenshot({ path: testInfo.outputPath('site-retention-refused.png') });
    await days.fill('45');
    await site.getByRole('button', { name: 'Save changes' }).click();
    await expect(site.getByRole('button', { name: 'Edit' })).toBeVisible();
    await page.reload();
    await expect(await edit()).toHaveValue('45');
    await site.getByLabel(/Delete leads and activity after/).fill('');
    await site.getByRole('button', { name: 'Save changes' }).click();
    await expect(site.getByRole('button', { name: 'Edit' })).toBeVisible();
    await page.reload();
    await expect(await edit()).toHaveValue('');
  });

  test('the main menu works from the keyboard, after the skip link', async ({ page }, testInfo) => {
    await signUp(page, `owner-keys-${testInfo.workerIndex}-${Date.now()}@example.com`);
    await page.locator('body').click({ position: { x: 1, y: 300 } });
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Tab');
    const menu = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Overview', 'Sites', 'Pop-ups', 'Leads']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeFocused();
      // The focus ring is visible (the browser's outline is not removed).
      expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
      if (label !== 'Leads') await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Leads', exact: true })).toHaveAttribute('aria-current', 'page');
    // The skip link takes the focus past the menu to the page.
    await skip.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });

  test('what a visitor did shows up: results as a chart and a table, the lead in the leads table', async ({ page, browser, request, server }, testInfo) => {
    await adminLogin(request, server);
    // A long name in the filters' selects must not widen the page past a phone's width (checked at 360 px below).
    await siteWith(request, server, [{ title: 'A pop-up whose owner gave it a very long name to tell it apart from all the others', status: 'draft' }]);
    const popups = (await (await request.get('/api/admin/poptins')).json()) as Array<{ poptin_id: string; name: string }>;
    const demo = popups.find((p) => p.name === 'Welcome discount')!;
    const email = `visitor-${testInfo.workerIndex}-${Date.now()}@example.com`;

    // A visitor sees the demo pop-up (after 3 s on its fake clock) and leaves an address.
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
    // A person takes a few seconds over a form (faster is marked as automated), by the server's clock too.
    await visitor.clock.runFor(2500);
    await ageViews(server, 2500);
    const converted = visitor.waitForResponse((r) => r.url().includes('/api/display/conversion/'));
    await dialog.getByRole('button', { name: 'Get my discount' }).click();
    expect((await converted).ok()).toBe(true);
    await visitor.close();

    await dashboardLogin(page, server);
    await page.goto(`/app/results?poptin_id=${demo.poptin_id}&range=7`);
    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals).toContainText(/Views\s*[1-9]/);
    await expect(totals).toContainText(/Conversions\s*[1-9]/);
    const figure = page.getByRole('figure');
    await expect(figure.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(figure.locator('figcaption')).toContainText(/^7 days: [1-9]\d* views?, /);
    // The table behind the chart has a row a day; today's holds the view.
    const table = figure.getByRole('table', { name: 'Results by day' });
    await expect(table.getByRole('row')).toHaveCount(8);
    await expect(table.getByRole('row').last().getByRole('cell').first()).not.toHaveText('0');
    await expect(page.getByRole('region', { name: 'By device' }).getByRole('rowheader').first()).toBeVisible();
    await photograph(page, 'results-chart');

    await openFromMenu(page, 'Leads');
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    // The search settles into the address, the query and the export link.
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace(/[.+]/g, '\\$&')}`));
    const row = page.getByTestId('leads-table').getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Welcome discount');
    await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
    const csv = new URL((await page.getByRole('link', { name: /Export CSV/ }).getAttribute('href'))!, page.url());
    expect(csv.searchParams.get('q')).toBe(email);
    const download = await page.request.get(csv.toString());
    expect(download.headers()['content-type']).toContain('text/csv');
    expect(await download.text()).toContain(email);
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await expect(page.getByTestId('leads-table').getByRole('row').filter({ hasText: email })).toHaveCount(1);
    await photograph(page, 'leads-table');
    await page.setViewportSize({ width: 360, height: 780 });
    await fitsTheWindow(page);
    await photograph(page, 'leads-table');
    await openFromMenu(page, 'Results');
    await fitsTheWindow(page);
    await photograph(page, 'results-chart');
  });

  test('a query that meets an ended session goes to the login page, and back after logging in', async ({ page, context }, testInfo) => {
    const email = `owner-expired-${testInfo.workerIndex}-${Date.now()}@example.com`;
    await signUp(page, email);
    await openFromMenu(page, 'Leads');
    // The page (a chunk of its own) has loaded and asked for its leads with the session still there.
    await expect(page.getByText('No leads yet.')).toBeVisible();
    await context.clearCookies();
    await page.getByLabel('Include automated submissions').click();
    await expect(page.getByRole('heading', { name: 'Log in to Beckon' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/leads\?spam=1$/);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a new owner walks every page on a phone', async ({ page, server }, testInfo) => {
    await walk(page, server.url, `owner-narrow-${testInfo.workerIndex}-${Date.now()}@example.com`, true);
  });

  test('the menu folds behind a button and opens from the keyboard', async ({ page }, testInfo) => {
    await signUp(page, `owner-menu-${testInfo.workerIndex}-${Date.now()}@example.com`);
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await photograph(page, 'menu-open');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Overview', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Pop-ups', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Pop-ups', level: 1 })).toBeVisible();
    await expect(menu).toBeHidden();
  });
});
