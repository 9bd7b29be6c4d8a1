import { animationsDone, becameInteractive, displayParsed, expect, openPaused, test } from '../support/fixtures.js';
import { siteWith } from '../support/sites.js';

const spa = (clientId: string, extra = '') => `/demo/spa-site/?client=${clientId}${extra}`;
const plain = (clientId: string, extra = '') => `/demo/plain-site?client=${clientId}${extra}`;

test('scroll trigger: the pop-up shows once the visitor scrolled far enough', async ({ page, request, server, popupEvents }) => {
  const { clientId } = await siteWith(request, server, [{ title: 'Halfway there', settings: { display_after_scroll_active: 60 } }]);
  await openPaused(page, spa(clientId));
  await page.clock.runFor(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.mouse.wheel(0, 5000);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(500);
  await page.clock.runFor(400);
  await expect(page.getByRole('dialog', { name: 'Halfway there' })).toBeVisible();
  expect((await popupEvents()).find((e) => e.name === 'poptinView')?.detail).toMatchObject({ trigger: 'display_after_scroll_active' });
});

test('lightboxes queue: the second waits until the first is closed', async ({ page, request, server }) => {
  const { clientId } = await siteWith(request, server, [
    { title: 'First offer', settings: { display_after_sec_active: 1 } },
    { title: 'Second offer', settings: { display_after_sec_active: 2 } },
  ]);
  await openPaused(page, plain(clientId));
  await page.clock.runFor(2500);
  const first = page.getByRole('dialog', { name: 'First offer' });
  await expect(first).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Second offer' })).toHaveCount(0);
  await becameInteractive(page, first);
  await first.getByRole('button', { name: 'Close' }).click();
  await page.clock.runFor(900);
  await expect(page.getByRole('dialog', { name: 'Second offer' })).toBeVisible();
  await expect(first).toHaveCount(0);
});

test('click and exit-intent triggers', async ({ page, request, server }) => {
  const { clientId } = await siteWith(request, server, [
    { title: 'After two clicks', type: 'bar', settings: { display_after_page_click_number_active: 2 } },
    { title: 'Before you go', settings: { display_after_exit_website_active: 1 } },
  ]);
  // Triggers other than time are chunks: clicks count from the moment theirs has loaded.
  const armed = Promise.all([/chunks\/clicks-/, /chunks\/exit-/].map((re) => page.waitForResponse((r) => re.test(r.url()))));
  await openPaused(page, plain(clientId));
  await armed;
  await page.clock.runFor(100);
  await page.locator('h1').click();
  await expect(page.getByRole('dialog', { name: 'After two clicks' })).toHaveCount(0);
  await page.locator('h1').click();
  await expect(page.getByRole('dialog', { name: 'After two clicks' })).toBeVisible();
  // The pointer leaves the page through its top edge.
  await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientX: 400, clientY: 0, relatedTarget: null, bubbles: true })));
  await expect(page.getByRole('dialog', { name: 'Before you go' })).toBeVisible();
});

test('frequency: "once a visitor" does not come back on the next page', async ({ page, request, server }) => {
  const { clientId } = await siteWith(request, server, [{ title: 'Only once', settings: { d_f_r: 'display_once_a_visitor_2' } }]);
  await openPaused(page, plain(clientId));
  await page.clock.runFor(100);
  await expect(page.getByRole('dialog', { name: 'Only once' })).toBeVisible();
  await page.goto(plain(clientId));
  await displayParsed(page);
  await page.clock.runFor(2000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('cookie filter: shown only to visitors with the cookie', async ({ page, request, server, context }) => {
  const { clientId } = await siteWith(request, server, [
    { title: 'For pro users', settings: { cookie_filter: [{ cookie_name_pair: 'plan', cookie_value_pair: 'pro', cookie_show_pair: 'exact' }] } },
  ]);
  await openPaused(page, plain(clientId));
  await page.clock.runFor(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.addCookies([{ name: 'plan', value: 'pro', url: server.url }]);
  await page.goto(plain(clientId));
  await displayParsed(page);
  await page.clock.runFor(500);
  await expect(page.getByRole('dialog', { name: 'For pro users' })).toBeVisible();
});

test('single-page app: pop-ups are torn down and re-run on pushState and popstate', async ({ page, request, server }) => {
  const { clientId } = await siteWith(request, server, [
    { title: 'Pricing question?', settings: { targeting: { urls: [{ role: 'contain', value: '/pricing', include: true }] } } },
  ]);
  const displayCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(`/api/display/${clientId}`)) displayCalls.push(r.url());
  });
  await openPaused(page, spa(clientId));
  await page.clock.runFor(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: 'Pricing' }).click();
  await page.clock.runFor(500);
  const dialog = page.getByRole('dialog', { name: 'Pricing question?' });
  await expect(dialog).toBeVisible();
  await page.goBack();
  await page.clock.runFor(100);
  await expect(page.locator('beckon-popup')).toHaveCount(0);
  expect(displayCalls.length).toBe(3);
});

test('click display: an on-click pop-up opens from a button and from a click-display link', async ({ page, request, server, popupEvents }) => {
  const { clientId, ids } = await siteWith(request, server, [{ title: 'On request', settings: { on_click: 1 } }]);
  await openPaused(page, spa(clientId));
  await page.clock.runFor(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.evaluate((id) => document.getElementById('offer')!.setAttribute('data-beckon-on-click', id), ids[0]!);
  await page.locator('#offer').click();
  const dialog = page.getByRole('dialog', { name: 'On request' });
  await expect(dialog).toBeVisible();
  expect((await popupEvents()).find((e) => e.name === 'poptinView')?.detail).toMatchObject({ trigger: 'on_click' });
  await becameInteractive(page, dialog);
  await page.keyboard.press('Escape');
  await page.clock.runFor(900);
  await expect(dialog).toHaveCount(0);
  await page.evaluate(
    ({ id, origin }) => {
      const a = document.createElement('a');
      a.href = `${origin}/api/display/click/${id}`;
      a.textContent = 'Open the offer';
      document.getElementById('app')!.append(a);
    },
    { id: ids[0]!, origin: server.url },
  );
  await page.getByRole('link', { name: 'Open the offer' }).click();
  await expect(dialog).toBeVisible();
  expect(page.url()).toContain('/demo/spa-site/');
});

test('preview: the owner sees a draft with the banner, and nothing is recorded', async ({ page, request, server }) => {
  const { clientId, ids } = await siteWith(request, server, [{ title: 'Draft offer', status: 'draft' }]);
  const recorded: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/display\/(viewed|closed|conversion)\//.test(r.url())) recorded.push(r.url());
  });
  await openPaused(page, plain(clientId, `&ppt-preview=${ids[0]}`));
  await page.clock.runFor(100);
  await expect(page.getByRole('status').filter({ hasText: 'This is a preview. Submission will not be functional.' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Draft offer' });
  await expect(dialog).toBeVisible();
  await becameInteractive(page, dialog);
  await animationsDone(dialog);
  await page.screenshot({ path: test.info().outputPath('preview.png') });
  await dialog.getByLabel('Email address').fill('owner@example.com');
  await dialog.getByRole('button', { name: 'Get my discount' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  expect(recorded).toEqual([]);
});

test('teaser tab (before_show): the tab opens the pop-up and then goes', async ({ page, request, server }) => {
  const { clientId } = await siteWith(request, server, [
    {
      title: 'Teased offer',
      settings: { is_teasers_on: 1, display_after_sec_active: 600 },
      design: { teaser: { mode: 'before_show', label: 'Get 10% off', side: 'left' } },
    },
  ]);
  await openPaused(page, plain(clientId));
  await page.clock.runFor(500);
  const tab = page.getByRole('button', { name: 'Get 10% off' });
  await expect(tab).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('teaser.png') });
  await page.clock.runFor(50);
  await tab.click();
  await expect(page.getByRole('dialog', { name: 'Teased offer' })).toBeVisible();
  await expect(tab).toHaveCount(0);
});

test('not_allowed: display stops and the upgrade prompt shows, its use logged', async ({ page, request, server }) => {
  const { clientId } = await siteWith(request, server, [{ title: 'Never shown' }]);
  await page.route(`${server.url}/api/display/${clientId}`, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ display: 'not_allowed', message: 'You have been reached the max poptins views number', poptins: [], lang: 'en' }),
    }),
  );
  const logged = page.waitForRequest((r) => r.url().includes(`/api/display/limitLogs/${clientId}?status=viewed`));
  await openPaused(page, plain(clientId));
  await expect(page.getByRole('status', { name: 'You have been reached the max poptins views number' })).toBeVisible();
  await logged;
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('upgrade-notice.png') });
});

test('embedded: fills a container that appears later, in the page flow, without trapping focus', async ({ page, request, server }) => {
  const { clientId, ids } = await siteWith(request, server, [{ title: 'Join the beta', type: 'embedded' }]);
  await openPaused(page, spa(clientId));
  await page.getByRole('link', { name: 'Sign up' }).click();
  await page.clock.runFor(500);
  await page.evaluate((id) => {
    document.getElementById('form-slot')!.innerHTML = `<div data-beckon-embed="${id}"></div>`;
  }, ids[0]!);
  await page.clock.runFor(5000);
  const form = page.getByRole('dialog', { name: 'Join the beta' });
  await expect(form).toBeVisible();
  await expect(form).not.toHaveAttribute('aria-modal', 'true');
  await expect(page.locator('main')).not.toHaveAttribute('inert', '');
  const box = (await page.locator('[data-beckon-embed]').boundingBox())!;
  expect(box.height).toBeGreaterThan(150);
});

test('inactivity trigger: shows after the given seconds without input, and input restarts the count', async ({ page, request, server }) => {
  const { clientId } = await siteWith(request, server, [{ title: 'Still there?', settings: { display_after_inactive_seconds_active: 5 } }]);
  const armed = page.waitForResponse((r) => /chunks\/inactive-/.test(r.url()));
  await openPaused(page, plain(clientId));
  await armed;
  await page.clock.runFor(4000);
  await page.mouse.move(200, 200);
  await page.mouse.move(250, 260);
  await page.clock.runFor(4000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.runFor(1100);
  await expect(page.getByRole('dialog', { name: 'Still there?' })).toBeVisible();
});

test('ad-blocker trigger: only visitors whose blocker hides the bait see it', async ({ page, request, server }) => {
  const { clientId } = await siteWith(request, server, [{ title: 'Please whitelist us', settings: { display_if_adblock_active: 1 } }]);
  await openPaused(page, plain(clientId));
  await page.clock.runFor(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A cosmetic filter, as blockers inject it.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '.adsbox { display: none !important; }';
      document.head.append(style);
    }),
  );
  const armed = page.waitForResponse((r) => /chunks\/adblock-/.test(r.url()));
  await page.goto(plain(clientId));
  await displayParsed(page);
  await armed;
  // The trigger arms once its chunk has run; step the clock until the bait check has had its turn.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(200);
        return page.getByRole('dialog', { name: 'Please whitelist us' }).count();
      },
      { timeout: 5000 },
    )
    .toBe(1);
  await expect(page.getByRole('dialog', { name: 'Please whitelist us' })).toBeVisible();
});

test('page-count trigger: shows from the third page of the visit', async ({ page, request, server }) => {
  const { clientId } = await siteWith(request, server, [
    { title: 'Third page', settings: { display_after_visit_page_active: 3, d_f_r: 'all@display_everytime_everypage_5' } },
  ]);
  await openPaused(page, spa(clientId));
  await page.clock.runFor(500);
  await page.getByRole('link', { name: 'Pricing' }).click();
  await page.clock.runFor(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign up' }).click();
  await page.clock.runFor(500);
  await expect(page.getByRole('dialog', { name: 'Third page' })).toBeVisible();
});

test('time on website: seconds spent on earlier pages count toward the delay', async ({ page, request, server }) => {
  const { clientId } = await siteWith(request, server, [
    { title: 'Ten seconds on the site', settings: { display_after_sec_active: 10, display_after_sec_active_on: 'website' } },
  ]);
  await openPaused(page, plain(clientId));
  await page.clock.runFor(8000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Leaving the page records its time (pagehide); the next page waits only for the rest.
  await page.goto(plain(clientId));
  await displayParsed(page);
  await page.clock.runFor(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.runFor(1200);
  await expect(page.getByRole('dialog', { name: 'Ten seconds on the site' })).toBeVisible();
});

test('teaser tabs: "after_close" appears once the pop-up is closed; "always" stays', async ({ page, request, server }) => {
  const { clientId } = await siteWith(request, server, [
    {
      title: 'Closed offer',
      settings: { is_teasers_on: 1, display_after_sec_active: 1 },
      design: { teaser: { mode: 'after_close', label: 'Your 10% is waiting', side: 'right' } },
    },
    {
      title: 'Always there',
      type: 'bar',
      settings: { is_teasers_on: 1, display_after_sec_active: 600 },
      design: { teaser: { mode: 'always', label: 'News', side: 'left' } },
    },
  ]);
  await openPaused(page, plain(clientId));
  await page.clock.runFor(500);
  const afterClose = page.getByRole('button', { name: 'Your 10% is waiting' });
  const always = page.getByRole('button', { name: 'News' });
  // Pop-ups with a teaser are armed once the teaser chunk is in, which the visible tab shows.
  await expect(always).toBeVisible();
  await expect(afterClose).toHaveCount(0);
  await page.clock.runFor(1100);
  const dialog = page.getByRole('dialog', { name: 'Closed offer' });
  await becameInteractive(page, dialog);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.clock.runFor(900);
  await expect(afterClose).toBeVisible();
  await afterClose.click();
  await expect(dialog).toBeVisible();
  await becameInteractive(page, dialog);
  await page.keyboard.press('Escape');
  await page.clock.runFor(900);
  await expect(dialog).toHaveCount(0);
  await always.click();
  await expect(page.getByRole('dialog', { name: 'Always there' })).toBeVisible();
  await expect(always).toBeVisible();
});
