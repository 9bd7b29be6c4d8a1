import { request as playwrightRequest } from '@playwright/test';
import { t, texts } from '@beckon/core';
import { dashboardLogin, expect, openPaused, test } from '../support/fixtures.js';
import { openFromMenu } from '../support/dashboard.js';
import { startServer, type RunningServer } from '../support/server.js';
import { siteWith } from '../support/sites.js';

// Issue 15 parts 5 and 7, as visitors and owners see them.
const plain = (clientId: string) => `/demo/plain-site?client=${clientId}`;

test("a page outside the site's allowed domains shows nothing: no pop-up, no notice", async ({ page, request, server }) => {
  const { clientId } = await siteWith(request, server, [{ title: 'Only on the real shop' }]);
  expect((await request.patch(`/api/admin/sites/${clientId}`, { data: { domains: ['shop.example'] } })).status()).toBe(200);
  await openPaused(page, plain(clientId));
  await page.clock.runFor(10_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.bk-upgrade')).toHaveCount(0);
  await expect(page.getByText(/plan limit|Upgrade|allowed domains/i)).toHaveCount(0);
});

test("a plan limit set by the operator shows the notice, linking to the operator's upgrade page", async ({ page }) => {
  const operatorToken = 'e2e-operator-token-0123456789abcdef';
  const upgradeUrl = 'https://beckon.example.com/pricing';
  let server: RunningServer | undefined;
  try {
    server = await startServer({ BECKON_OPERATOR_TOKEN: operatorToken, BECKON_UPGRADE_URL: upgradeUrl });
    const owner = await playwrightRequest.newContext({ baseURL: server.url, extraHTTPHeaders: { Origin: server.url } });
    const { clientId } = await siteWith(owner, server, [{ title: 'Never shown' }]);
    const me = (await (await owner.get('/api/admin/me')).json()) as { viewer_id: string };
    await owner.dispose();
    // The operator is no owner: a bearer token, no session, no Origin.
    const operator = await playwrightRequest.newContext({ baseURL: server.url });
    const capped = await operator.patch(`/api/admin/operator/accounts/${me.viewer_id}`, {
      data: { max_monthly_views: 0 },
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    expect(capped.status()).toBe(200);
    await operator.dispose();

    await openPaused(page, `${server.url}${plain(clientId)}`);
    const notice = page.getByRole('status', { name: t('en', texts.maxViewsReached) });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: t('en', texts.upgrade) })).toHaveAttribute('href', upgradeUrl);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('plan-limit-notice.png') });
  } finally {
    // The page lets go of its connections first: its own server stops at once.
    await page.close();
    await server?.stop();
  }
});

test('without an upgrade page configured, the notice says why and offers no link', async ({ page, request, server }) => {
  const { clientId } = await siteWith(request, server, [{ title: 'Never shown' }]);
  await page.route(`${server.url}/api/display/${clientId}`, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ display: 'not_allowed', message: 'Client restricted', poptins: [], lang: 'en', upgrade_url: null }),
    }),
  );
  await openPaused(page, plain(clientId));
  const notice = page.getByRole('status', { name: 'Client restricted' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link')).toHaveCount(0);
  await expect(notice).not.toContainText(t('en', texts.upgradePrompt));
  await page.screenshot({ path: test.info().outputPath('restricted-notice-no-link.png') });
});

test('connecting a shop asks for proof: the owner sees the tag to add, and Verify answers in words', async ({ page, server }) => {
  await dashboardLogin(page, server);
  await openFromMenu(page, 'Sites');
  const site = page.getByRole('region', { name: 'Demo site' }).first();
  const shop = site.getByRole('region', { name: 'Shop' });
  await shop.getByLabel('Shop domain').fill('nobody-here.invalid');
  await shop.getByRole('button', { name: 'Connect' }).click();
  const tag = shop.getByLabel('Tag for the home page of nobody-here.invalid');
  await expect(tag).toHaveValue(/^<meta name="beckon-verify" content="[A-Za-z0-9_-]{24}">$/);
  await expect(shop).toContainText('To prove nobody-here.invalid is yours');
  await shop.getByRole('button', { name: 'Verify nobody-here.invalid' }).click();
  await expect(shop.getByRole('alert')).toHaveText(/^Not verified yet: nobody-here\.invalid could not be found/, { timeout: 20_000 });
  await page.screenshot({ path: test.info().outputPath('store-proof.png'), fullPage: true });
  // Nothing was connected: the visitor call knows no site for the shop.
  expect((await page.request.get(`/api/display/shopify/get-client-id/nobody-here.invalid`)).status()).toBe(404);
  await shop.getByRole('button', { name: 'Cancel' }).click();
  await expect(shop.getByLabel('Shop domain')).toBeVisible();
});
