import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { FREQUENCY_RULES } from '@beckon/core';
import { adminLogin, expect, expectLive, test } from '../support/fixtures.js';
import { seriousViolations } from '../support/axe.js';
import { siteWith } from '../support/sites.js';

/** Issue 23: an owner uploads a picture in the editor; the preview and then a visitor's page show it. */
const SHOTS = '/tmp/shots-helper-upload/';
mkdirSync(SHOTS, { recursive: true });

const TITLE = 'Fresh from the roastery';

/** A 1200 × 800 JPEG drawn by the browser itself, so no picture file is committed. */
async function photo(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 800;
    const g = canvas.getContext('2d')!;
    const sky = g.createLinearGradient(0, 0, 1200, 800);
    sky.addColorStop(0, '#7c3aed');
    sky.addColorStop(1, '#f59e0b');
    g.fillStyle = sky;
    g.fillRect(0, 0, 1200, 800);
    g.fillStyle = '#fff7ed';
    g.beginPath();
    g.arc(600, 430, 230, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#7c2d12';
    g.font = 'bold 96px sans-serif';
    g.textAlign = 'center';
    g.fillText('BECKON', 600, 460);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** An image has arrived and decoded: the CSP let it in and the server served a picture. */
const loaded = (img: Locator) =>
  expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

async function openEditor(page: Page, request: Parameters<typeof siteWith>[0], server: Parameters<typeof siteWith>[1]) {
  const { clientId, ids } = await siteWith(request, server, [{ title: TITLE, format: 'format_2', settings: { d_f_r: FREQUENCY_RULES.everyTimeEveryPage } }]);
  await adminLogin(page.request, server);
  await page.goto(`/app/poptins/${ids[0]}/edit`);
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.getByLabel('New block').first().selectOption('image');
  await page.getByRole('button', { name: 'Add block' }).first().click();
  return { clientId, poptinId: ids[0]! };
}

test('the owner uploads a picture with the file picker, sees it in the preview, saves; a visitor gets it with the long cache header', async ({
  page,
  request,
  server,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { clientId, poptinId } = await openEditor(page, request, server);
  const picker = page.getByRole('group', { name: 'Picture' });
  await expect(picker).toBeVisible();
  await picker.screenshot({ path: `${SHOTS}upload-control-empty-1280.png` });

  // Through the real button and the browser's file chooser.
  const chooser = page.waitForEvent('filechooser');
  await picker.getByRole('button', { name: 'Upload a picture…' }).click();
  await (await chooser).setFiles({ name: 'roastery.jpg', mimeType: 'image/jpeg', buffer: await photo(page) });
  await expect(picker.getByRole('status')).toContainText('roastery.jpg uploaded (1200 × 800) and placed in the pop-up.');
  const address = page.getByLabel('Image address');
  await expect(address).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/images\/[0-9a-f]{32}-960\.webp$/);
  const src = await address.inputValue();
  await page.getByLabel('Description for screen readers').fill('A cup of coffee in front of a sunset');

  const preview = page.frameLocator('iframe.ed-frame');
  const previewImage = preview.locator('.bk-media img');
  await expect(previewImage).toHaveAttribute('src', src);
  await loaded(previewImage);
  await page.screenshot({ path: `${SHOTS}editor-with-upload-1280.png`, fullPage: false });

  // The library lists it, marked as the one shown here.
  await picker.getByText('Your pictures (1)').click();
  await expect(picker.getByRole('button', { name: /^roastery\.jpg/ })).toHaveAttribute('aria-pressed', 'true');
  await picker.screenshot({ path: `${SHOTS}upload-control-1280.png` });

  // An http:// picture on another origin shows in the preview too (the dashboard's CSP lets images in, never scripts).
  const elsewhere = src.replace('127.0.0.1', 'localhost');
  await address.fill(elsewhere);
  await expect(previewImage).toHaveAttribute('src', elsewhere);
  await loaded(previewImage);
  await address.fill(src);

  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes(poptinId));
  await page.keyboard.press('Control+s');
  expect((await saved).status()).toBe(200);
  const stored = (await (await request.get(`/api/admin/poptins/${poptinId}`)).json()) as {
    settings: { design: { screens: { main: Array<{ kind: string; src?: string; alt?: string }> } } };
  };
  expect(stored.settings.design.screens.main.find((b) => b.kind === 'image')).toEqual({ kind: 'image', src, alt: 'A cup of coffee in front of a sunset' });

  // The phone-sized editor: the control stacks and still fits.
  await page.setViewportSize({ width: 375, height: 800 });
  await picker.scrollIntoViewIfNeeded();
  await picker.screenshot({ path: `${SHOTS}upload-control-375.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  // A visitor's page loads the picture from Beckon, to be kept for a year.
  const visitor = await page.context().newPage();
  await visitor.setViewportSize({ width: 1280, height: 800 });
  const image = visitor.waitForResponse((r) => r.url() === src);
  await visitor.goto(`/demo/plain-site/?client=${clientId}`);
  const dialog = visitor.getByRole('dialog', { name: TITLE });
  await expect(dialog).toBeVisible();
  await expectLive(dialog);
  const response = await image;
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-type']).toBe('image/webp');
  const shown = dialog.getByRole('img', { name: 'A cup of coffee in front of a sunset' });
  await expect(shown).toHaveAttribute('src', src);
  await loaded(shown);
  await visitor.screenshot({ path: `${SHOTS}visitor-page-1280.png` });
});

test.describe('accessibility', () => {
  // axe is injected as a script, which the dashboard's CSP refuses (as in dashboard-a11y.spec.ts).
  test.use({ bypassCSP: true });

  test('the editor with the picture control passes axe, the library open, at 1280 and 375 px', async ({ page, request, server }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openEditor(page, request, server);
    const picker = page.getByRole('group', { name: 'Picture' });
    await picker.getByText(/Your pictures/).click();
    await expect(picker.getByText(/Your pictures \(\d+\)/)).toBeVisible();
    expect(await seriousViolations(page, '.ed-image')).toEqual([]);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await seriousViolations(page, '.ed-image')).toEqual([]);
  });
});
