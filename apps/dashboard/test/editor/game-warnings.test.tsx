import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { gamifiedPopupDesign, leadPopupDesign, type PopupDesign } from '@beckon/core';
import { emptyGameScreens, isEmptyScreen, screenList } from '../../src/editor/game-screens.js';
import type { EditorSettings } from '../../src/editor/model.js';
import { demoPopup, renderEditor } from './support.js';

/**
 * Issue 23, polish c: a game published with empty play, winning or losing screens went live
 * without a word. It does not stop a save (nothing is invalid), but publishing asks first,
 * naming the empty screens, and the Content tab says it on the screen itself.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A wheel whose game screens the test empties. */
function game(change: (design: PopupDesign) => void = () => {}, props: EditorSettings['design_properties'] = {}) {
  const popup = demoPopup({ type: 'gamified', format: 'format_1' });
  const design = structuredClone(gamifiedPopupDesign('en', 'wheel'));
  change(design);
  popup.settings = { ...popup.settings, design, design_properties: { ...popup.settings.design_properties, ...props } };
  return popup;
}

describe('which game screens are empty', () => {
  const settings = (design: PopupDesign, props: EditorSettings['design_properties'] = {}): EditorSettings => ({ design, design_properties: props });

  it('a designed game has none; a lead pop-up is never asked about', () => {
    expect(emptyGameScreens('gamified', settings(gamifiedPopupDesign('en', 'scratch')))).toEqual([]);
    const bare = leadPopupDesign('en');
    expect(emptyGameScreens('lightbox', settings(bare))).toEqual([]);
  });

  it('a missing screen, no blocks, or only blank blocks are empty; a form or a coupon is not', () => {
    expect(isEmptyScreen(undefined)).toBe(true);
    expect(isEmptyScreen([])).toBe(true);
    expect(
      isEmptyScreen([
        { kind: 'heading', text: '  ' },
        { kind: 'text', text: '' },
        { kind: 'image', src: '', alt: 'x' },
        { kind: 'html', html: ' ' },
      ]),
    ).toBe(true);
    expect(isEmptyScreen([{ kind: 'coupon', code: '' }])).toBe(false);
    expect(isEmptyScreen([{ kind: 'heading', text: 'You won!' }])).toBe(false);
  });

  it('names each empty screen with what the visitor meets instead', () => {
    const design = gamifiedPopupDesign('en', 'wheel');
    const warnings = emptyGameScreens(
      'gamified',
      settings({ ...design, screens: { ...design.screens, play: [], winning: [{ kind: 'text', text: '' }], losing: [] } }),
    );
    expect(warnings.map((w) => w.path)).toEqual(['design.screens.play', 'design.screens.winning', 'design.screens.losing']);
    expect(warnings[1]!.message).toBe(
      'The Winning screen is empty: a visitor who wins sees no message and no prize code after the game, and the pop-up closes.',
    );
    expect(screenList(warnings)).toBe('Play, Winning and Losing');
  });

  it('the screens after the game are not asked about when the owner switched them off', () => {
    const design = gamifiedPopupDesign('en', 'wheel');
    const empty = { ...design, screens: { ...design.screens, play: [], winning: [], losing: [] } };
    expect(emptyGameScreens('gamified', settings(empty, { disable_post_play_screen: 1 })).map((w) => w.screen)).toEqual(['play']);
  });

  it('the phone design’s screens count when it is switched on', () => {
    const design = gamifiedPopupDesign('en', 'wheel');
    const withPhone = { ...design, mobile: { screens: { ...design.screens, losing: [] } } } as PopupDesign;
    expect(emptyGameScreens('gamified', settings(withPhone))).toEqual([]);
    const warnings = emptyGameScreens('gamified', settings(withPhone, { switch_mobile_editor: 1 }));
    expect(warnings.map((w) => [w.path, w.label])).toEqual([['design.mobile.screens.losing', 'Losing (phone design)']]);
  });
});

describe('publishing a game with empty screens asks first', () => {
  const emptied = () =>
    game((d) => {
      d.screens.winning = [];
      d.screens.losing = [{ kind: 'heading', text: '' }];
    });

  it('names the empty screens; Cancel publishes nothing and gives the focus back', async () => {
    const { user, patches } = renderEditor(emptied());
    const publish = await screen.findByRole('button', { name: 'Publish' });
    await user.click(publish);
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish with empty screens?' });
    expect(dialog.textContent).toContain('The Winning screen is empty');
    expect(dialog.textContent).toContain('The Losing screen is empty');
    expect(dialog.textContent).toContain('Fill in the Winning and Losing screens on the editor’s Content tab');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(patches()).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(publish));
  });

  it('“Publish anyway” publishes', async () => {
    const { user, patches } = renderEditor(emptied());
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish anyway' }));
    await waitFor(() => expect(patches()).toEqual([{ status: 'published' }]));
    expect((await screen.findByTestId('editor-status')).textContent).toBe('Published');
  });

  it('a game with every screen filled in publishes at once', async () => {
    const { user, patches } = renderEditor(game());
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(patches()).toEqual([{ status: 'published' }]));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('the Content tab marks the empty screen and says what it means there', async () => {
    const { user } = renderEditor(emptied());
    await user.click(await screen.findByRole('radio', { name: 'Winning (empty)' }));
    expect(screen.getByTestId('empty-screen-warning').textContent).toMatch(/^The Winning screen is empty: .*Add a heading or text below\.$/);
    await user.click(screen.getByRole('radio', { name: 'Play' }));
    expect(screen.queryByTestId('empty-screen-warning')).toBeNull();
  });

  it('emptying a screen in the editor is asked about too', async () => {
    const { user, patches } = renderEditor(game());
    await user.click(await screen.findByRole('radio', { name: 'Losing' }));
    for (const remove of screen.getAllByRole('button', { name: /^Remove/ }).reverse()) await user.click(remove);
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish with an empty screen?' });
    expect(dialog.textContent).toContain('Fill in the Losing screen on the editor’s Content tab');
    expect(patches()).toHaveLength(0);
  });
});
