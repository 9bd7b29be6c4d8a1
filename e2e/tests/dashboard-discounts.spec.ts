import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dashboardLogin, expect, test } from '../support/fixtures.js';
import { fitsTheWindow, photograph } from '../support/dashboard.js';
import { connectShop } from '../support/shop-connection.js';
import { siteWith } from '../support/sites.js';

/**
 * Issue 19, the owner's side of store discount codes (SPEC §7 get-price-rules): the site's shop
 * section leads to its Discount codes page, where the owner adds a running code and an ended one
 * (saved as the whole set) and finds them again after a reload with their status; a pop-up's
 * editor then takes one of them as its coupon.
 */

const SCREENSHOTS = resolve(dirname(fileURLToPath(import.meta.url)), '../../test-results/screenshots');
const DAY = 24 * 60 * 60 * 1000;
/** What a datetime-local input takes: wall time (the browser's zone is the machine's), to the minute. */
function local(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

test('an owner adds discount codes, sees their status after a reload, and gives a pop-up the running one', async ({ page, request, server }) => {
  test.setTimeout(90_000);
  const { clientId, ids } = await siteWith(request, server, [{ title: 'Coupon offer', status: 'draft' }]);
  const shop = `discounts-${clientId.toLowerCase()}.myshopify.com`;
  connectShop(server.dataDir, clientId, shop);
  await dashboardLogin(page, server);

  // From the site's shop to its codes: none yet, and what they are for.
  await page.goto('/app/sites');
  await page.getByRole('link', { name: `Discount codes of ${shop}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('site')).toBe(clientId);
  await expect(page.getByText('No discount codes yet.')).toBeVisible();
  await expect(page.getByText(/Pop-ups can offer one of these codes; visitors see it only while it runs\./)).toBeVisible();

  const now = Date.now();
  const form = page.getByRole('form', { name: 'Add a discount code' });
  await form.getByLabel('Title').fill('Summer sale');
  await form.getByLabel('Code').fill('SUMMER15');
  await form.getByLabel('Percentage off').fill('15');
  await form.getByLabel('Starts').fill(local(now - DAY));
  await form.getByLabel('Ends').fill(local(now + 30 * DAY));
  await form.getByRole('button', { name: 'Add code' }).click();
  await expect(page.getByText('Added SUMMER15.')).toBeVisible();
  await expect(form.getByLabel('Title')).toBeFocused();

  await form.getByLabel('Title').fill('Spring clearance');
  await form.getByLabel('Code').fill('SPRING10');
  await form.getByLabel('Kind of discount').selectOption('fixed_amount');
  await form.getByLabel('Amount off').fill('10');
  await form.getByLabel('Starts').fill(local(now - 20 * DAY));
  await form.getByLabel('Ends').fill(local(now - DAY));
  await form.getByRole('button', { name: 'Add code' }).click();
  await expect(page.getByText('Added SPRING10.')).toBeVisible();

  // Saved on the server: a reload shows both, each with its status.
  await page.reload();
  const table = page.getByRole('table', { name: "The site's discount codes, with when each runs" });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row', { name: /Summer sale/ })).toContainText('15% off');
  await expect(table.getByRole('row', { name: /Summer sale/ })).toContainText('Running');
  await expect(table.getByRole('row', { name: /Spring clearance/ })).toContainText('$10 off');
  await expect(table.getByRole('row', { name: /Spring clearance/ })).toContainText('Ended');
  await photograph(page, 'discounts');
  // On a phone only the table scrolls, inside its panel.
  await page.setViewportSize({ width: 360, height: 800 });
  await fitsTheWindow(page);
  await photograph(page, 'discounts');
  await page.setViewportSize({ width: 1280, height: 720 });

  // The editor: the ended code is warned about; the running one is saved as the pop-up's coupon.
  await page.goto(`/app/poptins/${ids[0]}/edit`);
  await page.getByRole('tab', { name: /^Design/ }).click();
  const coupon = page.getByRole('region', { name: 'Coupon' });
  await coupon.getByLabel("One of my store's discount codes").check();
  const select = coupon.getByLabel('Discount code', { exact: true });
  await select.selectOption('SPRING10');
  await expect(coupon.getByRole('status')).toContainText('SPRING10 ended on');
  mkdirSync(SCREENSHOTS, { recursive: true });
  await coupon.screenshot({ path: join(SCREENSHOTS, 'dashboard-editor-coupon-ended-1280.png') });
  await select.selectOption('SUMMER15');
  await expect(coupon.getByRole('status')).toHaveCount(0);
  await expect(select.locator('option:checked')).toHaveText('Summer sale — SUMMER15 — 15% off — Running');
  await coupon.screenshot({ path: join(SCREENSHOTS, 'dashboard-editor-coupon-1280.png') });
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes(ids[0]!));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  const stored = (await (await page.request.get(`/api/admin/poptins/${ids[0]}`)).json()) as { settings: { design_properties: { coupon?: unknown } } };
  expect(stored.settings.design_properties.coupon).toEqual({ code: 'SUMMER15', coupon_type: 'price_rule' });
});
