import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXIT_ANIMATION_MS, LEAD_CLOSE_DELAY_DESKTOP_MS, leadPopupDesign, type PopupRecord } from '@beckon/core';
import { PopupView, type PopupViewProps } from '../src/views/index.js';

function record(overrides: Partial<PopupRecord> = {}, lang: 'en' | 'he' = 'en'): PopupRecord {
  return {
    poptin_id: 'abcdefghijklm', poptin_name: 'Welcome', poptin_type: 'lightbox', poptin_format: 'format_1', poptin_target: 'lead',
    account_id: 'acc', viewer_id: 'viewer', display: 1,
    design_properties: { poptin_design_thank_screen: 1 },
    design: leadPopupDesign(lang),
    ...overrides,
  };
}

let root: HTMLDivElement;
beforeEach(() => {
  vi.useFakeTimers();
  root = document.createElement('div');
  document.body.appendChild(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
  vi.useRealTimers();
});

function mount(props: Partial<PopupViewProps> = {}) {
  const onSubmit = vi.fn<PopupViewProps['onSubmit']>(async () => ({ ok: true }));
  const onClosed = vi.fn<PopupViewProps['onClosed']>();
  act(() => render(h(PopupView, { record: record(), device: 'desktop', onSubmit, onClosed, ...props }), root));
  const dialog = root.querySelector<HTMLElement>('[role=dialog]')!;
  const email = () => root.querySelector<HTMLInputElement>('input[name=email]')!;
  const submit = async () => {
    await act(async () => {
      root.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    });
  };
  return { onSubmit: props.onSubmit ?? onSubmit, onClosed: props.onClosed ?? onClosed, dialog, email, submit };
}

describe('PopupView', () => {
  it('is a labelled modal dialog with focus on the email field', () => {
    const { dialog, email } = mount();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = root.querySelector(`#${dialog.getAttribute('aria-labelledby')}`);
    expect(title?.textContent).toBe('Get 10% off your first order');
    expect(document.activeElement).toBe(email());
    expect(root.querySelector('label[for]')?.textContent).toBe('Email address');
    expect(root.querySelector('.bk-close')?.getAttribute('aria-label')).toBe('Close');
  });

  it('blocks an empty submit with the required message and a shake', async () => {
    const { submit, onSubmit, email } = mount();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(root.querySelector('[role=alert]')?.textContent).toBe('This field is required');
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(root.querySelector('.bk-shake')).not.toBeNull();
  });

  it('refuses an email with typos in the pop-up\'s language', async () => {
    const { submit, onSubmit, email } = mount({ record: record({}, 'he') });
    email().value = 'ada@example';
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(root.querySelector('[role=alert]')?.textContent).toBe('יש שגיאות הקלדה בכתובת האימייל');
    expect(root.querySelector('[role=dialog]')?.getAttribute('dir')).toBe('rtl');
  });

  it('submits the fields, then shows the thank-you screen', async () => {
    const { submit, onSubmit, email } = mount();
    email().value = ' ada@example.com ';
    await submit();
    expect(onSubmit).toHaveBeenCalledWith([{ field_key: 'email', label: 'Email address', type: 'email', value: 'ada@example.com' }]);
    expect(root.querySelector('h2')?.textContent).toBe('Thank you!');
  });

  it('blocks a second submit while the first is in flight', async () => {
    let resolve: (v: { ok: true }) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<{ ok: true }>((r) => { resolve = r; }));
    const { submit, email } = mount({ onSubmit });
    email().value = 'ada@example.com';
    await submit();
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(root.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled).toBe(true);
    await act(async () => resolve({ ok: true }));
  });

  it('shows the server\'s refusal and keeps the form', async () => {
    const { submit, email } = mount({ onSubmit: async () => ({ ok: false, message: 'We could not send this. Please try again.' }) });
    email().value = 'ada@example.com';
    await submit();
    expect(root.querySelector('.bk-form-error')?.textContent).toBe('We could not send this. Please try again.');
    expect(root.querySelector('input[name=email]')).not.toBeNull();
  });

  it('says "Sent successfully!" without a thank screen, then closes as submitted', async () => {
    const { submit, email, onClosed } = mount({ record: record({ design_properties: {} }) });
    email().value = 'ada@example.com';
    await submit();
    expect(root.querySelector('button[type=submit]')?.textContent).toBe('Sent successfully!');
    act(() => { vi.advanceTimersByTime(LEAD_CLOSE_DELAY_DESKTOP_MS + EXIT_ANIMATION_MS); });
    expect(onClosed).toHaveBeenCalledWith('submit', true);
  });

  it('closes with the exit animation on the X, reporting x_click', () => {
    const { onClosed } = mount();
    act(() => root.querySelector<HTMLButtonElement>('.bk-close')!.click());
    expect(root.querySelector('.bk-leave')).not.toBeNull();
    act(() => { vi.advanceTimersByTime(EXIT_ANIMATION_MS - 1); });
    expect(onClosed).not.toHaveBeenCalled();
    act(() => { vi.advanceTimersByTime(1); });
    expect(onClosed).toHaveBeenCalledWith('x_click', false);
  });

  it('closes on Escape and keeps Tab inside the dialog', () => {
    const { dialog, onClosed, email } = mount();
    const close = root.querySelector<HTMLButtonElement>('.bk-close')!;
    const button = root.querySelector<HTMLButtonElement>('button[type=submit]')!;
    button.focus();
    act(() => { dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })); });
    expect(document.activeElement).toBe(close);
    act(() => { dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true })); });
    expect(document.activeElement).toBe(button);
    expect(email()).toBeTruthy();
    act(() => { dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })); });
    act(() => { vi.advanceTimersByTime(EXIT_ANIMATION_MS); });
    expect(onClosed).toHaveBeenCalledWith('cancel_click', false);
  });

  it('is not modal for a bar', () => {
    const { dialog } = mount({ record: record({ poptin_type: 'bar' }) });
    expect(dialog.getAttribute('aria-modal')).toBeNull();
    expect(root.querySelector('.bk-overlay')).toBeNull();
  });
});
