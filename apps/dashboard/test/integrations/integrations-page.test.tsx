import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { IntegrationsPage } from '../../src/pages/integrations/IntegrationsPage.js';
import { testResultInWords } from '../../src/pages/integrations/words.js';
import type { Delivery, Integration } from '../../src/api/integrations.js';
import { fakeApi, renderWithApp } from '../support/render.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SITE = { client_id: 'aaaaaaaaaaaaaaaa', name: 'Shop', domains: [], created_at: 0, seen: null };
const HOOK: Integration = {
  id: '7',
  client_id: SITE.client_id,
  kind: 'webhook',
  name: 'CRM',
  url: 'https://hooks.example.com/beckon',
  enabled: true,
  events: ['conversion'],
  popups: [],
  disabled_reason: '',
  secret_hint: 'WXYZ',
  settings: {},
  previous_secret_until: null,
  created_at: 0,
  updated_at: 0,
};
const DELIVERED: Delivery = {
  id: '31',
  event_id: 'evt_1',
  event: 'conversion',
  status: 'delivered',
  attempts: 1,
  last_status: 200,
  last_error: '',
  last_response: 'ok',
  duration_ms: 42,
  next_attempt_at: null,
  last_attempt_at: 1_000,
  delivered_at: 1_000,
  created_at: 900,
};
const RETRYING: Delivery = {
  ...DELIVERED,
  id: '32',
  status: 'retrying',
  attempts: 3,
  last_status: 503,
  last_error: 'HTTP 503: will try again.',
  next_attempt_at: Date.now() + 120_000,
};
const SECRET = `whsec_${'s'.repeat(43)}`;

function api(integrations: Integration[] = [HOOK]) {
  return fakeApi({
    'GET /api/admin/sites': () => ({ status: 200, body: [SITE] }),
    'GET /api/admin/poptins': () => ({ status: 200, body: [] }),
    [`GET /api/admin/sites/${SITE.client_id}/integrations`]: () => ({ status: 200, body: integrations }),
    [`POST /api/admin/sites/${SITE.client_id}/integrations`]: ({ body }) => ({
      status: 201,
      body: { integration: { ...HOOK, id: '8', ...(body as object) }, secret: SECRET },
    }),
    'GET /api/admin/integrations/7/deliveries': () => ({ status: 200, body: { deliveries: [RETRYING, DELIVERED], next: null } }),
    'GET /api/admin/integrations/8/deliveries': () => ({ status: 200, body: { deliveries: [], next: null } }),
    'POST /api/admin/integrations/7/test': () => ({ status: 200, body: { ok: false, status: 503, message: 'HTTP 503: will try again.', duration_ms: 12 } }),
    'POST /api/admin/integrations/7/deliveries/31/resend': () => ({ status: 201, body: { ...DELIVERED, id: '33', status: 'pending', attempts: 0 } }),
    'DELETE /api/admin/integrations/7': () => ({ status: 204 }),
    'PATCH /api/admin/integrations/7': ({ body }) => ({ status: 200, body: { ...HOOK, ...(body as object) } }),
  });
}

describe('testResultInWords', () => {
  it.each([
    [{ ok: true, status: 204, message: '', duration_ms: 5 }, /^It worked: your endpoint answered 204/],
    [{ ok: false, status: null, message: 'No answer in time (timeout).', duration_ms: 10000 }, /^It did not arrive: No answer in time/],
    [{ ok: false, status: 503, message: '', duration_ms: 5 }, /answered 503: it had trouble\. Real events would be retried/],
    [{ ok: false, status: 410, message: '', duration_ms: 5 }, /410 Gone/],
    [{ ok: false, status: 401, message: '', duration_ms: 5 }, /refused the event with 401/],
  ])('%o', (result, words) => {
    expect(testResultInWords(result)).toMatch(words);
  });
});

describe('IntegrationsPage', () => {
  it('adds an endpoint and shows its secret once, with a copy button', async () => {
    const calls = api([]);
    renderWithApp(<IntegrationsPage />, { path: '/integrations' });
    expect(await screen.findByText('No endpoints yet.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add an endpoint' });
    await userEvent.type(within(form).getByLabelText(/Name/), 'Zapier');
    await userEvent.type(within(form).getByLabelText('Endpoint address'), 'https://hooks.zapier.example/1');
    await userEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    const note = await screen.findByRole('note', { name: 'Your signing secret' });
    expect(within(note).getByLabelText('Signing secret')).toHaveProperty('value', SECRET);
    expect(within(note).getByRole('button', { name: 'Copy secret' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'webhook',
      name: 'Zapier',
      url: 'https://hooks.zapier.example/1',
      events: ['conversion'],
      popups: [],
    });
    await userEvent.click(within(note).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(screen.queryByRole('note', { name: 'Your signing secret' })).toBeNull();
  });

  it('says what is wrong before sending: no name, not an address, no event', async () => {
    const calls = api([]);
    renderWithApp(<IntegrationsPage />, { path: '/integrations' });
    const form = await screen.findByRole('form', { name: 'Add an endpoint' });
    await userEvent.type(within(form).getByLabelText('Endpoint address'), 'hooks.example.com');
    await userEvent.click(within(form).getByLabelText('A pop-up takes a lead'));
    await userEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(form).findByText('Give the endpoint a name.')).toBeTruthy();
    expect(within(form).getByText('Enter the full address, starting with https://.')).toBeTruthy();
    expect(within(form).getByText('Choose at least one moment to send on.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends a test event and says what came of it in words', async () => {
    api();
    renderWithApp(<IntegrationsPage />, { path: '/integrations' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send a test event' }));
    expect(await screen.findByText(/Your endpoint answered 503: it had trouble/)).toBeTruthy();
  });

  it('shows the delivery log and resends a delivery', async () => {
    const calls = api();
    renderWithApp(<IntegrationsPage />, { path: '/integrations' });
    const log = await screen.findByRole('table', { name: 'Deliveries to CRM' });
    const rows = within(log).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Retrying')).toBeTruthy();
    expect(within(rows[0]!).getByText('503')).toBeTruthy();
    expect(within(rows[0]!).getByText(/Next try in 2 min/)).toBeTruthy();
    expect(within(rows[1]!).getByText('Delivered')).toBeTruthy();
    expect(within(rows[1]!).getByText('42 ms')).toBeTruthy();
    await userEvent.click(within(rows[1]!).getAllByRole('button', { name: /Resend/ })[0]!);
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/admin/integrations/7/deliveries/31/resend')).toBe(true);
  });

  it('deletes only after the confirmation dialog, and turns an endpoint off', async () => {
    const calls = api();
    renderWithApp(<IntegrationsPage />, { path: '/integrations' });
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ enabled: false });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete CRM?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete endpoint' }));
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/admin/integrations/7')).toBe(true);
  });

  it('shows how a receiver verifies the signature', async () => {
    api();
    renderWithApp(<IntegrationsPage />, { path: '/integrations' });
    expect(await screen.findByText('How your endpoint checks that an event came from Beckon')).toBeTruthy();
    expect(screen.getByText(/verifyBeckonSignature/)).toBeTruthy();
  });
});
