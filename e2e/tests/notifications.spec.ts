import { request as playwrightRequest } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { expect, test, expectLive } from '../support/fixtures.js';
import { startServer, type RunningServer } from '../support/server.js';
import { siteWith } from '../support/sites.js';
import { ageViews } from '../support/views.js';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';

/**
 * Issue 21, owner notifications end to end: the owner turns on an email per lead in the
 * dashboard, previews it and sends a test; a visitor converts on an example page; the email about
 * the lead reaches an SMTP server started here, with the lead's address and a link to the leads page.
 */
let smtp: SmtpInbox;
let inbox: ParsedMail[] = [];
let beckon: RunningServer;

test.beforeAll(async () => {
  smtp = await startSmtpInbox();
  inbox = smtp.mails;
  beckon = await startServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Beckon <beckon@shop.example>' });
});
test.afterAll(async () => {
  await beckon?.stop();
  await smtp?.close();
});

const subjects = () => inbox.map((mail) => mail.subject ?? '');

test('an owner turns on lead emails; a test and then a real lead arrive by email', async ({ page }) => {
  const api = await playwrightRequest.newContext({ baseURL: beckon.url, extraHTTPHeaders: { Origin: beckon.url } });
  const { clientId } = await siteWith(api, beckon, [{ title: 'Join the club' }]);
  const siteName = ((await (await api.get('/api/admin/sites')).json()) as Array<{ client_id: string; name: string }>).find(
    (s) => s.client_id === clientId,
  )!.name;

  await page.goto(`${beckon.url}/app/`);
  await page.getByLabel('Email').fill(beckon.demo.email);
  await page.getByLabel('Password').fill(beckon.demo.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await page.goto(`${beckon.url}/app/notifications?site=${clientId}`);
  await expect(page.getByRole('note', { name: 'Email is not set up' })).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Email me about new leads' });
  await form.getByLabel('Send these emails').check();
  // A wrong address is named before anything is saved.
  await form.getByLabel('Send to').fill('owner@shop.example\nnot-an-address');
  await form.getByRole('button', { name: 'Save notifications' }).click();
  await expect(form.getByRole('alert')).toHaveText('"not-an-address" is not an email address.');
  await form.getByLabel('Send to').fill('owner@shop.example');
  await form.getByLabel('For each new lead').check();
  await form.getByRole('button', { name: 'Save notifications' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved. Notifications are on.' })).toBeVisible();

  // The preview is the server's own rendering, in a sandboxed frame.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByTestId('notify-preview-subject')).toHaveText(`New lead on ${siteName}: ada@example.com`);
  await expect(preview.frameLocator('iframe[title="New lead email preview"]').getByRole('heading', { name: `New lead on ${siteName}` })).toBeVisible();
  await preview.getByLabel('Daily summary').check();
  await expect(preview.getByTestId('notify-preview-subject')).toContainText(`${siteName}: 14 new leads on`);
  await expect(preview.frameLocator('iframe[title="Daily summary email preview"]').getByText('14 new leads · 512 pop-up views · 2.7% converted')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('notifications-page.png'), fullPage: true });
  await preview.screenshot({ path: test.info().outputPath('notifications-preview.png') });
  await preview.getByLabel('New lead').check();
  await preview.getByRole('button', { name: 'Send a test email' }).click();
  await expect(preview.getByRole('status')).toHaveText('Sent to owner@shop.example.');
  await expect.poll(subjects, { timeout: 10_000 }).toContain(`Test: New lead on ${siteName}: ada@example.com`);

  // A visitor converts on an example page of the site.
  const visitor = await page.context().browser()!.newPage();
  await visitor.clock.install();
  await visitor.goto(`${beckon.url}/demo/plain-site?client=${clientId}`);
  const dialog = visitor.getByRole('dialog', { name: 'Join the club' });
  await expectLive(dialog);
  const email = `notify-${Date.now()}@example.com`;
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
  await visitor.clock.fastForward(3000);
  await ageViews(beckon, 3000);
  const converted = visitor.waitForResponse((r) => r.url().includes('/api/display/conversion/'));
  await dialog.getByRole('button', { name: 'Get my discount' }).click();
  expect((await converted).status()).toBe(200);

  await expect.poll(subjects, { timeout: 20_000 }).toContain(`New lead on ${siteName}: ${email}`);
  const mail = inbox.find((m) => m.subject === `New lead on ${siteName}: ${email}`)!;
  expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('owner@shop.example');
  expect(mail.from?.text).toContain('beckon@shop.example');
  expect(mail.text).toContain('Join the club');
  expect(mail.text).toContain(`${beckon.url}/app/leads?client_id=${clientId}`);
  expect(mail.html).toContain(email);
  await visitor.close();
  await api.dispose();
});
