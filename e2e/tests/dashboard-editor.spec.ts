import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminLogin, animationsDone, becameInteractive, expect, openPaused, test } from '../support/fixtures.js';

/** Screenshots of the editor, looked at by a person (issue 7 §8). */
const SHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

const TABS = [
  'Content & form',
  'Design',
  'Triggers',
  'Filters',
  'Frequency',
  'Targeting & schedule',
  'Teaser tab',
  'Mobile design',
  'Language',
  'A/B test',
  'Store',
];
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface Loaded {
  poptin_id: string;
  name: string;
  status: 'published' | 'draft';
  settings: Record<string, unknown>;
}

async function demoPopup(request: APIRequestContext): Promise<Loaded> {
  const list = (await (await request.get('/api/admin/poptins')).json()) as Array<{ poptin_id: string; name: string }>;
  const demo = list.find((p) => p.name === 'Welcome discount')!;
  return (await (await request.get(`/api/admin/poptins/${demo.poptin_id}`)).json()) as Loaded;
}

async function shootTabs(page: Page, prefix: string): Promise<void> {
  for (const tab of TABS) {
    await page.getByRole('tab', { name: new RegExp(`^${tab.replace(/[&/]/g, '.')}`) }).click();
    await page.screenshot({ path: `${SHOTS}${prefix}-${slug(tab)}.png`, fullPage: true });
  }
  await page.getByRole('tab', { name: /^Content/ }).click();
}

test('the owner edits the demo pop-up with its live preview, saves, publishes, and the visitor sees the change', async ({ page, request, server }) => {
  test.setTimeout(120_000);
  await adminLogin(request, server);
  const original = await demoPopup(request);
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    // The page's own session (its context shares the cookie); the log-in page has tests of its own.
    await adminLogin(page.request, server);
    await page.goto(`/app/poptins/${original.poptin_id}/edit`);
    const preview = page.frameLocator('iframe.ed-frame');
    await expect(preview.getByRole('heading', { name: 'Get 10% off your first order' })).toBeVisible();
    await expect(page.getByText('All changes saved')).toBeVisible();

    // The heading, typed in the form, is in the preview at once.
    const heading = page.getByLabel('Heading text');
    await heading.fill('Spring roast: 15% off');
    await expect(preview.getByRole('heading', { name: 'Spring roast: 15% off' })).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toBeVisible();

    // Blocks reorder by keyboard alone; the focus stays on the moved block's button.
    const down = page.getByRole('button', { name: 'Move heading 1 down' });
    await down.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Move heading 1 down' })).toBeFocused();
    await expect(preview.locator('.bk-screen > :is(h2, p)').first()).toHaveClass('bk-text');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Move heading 1 up' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(preview.locator('.bk-screen > :is(h2, p)').first()).toHaveClass('bk-heading');

    // A colour: the preview's button takes it.
    await page.getByRole('tab', { name: /^Design/ }).click();
    await page.getByRole('textbox', { name: 'Buttons and accents', exact: true }).fill('#0f766e');
    await expect(preview.getByRole('button', { name: 'Get my discount' })).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await page.getByRole('tab', { name: /^Content/ }).click();

    await shootTabs(page, 'editor-desktop');

    // A problem is explained beside its control and keeps the save back.
    await page.getByRole('tab', { name: /^Triggers/ }).click();
    await page.getByLabel('After scrolling', { exact: true }).check();
    await page.getByLabel('After scrolling (% of the page)').fill('150');
    await expect(page.getByText('The scroll depth (percent of the page) must be between 1 and 100.')).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Triggers\s*, 1 problem$/ })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}editor-desktop-problem.png`, fullPage: true });
    await page.getByLabel('After scrolling', { exact: true }).uncheck();
    await page.getByRole('tab', { name: /^Content/ }).click();

    // Phone, Hebrew and the thank-you screen, in the preview.
    const device = page.getByTestId('preview-device');
    await page.getByRole('radio', { name: 'Mobile' }).check();
    await expect(device).toHaveAttribute('data-device', 'mobile');
    await expect(page.locator('iframe.ed-frame')).toHaveCSS('width', '375px');
    await expect(preview.locator('.bk-popup')).toHaveClass(/bk-mobile/);
    await page.getByRole('radio', { name: 'עברית' }).check();
    await expect(preview.locator('.bk-popup')).toHaveAttribute('dir', 'rtl');
    await expect(preview.getByRole('button', { name: 'סגירה' })).toBeVisible();
    await page.getByLabel('Screen', { exact: true }).selectOption('thank_you');
    await expect(preview.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await page.locator('.ed-preview').screenshot({ path: `${SHOTS}editor-preview-mobile-hebrew-thank-you.png` });
    await page.getByRole('radio', { name: 'Desktop' }).check();
    await page.getByRole('radio', { name: 'English' }).check();
    await page.getByLabel('Screen', { exact: true }).selectOption('main');

    // Save with the keyboard; the server has it.
    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes(original.poptin_id));
    await page.keyboard.press('Control+s');
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Saved.')).toBeVisible();
    const stored = (await (await request.get(`/api/admin/poptins/${original.poptin_id}`)).json()) as Loaded;
    const design = stored.settings.design as { theme: { accent: string }; screens: { main: Array<{ text?: string }> } };
    expect(design.screens.main[0]!.text).toBe('Spring roast: 15% off');
    expect(design.theme.accent).toBe('#0f766e');

    // Unpublish, then publish again from the editor.
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByTestId('editor-status')).toHaveText('Draft');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByTestId('editor-status')).toHaveText('Published');
    await expect(page.getByText('Published: visitors see it now.')).toBeVisible();

    // The keyboard-only owner at 360 px: every tab, and the preview below the form.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.reload();
    await expect(preview.getByRole('heading', { name: 'Spring roast: 15% off' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shootTabs(page, 'editor-360');

    // The visitor's page shows the published change.
    const visitor = await page.context().newPage();
    await openPaused(visitor, '/demo');
    await visitor.clock.runFor(3100);
    const dialog = visitor.getByRole('dialog', { name: 'Spring roast: 15% off' });
    await expect(dialog).toBeVisible();
    await becameInteractive(visitor, dialog);
    await expect(dialog.getByRole('button', { name: 'Get my discount' })).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await animationsDone(dialog);
    await visitor.screenshot({ path: `${SHOTS}demo-page-after-edit.png` });
  } finally {
    // The worker's other tests expect the demo pop-up as seeded.
    const restored = await request.patch(`/api/admin/poptins/${original.poptin_id}`, {
      data: { name: original.name, status: original.status, settings: original.settings },
    });
    expect(restored.status()).toBe(200);
  }
});
