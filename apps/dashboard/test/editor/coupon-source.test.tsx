import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { PriceRule } from '../../src/api/types.js';
import { EditorPage } from '../../src/editor/EditorPage.js';
import { formatTime } from '../../src/pages/format.js';
import { fakeApi, renderWithApp, type FakeCall } from '../support/render.js';
import { demoPopup, POPTIN_ID } from './support.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.now();
const RUNNING: PriceRule = { title: 'Summer sale', code: 'SUMMER15', value_type: 'percentage', value: 15, starts_at: NOW - DAY, ends_at: NOW + 10 * DAY };
const ENDED: PriceRule = { title: 'Spring', code: 'SPRING10', value_type: 'fixed_amount', value: 10, starts_at: null, ends_at: NOW - DAY };
const LATER: PriceRule = { title: 'Autumn', code: 'AUTUMN', value_type: 'percentage', value: 20, starts_at: NOW + 5 * DAY, ends_at: null };
const HOSTILE: PriceRule = { title: '<b>Bold</b> deal', code: 'BOLD', value_type: 'percentage', value: 5, starts_at: null, ends_at: null };

function open(coupon: Record<string, unknown> | undefined, rules: PriceRule[] = [RUNNING, ENDED, LATER, HOSTILE]) {
  const popup = demoPopup();
  if (coupon) popup.settings.design_properties = { ...popup.settings.design_properties, coupon: coupon as { code: string; coupon_type: string } };
  const calls = fakeApi({
    [`GET /api/admin/poptins/${POPTIN_ID}`]: () => ({ status: 200, body: popup }),
    [`PATCH /api/admin/poptins/${POPTIN_ID}`]: () => ({ status: 200, body: { poptin_id: POPTIN_ID } }),
    'GET /api/admin/sites/client1/store': () => ({
      status: 200,
      body: { shop: 'demo.myshopify.com', platform: 'shopify', currency: 'USD', products: 0, pending: null, theme_snippet: null },
    }),
    'GET /api/admin/sites/client1/store/price-rules': () => ({ status: 200, body: { price_rules: rules } }),
  });
  renderWithApp(<p />, { path: `/poptins/${POPTIN_ID}/edit`, routes: [{ path: '/poptins/:id/edit', element: <EditorPage /> }] });
  return { calls, user: userEvent.setup() };
}

async function designTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'Design' }));
  return screen.getByRole('region', { name: 'Coupon' });
}

const savedCoupon = async (calls: FakeCall[]) => {
  await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
  const body = calls.find((c) => c.method === 'PATCH')!.body as { settings: { design_properties: { coupon?: unknown } } };
  return body.settings.design_properties.coupon;
};

describe("the editor's coupon", () => {
  it("offers one of the store's codes, each described in a line, and saves it as a price rule", async () => {
    const { calls, user } = open(undefined);
    const section = await designTab(user);
    expect(within(section).queryByLabelText(/Coupon type/)).toBeNull();
    await user.click(within(section).getByLabelText("One of my store's discount codes"));
    const select = await within(section).findByLabelText('Discount code');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a discount code',
      'Summer sale — SUMMER15 — 15% off — Running',
      'Spring — SPRING10 — $10 off — Ended',
      `Autumn — AUTUMN — 20% off — Starts ${formatTime(LATER.starts_at!)}`,
      '<b>Bold</b> deal — BOLD — 5% off — Running',
    ]);
    expect(section.querySelector('b')).toBeNull();
    expect(within(section).getByText(/Visitors see it only while it runs/)).toBeTruthy();
    await user.selectOptions(select, 'SUMMER15');
    expect(within(section).queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await savedCoupon(calls)).toEqual({ code: 'SUMMER15', coupon_type: 'price_rule' });
  });

  it('warns when the chosen code has ended or has not started, beside the select', async () => {
    const { user } = open({ code: 'SPRING10', coupon_type: 'price_rule' });
    const section = await designTab(user);
    expect((within(section).getByLabelText("One of my store's discount codes") as HTMLInputElement).checked).toBe(true);
    const select = (await within(section).findByLabelText('Discount code')) as HTMLSelectElement;
    expect(select.value).toBe('SPRING10');
    const warning = within(section).getByRole('status');
    expect(warning.textContent).toBe(
      `SPRING10 ended on ${formatTime(ENDED.ends_at!)}: visitors see no coupon. Choose a running code, or give this one a later end on the Discount codes page.`,
    );
    expect(select.getAttribute('aria-describedby')!.split(' ')).toContain(warning.id);
    await user.selectOptions(select, 'AUTUMN');
    expect(within(section).getByRole('status').textContent).toBe(`AUTUMN starts on ${formatTime(LATER.starts_at!)}: until then visitors see no coupon.`);
    expect(within(section).getByRole('link', { name: 'Discount codes page' }).getAttribute('href')).toBe('/discounts?site=client1');
  });

  it('counts a coupon of any other type as typed, saves a typed code as such, and gives it back after a look at the store codes', async () => {
    const { calls, user } = open({ code: 'WELCOME', coupon_type: 'percent' });
    const section = await designTab(user);
    expect((within(section).getByLabelText('A code I type') as HTMLInputElement).checked).toBe(true);
    const code = within(section).getByLabelText('Coupon code') as HTMLInputElement;
    expect(code.value).toBe('WELCOME');
    await user.type(code, '10');
    await user.click(within(section).getByLabelText("One of my store's discount codes"));
    expect(((await within(section).findByLabelText('Discount code')) as HTMLSelectElement).value).toBe('');
    await user.click(within(section).getByLabelText('A code I type'));
    expect((within(section).getByLabelText('Coupon code') as HTMLInputElement).value).toBe('WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await savedCoupon(calls)).toEqual({ code: 'WELCOME10', coupon_type: 'code' });
  });

  it('links to the Discount codes page when the site has none', async () => {
    const { user } = open(undefined, []);
    const section = await designTab(user);
    await user.click(within(section).getByLabelText("One of my store's discount codes"));
    expect(await within(section).findByText(/Demo site has no discount codes yet\./)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Discount codes page' }).getAttribute('href')).toBe('/discounts?site=client1');
    expect(within(section).queryByLabelText('Discount code')).toBeNull();
  });
});
