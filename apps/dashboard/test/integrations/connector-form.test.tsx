import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { IntegrationsPage } from '../../src/pages/integrations/IntegrationsPage.js';
import { testResultInWords } from '../../src/pages/integrations/words.js';
import type { Integration } from '../../src/api/integrations.js';
import { fakeApi, renderWithApp } from '../support/render.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SITE = { client_id: 'aaaaaaaaaaaaaaaa', name: 'Shop', domains: [], created_at: 0, seen: null };
const MAILCHIMP_KEY = '0123456789abcdef0123456789abcdef-us21';
const SAVED: Integration = {
  id: '9',
  client_id: SITE.client_id,
  kind: 'mailchimp',
  name: 'Newsletter',
  url: '',
  enabled: true,
  events: ['conversion'],
  popups: [],
  disabled_reason: '',
  secret_hint: '',
  settings: { apiKey: '••••us21', listId: 'a1b2c3d4e5', tags: ['beckon'], doubleOptIn: false, fieldMap: { text_3: 'CITY' } },
  previous_secret_until: null,
  created_at: 0,
  updated_at: 0,
};

function api(integrations: Integration[] = []) {
  return fakeApi({
    'GET /api/admin/sites': () => ({ status: 200, body: [SITE] }),
    'GET /api/admin/poptins': () => ({ status: 200, body: [] }),
    [`GET /api/admin/sites/${SITE.client_id}/integrations`]: () => ({ status: 200, body: integrations }),
    [`POST /api/admin/sites/${SITE.client_id}/integrations`]: ({ body }) => ({
      status: 201,
      body: { integration: { ...SAVED, id: '10', ...(body as object) }, secret: null },
    }),
    'GET /api/admin/integrations/9/deliveries': () => ({ status: 200, body: { deliveries: [], next: null } }),
    'GET /api/admin/integrations/10/deliveries': () => ({ status: 200, body: { deliveries: [], next: null } }),
    'PATCH /api/admin/integrations/9': ({ body }) => ({ status: 200, body: { ...SAVED, ...(body as object) } }),
    'POST /api/admin/integrations/9/test': () => ({
      status: 200,
      body: {
        ok: false,
        status: 401,
        message: "API Key Invalid: Your API key may be invalid, or you've attempted to access the wrong datacenter.",
        duration_ms: 30,
      },
    }),
  });
}

async function pick(kind: string) {
  renderWithApp(<IntegrationsPage />, { path: '/integrations' });
  await userEvent.selectOptions(await screen.findByLabelText(/Kind of integration/), kind);
  return screen.getByRole('form', { name: `Add ${kind}` });
}

describe('connector forms', () => {
  it('offers every kind in the picker', async () => {
    api();
    renderWithApp(<IntegrationsPage />, { path: '/integrations' });
    const picker = await screen.findByLabelText(/Kind of integration/);
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Webhook', 'Mailchimp', 'Brevo', 'Klaviyo', 'Generic URL']);
  });

  it('adds Mailchimp with its key in a password field, a tag and a field mapping', async () => {
    const calls = api();
    const form = await pick('Mailchimp');
    await userEvent.type(within(form).getByLabelText(/Name/), 'Newsletter');
    const key = within(form).getByLabelText(/API key/);
    expect(key).toHaveProperty('type', 'password');
    await userEvent.type(key, MAILCHIMP_KEY);
    await userEvent.type(within(form).getByLabelText(/Audience ID/), 'a1b2c3d4e5');
    await userEvent.type(within(form).getByLabelText(/Tags/), 'beckon, spring');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a field' }));
    await userEvent.type(within(form).getByLabelText('Lead field 1'), 'text_3');
    await userEvent.type(within(form).getByLabelText('Merge tag 1'), 'CITY');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Mailchimp' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'mailchimp',
      name: 'Newsletter',
      events: ['conversion'],
      popups: [],
      settings: { apiKey: MAILCHIMP_KEY, listId: 'a1b2c3d4e5', tags: ['beckon', 'spring'], doubleOptIn: false, fieldMap: { text_3: 'CITY' } },
    });
  });

  it.each([
    ['a key without its data centre', '0123456789abcdef0123456789abcdef', 'a1b2c3d4e5', /apiKey does not look right/],
    ['an audience id with a slash', MAILCHIMP_KEY, 'a1/b2', /listId does not look right/],
  ])('refuses %s as typed, in the server’s words, and sends nothing', async (_name, key, audience, words) => {
    const calls = api();
    const form = await pick('Mailchimp');
    await userEvent.type(within(form).getByLabelText(/Name/), 'x');
    await userEvent.type(within(form).getByLabelText(/API key/), key);
    await userEvent.type(within(form).getByLabelText(/Audience ID/), audience);
    expect(await within(form).findByText(words)).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Add Mailchimp' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('Brevo: double opt-in asks for its template and the page after confirming', async () => {
    api();
    const form = await pick('Brevo');
    expect(within(form).queryByLabelText(/template ID/)).toBeNull();
    await userEvent.click(within(form).getByLabelText(/Double opt-in/));
    expect(within(form).getByLabelText(/Double opt-in template ID/)).toBeTruthy();
    expect(within(form).getByLabelText(/Page after confirming/)).toBeTruthy();
    await userEvent.type(within(form).getByLabelText(/API key/), `xkeysib-${'a1'.repeat(32)}`);
    await userEvent.type(within(form).getByLabelText(/List IDs/), '7');
    // As typed, each field shows its own fault; on submit, the first the server would name.
    await userEvent.click(within(form).getByRole('button', { name: 'Add Brevo' }));
    expect(await within(form).findByText(/templateId is required with doubleOptIn/)).toBeTruthy();
  });

  it('generic: lists the placeholders and refuses a template naming nothing', async () => {
    api();
    const form = await pick('Generic URL');
    expect(within(form).getByText(/\{\{fields\.<field_key>\}\}/)).toBeTruthy();
    await userEvent.type(within(form).getByLabelText(/Address/), 'https://hooks.shop.org/leads');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a field' }));
    await userEvent.type(within(form).getByLabelText('Field name 1'), 'mail');
    await userEvent.type(within(form).getByLabelText('Value 1'), '{{{{nothing}}');
    expect(within(form).getByLabelText('Value 1')).toHaveProperty('value', '{{nothing}}');
    expect(await within(form).findByText(/fieldMap\.mail/)).toBeTruthy();
  });

  it('edit: the saved key shows masked with Replace; saving unchanged sends the mask back, so the server keeps the key', async () => {
    const calls = api([SAVED]);
    renderWithApp(<IntegrationsPage />, { path: '/integrations' });
    const panel = await screen.findByRole('region', { name: /Newsletter/ });
    expect(within(panel).getByText(/key ••••us21/)).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Edit' }));
    const form = within(panel).getByRole('form', { name: 'Edit Newsletter' });
    expect(within(form).queryByLabelText(/API key/, { selector: 'input' })).toBeNull();
    expect(within(form).getByText('••••us21')).toBeTruthy();
    await userEvent.clear(within(form).getByLabelText(/Tags/));
    await userEvent.type(within(form).getByLabelText(/Tags/), 'autumn');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ settings: { apiKey: '••••us21', tags: ['autumn'], fieldMap: { text_3: 'CITY' } } });
  });

  it('edit: Replace key opens an empty password field whose key is sent', async () => {
    const calls = api([SAVED]);
    renderWithApp(<IntegrationsPage />, { path: '/integrations' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit Newsletter' });
    await userEvent.click(within(form).getByRole('button', { name: 'Replace key' }));
    const key = within(form).getByLabelText(/API key/);
    expect(key).toHaveProperty('value', '');
    await userEvent.type(key, 'ffffffffffffffffffffffffffffffff-us21');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ settings: { apiKey: 'ffffffffffffffffffffffffffffffff-us21' } });
  });

  it('a test send shows the service’s own words', async () => {
    api([SAVED]);
    renderWithApp(<IntegrationsPage />, { path: '/integrations' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send a test event' }));
    expect(await screen.findByText(/^Mailchimp answered 401: API Key Invalid: Your API key may be invalid/)).toBeTruthy();
  });

  it.each([
    [{ ok: true, status: 200, message: 'Mailchimp took ada@shop.org.', duration_ms: 5 }, /^It worked: Mailchimp took/],
    [{ ok: false, status: 429, message: 'Too Many Requests: slow down', duration_ms: 5 }, /^Mailchimp answered 429: Too Many Requests.*retried/],
    [{ ok: false, status: null, message: 'Could not reach x', duration_ms: 5 }, /^It did not arrive: Could not reach x/],
  ])('testResultInWords for a connector: %o', (result, words) => {
    expect(testResultInWords(result, 'mailchimp')).toMatch(words);
  });
});
