import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  gamifiedPopupDesign,
  leadPopupDesign,
  MAX_PRIZES,
  PRIZE_CODE_MAX,
  PRIZE_ID_MAX,
  PRIZE_LABEL_MAX,
  samplePrizes,
  type GamifiedPrize,
} from '@beckon/core';
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

  const prize = (prize_id: string, label: string, code: string, winning: boolean): GamifiedPrize => ({
    label,
    code,
    chances: 50,
    loosing_option: !winning,
    is_winner: winning,
    prize_id,
    redirect_to: false,
    redirect_to_options: { redirect_to_url: '', redirect_close: false, redirect_close_delay: 0 },
  });

  it('previews the wheel on the play screen, and the winning screen with the prize filled in', async () => {
    const popup = wheel();
    popup.settings.design.screens.winning!.push({ kind: 'coupon', code: '{{prize_code}}' });
    popup.settings.prizes = [prize('p0', 'No luck', 'NEVER', false), prize('p1', 'a free bag', 'BAG', true)];
    const { user, container } = renderEditor(popup);
    const select = await screen.findByLabelText('Screen', { selector: 'select' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Main form', 'Play', 'Winning', 'Losing', 'Thank-you', 'Teaser']);
    await user.selectOptions(select, 'Play');
    const play = within(previewDocument(container).body);
    expect(play.getByRole('heading', { name: 'Spin to win' })).toBeTruthy();
    expect(play.getByRole('img', { name: 'Prize wheel' }).tagName.toLowerCase()).toBe('svg');
    await user.selectOptions(select, 'Winning');
    const winning = within(previewDocument(container).body);
    expect(winning.getByRole('heading', { name: 'You won a free bag!' })).toBeTruthy();
    expect(winning.getAllByText('BAG').length).toBeGreaterThan(0);
    expect(previewDocument(container).body.textContent).not.toContain('{{prize');
    // The record the views read carries slices only: a losing prize's code never reaches the frame.
    expect(previewDocument(container).body.innerHTML).not.toContain('NEVER');
  });

  it('previews the losing screen with the first losing prize', async () => {
    const popup = wheel();
    popup.settings.design.screens.losing = [{ kind: 'heading', text: 'Not this time: {{prize_label}}' }];
    popup.settings.prizes = [prize('p1', 'a free bag', 'BAG', true), prize('p2', 'Nothing', '', false)];
    const { user, container } = renderEditor(popup);
    await user.selectOptions(await screen.findByLabelText('Screen', { selector: 'select' }), 'Losing');
    expect(within(previewDocument(container).body).getByRole('heading', { name: 'Not this time: Nothing' })).toBeTruthy();
    expect(previewDocument(container).body.textContent).not.toContain('BAG');
  });

  it.each([
    ['wheel', 'format_1'],
    ['scratch', 'format_2'],
    ['gift_box', 'format_3'],
  ] as const)('previews a new %s pop-up on every game screen', async (game, format) => {
    const popup = demoPopup({ type: 'gamified', format });
    popup.settings = { ...popup.settings, design: gamifiedPopupDesign('en', game), prizes: samplePrizes('en') };
    const { user, container } = renderEditor(popup);
    const select = await screen.findByLabelText('Screen', { selector: 'select' });
    await user.selectOptions(select, 'Winning');
    expect(within(previewDocument(container).body).getByRole('heading', { name: 'You won 10% off!' })).toBeTruthy();
    expect(within(previewDocument(container).body).getAllByText('SPIN10').length).toBeGreaterThan(0);
    await user.selectOptions(select, 'Losing');
    expect(within(previewDocument(container).body).getByRole('heading', { name: 'So close!' })).toBeTruthy();
    await user.selectOptions(select, 'Play');
    expect(within(previewDocument(container).body).getByRole('heading', { name: 'Good luck!' })).toBeTruthy();
  });

  it('bounds each prize to what the server stores, and at most the prizes a game holds', async () => {
    const popup = wheel();
    // Eleven prizes whose chances add up to 100: one more may come.
    popup.settings.prizes = Array.from({ length: MAX_PRIZES - 1 }, (_, i) => ({ ...prize(`prize_${i + 2}`, `P${i}`, '', true), chances: i === 0 ? 10 : 9 }));
    const { user, patches } = renderEditor(popup);
    await user.click(await screen.findByRole('tab', { name: 'Prizes' }));
    expect(screen.getAllByLabelText('Label ({{prize_label}})')[0]!.getAttribute('maxlength')).toBe(String(PRIZE_LABEL_MAX));
    expect(screen.getAllByLabelText('Code ({{prize_code}})')[0]!.getAttribute('maxlength')).toBe(String(PRIZE_CODE_MAX));
    expect(screen.getAllByLabelText('Prize id')[0]!.getAttribute('maxlength')).toBe(String(PRIZE_ID_MAX));
    const add = screen.getByRole('button', { name: 'Add prize' }) as HTMLButtonElement;
    expect(add.disabled).toBe(false);
    await user.click(add);
    expect(add.disabled).toBe(true);
    expect(screen.getByText(`A game holds at most ${MAX_PRIZES} prizes: more slices than that cannot be read on a wheel.`).id).toBe(
      add.getAttribute('aria-describedby'),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    const ids = (patches()[0]!.settings as { prizes: GamifiedPrize[] }).prizes.map((p) => p.prize_id);
    // prize_1 was free: the new prize takes it rather than repeating an id.
    expect(ids.at(-1)).toBe('prize_1');
    expect(new Set(ids).size).toBe(MAX_PRIZES);
  });

  it('gives each new prize the first free id', async () => {
    const popup = wheel();
    popup.settings.prizes = [prize('prize_1', 'A', '', true), prize('prize_3', 'B', '', false)];
    const { user, patches } = renderEditor(popup);
    await user.click(await screen.findByRole('tab', { name: 'Prizes' }));
    await user.click(screen.getByRole('button', { name: 'Add prize' }));
    await user.click(screen.getByRole('button', { name: 'Add prize' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect((patches()[0]!.settings as { prizes: GamifiedPrize[] }).prizes.map((p) => p.prize_id)).toEqual(['prize_1', 'prize_3', 'prize_2', 'prize_4']);
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
