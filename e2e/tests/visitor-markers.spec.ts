import { NEW_POPUP_FREQUENCY, NEW_POPUP_REPEAT_AFTER_DAYS } from '@beckon/core';
import type { APIRequestContext } from '@playwright/test';
import { animationsDone, becameInteractive, displayParsed, expect, openPaused, test } from '../support/fixtures.js';
import { siteWith } from '../support/sites.js';

const plain = (clientId: string) => `/demo/plain-site?client=${clientId}`;
const DAY_MS = 24 * 60 * 60 * 1000;

// The admin API takes changes only from the dashboard's origin (issue 15 CSRF guard): say we are it.
let owner: APIRequestContext;
test.beforeEach(async ({ playwright, server }) => {
  owner = await playwright.request.newContext({ baseURL: server.url, extraHTTPHeaders: { Origin: server.url } });
});
test.afterEach(() => owner.dispose());

test('a new pop-up, once closed, is not back on the next page; it is after its days are up', async ({ page, server }) => {
  // The settings a pop-up made in the dashboard starts with.
  const { clientId } = await siteWith(owner, server, [{ title: 'Join the list', settings: { ...NEW_POPUP_FREQUENCY } }]);
  await openPaused(page, plain(clientId));
  await page.clock.runFor(100);
  const dialog = page.getByRole('dialog', { name: 'Join the list' });
  await expect(dialog).toBeVisible();
  await becameInteractive(page, dialog);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.clock.runFor(900);
  await expect(dialog).toHaveCount(0);

  await page.goto(plain(clientId));
  await displayParsed(page);
  await page.clock.runFor(2000);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.clock.setSystemTime(Date.parse('2026-03-02T09:00:05Z') + NEW_POPUP_REPEAT_AFTER_DAYS * DAY_MS);
  await page.goto(plain(clientId));
  await displayParsed(page);
  await expect(page.getByRole('dialog', { name: 'Join the list' })).toBeVisible();
});

test('two bars at the top never show at once: the second waits for the first to close', async ({ page, server }) => {
  const { clientId } = await siteWith(owner, server, [
    { title: 'Free shipping today', type: 'bar' },
    { title: 'New: gift cards', type: 'bar' },
  ]);
  await openPaused(page, plain(clientId));
  await page.clock.runFor(100);
  const first = page.getByRole('dialog', { name: 'Free shipping today' });
  const second = page.getByRole('dialog', { name: 'New: gift cards' });
  await expect(first).toBeVisible();
  await expect(second).toHaveCount(0);
  await becameInteractive(page, first);
  await animationsDone(first);
  await page.screenshot({ path: 'test-results/e2e/visitor-markers-one-bar.png' });

  await first.getByRole('button', { name: 'Close' }).click();
  await page.clock.runFor(900);
  await expect(first).toHaveCount(0);
  await expect(second).toBeVisible();
  await becameInteractive(page, second);
  await animationsDone(second);
  await page.screenshot({ path: 'test-results/e2e/visitor-markers-second-bar.png' });
});
