import { adminLogin, expect, test } from '../support/fixtures.js';
import { seriousViolations } from '../support/axe.js';

/**
 * Every dashboard page through axe-core (WCAG 2.1 A/AA, serious and critical), at laptop width
 * and at 360 px. axe is injected as a script, which the dashboard's CSP refuses: this spec alone
 * runs with the CSP bypassed (the other dashboard specs keep it).
 */
test.use({ bypassCSP: true });

const PAGES: Array<[string, string, RegExp]> = [
  ['log-in', '/app/login', /Log in to Beckon/],
  ['sign-up', '/app/signup', /Create your Beckon account/],
  ['overview', '/app/', /Overview/],
  ['sites', '/app/sites', /Sites/],
  ['pop-ups', '/app/poptins', /Pop-ups/],
  ['gallery', '/app/poptins/new', /New pop-up/],
  ['leads', '/app/leads', /Leads/],
  ['results', '/app/results', /Results/],
  ['lists', '/app/lists', /Lists/],
  ['sign-up forms', '/app/signup-forms', /Sign-up forms/],
  ['sign-up form builder', '/app/signup-forms/new', /New sign-up form/],
  ['subscribers', '/app/subscribers', /Subscribers/],
  ['abandonment', '/app/abandonment', /Abandonment/],
  ['products', '/app/products', /Products/],
  ['chat widget', '/app/chat', /Chat widget/],
  ['account', '/app/account', /Account/],
];

for (const width of [1280, 360]) {
  test(`every dashboard page passes axe at ${width} px`, async ({ page, server }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const found: string[] = [];
    for (const [name, path, heading] of PAGES) {
      if (name === 'overview') await adminLogin(page.request, server);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      for (const violation of await seriousViolations(page, 'body')) found.push(`${name}: ${violation}`);
    }
    // The editor of the demo pop-up, each of its tabs.
    const popups = (await (await page.request.get('/api/admin/poptins')).json()) as Array<{ poptin_id: string; name: string }>;
    await page.goto(`/app/poptins/${popups.find((p) => p.name === 'Welcome discount')!.poptin_id}/edit`);
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    for (let i = 0; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      const label = (await tabs.nth(i).textContent())?.trim() ?? `tab ${i}`;
      for (const violation of await seriousViolations(page, 'body')) found.push(`editor ${label}: ${violation}`);
    }
    expect(found).toEqual([]);
  });
}
