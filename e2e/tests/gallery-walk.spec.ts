import type { Page } from '@playwright/test';
import { isInlineType, isModalType, type Language } from '@beckon/core';
import { galleryEntries, galleryPath, isFormatScreen, TYPE_SCREENS, type GalleryEntry } from '../../packages/widget/src/gallery/entries.js';
import { seriousViolations } from '../support/axe.js';
import { animationsDone, expect, test as base } from '../support/fixtures.js';

/**
 * A walk of the gallery page (examples/gallery): every type × format × screen. Each screen is
 * photographed, checked by axe-core (no serious or critical WCAG 2.1 A/AA violation), checked to
 * fit the viewport with nothing overflowing the page, and closed from the keyboard: Tab reaches
 * its close control, which is visible (the X at least 44 px), and Enter closes it.
 * `npm test` walks every entry in English on a desktop and the first format of each type in
 * Hebrew on a phone; `npm run test:gallery` walks everything in both languages on both.
 */
const FULL = process.env.BECKON_GALLERY_FULL === '1';
/** Photographs of every screen, for a person to look at: `npm run test:gallery` takes them, as does BECKON_GALLERY_SHOTS=1. */
const SHOTS = FULL || process.env.BECKON_GALLERY_SHOTS === '1';
const DESKTOP = { name: 'desktop', width: 1280, height: 800 };
const PHONE = { name: 'phone', width: 390, height: 844 };
type Viewport = typeof DESKTOP;
/**
 * One page per worker for the whole walk, opened afresh only after a failed test: a new browser
 * context per test cost about 0.6 CPU-seconds (a renderer started, the runner's fixtures), more
 * than a screen's whole check, on a suite that keeps two cores busy. Every screen is its own
 * navigation, so no test sees another's pop-up. The walk judges layout, names and keyboard reach,
 * not timing: with reduced motion the pop-ups appear and close without animations (the animated
 * path is covered by the other end-to-end tests).
 */
const test = base.extend<{ walkPage: Page }, { walkHolder: { page: Page | null } }>({
  walkHolder: [
    async ({}, use) => {
      const holder: { page: Page | null } = { page: null };
      await use(holder);
      await holder.page?.context().close();
    },
    { scope: 'worker' },
  ],
  walkPage: async ({ walkHolder, browser, server }, use, testInfo) => {
    walkHolder.page ??= await (await browser.newContext({ baseURL: server.url, reducedMotion: 'reduce' })).newPage();
    const page = walkHolder.page;
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      const shot = await page.screenshot().catch(() => null);
      if (shot) await testInfo.attach('screenshot', { body: shot, contentType: 'image/png' });
      walkHolder.page = null;
      await page.context().close();
    }
  },
});

const ENTRIES = galleryEntries();
const firstOfType = (e: GalleryEntry) => e.format === 'format_1';
const PASSES: Array<{ lang: Language; viewport: Viewport; keep: (e: GalleryEntry) => boolean }> = FULL
  ? [
      { lang: 'en', viewport: DESKTOP, keep: () => true },
      { lang: 'he', viewport: DESKTOP, keep: () => true },
      { lang: 'en', viewport: PHONE, keep: () => true },
      { lang: 'he', viewport: PHONE, keep: () => true },
    ]
  : [
      { lang: 'en', viewport: DESKTOP, keep: () => true },
      { lang: 'he', viewport: PHONE, keep: firstOfType },
    ];

/** Presses Tab until the focus (inside the pop-up's shadow root) is on `selector`. */
async function tabTo(page: Page, selector: string): Promise<boolean> {
  for (let i = 0; i < 40; i++) {
    const there = await page.evaluate((sel) => {
      const host = Array.from(document.querySelectorAll('beckon-popup')).find((h) => h.shadowRoot?.querySelector(sel));
      return Boolean(host && host.shadowRoot!.activeElement?.matches(sel));
    }, selector);
    if (there) return true;
    await page.keyboard.press('Tab');
  }
  return false;
}

/** Keyboard navigation from the top of the page, as a visitor who just arrived. */
async function blur(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * Product cards that run past the pop-up's sides or over its heading or text (a long name on one
 * line, cards squeezed into a bar's single row): what a visitor would see as a broken pop-up.
 */
async function cardsClash(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('beckon-popup')?.shadowRoot;
    const popup = root?.querySelector('[role=dialog]')?.getBoundingClientRect();
    if (!root || !popup) return ['no pop-up'];
    const words = Array.from(root.querySelectorAll('.bk-heading, .bk-text'), (el) => el.getBoundingClientRect());
    const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    return Array.from(root.querySelectorAll('.bk-product'), (card, i) => {
      const box = card.getBoundingClientRect();
      if (box.left < popup.left - 0.5 || box.right > popup.right + 0.5) return `card ${i + 1} runs past the pop-up's sides`;
      return words.some((w) => overlap(box, w)) ? `card ${i + 1} covers the heading or text` : '';
    }).filter(Boolean);
  });
}

/** The ticker's width over its screen's: a line of messages squeezed into a column reads as one word a line. */
async function tickerShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const ticker = document.querySelector('beckon-popup')?.shadowRoot?.querySelector('.bk-ticker');
    const screen = ticker?.parentElement?.getBoundingClientRect();
    return ticker && screen ? ticker.getBoundingClientRect().width / screen.width : 0;
  });
}

async function checkScreen(page: Page, entry: GalleryEntry, lang: Language, viewport: Viewport, shot: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveClass(/bk-shown|bk-enter/);
  await animationsDone(dialog);
  await expect(dialog).toHaveAttribute('dir', lang === 'he' ? 'rtl' : 'ltr');
  if (isModalType(entry.type)) await expect(dialog).toHaveAttribute('aria-modal', 'true');
  else await expect(dialog).not.toHaveAttribute('aria-modal', 'true');

  // Fits: nothing wider than the viewport, and a floating pop-up entirely on screen.
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(-0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
  if (!isInlineType(entry.type) && !isModalType(entry.type)) {
    expect(box.y).toBeGreaterThanOrEqual(-0.5);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  if (entry.screen === 'products') expect(await cardsClash(page)).toEqual([]);
  if (entry.screen === 'offer') expect(await tickerShare(page)).toBeGreaterThanOrEqual(0.5);

  const closeSelector = entry.screen === 'skip' ? '.bk-skip' : '.bk-close';
  const close = dialog.locator(closeSelector);
  await expect(close).toBeVisible();
  const closeBox = (await close.boundingBox())!;
  if (!isInlineType(entry.type)) {
    expect(closeBox.y).toBeGreaterThanOrEqual(0);
    expect(closeBox.y + closeBox.height).toBeLessThanOrEqual(viewport.height);
  }
  if (closeSelector === '.bk-close') expect(Math.min(closeBox.width, closeBox.height)).toBeGreaterThanOrEqual(44);
  if (entry.screen === 'close_note') {
    await close.hover();
    await expect(dialog.getByRole('tooltip')).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: shot });

  // Closed from the keyboard alone.
  if (!isModalType(entry.type)) await blur(page);
  expect(await tabTo(page, closeSelector)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('body')).toHaveAttribute('data-gallery-state', 'closed');
  await expect(dialog).toHaveCount(0);
}

for (const { lang, viewport, keep } of PASSES) {
  const entries = ENTRIES.filter(keep);
  // One test per format (its main and thank-you screens, a game's play, winning and losing) and one per type (its shared screens).
  const groups = new Map<string, GalleryEntry[]>();
  for (const entry of entries) {
    const key = isFormatScreen(entry.screen) ? `${entry.type} ${entry.format}` : `${entry.type}: ${TYPE_SCREENS.join(', ')}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  for (const [name, group] of groups) {
    test(`gallery ${name}, ${lang}, ${viewport.name}`, async ({ walkPage: page }, testInfo) => {
      await page.setViewportSize(viewport);
      for (const entry of group) {
        await page.goto(galleryPath(entry, lang));
        const shot = testInfo.outputPath(`${entry.type}-${entry.format}-${entry.screen}-${lang}-${viewport.name}.png`);
        if (entry.screen === 'teaser') {
          const tab = page.locator('beckon-popup').getByRole('button', { name: lang === 'he' ? '10% הנחה' : 'Get 10% off' });
          await expect(tab).toBeVisible();
          expect(await seriousViolations(page)).toEqual([]);
          if (SHOTS) await page.screenshot({ path: testInfo.outputPath(`${entry.type}-teaser-tab-${lang}-${viewport.name}.png`) });
          await blur(page);
          expect(await tabTo(page, '.bk-teaser')).toBe(true);
          await page.keyboard.press('Enter');
        }
        await checkScreen(page, entry, lang, viewport, shot);
      }
    });
  }
}
