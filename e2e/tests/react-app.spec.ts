import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, expectLive } from '../support/fixtures.js';
import { startReactApp, type ReactAppOptions, type RunningReactApp } from '../support/react-app.js';
import { siteWith } from '../support/sites.js';
import type { RunningServer } from '../support/server.js';

/**
 * examples/react-app, a React Router app using @beckon/react, on its own origin: the provider
 * loads the widget once for every route, a button opens a pop-up through useBeckon().open, the
 * app's event log hears what the widget dispatches, and <BeckonEmbed> on a route of its own
 * receives its inline pop-up in the space it reserved, placed by the display call that the route
 * change (pushState) runs.
 */
const EMBED_HEIGHT = 380;
/** Under the widget's 5 s re-check of empty containers: a pop-up placed sooner was placed by the route change's display call. */
const PLACED_BY_THE_ROUTE_CHANGE_MS = 4_000;

let app: RunningReactApp | undefined;
test.afterEach(async () => {
  await app?.stop();
  app = undefined;
});

async function appWithPopups(page: Page, request: APIRequestContext, server: RunningServer, options: ReactAppOptions = {}) {
  const { clientId, ids } = await siteWith(request, server, [
    { title: 'Spring offer', settings: { on_click: 1 } },
    { title: 'The Sunday brew letter', type: 'embedded', settings: { field_poptin_height: EMBED_HEIGHT } },
  ]);
  app = await startReactApp({ server: server.url, clientId, popupId: ids[0]!, embedId: ids[1]!, embedHeight: EMBED_HEIGHT }, options);
  const widgetLoads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/sdk/v1/widget.js')) widgetLoads.push(r.url());
  });
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().includes('[beckon]')) warnings.push(m.text());
  });
  return { clientId, widgetLoads, warnings };
}

const widgetTags = (page: Page) => page.evaluate(() => document.querySelectorAll('script[src*="/sdk/v1/widget.js"]').length);

test('a button opens a pop-up through useBeckon, and the event log hears view, close and submit', async ({ page, request, server }) => {
  const { widgetLoads, warnings } = await appWithPopups(page, request, server);
  await page.goto(`${app!.url}/`);
  await expect(page.getByText('Beckon: ready')).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: /event/ });
  await expect(status).toHaveText('No pop-up event yet');

  await page.getByRole('button', { name: 'See the spring offer' }).click();
  const offer = page.getByRole('dialog', { name: 'Spring offer' });
  await expectLive(offer);
  await expect(status).toHaveText('Last event: poptinView (Spring offer, shown by on_click)');
  await page.screenshot({ path: test.info().outputPath('react-app-offer.png') });
  await offer.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('beckon-popup')).toHaveCount(0);
  await expect(status).toHaveText('Last event: poptinClose (Spring offer, closed by x_click)');

  await page.getByRole('button', { name: 'See the spring offer' }).click();
  await expectLive(offer);
  await offer.getByLabel('Email address').fill('ada@example.com');
  await offer.getByRole('button', { name: 'Get my discount' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  await expect(status).toHaveText('Last event: poptinSubmit (Spring offer, sent ada@example.com)');
  await page.getByRole('dialog', { name: 'Thank you!' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('beckon-popup')).toHaveCount(0);

  await page.getByRole('link', { name: /Event log/ }).click();
  await expect(page.getByRole('heading', { name: 'Event log' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Events heard' }).getByRole('listitem')).toHaveText([
    'poptinView Spring offer: shown by on_click',
    'poptinClose Spring offer: closed by x_click',
    'poptinView Spring offer: shown by on_click',
    'poptinSubmit Spring offer: sent ada@example.com',
    'poptinClose Spring offer: closed by x_click',
  ]);
  await page.screenshot({ path: test.info().outputPath('react-app-event-log.png'), fullPage: true });
  expect(widgetLoads).toHaveLength(1);
  expect(await widgetTags(page)).toBe(1);
  expect(warnings).toEqual([]);
});

test('the inline pop-up fills its reserved container after a route change, without moving the page; back and forth loads nothing again', async ({
  page,
  request,
  server,
}) => {
  const { clientId, widgetLoads, warnings } = await appWithPopups(page, request, server);
  // Layout shifts of the text under the container, whatever caused them (a click counts as recent input, so none is filtered out).
  await page.addInitScript(() => {
    const w = window as unknown as { __shiftsUnderEmbed: number[] };
    w.__shiftsUnderEmbed = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources: Array<{ node?: Node | null }> }>) {
        if (entry.sources.some((s) => (s.node as Element | null)?.id === 'after-embed')) w.__shiftsUnderEmbed.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${app!.url}/`);
  await expect(page.getByText('Beckon: ready')).toBeVisible();

  // The route change's display answer is held until the new route's layout has been measured.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${server.url}/api/display/${clientId}`, async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  await page.getByRole('link', { name: 'Newsletter' }).click();
  await expect(page.getByRole('heading', { name: 'Our weekly newsletter' })).toBeVisible();
  const container = page.locator('[data-beckon-embed]');
  await expect(container).toHaveCSS('min-height', `${EMBED_HEIGHT}px`);
  const below = () => page.locator('#after-embed').evaluate((el) => el.getBoundingClientRect().top);
  const before = await below();
  expect(await page.locator('beckon-popup').count()).toBe(0);

  release();
  await expect(container.locator('beckon-popup')).toHaveCount(1, { timeout: PLACED_BY_THE_ROUTE_CHANGE_MS });
  const letter = page.getByRole('dialog', { name: 'The Sunday brew letter' });
  await expectLive(letter);
  await expect(letter).not.toHaveAttribute('aria-modal', 'true');
  expect(await below()).toBe(before);
  expect((await container.boundingBox())!.height).toBeCloseTo(EMBED_HEIGHT, 0);
  await expect(page.getByRole('status').filter({ hasText: /event/ })).toHaveText('Last event: poptinView (The Sunday brew letter, shown by embedded)');
  await page.screenshot({ path: test.info().outputPath('react-app-embed.png'), fullPage: true });
  await page.unroute(`${server.url}/api/display/${clientId}`);

  // Back (popstate) and forward: the widget tears down and displays again; the script stays the one.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Fresh beans every Friday' })).toBeVisible();
  await expect(page.locator('beckon-popup')).toHaveCount(0);
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Our weekly newsletter' })).toBeVisible();
  await expect(container.locator('beckon-popup')).toHaveCount(1, { timeout: PLACED_BY_THE_ROUTE_CHANGE_MS });
  await page.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('link', { name: 'Newsletter' }).click();
  await expectLive(letter, { timeout: PLACED_BY_THE_ROUTE_CHANGE_MS });

  expect(await page.evaluate(() => (window as unknown as { __shiftsUnderEmbed: number[] }).__shiftsUnderEmbed)).toEqual([]);
  expect(widgetLoads).toHaveLength(1);
  expect(await widgetTags(page)).toBe(1);
  expect(warnings).toEqual([]);
});

test('a deep link to the embed route, with the owner’s own snippet also pasted: one widget, the inline pop-up in place', async ({ page, request, server }) => {
  const { widgetLoads, warnings } = await appWithPopups(page, request, server, { snippet: true });
  await page.goto(`${app!.url}/newsletter`);
  await expectLive(page.getByRole('dialog', { name: 'The Sunday brew letter' }));
  await expect(page.getByText('Beckon: ready')).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'See the spring offer' }).click();
  await expect(page.getByRole('dialog', { name: 'Spring offer' })).toBeVisible();
  expect(widgetLoads).toHaveLength(1);
  expect(await widgetTags(page)).toBe(1);
  expect(warnings).toEqual([]);
});
