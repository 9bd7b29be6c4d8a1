import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describeFormat, POPUP_TEMPLATES, templateById, templateSettings, type PopupSettings } from '@beckon/core';
import { PopupView } from '@beckon/widget/views';
import { gameViews } from '@beckon/widget/views/games';
import { NewPopupPage } from '../../src/pages/popups/NewPopupPage.js';
import { templateRecord } from '../../src/pages/popups/template-record.js';
import { fakeApi, renderWithApp } from '../support/render.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SITE = { client_id: 'c1', name: 'Shop', domains: ['shop.example'], snippet: '', created_at: 0, seen: null };

function api(site = SITE) {
  return fakeApi({
    'GET /api/admin/sites': () => ({ status: 200, body: [site] }),
    'POST /api/admin/poptins': () => ({ status: 201, body: { poptin_id: 'abcdefghijklm' } }),
  });
}

interface Posted {
  name: string;
  type: string;
  format: string;
  target: string;
  settings: PopupSettings;
}

describe('the template gallery', () => {
  it('opens on templates for collecting emails, each named with its format in words, never a code', async () => {
    api();
    renderWithApp(<NewPopupPage />, { path: '/poptins/new' });
    await screen.findByRole('option', { name: 'Shop' });
    expect((screen.getByRole('radio', { name: 'Start from a template' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /^Collect emails \d+$/ }) as HTMLInputElement).checked).toBe(true);
    const cards = screen.getAllByRole('radio').filter((r) => r.closest('label')?.dataset.template);
    const expected = POPUP_TEMPLATES.filter((t) => t.goal === 'collect_emails' && t.lang === 'en');
    expect(cards.map((c) => c.closest('label')!.dataset.template)).toEqual(expected.map((t) => t.id));
    for (const card of cards) {
      const label = card.closest('label')!;
      const template = templateById(label.dataset.template!)!;
      expect(label.querySelector('.card-text')!.textContent).toBe(describeFormat(template.type, template.format));
      expect(label.textContent).not.toMatch(/format_\d|sside|bside|lightbox\b/);
    }
    // The first template is chosen, and names the pop-up.
    expect((cards[0] as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe(expected[0]!.name);
  });

  it('filters by goal and type, and says so when nothing is left', async () => {
    api();
    const user = userEvent.setup();
    renderWithApp(<NewPopupPage />, { path: '/poptins/new' });
    await screen.findByRole('option', { name: 'Shop' });
    await user.click(screen.getByRole('radio', { name: /^Announce something/ }));
    const announce = POPUP_TEMPLATES.filter((t) => t.goal === 'announce' && t.lang === 'en');
    expect(document.querySelectorAll('[data-template]')).toHaveLength(announce.length);
    await user.selectOptions(screen.getByLabelText('Type'), 'bar');
    expect([...document.querySelectorAll<HTMLElement>('[data-template]')].map((el) => el.dataset.template)).toEqual(
      announce.filter((t) => t.type === 'bar').map((t) => t.id),
    );
    // Hebrew has no announcement on a bar of this goal's other kinds: the choice is told, not silently empty.
    await user.click(screen.getByRole('radio', { name: /^A game with prizes/ }));
    await user.selectOptions(screen.getByLabelText('Language of the starting texts'), 'he');
    expect(document.querySelectorAll('[data-template]')).toHaveLength(POPUP_TEMPLATES.filter((t) => t.goal === 'game' && t.lang === 'he').length);
    await user.click(screen.getByRole('radio', { name: /^Show social proof/ }));
    expect(screen.getByRole('status').textContent).toMatch(/No Hebrew template for this choice yet/);
    expect((screen.getByRole('button', { name: 'Create draft and open the editor' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('creates the draft from the chosen template, with its pictures on this server and its links on the site', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithApp(<NewPopupPage />, { path: '/poptins/new', routes: [{ path: '/poptins/:id/edit', element: <h1>Editor</h1> }] });
    await screen.findByRole('option', { name: 'Shop' });
    await user.click(screen.getByRole('radio', { name: /^Remind shoppers of their cart/ }));
    await user.click(screen.getByRole('radio', { name: /^Your cart is saved/ }));
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Your cart is saved');
    await user.click(screen.getByRole('button', { name: 'Create draft and open the editor' }));
    await screen.findByRole('heading', { name: 'Editor' });
    const posted = calls.find((c) => c.method === 'POST')!.body as Posted;
    const template = templateById('cart-saved')!;
    expect(posted).toMatchObject({ name: 'Your cart is saved', type: 'sside', format: template.format, target: 'click' });
    const main = posted.settings.design.screens.main!;
    expect(main.find((b) => b.kind === 'image')).toMatchObject({ src: `${window.location.origin}/templates/pictures/bag.svg` });
    expect(main.find((b) => b.kind === 'button')).toMatchObject({ action: 'link', url: 'https://shop.example/cart' });
    expect(posted.settings.shopify_cart_trigger_active).toBe(1);
  });

  it('without a domain listed, says so and makes link buttons close rather than link nowhere', async () => {
    const calls = api({ ...SITE, domains: [] });
    const user = userEvent.setup();
    renderWithApp(<NewPopupPage />, { path: '/poptins/new', routes: [{ path: '/poptins/:id/edit', element: <h1>Editor</h1> }] });
    await screen.findByRole('option', { name: 'Shop' });
    await user.click(screen.getByRole('radio', { name: /^Remind shoppers of their cart/ }));
    expect(document.querySelector('.submit-bar')!.textContent).toMatch(/list your site’s domain on the Sites page/);
    await user.click(screen.getByRole('button', { name: 'Create draft and open the editor' }));
    await screen.findByRole('heading', { name: 'Editor' });
    const posted = calls.find((c) => c.method === 'POST')!.body as Posted;
    expect(posted.settings.design.screens.main!.find((b) => b.kind === 'button')).toEqual({ kind: 'button', text: 'Back to my cart', action: 'close' });
  });

  it('keeps a name the owner typed when another template is chosen', async () => {
    api();
    const user = userEvent.setup();
    renderWithApp(<NewPopupPage />, { path: '/poptins/new' });
    await screen.findByRole('option', { name: 'Shop' });
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), 'Autumn list');
    await user.click(screen.getByRole('radio', { name: /^Plant care tips/ }));
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Autumn list');
  });
});

describe('every template through the widget’s own view', () => {
  it.each(POPUP_TEMPLATES.map((t) => [t.id, t] as const))('%s renders its main screen without a throw', (_id, template) => {
    const record = templateRecord(
      template,
      templateSettings(template, { pictureOrigin: 'https://beckon.example', siteAddress: 'https://shop.example', now: 0 }),
    );
    const { container } = render(
      <PopupView
        record={record}
        device={template.type === 'mobile' ? 'mobile' : 'desktop'}
        onSubmit={async () => ({ ok: true })}
        onClosed={() => undefined}
        still
        games={gameViews}
      />,
    );
    const dialog = within(container).getByRole('dialog');
    const heading = template.design.screens.main!.find((b) => b.kind === 'heading')!;
    expect(within(dialog).getByRole('heading', { level: 2, name: heading.kind === 'heading' ? heading.text : '' })).toBeTruthy();
    const images = [...dialog.querySelectorAll('img')].filter((img) => img.src.includes('/templates/pictures/'));
    const picture = template.design.screens.main!.some((b) => b.kind === 'image');
    expect(images.length).toBe(picture && template.type !== 'bar' ? 1 : 0);
    expect(dialog.querySelectorAll('input[type="email"]').length > 0).toBe(template.design.screens.main!.some((b) => b.kind === 'fields'));
  });
});

describe('every screen of every template', () => {
  const cases = POPUP_TEMPLATES.flatMap((t) =>
    (['thank_you', 'play', 'winning', 'losing'] as const)
      .filter((screenName) => t.design.screens[screenName])
      .map((screenName) => [t.id, screenName, t] as const),
  );
  it.each(cases)('%s shows its %s screen with its own heading', (_id, screenName, template) => {
    const record = templateRecord(template, templateSettings(template, { pictureOrigin: 'https://beckon.example', siteAddress: null, now: 0 }));
    const prize = template.settings.prizes?.find((p) => p.is_winner === (screenName !== 'losing'));
    const { container } = render(
      <PopupView
        record={record}
        device="desktop"
        onSubmit={async () => ({ ok: true })}
        onClosed={() => undefined}
        still
        games={gameViews}
        initialScreen={screenName}
        sampleResult={prize ? { prize_id: prize.prize_id, label: prize.label, code: prize.code, won: prize.is_winner } : undefined}
      />,
    );
    const heading = template.design.screens[screenName]!.find((b) => b.kind === 'heading');
    const dialog = within(container).getByRole('dialog');
    expect(heading).toBeDefined();
    // A winning heading names the prize drawn in place of its placeholder.
    const words = heading!.kind === 'heading' ? heading!.text.replace('{{prize_label}}', prize?.label ?? '') : '';
    expect(dialog.querySelector('.bk-heading')?.textContent).toBe(words);
  });
});

it('draws thumbnails only once they come near the screen', async () => {
  const observed: Element[] = [];
  let fire: (() => void) | null = null;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        fire = () => callback([{ isIntersecting: true }]);
      }
      observe(el: Element) {
        observed.push(el);
      }
      disconnect() {}
    },
  );
  api();
  renderWithApp(<NewPopupPage />, { path: '/poptins/new' });
  await screen.findByRole('option', { name: 'Shop' });
  await waitFor(() => expect(observed.length).toBeGreaterThan(0));
  expect(document.querySelectorAll('.tpl-thumb iframe')).toHaveLength(0);
  expect(document.querySelectorAll('.tpl-thumb[inert][aria-hidden="true"]').length).toBe(observed.length);
  fire!();
  await waitFor(() => expect(document.querySelectorAll('.tpl-thumb iframe').length).toBeGreaterThan(0));
});
