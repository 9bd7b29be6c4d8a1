import { expect, test } from '../support/fixtures.js';
import { openFromMenu, signUp } from '../support/dashboard.js';
import { ageViews } from '../support/views.js';

/**
 * Issue 7's proof, end to end in Chromium against a real server and database: a new owner signs
 * up, adds a site, creates a pop-up from the gallery, words it in the editor, publishes it; a
 * visitor sees it on a page of that site and leaves an address; the owner finds the lead and the
 * counts in the dashboard. Another owner can neither see nor touch any of it, through the
 * dashboard or through the admin API.
 */
test('an owner builds and publishes a pop-up, a visitor converts, the owner sees it; another owner cannot', async ({ page, browser, server }, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.workerIndex}-${Date.now()}`;
  const owner = `owner-${stamp}@example.com`;
  const visitorEmail = `visitor-${stamp}@example.com`;
  const heading = `Beans for ${stamp}`;

  // Sign up and add a site.
  await signUp(page, owner);
  await page.getByLabel('Site name').fill('Proof roasters');
  await page.getByRole('button', { name: 'Add site' }).click();
  await expect(page.getByRole('region', { name: 'Proof roasters' })).toBeVisible();

  // A lightbox from the gallery, opened in the editor.
  await openFromMenu(page, 'Pop-ups');
  await page.getByRole('link', { name: 'New pop-up' }).click();
  await page.getByRole('radio', { name: 'Start from blank' }).check();
  await page.getByLabel(/^Name/).fill('Proof lightbox');
  await page.getByRole('radio', { name: /^Lightbox/ }).check();
  await page.getByRole('radio', { name: /^Format 1 / }).check();
  await page.getByRole('button', { name: 'Create draft and open the editor' }).click();
  await expect(page).toHaveURL(/\/app\/poptins\/[a-z0-9]{13}\/edit$/);
  const poptinId = /poptins\/([a-z0-9]{13})\/edit/.exec(page.url())![1]!;

  // Word it in the editor; the preview follows; save and publish in one step.
  await page.getByLabel('Heading text').fill(heading);
  await expect(page.frameLocator('iframe.ed-frame').getByRole('heading', { name: heading })).toBeVisible();
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByTestId('editor-status')).toHaveText('Published');

  // The site's client id, as the owner's snippet carries it.
  const sites = (await (await page.request.get('/api/admin/sites')).json()) as Array<{ client_id: string; name: string }>;
  const clientId = sites.find((s) => s.name === 'Proof roasters')!.client_id;

  // A visitor on a page of that site sees the pop-up and leaves an address, taking a person's time.
  const visitor = await browser.newPage();
  await visitor.clock.install();
  const viewed = visitor.waitForResponse((r) => r.url().includes('/api/display/viewed/'));
  await visitor.goto(`${server.url}/demo/plain-site?client=${clientId}`);
  const dialog = visitor.getByRole('dialog', { name: heading });
  await expect
    .poll(async () => {
      await visitor.clock.runFor(500);
      return dialog.isVisible();
    })
    .toBe(true);
  expect((await viewed).ok()).toBe(true);
  await dialog.getByLabel('Email address').fill(visitorEmail);
  await visitor.clock.runFor(3000);
  // The server times the lead from the view it recorded: those 3 s pass for it too.
  await ageViews(server, 3000);
  const converted = visitor.waitForResponse((r) => r.url().includes('/api/display/conversion/'));
  await dialog.getByRole('button', { name: 'Get my discount' }).click();
  expect((await converted).ok()).toBe(true);
  await visitor.close();

  // Later, the owner opens the dashboard's pop-ups and finds the counts, then the lead in Leads.
  await page.goto('/app/poptins');
  const row = page.getByTestId('popups-table').locator(`tr[data-poptin-id="${poptinId}"]`);
  await expect(row).toContainText('Proof lightbox');
  await expect(row).toContainText('Published');
  await expect(row.locator('[data-col="views"]')).toHaveText('1');
  await expect(row.locator('[data-col="conversions"]')).toHaveText('1');
  await openFromMenu(page, 'Leads');
  const lead = page.getByTestId('leads-table').getByRole('row').filter({ hasText: visitorEmail });
  await expect(lead).toHaveCount(1);
  await expect(lead).toContainText('Proof lightbox');

  // Another owner, in a browser of their own: nothing of the first owner's shows.
  const otherContext = await browser.newContext({ baseURL: server.url });
  const other = await otherContext.newPage();
  await signUp(other, `other-${stamp}@example.com`);
  await expect(other.getByRole('region', { name: 'Proof roasters' })).toHaveCount(0);
  await openFromMenu(other, 'Pop-ups');
  await expect(other.getByText('No pop-ups yet.')).toBeVisible();
  await openFromMenu(other, 'Leads');
  await expect(other.getByText('No leads yet.')).toBeVisible();
  await other.goto(`/app/poptins/${poptinId}/edit`);
  await expect(other.getByRole('alert')).toHaveText('There is no such pop-up in your account.');

  // Nor through the admin API with their own session: every door answers 404 and changes nothing.
  const api = other.request;
  const leads = (await (await page.request.get(`/api/admin/leads?q=${encodeURIComponent(visitorEmail)}`)).json()) as { leads: Array<{ id: string }> };
  const leadId = leads.leads[0]!.id;
  // As the dashboard sends them (its Origin), so the 404 is the ownership check, not the cross-site one.
  const headers = { Origin: server.url };
  const attempts = [
    await api.get(`/api/admin/poptins/${poptinId}`),
    await api.patch(`/api/admin/poptins/${poptinId}`, { data: { name: 'Taken over' }, headers }),
    await api.post(`/api/admin/poptins/${poptinId}/duplicate`, { headers }),
    await api.delete(`/api/admin/poptins/${poptinId}`, { headers }),
    await api.get(`/api/admin/poptins/${poptinId}/ab`),
    await api.get(`/api/admin/results?poptin_id=${poptinId}`),
    await api.get(`/api/admin/results?client_id=${clientId}`),
    await api.patch(`/api/admin/sites/${clientId}`, { data: { name: 'Taken over' }, headers }),
    await api.delete(`/api/admin/sites/${clientId}`, { headers }),
    await api.delete(`/api/admin/leads/${leadId}`, { headers }),
  ];
  expect(attempts.map((r) => r.status())).toEqual(attempts.map(() => 404));
  const theirLeads = (await (await api.get(`/api/admin/leads?q=${encodeURIComponent(visitorEmail)}`)).json()) as { total: number };
  expect(theirLeads.total).toBe(0);
  expect(await (await api.get(`/api/admin/leads.csv?q=${encodeURIComponent(visitorEmail)}`)).text()).not.toContain(visitorEmail);
  const forgot = (await (await api.post('/api/admin/leads/forget', { data: { email: visitorEmail }, headers })).json()) as { removed: { leads: number } };
  expect(forgot.removed.leads).toBe(0);
  await otherContext.close();

  // The first owner's pop-up and lead are as they were.
  const mine = (await (await page.request.get(`/api/admin/poptins/${poptinId}`)).json()) as { name: string; status: string };
  expect(mine).toMatchObject({ name: 'Proof lightbox', status: 'published' });
  await page.reload();
  await expect(page.getByTestId('leads-table').getByRole('row').filter({ hasText: visitorEmail })).toHaveCount(1);
});
