import { expect, test } from '../support/fixtures.js';
import { siteWith } from '../support/sites.js';

/**
 * Issue 22: a pop-up that does nothing by itself fetches its live view at the visitor's first act,
 * not when it shows. What the visitor does before it has come is kept: the focus stays in the
 * dialog, what they type stays, and their submit or close is carried out once the live view is here.
 * The live view's chunk is held back by the test so that every act surely comes before it.
 */
test('a visitor who acts before the live view has come loses nothing', async ({ page, request, server }) => {
  const { clientId } = await siteWith(request, server, [{ title: 'First act', settings: {} }]);
  const chunks: string[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/sdk\/v1\/chunks\/live-/, async (route) => {
    chunks.push(route.request().url());
    await held;
    await route.continue();
  });
  const conversions: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/display\/conversion\//.test(r.url())) conversions.push(r.postData() ?? '');
  });
  await page.goto(`/demo/plain-site?client=${clientId}`);
  const dialog = page.getByRole('dialog', { name: 'First act' });
  await expect(dialog).toBeVisible();
  const email = dialog.getByLabel('Email address');
  await expect(email).toBeFocused();
  await page.waitForTimeout(300);
  // Shown, viewed, and no live view asked for: nobody has acted yet.
  expect(chunks).toEqual([]);

  // Tab keeps the focus in the dialog (WAI-ARIA): remembered, and carried out by the live view.
  await page.keyboard.press('Tab');
  await expect.poll(() => chunks.length).toBe(1);
  await email.fill('early@example.com');
  await dialog.getByRole('button', { name: 'Get my discount' }).click();
  await expect(email).toHaveValue('early@example.com');
  expect(conversions).toEqual([]);

  release();
  // The Tab moved the focus on from the field, then the submit went through with what was typed.
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  await expect.poll(() => conversions.length).toBe(1);
  expect(new URLSearchParams(conversions[0]).get('email')).toBe('early@example.com');
  expect(chunks).toHaveLength(1);
});

test('Tab pressed before the live view has come moves the focus within the dialog once it is here', async ({ page, request, server }) => {
  const { clientId } = await siteWith(request, server, [{ title: 'Tab early', settings: {} }]);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/sdk\/v1\/chunks\/live-/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/demo/plain-site?client=${clientId}`);
  const dialog = page.getByRole('dialog', { name: 'Tab early' });
  const email = dialog.getByLabel('Email address');
  await expect(email).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(email).toBeFocused();
  release();
  await expect(dialog.getByRole('button', { name: 'Get my discount' })).toBeFocused();
  await page.keyboard.press('Tab');
  // Round from the last control to the X (the first), never out to the page.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
});

test('Escape pressed before the live view has come closes the pop-up once it is here', async ({ page, request, server }) => {
  const { clientId } = await siteWith(request, server, [{ title: 'Escape early', settings: {} }]);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/sdk\/v1\/chunks\/live-/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/demo/plain-site?client=${clientId}`);
  const dialog = page.getByRole('dialog', { name: 'Escape early' });
  // The focus moves in a frame after the first paint: a key before then is the page's, not the dialog's.
  await expect(dialog.getByLabel('Email address')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  release();
  await expect(dialog).toHaveCount(0);
});
