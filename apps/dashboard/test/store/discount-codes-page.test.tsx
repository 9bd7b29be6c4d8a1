import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { format } from 'date-fns';
import type { PriceRule } from '../../src/api/types.js';
import { DiscountCodesPage } from '../../src/pages/store/discounts/DiscountCodesPage.js';
import { StoreSection } from '../../src/pages/sites/StoreSection.js';
import { formatTime } from '../../src/pages/format.js';
import { fakeApi, renderWithApp, type FakeCall } from '../support/render.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.now();
// Whole minutes: the form's datetime inputs keep no seconds.
const at = (offset: number) => Math.floor((NOW + offset) / 60_000) * 60_000;
const local = (ms: number) => format(new Date(ms), "yyyy-MM-dd'T'HH:mm");

const site = (clientId: string, name: string) => ({ client_id: clientId, name, domains: [], snippet: '', created_at: 0, seen: null });
const store = (shop: string | null) => ({
  shop,
  platform: shop ? 'shopify' : null,
  currency: shop ? 'USD' : '',
  products: 0,
  pending: null,
  theme_snippet: null,
});
const rule = (code: string, extra: Partial<PriceRule> = {}): PriceRule => ({
  title: `${code} title`,
  code,
  value_type: 'percentage',
  value: 15,
  starts_at: null,
  ends_at: null,
  ...extra,
});

const SUMMER = rule('SUMMER15', { title: 'Summer sale', starts_at: at(-DAY), ends_at: at(10 * DAY) });
const SPRING = rule('SPRING10', { title: 'Spring', value_type: 'fixed_amount', value: 10, starts_at: at(-20 * DAY), ends_at: at(-DAY) });
const AUTUMN = rule('AUTUMN', { title: 'Autumn', value: 12.5, starts_at: at(5 * DAY) });
const HOSTILE = rule('ALWAYS5', { title: '<img src=x onerror=alert(1)>Always on', value_type: 'fixed_amount', value: 5.5 });

const BASE = '/api/admin/sites/shopsite/store/price-rules';

/** A fake admin API over a site's codes held in memory; a PUT with a code "REFUSED" answers the server's 400. */
function codesApi(initial: PriceRule[], shop: string | null = 'demo.myshopify.com') {
  let rules = [...initial];
  return fakeApi({
    'GET /api/admin/sites': () => ({ status: 200, body: [site('plain', 'Blog'), site('shopsite', 'Shop')] }),
    'GET /api/admin/sites/shopsite/store': () => ({ status: 200, body: store(shop) }),
    'GET /api/admin/sites/plain/store': () => ({ status: 200, body: store(null) }),
    'GET /api/admin/sites/plain/store/price-rules': () => ({ status: 200, body: { price_rules: [] } }),
    [`GET ${BASE}`]: () => ({ status: 200, body: { price_rules: rules } }),
    [`PUT ${BASE}`]: (call) => {
      const sent = (call.body as { price_rules: PriceRule[] }).price_rules;
      if (sent.some((r) => r.code === 'REFUSED'))
        return { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Rule REFUSED has no title once markup is removed.' } };
      rules = sent;
      return { status: 200, body: { price_rules: rules } };
    },
  });
}

const puts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'PUT').map((c) => (c.body as { price_rules: PriceRule[] }).price_rules);

function openPage(rules = [SUMMER, SPRING, AUTUMN, HOSTILE], shop?: string | null) {
  const calls = codesApi(rules, shop);
  renderWithApp(<DiscountCodesPage />, { path: '/discounts?site=shopsite' });
  return { calls, user: userEvent.setup() };
}

const cells = (row: HTMLElement) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((c) => c.textContent);

describe('the discount codes page', () => {
  it("lists the site's codes with their discount in the shop's currency, when each runs, and whether it runs now", async () => {
    openPage();
    const table = await screen.findByRole('table', { name: "The site's discount codes, with when each runs" });
    const [summer, spring, autumn, always] = within(table).getAllByRole('row').slice(1);
    expect(cells(summer!).slice(0, 5)).toEqual([
      'Summer sale',
      'SUMMER15',
      '15% off',
      `${formatTime(SUMMER.starts_at!)} – ${formatTime(SUMMER.ends_at!)}`,
      'Running',
    ]);
    expect(cells(spring!).slice(2, 5)).toEqual(['$10 off', `${formatTime(SPRING.starts_at!)} – ${formatTime(SPRING.ends_at!)}`, 'Ended']);
    expect(cells(autumn!).slice(2, 5)).toEqual(['12.5% off', `From ${formatTime(AUTUMN.starts_at!)}`, `Starts ${formatTime(AUTUMN.starts_at!)}`]);
    expect(cells(always!).slice(2, 5)).toEqual(['$5.50 off', 'Always', 'Running']);
    expect(summer!.querySelector('time')?.getAttribute('datetime')).toBe(new Date(SUMMER.starts_at!).toISOString());
    // A title with markup is text, never markup.
    expect(within(always!).getByRole('rowheader').textContent).toBe('<img src=x onerror=alert(1)>Always on');
    expect(table.querySelector('img')).toBeNull();
    expect(
      within(screen.getByLabelText('Site'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Blog', 'Shop']);
  });

  it('says what codes are for when the site has none, and shows amounts without a currency when the site has no shop', async () => {
    const { user } = openPage([], null);
    expect(await screen.findByText('No discount codes yet.')).toBeTruthy();
    expect(screen.getByText(/Pop-ups can offer one of these codes; visitors see it only while it runs\./)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add a discount code' });
    await user.selectOptions(within(form).getByLabelText('Kind of discount'), 'fixed_amount');
    expect(within(form).getByLabelText('Amount off')).toBeTruthy();
    await user.type(within(form).getByLabelText('Title'), 'Ten off');
    await user.type(within(form).getByLabelText('Code'), 'TEN');
    await user.type(within(form).getByLabelText('Amount off'), '10');
    await user.click(within(form).getByRole('button', { name: 'Add code' }));
    const table = await screen.findByRole('table');
    expect(cells(within(table).getAllByRole('row')[1]!).slice(0, 5)).toEqual(['Ten off', 'TEN', '10 off', 'Always', 'Running']);
  });

  it('checks a new code at its fields, then adds it to the whole set, says so and puts the focus back on the title', async () => {
    const { calls, user } = openPage([SUMMER]);
    await screen.findByRole('table');
    const form = screen.getByRole('form', { name: 'Add a discount code' });
    await user.click(within(form).getByRole('button', { name: 'Add code' }));
    const title = within(form).getByLabelText('Title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    const describedBy = title.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain('Give the code a title.');
    expect(within(form).getByText('Enter the code shoppers type at checkout.')).toBeTruthy();
    expect(within(form).getByText('A percentage is a number above 0, such as 15.')).toBeTruthy();

    await user.type(title, 'Winter');
    await user.type(within(form).getByLabelText('Code'), 'summer15');
    await user.type(within(form).getByLabelText('Percentage off'), '150');
    await user.type(within(form).getByLabelText('Starts'), local(at(3 * DAY)));
    await user.type(within(form).getByLabelText('Ends'), local(at(2 * DAY)));
    await user.click(within(form).getByRole('button', { name: 'Add code' }));
    expect(within(form).getByText("summer15 is already one of this site's codes (codes match whatever the case).")).toBeTruthy();
    expect(within(form).getByText('A percentage is at most 100.')).toBeTruthy();
    expect(within(form).getByText('The end comes after the start.')).toBeTruthy();
    expect(within(form).getByLabelText('Ends').getAttribute('aria-invalid')).toBe('true');
    expect(puts(calls)).toEqual([]);

    await user.clear(within(form).getByLabelText('Code'));
    await user.type(within(form).getByLabelText('Code'), 'WINTER20');
    await user.clear(within(form).getByLabelText('Percentage off'));
    await user.type(within(form).getByLabelText('Percentage off'), '20');
    await user.clear(within(form).getByLabelText('Ends'));
    await user.type(within(form).getByLabelText('Ends'), local(at(30 * DAY)));
    await user.click(within(form).getByRole('button', { name: 'Add code' }));
    expect(await screen.findByText('Added WINTER20.')).toBeTruthy();
    expect(puts(calls)).toEqual([
      [SUMMER, { title: 'Winter', code: 'WINTER20', value_type: 'percentage', value: 20, starts_at: at(3 * DAY), ends_at: at(30 * DAY) }],
    ]);
    const fresh = screen.getByRole('form', { name: 'Add a discount code' });
    await waitFor(() => expect(document.activeElement).toBe(within(fresh).getByLabelText('Title')));
    expect((within(fresh).getByLabelText('Code') as HTMLInputElement).value).toBe('');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  });

  it('edits a code in the same form and returns the focus to its row; removes one after asking', async () => {
    const { calls, user } = openPage([SUMMER, SPRING]);
    await user.click(await screen.findByRole('button', { name: 'Edit SPRING10' }));
    const form = screen.getByRole('form', { name: 'Edit SPRING10' });
    expect(document.activeElement).toBe(within(form).getByRole('heading', { name: 'Edit SPRING10' }));
    expect((within(form).getByLabelText('Amount off') as HTMLInputElement).value).toBe('10');
    expect((within(form).getByLabelText('Starts') as HTMLInputElement).value).toBe(local(SPRING.starts_at!));
    const ends = within(form).getByLabelText('Ends');
    await user.clear(ends);
    await user.click(within(form).getByRole('button', { name: 'Save code' }));
    expect(await screen.findByText('Saved SPRING10.')).toBeTruthy();
    expect(puts(calls)[0]).toEqual([SUMMER, { ...SPRING, ends_at: null }]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit SPRING10' })));
    expect(cells(within(screen.getByRole('table')).getAllByRole('row')[2]!)[4]).toBe('Running');

    await user.click(screen.getByRole('button', { name: 'Remove SUMMER15' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove SUMMER15?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove code' }));
    expect(await screen.findByText('Removed SUMMER15.')).toBeTruthy();
    expect(puts(calls)[1]).toEqual([{ ...SPRING, ends_at: null }]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Codes' })));
    expect(screen.queryByRole('button', { name: 'Edit SUMMER15' })).toBeNull();
  });

  it("shows the server's refusal in words, next to the form", async () => {
    const { user } = openPage([SUMMER]);
    await screen.findByRole('table');
    const form = screen.getByRole('form', { name: 'Add a discount code' });
    await user.type(within(form).getByLabelText('Title'), 'Refused one');
    await user.type(within(form).getByLabelText('Code'), 'REFUSED');
    await user.type(within(form).getByLabelText('Percentage off'), '5');
    await user.click(within(form).getByRole('button', { name: 'Add code' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Rule REFUSED has no title once markup is removed.');
    expect((within(form).getByLabelText('Code') as HTMLInputElement).value).toBe('REFUSED');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  });
});

describe("the Sites page's shop section", () => {
  it('links a connected shop to its discount codes', async () => {
    fakeApi({ 'GET /api/admin/sites/shopsite/store': () => ({ status: 200, body: store('demo.myshopify.com') }) });
    renderWithApp(<StoreSection clientId="shopsite" siteName="Shop" />);
    expect((await screen.findByRole('link', { name: /^Discount codes/ })).getAttribute('href')).toBe('/discounts?site=shopsite');
  });
});
