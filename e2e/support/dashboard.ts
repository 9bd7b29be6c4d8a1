import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

const SCREENSHOTS = resolve(dirname(fileURLToPath(import.meta.url)), '../../test-results/screenshots');

/** A full-page photograph of a dashboard page, kept in test-results/screenshots/ to be looked at. */
export async function photograph(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  // As tall as the page, as wide as the window: what a person scrolls through (fitsTheWindow checks nothing sticks out).
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.screenshot({ path: join(SCREENSHOTS, `dashboard-${name}-${width}.png`), fullPage: true, clip: { x: 0, y: 0, width, height } });
}

/** Nothing wider than the window: at 360 px only a table may scroll, inside its own panel. */
export async function fitsTheWindow(page: Page): Promise<void> {
  const sticking = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    // The outermost elements reaching past the window, named so a failure says where to look.
    return Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !el.closest('.table-wrap') && !el.parentElement?.closest('.visually-hidden'))
      .filter((el, _i, all) => !all.includes(el.parentElement!))
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} (right ${Math.round(el.getBoundingClientRect().right)})`);
  });
  expect(sticking).toEqual([]);
}

/** Signs a new owner up through the dashboard's form; lands on Sites. */
export async function signUp(page: Page, email: string, password = 'a long enough password'): Promise<void> {
  await page.goto('/app/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Sites', level: 1 })).toBeVisible();
}

/** Opens a main-menu page, through the Menu button where the menu is folded away (narrow windows). */
export async function openFromMenu(page: Page, label: string): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Menu' });
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true });
  // A page still arriving (a lazily loaded one taking the focus) may fold the menu again: open it until the link can be clicked.
  await expect(async () => {
    if (!(await link.isVisible()) && (await toggle.isVisible())) await toggle.click();
    await link.click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
