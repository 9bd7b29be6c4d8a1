import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Block } from '@beckon/core';
import { demoPopup, previewDocument, renderEditor } from './support.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mainBlocks = (body: Record<string, unknown>) => (body.settings as { design: { screens: { main: Block[] } } }).design.screens.main;

describe('editing changes what is saved', () => {
  it.each([
    {
      what: 'the heading',
      label: 'Heading text',
      value: 'Free shipping today',
      read: (b: Record<string, unknown>) => (mainBlocks(b)[0] as { text: string }).text,
    },
    { what: 'the body text', label: 'Text', value: 'Only this week.', read: (b: Record<string, unknown>) => (mainBlocks(b)[1] as { text: string }).text },
    { what: 'the button', label: 'Button text', value: 'Send it', read: (b: Record<string, unknown>) => (mainBlocks(b)[3] as { text: string }).text },
  ])('$what', async ({ label, value, read }) => {
    const { user, patches } = renderEditor();
    const input = await screen.findByLabelText(label, { selector: 'input,textarea' });
    await user.clear(input);
    await user.type(input, value);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(read(patches()[0]!)).toBe(value);
    expect(patches()[0]!.name).toBe('Welcome discount');
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it('a colour on the Design tab', async () => {
    const { user, patches } = renderEditor();
    await user.click(await screen.findByRole('tab', { name: 'Design' }));
    const accent = screen.getByLabelText('Buttons and accents', { selector: 'input[type=text]' });
    fireEvent.change(accent, { target: { value: '#b42318' } });
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect((patches()[0]!.settings as { design: { theme: { accent: string } } }).design.theme.accent).toBe('#b42318');
  });

  it('a trigger switched on and off leaves no stale value', async () => {
    const { user, patches } = renderEditor();
    await user.click(await screen.findByRole('tab', { name: 'Triggers' }));
    await user.click(screen.getByLabelText('After scrolling'));
    const percent = screen.getByLabelText('After scrolling (% of the page)');
    await user.clear(percent);
    await user.type(percent, '40');
    await user.click(screen.getByLabelText('After a delay'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    const settings = patches()[0]!.settings as Record<string, unknown>;
    expect(settings.display_after_scroll_active).toBe(40);
    expect('display_after_sec_active' in settings).toBe(false);
  });

  it('the name, and publishing sends the status', async () => {
    const { user, patches } = renderEditor();
    const name = await screen.findByLabelText('Pop-up name');
    await user.clear(name);
    await user.type(name, 'Spring sale');
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]).toMatchObject({ name: 'Spring sale', status: 'published' });
    expect((await screen.findByTestId('editor-status')).textContent).toBe('Published');
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]).toEqual({ status: 'draft' });
  });
});

describe('blocks and fields', () => {
  it('move down, move up and remove by button, keeping the focus on the moved block', async () => {
    const { user, patches } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Move heading 1 down' }));
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move heading 1 down'));
    await user.click(screen.getByRole('button', { name: 'Move button 1 up' }));
    await user.click(screen.getByRole('button', { name: 'Remove text 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(mainBlocks(patches()[0]!).map((b) => b.kind)).toEqual(['heading', 'button', 'fields']);
  });

  it('adds a block and a field of any kind with its options', async () => {
    const { user, patches } = renderEditor();
    await user.selectOptions(await screen.findByLabelText('New block'), 'Coupon');
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    await user.type(screen.getByLabelText('Coupon code'), 'SPRING');
    await user.selectOptions(screen.getByLabelText('New field'), 'Drop-down');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    const options = screen.getByLabelText('Options (one a line)');
    await user.clear(options);
    await user.type(options, 'Red{Enter}Blue{Enter}');
    await user.click(screen.getAllByLabelText('Required').at(-1)!);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    const blocks = mainBlocks(patches()[0]!);
    expect(blocks.at(-1)).toEqual({ kind: 'coupon', code: 'SPRING' });
    const fields = (blocks[2] as Extract<Block, { kind: 'fields' }>).fields;
    expect(fields[1]).toMatchObject({ type: 'select', options: ['Red', 'Blue'], required: true, field_key: 'select_2', count: 2 });
  });
});

describe('problems are explained where they are made', () => {
  it('an out-of-range trigger: next to its control, counted on its tab, and the save waits', async () => {
    const { user, patches } = renderEditor();
    await user.click(await screen.findByRole('tab', { name: 'Triggers' }));
    await user.click(screen.getByLabelText('After scrolling'));
    const percent = screen.getByLabelText('After scrolling (% of the page)');
    await user.clear(percent);
    await user.type(percent, '150');
    const message = document.getElementById(percent.getAttribute('aria-describedby')!);
    expect(message?.textContent).toMatch(/between 1 and 100/);
    expect(percent.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('tab', { name: /^Triggers\s*, 1 problem$/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(/Fix the problem below before saving/)).toBeTruthy();
    expect(patches()).toHaveLength(0);
    // The summary's link goes back to the control.
    await user.click(screen.getByRole('tab', { name: 'Content & form' }));
    await user.click(screen.getByRole('button', { name: /scroll depth/ }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('After scrolling (% of the page)')));
  });

  it("the server's errors[] land beside the control of their path, and go when it is edited", async () => {
    const { user, patches } = renderEditor(demoPopup(), () => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Some settings cannot be saved.',
        errors: [{ path: 'design.screens.main.0.text', message: 'This heading is too long for the format.' }],
      },
    }));
    const heading = await screen.findByLabelText('Heading text');
    await user.type(heading, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(await screen.findByText('Some settings cannot be saved.')).toBeTruthy();
    const beside = document.getElementById(heading.getAttribute('aria-describedby')!);
    expect(beside?.textContent).toBe('This heading is too long for the format.');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
    await user.type(heading, '?');
    expect(heading.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('the preview', () => {
  it('renders the widget view of the draft and follows typing', async () => {
    const { user, container } = renderEditor();
    const heading = await screen.findByLabelText('Heading text');
    const frame = () => within(previewDocument(container).body);
    expect(frame().getByRole('heading', { name: 'Get 10% off your first order' })).toBeTruthy();
    await user.clear(heading);
    await user.type(heading, 'Hello there');
    expect(frame().getByRole('heading', { name: 'Hello there' })).toBeTruthy();
  });

  it('switches screens, device and language', async () => {
    const { user, container } = renderEditor();
    await screen.findByLabelText('Heading text');
    const doc = () => previewDocument(container);
    await user.selectOptions(screen.getByLabelText('Screen', { selector: 'select' }), 'Thank-you');
    expect(within(doc().body).getByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Mobile' }));
    expect(doc().querySelector('.bk-popup')?.classList.contains('bk-mobile')).toBe(true);
    expect(container.ownerDocument.querySelector<HTMLIFrameElement>('iframe.ed-frame')!.style.width).toBe('375px');
    await user.click(screen.getByRole('radio', { name: 'עברית' }));
    const popup = doc().querySelector('.bk-popup')!;
    expect(popup.getAttribute('dir')).toBe('rtl');
    expect(popup.getAttribute('lang')).toBe('he');
    expect(within(doc().body).getByRole('button', { name: 'סגירה' })).toBeTruthy();
  });

  it('a submit in the preview shows the thank-you screen and sends nothing', async () => {
    const { container, sent } = renderEditor();
    await screen.findByLabelText('Heading text');
    const body = within(previewDocument(container).body);
    // The views are uncontrolled inputs read with FormData, in the frame's own document.
    fireEvent.input(body.getByLabelText(/Email address/), { target: { value: 'owner@example.com' } });
    fireEvent.click(body.getByRole('button', { name: 'Get my discount' }));
    expect(await body.findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    expect(sent.filter((s) => s.method !== 'GET')).toHaveLength(0);
  });
});

describe('leaving', () => {
  it('asks before unsaved changes are lost', async () => {
    const { user, router } = renderEditor();
    await user.type(await screen.findByLabelText('Heading text'), '!');
    await user.click(screen.getByRole('link', { name: '← Pop-ups' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stay and keep editing' }));
    expect(router.state.location.pathname).toBe('/poptins/abcdefghijklm/edit');
    await user.click(screen.getByRole('link', { name: '← Pop-ups' }));
    await user.click(await screen.findByRole('button', { name: 'Leave and discard changes' }));
    expect(await screen.findByRole('heading', { name: 'Pop-ups list' })).toBeTruthy();
  });
});
