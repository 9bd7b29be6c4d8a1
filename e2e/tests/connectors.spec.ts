import { request as playwrightRequest } from '@playwright/test';
import type { Block } from '@beckon/core';
import { startMailchimpStandin, type MailchimpStandin } from '../../apps/server/test/support/standins/mailchimp.js';
import { expect, test, expectLive } from '../support/fixtures.js';
import { startServer, type RunningServer } from '../support/server.js';
import { designTitled, siteWith } from '../support/sites.js';
import { ageViews } from '../support/views.js';

/**
 * Issue 21 end to end, the connectors: an owner adds a Mailchimp integration in the dashboard
 * with a field mapping and a tag; the server sends to Mailchimp's stand-in on 127.0.0.1
 * (BECKON_CONNECTOR_BASE_URLS, tests only); a visitor converts; the stand-in holds the contact
 * with the mapped merge fields and the tag, and the delivery log says delivered.
 */

const MAILCHIMP_KEY = '0123456789abcdef0123456789abcdef-us21';
const AUDIENCE = 'a1b2c3d4e5';
const TITLE = 'Join the newsletter';

let mailchimp: MailchimpStandin;
let beckon: RunningServer;

test.beforeAll(async () => {
  mailchimp = await startMailchimpStandin({ apiKey: MAILCHIMP_KEY, lists: [AUDIENCE] });
  beckon = await startServer({ BECKON_CONNECTOR_BASE_URLS: `mailchimp=${mailchimp.url}`, BECKON_WEBHOOKS_ALLOW_LOOPBACK: 'true' });
});
test.afterAll(async () => {
  await beckon?.stop();
  await mailchimp?.close();
});

function textField(count: number, key: string, label: string) {
  return { count, type: 'text', name: key, id: `${key}_${count}`, field_key: key, short_name: key, placeholder: label, value: '', label, required: false };
}

/** The lead design with a first name and a city (a custom field, text_3) besides the email. */
function designWithNameAndCity() {
  const design = designTitled(TITLE);
  const main = design.screens.main!.map((block) =>
    block.kind === 'fields' ? { ...block, fields: [...block.fields, textField(2, 'first_name', 'First name'), textField(3, 'text_3', 'City')] } : block,
  ) as Block[];
  return { screens: { ...design.screens, main } };
}

test('an owner adds Mailchimp with a mapping and a tag; a lead arrives there with its merge fields', async ({ page }) => {
  const api = await playwrightRequest.newContext({ baseURL: beckon.url, extraHTTPHeaders: { Origin: beckon.url } });
  const { clientId } = await siteWith(api, beckon, [{ title: TITLE, design: designWithNameAndCity() }]);

  await page.goto(`${beckon.url}/app/`);
  await page.getByLabel('Email').fill(beckon.demo.email);
  await page.getByLabel('Password').fill(beckon.demo.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await page.goto(`${beckon.url}/app/integrations?site=${clientId}`);
  await expect(page.getByRole('heading', { name: 'Integrations' })).toBeVisible();

  await page.getByLabel(/Kind of integration/).selectOption('mailchimp');
  const form = page.getByRole('form', { name: 'Add Mailchimp' });
  await form.getByLabel(/Name/).fill('Newsletter');
  await form.getByLabel(/API key/).fill(MAILCHIMP_KEY);
  await form.getByLabel(/Audience ID/).fill(AUDIENCE);
  await form.getByLabel(/Tags/).fill('beckon');
  await form.getByRole('button', { name: 'Add a field' }).click();
  await form.getByLabel('Lead field 1').fill('text_3');
  await form.getByLabel('Merge tag 1').fill('CITY');
  await page.screenshot({ path: test.info().outputPath('connector-form-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: test.info().outputPath('connector-form-360.png'), fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });
  await form.getByRole('button', { name: 'Add Mailchimp' }).click();
  const panel = page.getByRole('region', { name: /Newsletter/ });
  await expect(panel).toContainText('key ••••us21');
  await expect(page.getByText(MAILCHIMP_KEY)).toHaveCount(0);

  const visitor = await page.context().browser()!.newPage();
  await visitor.clock.install();
  await visitor.goto(`${beckon.url}/demo/plain-site?client=${clientId}`);
  const dialog = visitor.getByRole('dialog', { name: TITLE });
  await expectLive(dialog);
  const email = `ada-${Date.now()}@shop.org`;
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Paris');
  await visitor.clock.fastForward(3000);
  await ageViews(beckon, 3000);
  const converted = visitor.waitForResponse((r) => r.url().includes('/api/display/conversion/'));
  await dialog.getByRole('button', { name: 'Get my discount' }).click();
  expect((await converted).status()).toBe(200);

  await expect
    .poll(() => mailchimp.members(AUDIENCE).find((m) => m.email_address === email), { timeout: 15_000 })
    .toMatchObject({
      status: 'subscribed',
      merge_fields: { FNAME: 'Ada', CITY: 'Paris' },
      tags: ['beckon'],
    });
  // The stand-in answers 401 to any other key, so the key reached it as saved, through the encrypted store.

  await page.reload();
  const log = page.getByRole('table', { name: 'Deliveries to Newsletter' });
  await expect(log.getByRole('row').nth(1)).toContainText('Delivered');
  await expect(log.getByRole('row').nth(1)).toContainText('200');
  await page.screenshot({ path: test.info().outputPath('connector-delivered.png'), fullPage: true });
  await visitor.close();
  await api.dispose();
});
