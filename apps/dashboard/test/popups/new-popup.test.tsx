import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { gamifiedPopupDesign, leadPopupDesign, samplePrizes, type GameKind, type Language } from '@beckon/core';
import { NewPopupPage } from '../../src/pages/popups/NewPopupPage.js';
import { fakeApi, renderWithApp } from '../support/render.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function api() {
  return fakeApi({
    'GET /api/admin/sites': () => ({ status: 200, body: [{ client_id: 'c1', name: 'Shop', domains: [], snippet: '', created_at: 0, seen: null }] }),
    'POST /api/admin/poptins': () => ({ status: 201, body: { poptin_id: 'abcdefghijklm' } }),
  });
}

interface Posted {
  type: string;
  format: string;
  settings: { design: unknown; prizes?: unknown };
}

async function createWith(choices: { type: RegExp; format: RegExp; lang?: Language }) {
  const calls = api();
  const user = userEvent.setup();
  renderWithApp(<NewPopupPage />, { path: '/poptins/new', routes: [{ path: '/poptins/:id/edit', element: <h1>Editor</h1> }] });
  await screen.findByRole('option', { name: 'Shop' });
  if (choices.lang) await user.selectOptions(screen.getByLabelText('Language of the starting texts'), choices.lang);
  await user.click(screen.getByRole('radio', { name: 'Start from blank' }));
  await user.click(screen.getByRole('radio', { name: choices.type }));
  await user.click(screen.getByRole('radio', { name: choices.format }));
  await user.click(screen.getByRole('button', { name: 'Create draft and open the editor' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  return calls.find((c) => c.method === 'POST')!.body as Posted;
}

describe('a new gamified pop-up', () => {
  it.each<[RegExp, GameKind, Language]>([
    [/^Format 1 — Spin wheel/, 'wheel', 'en'],
    [/^Format 2 — Scratch card/, 'scratch', 'en'],
    [/^Format 3 — Gift box/, 'gift_box', 'he'],
  ])('%s starts with its game design and sample prizes', async (format, game, lang) => {
    const posted = await createWith({ type: /^Gamified/, format, lang });
    expect(posted.type).toBe('gamified');
    expect(posted.settings.design).toEqual(gamifiedPopupDesign(lang, game));
    expect(posted.settings.prizes).toEqual(samplePrizes(lang));
  });

  it('other types start with the lead design and no prizes', async () => {
    const posted = await createWith({ type: /^Lightbox/, format: /^Format 2 / });
    expect(posted.settings.design).toEqual(leadPopupDesign('en'));
    expect(posted.settings).not.toHaveProperty('prizes');
  });

  it('names the three games on the type card, and each format its game', async () => {
    api();
    const user = userEvent.setup();
    renderWithApp(<NewPopupPage />);
    await user.click(await screen.findByRole('radio', { name: 'Start from blank' }));
    const gamified = await screen.findByRole('radio', { name: /^Gamified/ });
    expect(gamified.closest('label')!.textContent).toMatch(/spin wheel, a scratch card or gift boxes/);
    // Formats of other types say no game.
    expect(screen.getByRole('radio', { name: /^Format 1 / }).closest('label')!.textContent).not.toMatch(/—/);
    await user.click(gamified);
    const formats = screen.getAllByRole('radio', { name: /^Format / }).map((r) => r.closest('label')!.querySelector('.card-title')!.textContent);
    expect(formats).toEqual(['Format 1 — Spin wheel', 'Format 2 — Scratch card', 'Format 3 — Gift box']);
  });
});
