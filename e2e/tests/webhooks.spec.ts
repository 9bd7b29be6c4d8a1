import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request as playwrightRequest } from '@playwright/test';
import type { LeadEvent } from '@beckon/core';
import { expect, test, expectLive } from '../support/fixtures.js';
import { startServer, type RunningServer } from '../support/server.js';
import { siteWith } from '../support/sites.js';
import { ageViews } from '../support/views.js';

/**
 * Issue 21 end to end: an owner adds a webhook endpoint in the dashboard, pointing at a receiver
 * this test runs on 127.0.0.1; a visitor converts; the receiver gets the signed event with the
 * lead's fields; the dashboard's delivery log shows it delivered.
 */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
let beckon: RunningServer;

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/beckon-hook`;
  // Endpoints on this machine over http: for tests only.
  beckon = await startServer({ BECKON_WEBHOOKS_ALLOW_LOOPBACK: 'true' });
});
test.afterAll(async () => {
  await beckon?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

/** The receiver's check: HMAC-SHA256 of `${t}.${body}` under the secret, any v1 matching. */
function signedBy(secret: string, header: string, body: string): boolean {
  const parts = header.split(',').map((p) => p.split('='));
  const t = parts.find(([k]) => k === 't')?.[1];
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return parts.some(([k, v]) => k === 'v1' && v === expected);
}

test('an owner adds a webhook; a lead arrives at it signed and shows as delivered', async ({ page }) => {
  const api = await playwrightRequest.newContext({ baseURL: beckon.url, extraHTTPHeaders: { Origin: beckon.url } });
  const { clientId } = await siteWith(api, beckon, [{ title: 'Join the club' }]);

  await page.goto(`${beckon.url}/app/`);
  await page.getByLabel('Email').fill(beckon.demo.email);
  await page.getByLabel('Password').fill(beckon.demo.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Integrations' }).click();
  await page.goto(`${beckon.url}/app/integrations?site=${clientId}`);
  await expect(page.getByRole('heading', { name: 'Integrations' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Add an endpoint' });
  await form.getByLabel(/Name/).fill('My CRM');
  await form.getByLabel('Endpoint address').fill(receiverUrl);
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  const note = page.getByRole('note', { name: 'Your signing secret' });
  await expect(note).toBeVisible();
  const secret = await note.getByLabel('Signing secret').inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  await note.getByRole('button', { name: 'I have copied it' }).click();
  await expect(note).toHaveCount(0);
  const panel = page.getByRole('region', { name: /My CRM/ });
  await expect(panel).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('integrations-page.png'), fullPage: true });

  // A visitor converts on an example page of the site.
  const visitor = await page.context().browser()!.newPage();
  await visitor.clock.install();
  await visitor.goto(`${beckon.url}/demo/plain-site?client=${clientId}`);
  const dialog = visitor.getByRole('dialog', { name: 'Join the club' });
  await expectLive(dialog);
  const email = `webhook-${Date.now()}@example.com`;
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
  await visitor.clock.fastForward(3000);
  await ageViews(beckon, 3000);
  const converted = visitor.waitForResponse((r) => r.url().includes('/api/display/conversion/'));
  await dialog.getByRole('button', { name: 'Get my discount' }).click();
  const conversion = (await (await converted).json()) as { conversion_id: string };

  await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
  const [got] = received;
  const event = JSON.parse(got!.body) as LeadEvent;
  expect(event).toMatchObject({ event: 'conversion', site: { client_id: clientId }, popup: { name: 'Join the club' } });
  expect(event.lead).toMatchObject({ id: conversion.conversion_id, email });
  expect(event.lead.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field_key: 'email', value: email })]));
  expect(got!.headers['beckon-event']).toBe('conversion');
  expect(got!.headers['idempotency-key']).toBe(event.id);
  expect(signedBy(secret, String(got!.headers['beckon-signature']), got!.body)).toBe(true);

  await page.reload();
  const log = page.getByRole('table', { name: 'Deliveries to My CRM' });
  await expect(log.getByRole('row').nth(1)).toContainText('Delivered');
  await expect(log.getByRole('row').nth(1)).toContainText('204');
  await visitor.close();
  await api.dispose();
});
