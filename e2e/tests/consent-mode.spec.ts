import type { APIRequestContext, Page } from '@playwright/test';
import { embedSnippet, FREQUENCY_RULES, type ConsentPopups } from '@beckon/core';
import { expect, test, expectLive } from '../support/fixtures.js';
import { siteWith } from '../support/sites.js';

/**
 * Consent mode (issue 21) on a real page: the widget from the built server, the snippet with
 * data-consent, and a tiny consent platform of the page's own: a Google consent mode default
 * (denied) and an IAB TCF stub, which keeps the visitor's answer in a cookie of its own, as
 * real ones do, and tells both on "Accept" or "Reject".
 */
function hostPage(snippet: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Consent mode</title>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag() { dataLayer.push(arguments); }
  gtag('consent', 'default', { analytics_storage: 'denied' });
  (function () {
    var listeners = [];
    var stored = (document.cookie.match(/(?:^|; )cmp_answer=(yes|no)/) || [])[1];
    var data = function (status, yes) { return { eventStatus: status, gdprApplies: true, purpose: { consents: { 1: yes } } }; };
    var current = stored ? data('tcloaded', stored === 'yes') : data('cmpuishown', false);
    if (stored) gtag('consent', 'update', { analytics_storage: stored === 'yes' ? 'granted' : 'denied' });
    window.__tcfapi = function (command, version, callback) {
      if (command === 'addEventListener' && version === 2) { listeners.push(callback); callback(current, true); }
    };
    window.fakeCmp = {
      answer: function (yes) {
        document.cookie = 'cmp_answer=' + (yes ? 'yes' : 'no') + '; path=/';
        current = data('useractioncomplete', yes);
        listeners.forEach(function (listener) { listener(current, true); });
        gtag('consent', 'update', { analytics_storage: yes ? 'granted' : 'denied' });
      },
    };
  })();
</script>
${snippet}
</head><body><main><h1>A page that asks for consent</h1></main></body></html>`;
}

interface Counts {
  poptin_id: string;
  views: number;
  closes: number;
}

async function countsOf(request: APIRequestContext, poptinId: string): Promise<Counts> {
  const popups = (await (await request.get('/api/admin/poptins')).json()) as Counts[];
  return popups.find((p) => p.poptin_id === poptinId)!;
}

/** Beckon's own cookies and storage items in the browser. */
async function ownItems(page: Page): Promise<string[]> {
  const cookies = (await page.context().cookies()).map((c) => c.name);
  const storage = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  return [...cookies, ...storage].filter((name) => name.startsWith('beckon_')).sort();
}

/** A per-test site whose lightbox shows on every page load, and the host page carrying its snippet with consent mode. */
async function consentSite(page: Page, request: APIRequestContext, server: { url: string }, title: string, popups: ConsentPopups) {
  const site = await siteWith(request, server as never, [{ title, settings: { d_f_r: FREQUENCY_RULES.everyTimeEveryPage } }]);
  const snippet = embedSnippet(server.url, site.clientId, { consent: { popups } });
  await page.route(`${server.url}/consent-page/`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: hostPage(snippet) }));
  return { poptinId: site.ids[0]!, url: `${server.url}/consent-page/` };
}

test('the pop-up shows while consent is pending, but nothing is stored or counted; a grant writes and counts; a denial removes', async ({
  page,
  request,
  server,
}) => {
  const { poptinId, url } = await consentSite(page, request, server, 'Consent first', 'show');
  const tracking: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/display\/(viewed|closed|conversion-activities|total-website-session)\//.test(r.url())) tracking.push(r.url());
  });

  await page.goto(url);
  const dialog = page.getByRole('dialog', { name: 'Consent first' });
  await expect(dialog).toBeVisible();
  await expectLive(dialog);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await ownItems(page)).toEqual([]);
  expect(tracking).toEqual([]);
  expect(await countsOf(request, poptinId)).toMatchObject({ views: 0, closes: 0 });

  // The visitor accepts on the banner: the client id cookie and the record are written now.
  await page.evaluate(() => (window as unknown as { fakeCmp: { answer(yes: boolean): void } }).fakeCmp.answer(true));
  await expect.poll(() => ownItems(page)).toEqual(['beckon_cid', 'beckon_state']);
  // The view and the close from before consent are not sent afterwards.
  expect(tracking).toEqual([]);

  // The next page view is counted: the platform remembers the answer.
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Consent first' })).toBeVisible();
  await expect.poll(async () => (await countsOf(request, poptinId)).views).toBe(1);
  expect(tracking).toHaveLength(1);

  // The visitor withdraws: Beckon's items go, the platform's own cookie stays.
  await page.evaluate(() => (window as unknown as { fakeCmp: { answer(yes: boolean): void } }).fakeCmp.answer(false));
  await expect.poll(() => ownItems(page)).toEqual([]);
  expect((await page.context().cookies()).map((c) => c.name)).toEqual(['cmp_answer']);
  expect(await countsOf(request, poptinId)).toMatchObject({ views: 1, closes: 0 });
});

test('with data-consent-popups="wait", nothing shows until the visitor grants', async ({ page, request, server }) => {
  const { poptinId, url } = await consentSite(page, request, server, 'After consent', 'wait');
  const displayed: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/display/')) displayed.push(r.url());
  });
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'A page that asks for consent' })).toBeVisible();
  // widget.js is there, and waiting
  await expect.poll(() => page.evaluate(() => (window as unknown as { __beckonBooted?: boolean }).__beckonBooted === true)).toBe(true);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(displayed).toEqual([]);

  await page.evaluate(() => (window as unknown as { fakeCmp: { answer(yes: boolean): void } }).fakeCmp.answer(true));
  await expect(page.getByRole('dialog', { name: 'After consent' })).toBeVisible();
  await expect.poll(async () => (await countsOf(request, poptinId)).views).toBe(1);
  await expect.poll(() => ownItems(page)).toEqual(['beckon_cid', 'beckon_state']);
});
