import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { expect, test } from '@playwright/test';
import { defaultSignupMessages } from '@beckon/core';
import { photograph } from '../support/dashboard.js';
import { startServer, type RunningServer } from '../support/server.js';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';

/**
 * Issue 18, end to end: an owner makes a double opt-in list and a sign-up form in the dashboard,
 * pastes the form's markup on a page of their shop, and a visitor signs up there. The
 * confirmation email reaches an SMTP server started here (in process); its link confirms the
 * subscriber, whom the owner then finds confirmed; the email's one-click unsubscribe (RFC 8058)
 * unsubscribes them.
 */
/**
 * The shop: a page server of its own on loopback (another origin than Beckon's, as on a real
 * site; a page Playwright fulfils counts as public, and Chromium keeps public pages from loopback).
 * Each path serves the markup stored under it.
 */
const shopPages = new Map<string, string>();
let shop: Server;
const shopOrigin = () => `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
const EN = defaultSignupMessages('en');

let smtp: SmtpInbox;
let inbox: ParsedMail[] = [];
let server: RunningServer;

test.beforeAll(async () => {
  smtp = await startSmtpInbox();
  inbox = smtp.mails;
  shop = createServer((request, response) => {
    // It stands in for the human-check provider too: only the token 'human' passes.
    if (request.method === 'POST' && request.url === '/siteverify') {
      let sent = '';
      request.on('data', (chunk: Buffer) => (sent += chunk.toString()));
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ success: new URLSearchParams(sent).get('response') === 'human' }));
      });
      return;
    }
    const body = shopPages.get(request.url ?? '');
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  server = await startServer({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Shop news <news@shop.example>',
    BECKON_CAPTCHA_PROVIDER: 'turnstile',
    BECKON_CAPTCHA_SITE_KEY: 'site-key',
    BECKON_CAPTCHA_SECRET: 'secret',
    BECKON_CAPTCHA_VERIFY_URL: `${shopOrigin()}/siteverify`,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => shop?.close(() => resolve()));
  await smtp?.close();
});

async function ownerContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/app/login');
  await page.getByLabel('Email').fill(server.demo.email);
  await page.getByLabel('Password').fill(server.demo.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.close();
  return context;
}

/** The owner's markup served as a page of the shop, on its own origin. */
async function shopPage(page: Page, markup: string): Promise<void> {
  const path = `/newsletter-${shopPages.size + 1}`;
  shopPages.set(path, `<!doctype html><html lang="en"><head><title>Shop news</title></head><body><main><h1>Our newsletter</h1>${markup}</main></body></html>`);
  await page.goto(`${shopOrigin()}${path}`);
}

/** A header as sent (mailparser folds the List-* headers into one structure). */
function header(mail: ParsedMail, key: string): string {
  const line = mail.headerLines.find((h) => h.key === key)?.line ?? '';
  return line.slice(line.indexOf(':') + 1).trim();
}

/** The one email sent to an address, once the outbox worker has sent it. */
async function mailTo(address: string): Promise<ParsedMail> {
  await expect.poll(() => inbox.filter((mail) => mail.to && JSON.stringify(mail.to).includes(address)).length, { timeout: 15_000 }).toBe(1);
  return inbox.find((mail) => JSON.stringify(mail.to).includes(address))!;
}

async function makeListAndForm(owner: Page, listName: string, lang: 'en' | 'he' = 'en', humanCheck = false): Promise<string> {
  await owner.goto('/app/lists');
  await owner.getByLabel('Name').fill(listName);
  await owner.getByLabel(/^Double opt-in/).check();
  await owner.getByRole('button', { name: 'Create list' }).click();
  await expect(owner.getByRole('cell', { name: listName, exact: true })).toBeVisible();
  await photograph(owner, 'lists');

  await owner.goto('/app/signup-forms/new');
  await owner.getByLabel('Name', { exact: true }).first().fill(listName);
  await owner.getByLabel('Kind of the new field').selectOption('sms');
  await owner.getByRole('button', { name: 'Add field' }).click();
  await owner.getByRole('checkbox', { name: new RegExp(`^${listName} `) }).check();
  await owner.getByLabel('Language').selectOption(lang);
  await owner.getByLabel(/^Consent box/).fill(`I agree to ${listName} by email.`);
  if (humanCheck) await owner.getByLabel(/^Ask for the robot check/).check();
  await owner.getByRole('button', { name: 'Create form' }).click();
  await expect(owner.getByRole('heading', { name: `Sign-up form “${listName}”` })).toBeVisible();
  const markup = await owner.getByLabel('Paste this where the form should appear on your site').inputValue();
  expect(markup).toContain('data-beckon-signup');
  // The live preview runs the same markup and the real script.
  const preview = owner.frameLocator('iframe[title="Preview of the sign-up form"]');
  await expect(preview.locator('input[name=email]')).toBeVisible();
  await expect(preview.locator('style[data-beckon-signup-styles]')).toHaveCount(1);
  await photograph(owner, 'signup-form-builder');
  return markup;
}

test('an owner builds a double opt-in form; a visitor signs up, confirms by the email, and unsubscribes in one click', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const context = await ownerContext(browser);
  const owner = await context.newPage();
  const markup = await makeListAndForm(owner, 'Shop news');

  const visitor = await browser.newPage({ locale: 'en-US' });
  await shopPage(visitor, markup);
  const form = visitor.locator('form[data-beckon-signup]');
  const button = form.locator('button[type=submit]');

  // The rules run before anything is sent: a required email, then a well-formed one.
  await button.click();
  await expect(form.getByText(EN.required)).toHaveCount(2);
  await expect(form.locator('[name=email]')).toHaveAttribute('aria-invalid', 'true');
  await form.locator('[name=email]').fill('not-an-address');
  await button.click();
  await expect(form.getByText(EN.invalidEmail)).toBeVisible();

  // The country-prefix dropdown by keyboard: open, type, arrow, Enter.
  const prefix = form.getByRole('button', { name: /^Country code/ });
  await prefix.focus();
  await visitor.keyboard.press('Enter');
  const search = form.getByRole('combobox', { name: 'Search countries' });
  await expect(search).toBeFocused();
  await visitor.keyboard.type('Israel');
  await expect(form.getByRole('option', { name: /Israel/ })).toBeVisible();
  await visitor.screenshot({ path: testInfo.outputPath('signup-prefix-dropdown.png') });
  await visitor.keyboard.press('ArrowDown');
  await visitor.keyboard.press('Enter');
  // Chosen, the country's code is in the field and the visitor types on after it.
  await expect(prefix).toHaveAccessibleName(/\+972/);
  const sms = form.locator('[data-beckon-kind=sms]');
  await expect(sms).toBeFocused();
  await expect(sms).toHaveValue(/^\+972/);
  // The SMS key filter: letters do not go in.
  await sms.press('End');
  await sms.pressSequentially('5x0-1a2');
  await expect(sms).toHaveValue(/^\+972\s?50-12$/);

  await form.locator('[name=email]').fill('Ada@Example.com');
  // The consent box is required: unticked, nothing goes.
  await button.click();
  await expect(form.locator('[data-beckon-consent]')).toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('checkbox', { name: 'I agree to Shop news by email.' }).check();
  const answered = visitor.waitForResponse((r) => r.url().includes('/api/signup/') && r.request().method() === 'POST');
  await button.click();
  expect((await (await answered).json()) as { status: string }).toMatchObject({ status: 'success' });
  await expect(form.getByText(EN.successMsg)).toBeVisible();
  await visitor.screenshot({ path: testInfo.outputPath('signup-success.png') });

  // The confirmation email: a link, a visible unsubscribe link, and RFC 8058's two headers.
  const mail = await mailTo('ada@example.com');
  const unsubscribeHeader = header(mail, 'list-unsubscribe');
  expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const unsubscribeUrl = /<([^>]+)>/.exec(unsubscribeHeader)?.[1] ?? '';
  expect(unsubscribeUrl).toMatch(/\/api\/signup\/unsubscribe\?t=/);
  expect(mail.text).toContain(unsubscribeUrl);
  const confirmUrl = /https?:\/\/\S+\/api\/signup\/confirm\?t=[A-Za-z0-9_.-]+/.exec(mail.text ?? '')?.[0] ?? '';
  expect(confirmUrl).not.toBe('');

  await owner.goto('/app/subscribers');
  await expect(owner.getByRole('row', { name: /ada@example\.com/ })).toContainText(/pending/i);

  await visitor.goto(confirmUrl);
  await expect(visitor.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
  await visitor.screenshot({ path: testInfo.outputPath('signup-confirmed.png') });
  await owner.reload();
  await expect(owner.getByRole('row', { name: /ada@example\.com/ })).toContainText(/confirmed/i);
  await expect(owner.getByRole('row', { name: /ada@example\.com/ })).toContainText('I agree to Shop news by email.');
  await photograph(owner, 'subscribers');

  // The mail client's one-click POST, as RFC 8058 has it.
  const oneClick = await visitor.request.post(unsubscribeUrl, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status()).toBe(200);
  await owner.reload();
  await expect(owner.getByRole('row', { name: /ada@example\.com/ })).toContainText(/unsubscribed/i);
  await context.close();
});

test('each answer of the sign-up call is shown: already there as a warning, a refused page, a dead network', async ({ browser }, testInfo) => {
  const context = await ownerContext(browser);
  const owner = await context.newPage();
  const markup = await makeListAndForm(owner, 'Weekly deals');
  const visitor = await browser.newPage({ locale: 'en-US' });
  await shopPage(visitor, markup);
  const form = visitor.locator('form[data-beckon-signup]');
  const button = form.locator('button[type=submit]');
  const email = form.locator('[name=email]');

  await email.fill('twice@example.com');
  await form.locator('[data-beckon-consent]').check();
  await button.click();
  await expect(form.getByText(EN.successMsg)).toBeVisible();
  await email.fill('twice@example.com');
  await form.locator('[data-beckon-consent]').check();
  await button.click();
  await expect(form.getByText(EN.existMsg)).toBeVisible();
  await visitor.screenshot({ path: testInfo.outputPath('signup-already.png') });

  // The network drops the call: the area says so and the button works again.
  await visitor.route('**/api/signup/*', (route) => route.abort('internetdisconnected'));
  await email.fill('offline@example.com');
  await form.locator('[data-beckon-consent]').check();
  await button.click();
  await expect(button).toBeEnabled();
  await expect(form.getByRole('alert')).not.toBeEmpty();
  await visitor.unroute('**/api/signup/*');

  // A form whose token the server does not know: the form's failure message.
  const unknown = markup.replace(/\/api\/signup\/[A-Za-z0-9_-]{32}/, `/api/signup/${'Z'.repeat(32)}`);
  const other = await browser.newPage({ locale: 'en-US' });
  await shopPage(other, unknown);
  const broken = other.locator('form[data-beckon-signup]');
  await broken.locator('[name=email]').fill('lost@example.com');
  await broken.locator('[data-beckon-consent]').check();
  await broken.locator('button[type=submit]').click();
  await expect(broken.getByText(EN.errorMsg)).toBeVisible();
  await expect(broken.locator('button[type=submit]')).toBeEnabled();
  await context.close();
});

test('in Hebrew the form runs right to left with its messages in Hebrew', async ({ browser }, testInfo) => {
  const context = await ownerContext(browser);
  const owner = await context.newPage();
  const hebrew = await makeListAndForm(owner, 'Hebrew news', 'he');
  expect(hebrew).toContain('dir="rtl"');
  const visitor = await browser.newPage({ locale: 'he-IL' });
  await shopPage(visitor, hebrew);
  const form = visitor.locator('form[data-beckon-signup]');
  const he = defaultSignupMessages('he');
  await form.locator('button[type=submit]').click();
  await expect(form.getByText(he.required)).toHaveCount(2);
  await expect(form.getByRole('button', { name: /קידומת מדינה/ })).toBeVisible();
  await form.locator('[name=email]').fill('dana@example.co.il');
  await form.locator('[data-beckon-consent]').check();
  await form.locator('button[type=submit]').click();
  await expect(form.getByText(he.successMsg)).toBeVisible();
  expect(await form.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await visitor.screenshot({ path: testInfo.outputPath('signup-hebrew.png') });
  await context.close();
});

test('the human check and the server’s own rules: gcaptchaEmpty, gcaptchaFail and invalid each show their message', async ({ browser }, testInfo) => {
  const context = await ownerContext(browser);
  const owner = await context.newPage();
  const markup = await makeListAndForm(owner, 'Checked news', 'en', true);
  // What a captcha widget puts in the form: its token under its own name.
  const withToken = (token: string) =>
    markup.replace('  <button type="submit">', `  <input type="hidden" name="cf-turnstile-response" value="${token}">\n  <button type="submit">`);
  const attempt = async (html: string, email: string) => {
    const visitor = await browser.newPage({ locale: 'en-US' });
    await shopPage(visitor, html);
    const form = visitor.locator('form[data-beckon-signup]');
    await form.locator('[name=email]').fill(email);
    await form.locator('[data-beckon-consent]').check();
    const answered = visitor.waitForResponse((r) => r.url().includes('/api/signup/') && r.request().method() === 'POST');
    await form.locator('button[type=submit]').click();
    const status = ((await (await answered).json()) as { status: string }).status;
    return { form, status, visitor };
  };

  const empty = await attempt(markup, 'robot@example.com');
  expect(empty.status).toBe('gcaptchaEmpty');
  await expect(empty.form.getByText(EN.captchaEmpty)).toBeVisible();

  const failed = await attempt(withToken('robot'), 'robot@example.com');
  expect(failed.status).toBe('gcaptchaFail');
  await expect(failed.form.getByText(EN.captchaFail)).toBeVisible();
  await failed.visitor.screenshot({ path: testInfo.outputPath('signup-captcha-failed.png') });

  // An owner's copy that lost the email's required mark: the server's rules still hold.
  const invalid = await attempt(withToken('human').replace(' required>', '>'), '');
  expect(invalid.status).toBe('invalid');
  await expect(invalid.form.getByText(EN.invalidMsg)).toBeVisible();

  const passed = await attempt(withToken('human'), 'human@example.com');
  expect(passed.status).toBe('success');
  await expect(passed.form.getByText(EN.successMsg)).toBeVisible();
  await context.close();
});
