import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { FONT_CHOICES, type PopupType } from '@beckon/core';
import { demoPopup, renderEditor } from './support.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Settings = { design: { layout?: Record<string, unknown>; theme: { font: string } }; field_poptin_height?: number };
const settingsOf = (body: Record<string, unknown>) => body.settings as Settings;

async function designTab(type: PopupType = 'lightbox', format = 'format_1') {
  const popup = demoPopup({ type, format });
  // A bar sits at the top or the bottom, a side bar at a side (SPEC §2): the demo's centre is neither.
  const location = type === 'bar' ? 'top_center' : type === 'bside' ? 'middle_right' : undefined;
  if (location) popup.settings.design_properties = { ...popup.settings.design_properties, poptin_location: location };
  const editor = renderEditor(popup);
  await editor.user.click(await screen.findByRole('tab', { name: 'Design' }));
  return editor;
}

/** Issue 23: size within the format's limits, a bar's page effect, and the font picker. */
describe('size controls by type', () => {
  it.each<[PopupType, string, [string, string, string] | null, [string, string, string] | null, boolean]>([
    ['lightbox', 'format_1', ['320', '1200', '520'], ['200', '900', 'fits content'], false],
    ['lightbox', 'format_2', ['320', '1200', '800'], ['200', '900', 'fits content'], false],
    ['sside', 'format_1', ['280', '720', '400'], ['160', '800', 'fits content'], false],
    ['bar', 'format_2', null, ['40', '400', '197'], true],
    ['bside', 'format_1', ['280', '640', '402'], null, false],
    ['fullpage', 'format_1', null, null, false],
  ])('%s %s: width %j, height %j, page effect %s', async (type, format, width, height, pageEffect) => {
    await designTab(type, format);
    const widthInput = screen.queryByLabelText('Width');
    const heightInput = screen.queryByLabelText(/^(Height|Least height)$/);
    for (const [input, expected] of [
      [widthInput, width],
      [heightInput, height],
    ] as const) {
      if (expected === null) expect(input).toBeNull();
      else expect([input?.getAttribute('min'), input?.getAttribute('max'), input?.getAttribute('placeholder')]).toEqual(expected);
    }
    expect(screen.queryByLabelText('The page under the bar') !== null).toBe(pageEffect);
  });

  it('saves the width and height, and the reset takes the format’s size back', async () => {
    const { user, patches } = await designTab();
    expect(screen.queryByRole('button', { name: "Use the format's size" })).toBeNull();
    await user.type(screen.getByLabelText('Width'), '640');
    await user.type(screen.getByLabelText('Least height'), '480');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(settingsOf(patches()[0]!).design.layout).toEqual({ width: 640 });
    expect(settingsOf(patches()[0]!).field_poptin_height).toBe(480);
    await user.click(screen.getByRole('button', { name: "Use the format's size" }));
    expect((screen.getByLabelText('Width') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Least height') as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(settingsOf(patches()[1]!).design.layout?.width).toBeUndefined();
    expect(settingsOf(patches()[1]!).field_poptin_height).toBeUndefined();
  });

  it.each([['100'], ['5000']])('refuses a width of %s beside the control, and saves nothing', async (value) => {
    const { user, patches } = await designTab();
    const width = screen.getByLabelText('Width');
    await user.type(width, value);
    expect(width.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(patches()).toHaveLength(0);
  });

  it('saves a bar’s choice to cover the page', async () => {
    const { user, patches } = await designTab('bar', 'format_1');
    await user.selectOptions(screen.getByLabelText('The page under the bar'), 'cover');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(settingsOf(patches()[0]!).design.layout).toEqual({ page: 'cover' });
  });
});

describe('the font picker', () => {
  it('lists every stack in its own font, the page’s font and a custom stack', async () => {
    await designTab();
    const picker = screen.getByLabelText('Font') as HTMLSelectElement;
    const options = Array.from(picker.options);
    expect(options.map((o) => o.text)).toEqual([...FONT_CHOICES.map((f) => f.name), "The page's own font", 'Custom…']);
    for (const [i, f] of FONT_CHOICES.entries()) expect(options[i]!.style.fontFamily).toBe(f.stack);
    // The default theme's font is a listed stack: no custom text shows.
    expect(screen.queryByLabelText('Custom font (CSS font stack)')).toBeNull();
  });

  it.each<[string, string]>([
    ["The page's own font", 'inherit'],
    [FONT_CHOICES[1]!.name, FONT_CHOICES[1]!.stack],
  ])('saves %s as %s', async (label, stored) => {
    const { user, patches } = await designTab();
    await user.selectOptions(screen.getByLabelText('Font'), label);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(settingsOf(patches()[0]!).design.theme.font).toBe(stored);
  });

  it('keeps the owner’s own stack, and refuses one that breaks out of its declaration', async () => {
    const { user, patches } = await designTab();
    await user.selectOptions(screen.getByLabelText('Font'), 'Custom…');
    const custom = screen.getByLabelText('Custom font (CSS font stack)');
    await user.clear(custom);
    await user.type(custom, 'Heebo;}body{{display:none');
    expect(custom.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(patches()).toHaveLength(0);
    await user.clear(custom);
    await user.type(custom, '"Avenir Next", Avenir, sans-serif');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(settingsOf(patches()[0]!).design.theme.font).toBe('"Avenir Next", Avenir, sans-serif');
  });
});
