import type { Locator, Page } from '@playwright/test';
import { allFormats, FONT_CHOICES } from '@beckon/core';
import { adminLogin, animationsDone, becameInteractive, expect, openPaused, test } from '../support/fixtures.js';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts.js';
import { designTitled, siteWith } from '../support/sites.js';

/**
 * Issue 23 part 4, as a visitor and an owner see it: every bar format lays its heading, text,
 * email field and button on one line from 1024 px, wraps on a tablet and stacks on a phone, and
 * never runs under its X; a bar that pushes the page moves the page's heading (and a fixed
 * header) below itself instead of covering it, and gives the room back when closed; the owner's
 * width, height and font reach the visitor; the Design tab offers them with the format's limits.
 */
const SHOTS = '/tmp/shots-helper-layout';
const BARS = allFormats().filter((e) => e.type === 'bar');

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const sameRow = (a: Box, b: Box) => a.y < b.y + b.height && b.y < a.y + a.height;

async function showBar(page: Page, clientId: string, title: string): Promise<Locator> {
  await openPaused(page, `/demo/plain-site?client=${clientId}`);
  await page.clock.runFor(200);
  const bar = page.getByRole('dialog', { name: title });
  await becameInteractive(page, bar);
  await animationsDone(bar);
  return bar;
}

async function partsOf(bar: Locator) {
  const box = async (l: Locator) => (await l.boundingBox())!;
  return {
    bar: await box(bar),
    heading: await box(bar.locator('.bk-heading')),
    text: await box(bar.locator('.bk-text')),
    field: await box(bar.getByRole('textbox', { name: 'Email address' })),
    button: await box(bar.locator('.bk-button')),
    close: await box(bar.getByRole('button', { name: 'Close' })),
  };
}

for (const width of [1280, 1024]) {
  test(`every bar format sits on one line at ${width} px`, async ({ page, request, server }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    const { clientId, ids } = await siteWith(
      request,
      server,
      BARS.map((e) => ({ title: `Bar ${e.format}`, type: 'bar', format: e.format, status: 'draft' as const })),
    );
    // One bar at a time: each is published alone in turn.
    for (const [i, entry] of BARS.entries()) {
      const title = `Bar ${entry.format}`;
      await request.patch(`/api/admin/poptins/${ids[i]}`, { data: { status: 'published' } });
      if (i > 0) await request.patch(`/api/admin/poptins/${ids[i - 1]}`, { data: { status: 'draft' } });
      const bar = await showBar(page, clientId, title);
      const p = await partsOf(bar);
      const where = `${entry.format} (${entry.orientation})`;
      // One row: the field and the button beside the heading and the text (a vertical format stacks its heading over its text).
      for (const part of [p.heading, p.text, p.button]) expect(sameRow(part, p.field), where).toBe(true);
      expect(p.field.x, where).toBeGreaterThan(Math.max(p.heading.x + p.heading.width, p.text.x + p.text.width) - 1);
      expect(p.button.x, where).toBeGreaterThan(p.field.x + p.field.width - 1);
      if (entry.orientation === 'horizontal') expect(p.text.x, where).toBeGreaterThan(p.heading.x + p.heading.width - 1);
      for (const part of [p.heading, p.text, p.field, p.button]) {
        expect(overlaps(part, p.close), `${where}: under the X`).toBe(false);
        expect(part.x + part.width, where).toBeLessThanOrEqual(width);
      }
      expect(p.bar.width, where).toBe(width);
      if (entry.number <= 3 || entry.number === 7) await page.screenshot({ path: `${SHOTS}/bar-${entry.format}-${width}.png` });
    }
  });
}

for (const [width, layout] of [
  [768, 'wraps'],
  [375, 'stacks'],
] as const) {
  test(`a bar ${layout} at ${width} px, inside the screen and clear of its X`, async ({ page, request, server }) => {
    await page.setViewportSize({ width, height: width < 500 ? 740 : 1000 });
    for (const format of ['format_1', 'format_2', 'format_7']) {
      const title = `Bar ${format}`;
      const { clientId } = await siteWith(request, server, [{ title, type: 'bar', format }]);
      const bar = await showBar(page, clientId, title);
      const p = await partsOf(bar);
      for (const part of [p.heading, p.text, p.field, p.button]) {
        expect(overlaps(part, p.close), `${format}: under the X`).toBe(false);
        expect(part.x, format).toBeGreaterThanOrEqual(0);
        expect(part.x + part.width, format).toBeLessThanOrEqual(width);
      }
      expect(p.bar.y + p.bar.height).toBeLessThanOrEqual(page.viewportSize()!.height);
      // The heading and the text sit above the form, which keeps its field and button together (tablet) or stacks them (phone).
      expect(p.field.y).toBeGreaterThanOrEqual(p.text.y + p.text.height - 1);
      if (width < 560) {
        expect(p.button.y).toBeGreaterThanOrEqual(p.field.y + p.field.height - 1);
        expect(p.field.width).toBeGreaterThan(width - 80);
      } else expect(sameRow(p.field, p.button)).toBe(true);
      await page.screenshot({ path: `${SHOTS}/bar-${format}-${width}.png` });
    }
  });
}

/** The page's CLS so far: its layout shifts summed. */
const shifted = async (page: Page) => (await layoutShifts(page)).reduce((sum, shift) => sum + shift.value, 0);

test('a top bar that pushes moves the heading and a fixed header below itself, and gives the room back', async ({ page, request, server }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await recordLayoutShifts(page);
  // The host page's own fixed header, as many sites have.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const header = document.querySelector('header')!;
      header.style.cssText += ';position:fixed;top:0;left:0;right:0;z-index:10';
      document.body.style.paddingTop = '70px';
      // Where the heading is before the widget runs (it loads after this event).
      (window as unknown as { __h1: number }).__h1 = document.querySelector('h1')!.getBoundingClientRect().y;
    }),
  );
  const title = 'Free shipping this week';
  const { clientId } = await siteWith(request, server, [{ title, type: 'bar', format: 'format_1' }]);
  await openPaused(page, `/demo/plain-site?client=${clientId}`);
  const h1 = page.locator('h1');
  const before = { y: await page.evaluate(() => (window as unknown as { __h1: number }).__h1) };
  await page.clock.runFor(200);
  const bar = page.getByRole('dialog', { name: title });
  await becameInteractive(page, bar);
  await animationsDone(bar);
  const barBox = (await bar.boundingBox())!;
  const after = (await h1.boundingBox())!;
  expect(after.y - before.y).toBeCloseTo(barBox.height, 0);
  expect(after.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
  const header = (await page.locator('header').boundingBox())!;
  expect(header.y).toBeCloseTo(barBox.height, 0);
  // CLS: the push shifts the page once, by the bar's height: impact at most the whole viewport,
  // distance the bar's height over the viewport's. Nothing beyond that (no second shift, no flash).
  const cls = await shifted(page);
  const inherent = barBox.height / 800;
  test.info().annotations.push({ type: 'CLS of the push', description: `${cls.toFixed(4)} (bar ${barBox.height}px: at most ${inherent.toFixed(4)})` });
  console.log(`CLS of a ${barBox.height}px pushing top bar at 1280x800: ${cls.toFixed(4)} (inherent bound ${inherent.toFixed(4)})`);
  expect(cls).toBeLessThanOrEqual(inherent + 0.001);
  await page.screenshot({ path: `${SHOTS}/push-top-1280.png` });

  await bar.getByRole('button', { name: 'Close' }).click();
  await page.clock.runFor(900);
  await expect(bar).toHaveCount(0);
  expect((await h1.boundingBox())!.y).toBeCloseTo(before.y, 0);
  expect((await page.locator('header').boundingBox())!.y).toBe(0);
  expect(await page.evaluate(() => document.documentElement.getAttribute('style') ?? '')).toBe('');
});

test('a bottom bar that pushes keeps the end of the page reachable; one that covers leaves the page alone', async ({ page, request, server }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { clientId } = await siteWith(request, server, [
    { title: 'Bottom bar', type: 'bar', format: 'format_13', settings: { design_properties: { poptin_location: 'bottom_center' } } },
  ]);
  const bar = await showBar(page, clientId, 'Bottom bar');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const barBox = (await bar.boundingBox())!;
  const last = (await page.locator('body > :not(beckon-popup):not(script)').last().boundingBox())!;
  expect(last.y + last.height).toBeLessThanOrEqual(barBox.y + 1);
  await page.screenshot({ path: `${SHOTS}/push-bottom-1280.png` });

  const title = 'Covering bar';
  const covering = await siteWith(request, server, [{ title, type: 'bar', format: 'format_1', design: { ...designTitled(title), layout: { page: 'cover' } } }]);
  await openPaused(page, `/demo/plain-site?client=${covering.clientId}`);
  const before = (await page.locator('h1').boundingBox())!;
  await page.clock.runFor(200);
  await becameInteractive(page, page.getByRole('dialog', { name: title }));
  expect((await page.locator('h1').boundingBox())!.y).toBe(before.y);
  expect(await page.evaluate(() => document.documentElement.getAttribute('style'))).toBeNull();
});

test("the owner's width, height and the page's own font reach the visitor, and fit a phone", async ({ page, request, server }) => {
  const title = 'A wider welcome';
  const { clientId } = await siteWith(request, server, [
    {
      title,
      settings: { field_poptin_height: 560 },
      design: { ...designTitled(title), layout: { width: 720 }, theme: { ...designTitled(title).theme, font: 'inherit' } },
    },
  ]);
  for (const [width, expected] of [
    [1280, 720],
    [375, 375 - 32],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    const dialog = await showBar(page, clientId, title);
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeCloseTo(expected, 0);
    expect(box.height).toBeGreaterThanOrEqual(Math.min(560, 800 - 32) - 1);
    const fonts = await dialog.evaluate((el) => [getComputedStyle(el).fontFamily, getComputedStyle(document.body).fontFamily]);
    expect(fonts[0]).toBe(fonts[1]);
    await page.screenshot({ path: `${SHOTS}/owner-size-${width}.png` });
  }
});

test('the Design tab offers size within the format’s limits, the page’s effect and a font picker, and the preview follows', async ({
  page,
  request,
  server,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const title = 'Sized in the editor';
  const { ids } = await siteWith(request, server, [{ title }]);
  await adminLogin(page.request, server);
  await page.goto(`/app/poptins/${ids[0]}/edit`);
  const preview = page.frameLocator('iframe.ed-frame');
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('tab', { name: /^Design/ }).click();

  const width = page.getByLabel('Width', { exact: true });
  await expect(width).toHaveAttribute('min', '320');
  await expect(width).toHaveAttribute('max', '1200');
  await expect(width).toHaveAttribute('placeholder', '520');
  await width.fill('640');
  // The preview frame may be scaled to fit: the pop-up's own CSS width is what the visitor gets.
  await expect.poll(() => preview.getByRole('dialog').evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(640);
  await width.fill('100');
  await expect(page.getByText('The width of a Lightbox must be a whole number of pixels from 320 to 1200')).toBeVisible();
  await page.getByRole('button', { name: "Use the format's size" }).click();
  await expect(width).toHaveValue('');

  const font = page.getByLabel('Font', { exact: true });
  const georgia = FONT_CHOICES.find((f) => f.name.startsWith('Georgia'))!;
  await font.selectOption({ label: georgia.name });
  await expect(preview.getByRole('dialog')).toHaveCSS('font-family', georgia.stack);
  await font.selectOption({ label: 'Custom…' });
  const custom = page.getByLabel('Custom font (CSS font stack)');
  await custom.fill('Arial;}body{display:none');
  await expect(page.getByText('A font is a list of font names separated by commas')).toBeVisible();
  await custom.fill('"Courier New", monospace');
  await font.selectOption({ label: "The page's own font" });
  await expect(custom).toHaveCount(0);
  await page.locator('.ed-section', { hasText: 'Position and size' }).screenshot({ path: `${SHOTS}/design-tab-size.png` });
  await page.locator('.ed-section', { hasText: 'Colours and type' }).screenshot({ path: `${SHOTS}/design-tab-font.png` });
});

test('a bar’s Design tab offers its height and what it does to the page', async ({ page, request, server }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { ids } = await siteWith(request, server, [{ title: 'A bar to size', type: 'bar', format: 'format_3' }]);
  await adminLogin(page.request, server);
  await page.goto(`/app/poptins/${ids[0]}/edit`);
  await page.getByRole('tab', { name: /^Design/ }).click();
  await expect(page.getByLabel('Width', { exact: true })).toHaveCount(0);
  const height = page.getByLabel('Height', { exact: true });
  await expect(height).toHaveAttribute('placeholder', '50');
  await expect(height).toHaveAttribute('max', '400');
  const effect = page.getByLabel('The page under the bar');
  await expect(effect.locator('option:checked')).toHaveText("The format's choice (push the page)");
  await effect.selectOption('cover');
  await height.fill('80');
  const preview = page.frameLocator('iframe.ed-frame');
  await expect.poll(() => preview.getByRole('dialog').evaluate((el) => (el as HTMLElement).offsetHeight)).toBeGreaterThanOrEqual(80);
  await page.locator('.ed-section', { hasText: 'Position and size' }).screenshot({ path: `${SHOTS}/design-tab-bar.png` });
});
