import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { leadPopupDesign } from '@beckon/core';
import { demoPopup, previewDocument, renderEditor } from './support.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('gamified pop-ups', () => {
  const wheel = () => {
    const popup = demoPopup({ type: 'gamified', format: 'format_1' });
    const design = leadPopupDesign('en');
    design.screens.play = [{ kind: 'heading', text: 'Spin to win' }];
    design.screens.winning = [{ kind: 'heading', text: 'You won {{prize_label}}!' }];
    popup.settings = { ...popup.settings, design };
    return popup;
  };

  it('edits prizes with their chances and explains a total that is not 100%', async () => {
    const { user, patches } = renderEditor(wheel());
    await user.click(await screen.findByRole('tab', { name: 'Prizes' }));
    await user.click(screen.getByRole('button', { name: 'Add prize' }));
    await user.click(screen.getByRole('button', { name: 'Add prize' }));
    const chances = screen.getAllByLabelText('Chance');
    fireEvent.change(chances[0]!, { target: { value: '30' } });
    expect(screen.getByTestId('chances-total').textContent).toMatch(/30% — they should add up to 100%/);
    fireEvent.change(chances[1]!, { target: { value: '70' } });
    expect(screen.getByTestId('chances-total').textContent).toBe('Chances add up to 100%.');
    await user.clear(screen.getAllByLabelText('Code ({{prize_code}})')[1]!);
    await user.type(screen.getAllByLabelText('Code ({{prize_code}})')[1]!, 'SPIN70');
    await user.click(screen.getAllByLabelText('This is a losing option')[0]!);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    const prizes = (patches()[0]!.settings as { prizes: Array<{ chances: number; code: string; loosing_option: boolean }> }).prizes;
    expect(prizes.map((p) => [p.chances, p.code, p.loosing_option])).toEqual([
      [30, '', true],
      [70, 'SPIN70', false],
    ]);
  });

  it('previews the play and winning screens, the prize filled in', async () => {
    const popup = wheel();
    popup.settings.prizes = [
      {
        label: 'a free bag',
        code: 'BAG',
        chances: 100,
        loosing_option: false,
        is_winner: true,
        prize_id: 'p1',
        redirect_to: false,
        redirect_to_options: { redirect_to_url: '', redirect_close: false, redirect_close_delay: 0 },
      },
    ];
    const { user, container } = renderEditor(popup);
    const select = await screen.findByLabelText('Screen', { selector: 'select' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Main form', 'Play', 'Winning', 'Losing', 'Thank-you', 'Teaser']);
    await user.selectOptions(select, 'Play');
    expect(within(previewDocument(container).body).getByRole('heading', { name: 'Spin to win' })).toBeTruthy();
    await user.selectOptions(select, 'Winning');
    expect(within(previewDocument(container).body).getByRole('heading', { name: 'You won a free bag!' })).toBeTruthy();
  });

  it('a lightbox has no prizes tab and no game screens', async () => {
    renderEditor();
    await screen.findByRole('tab', { name: 'Design' });
    expect(screen.queryByRole('tab', { name: 'Prizes' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Play' })).toBeNull();
  });
});

describe('the mobile design', () => {
  it('starts from the desktop screens, is edited on its own and shown on the phone preview', async () => {
    const { user, container, patches } = renderEditor();
    await user.click(await screen.findByRole('tab', { name: 'Mobile design' }));
    await user.click(screen.getByLabelText('Use a separate design on phones'));
    await user.click(screen.getByRole('button', { name: 'Start from the desktop screens' }));
    const heading = screen.getByLabelText('Heading text');
    await user.clear(heading);
    await user.type(heading, 'On your phone: 10% off');
    // Editing the phone design shows the phone.
    expect((screen.getByRole('radio', { name: 'Mobile' }) as HTMLInputElement).checked).toBe(true);
    expect(within(previewDocument(container).body).getByRole('heading', { name: 'On your phone: 10% off' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Desktop' }));
    expect(within(previewDocument(container).body).getByRole('heading', { name: 'Get 10% off your first order' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    const settings = patches()[0]!.settings as {
      design_properties: { switch_mobile_editor: number };
      design: { mobile: { screens: { main: Array<{ text: string }> } }; screens: { main: Array<{ text: string }> } };
    };
    expect(settings.design_properties.switch_mobile_editor).toBe(1);
    expect(settings.design.mobile.screens.main[0]!.text).toBe('On your phone: 10% off');
    expect(settings.design.screens.main[0]!.text).toBe('Get 10% off your first order');
  });
});

describe('language', () => {
  it('Hebrew turns the preview right to left', async () => {
    const { user, container, patches } = renderEditor();
    await user.click(await screen.findByRole('tab', { name: 'Language' }));
    await user.selectOptions(screen.getByLabelText('Language', { selector: 'select' }), 'he');
    expect(screen.getByTestId('direction').textContent).toMatch(/right to left/);
    expect(previewDocument(container).querySelector('.bk-popup')?.getAttribute('dir')).toBe('rtl');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect((patches()[0]!.settings as { design: { lang: string } }).design.lang).toBe('he');
  });
});

describe('the teaser tab', () => {
  it('is set up on its tab and shown on the teaser screen of the preview', async () => {
    const { user, container, patches } = renderEditor();
    await user.click(await screen.findByRole('tab', { name: 'Teaser tab' }));
    await user.click(screen.getByLabelText('Show a teaser tab'));
    await user.click(screen.getByRole('button', { name: 'Set up the tab' }));
    const label = screen.getByLabelText('Tab text');
    await user.clear(label);
    await user.type(label, 'Your 10% gift');
    await user.selectOptions(screen.getByLabelText('Side of the page'), 'left');
    await user.selectOptions(screen.getByLabelText('Screen', { selector: 'select' }), 'Teaser');
    const tab = within(previewDocument(container).body).getByRole('button', { name: 'Your 10% gift' });
    expect(tab.className).toContain('bk-teaser-left');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    const settings = patches()[0]!.settings as { is_teasers_on: number; design: { teaser: unknown } };
    expect(settings.is_teasers_on).toBe(1);
    expect(settings.design.teaser).toEqual({ mode: 'after_close', label: 'Your 10% gift', side: 'left' });
  });
});
