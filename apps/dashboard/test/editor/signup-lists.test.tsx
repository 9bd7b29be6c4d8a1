import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { POPUP_SIGNUP_LIMITS, leadPopupDesign, type PopupSettings } from '@beckon/core';
import type { ListResponse } from '@beckon/core/api';
import { demoPopup, renderEditor } from './support.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function list(id: string, name: string, kind: 'email' | 'sms' = 'email', doubleOptIn = false): ListResponse {
  return {
    id,
    name,
    kind,
    double_opt_in: doubleOptIn,
    confirm_subject: '',
    confirm_text: '',
    thank_you_url: '',
    lang: 'en',
    counts: { pending: 0, confirmed: 0, unsubscribed: 0 },
    created_at: 0,
    updated_at: 0,
  };
}

const NEWS = list('news00000001', 'Newsletter', 'email', true);
const DEALS = list('deals0000001', 'Deals');
const TEXTS = list('texts0000001', 'Texts', 'sms');

/** The editor, with GET /api/admin/lists answering the account's lists (everything else as the shared fake API). */
function renderWithLists(settings: Partial<PopupSettings> = {}, lists: ListResponse[] = [NEWS, DEALS, TEXTS]) {
  const popup = demoPopup();
  const rendered = renderEditor({ ...popup, settings: { ...popup.settings, ...settings } });
  const shared = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith('/api/admin/lists') && (init?.method ?? 'GET') === 'GET'
      ? new Response(JSON.stringify(lists), { status: 200, headers: { 'Content-Type': 'application/json' } })
      : shared(input, init),
  );
  return rendered;
}

const savedSettings = (body: Record<string, unknown>) => body.settings as PopupSettings;
const listsFieldset = () => screen.getByRole('group', { name: 'Subscribe leads to lists' });

/** Issue 18 part 4: a pop-up's lead form feeds the account's lists. */
describe('the Design tab’s lists control', () => {
  it('saves the ticked lists and the double opt-in choice through the editor', async () => {
    const { user, patches } = renderWithLists();
    await user.click(await screen.findByRole('tab', { name: 'Design' }));
    await user.click(await screen.findByLabelText('Deals (email)'));
    await user.click(screen.getByLabelText('Texts (SMS)'));
    await user.selectOptions(screen.getByLabelText('Double opt-in'), 'on');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(savedSettings(patches()[0]!)).toMatchObject({ signup_lists: [DEALS.id, TEXTS.id], signup_double_opt_in: 'on' });
  });

  it('shows each list’s own double opt-in, links to the Lists page, and unticking the last list clears the setting', async () => {
    const { user, patches } = renderWithLists({ signup_lists: [NEWS.id] });
    await user.click(await screen.findByRole('tab', { name: 'Design' }));
    const news = await screen.findByLabelText('Newsletter (email, double opt-in)');
    expect((news as HTMLInputElement).checked).toBe(true);
    expect(within(listsFieldset()).getByRole('link', { name: 'Lists page' }).getAttribute('href')).toBe('/lists');
    await user.click(news);
    expect(screen.queryByLabelText('Double opt-in')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(savedSettings(patches()[0]!).signup_lists).toBeUndefined();
  });

  it('keeps a chosen list that was deleted visible, so the owner can untick it', async () => {
    const { user, patches } = renderWithLists({ signup_lists: ['gone00000001', DEALS.id] });
    await user.click(await screen.findByRole('tab', { name: 'Design' }));
    await user.click(await screen.findByLabelText('A deleted list (gone00000001)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(savedSettings(patches()[0]!).signup_lists).toEqual([DEALS.id]);
  });

  it('refuses to save a list id that is not one (a hand-edited pop-up), showing why beside the control', async () => {
    const { user, patches } = renderWithLists({ signup_lists: ['../../admin'] });
    // The problem is counted on the tab that holds the control.
    await user.click(await screen.findByRole('tab', { name: /^Design\W+1 problem$/ }));
    await screen.findByLabelText('A deleted list (../../admin)');
    expect(within(listsFieldset()).getByRole('alert').textContent).toMatch(/not a list id/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(patches()).toHaveLength(0);
  });

  it(`offers no more than ${POPUP_SIGNUP_LIMITS.lists} lists`, async () => {
    const many = Array.from({ length: POPUP_SIGNUP_LIMITS.lists + 1 }, (_, i) => list(`list${String(i).padStart(8, '0')}`, `List ${i}`));
    const { user } = renderWithLists({ signup_lists: many.slice(0, POPUP_SIGNUP_LIMITS.lists).map((l) => l.id) }, many);
    await user.click(await screen.findByRole('tab', { name: 'Design' }));
    const last = await screen.findByLabelText(`List ${POPUP_SIGNUP_LIMITS.lists} (email)`);
    expect((last as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('List 0 (email)') as HTMLInputElement).disabled).toBe(false);
  });

  it('is not offered when the form asks for neither an email nor a phone', async () => {
    const design = leadPopupDesign('en');
    const main = design.screens.main!.filter((b) => b.kind !== 'fields');
    const { user } = renderWithLists({ design: { ...design, screens: { ...design.screens, main } } });
    await user.click(await screen.findByRole('tab', { name: 'Design' }));
    expect(await screen.findByText(/Add an email or phone field to the form/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Subscribe leads to lists' })).toBeNull();
  });
});
