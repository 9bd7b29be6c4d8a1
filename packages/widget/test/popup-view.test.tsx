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

describe('PopupView closing options and screens (SPEC §2-§4)', () => {
  const withProps = (design_properties: PopupRecord['design_properties'], overrides: Partial<PopupRecord> = {}) => record({ design_properties, ...overrides });

  it('keeps the X disabled through show_x_after_sec, counting down, then closes', () => {
    const { onClosed } = mount({ record: withProps({ poptin_design_show_x_after_sec: 3 }) });
    const x = () => root.querySelector<HTMLButtonElement>('.bk-close')!;
    expect(x().disabled).toBe(true);
    expect(x().getAttribute('aria-label')).toBe('Close (3)');
    act(() => { vi.advanceTimersByTime(2000); });
    expect(x().getAttribute('aria-label')).toBe('Close (1)');
    act(() => { x().click(); vi.advanceTimersByTime(EXIT_ANIMATION_MS); });
    expect(onClosed).not.toHaveBeenCalled();
    act(() => { vi.advanceTimersByTime(1000); });
    expect(x().disabled).toBe(false);
    act(() => { x().click(); });
    act(() => { vi.advanceTimersByTime(EXIT_ANIMATION_MS); });
    expect(onClosed).toHaveBeenCalledWith('x_click', false);
  });

  it('shows a Skip button instead of the X for closing_options-button, in Hebrew too', () => {
    const { onClosed } = mount({ record: withProps({ poptin_design_close_options_type: 'closing_options-button' }, { design: leadPopupDesign('he') }) });
    expect(root.querySelector('.bk-close')).toBeNull();
    const skip = root.querySelector<HTMLButtonElement>('.bk-skip')!;
    expect(skip.textContent).toBe('דלג');
    act(() => { skip.click(); });
    act(() => { vi.advanceTimersByTime(EXIT_ANIMATION_MS); });
    expect(onClosed).toHaveBeenCalledWith('cancel_click', false);
  });

  it('ties the close note (show_x_comment) to the X', () => {
    mount({ record: withProps({ poptin_design_show_x_comment: 'No thanks, I pay full price' }) });
    const x = root.querySelector('.bk-close')!;
    const note = root.querySelector(`#${x.getAttribute('aria-describedby')}`);
    expect(note?.textContent).toBe('No thanks, I pay full price');
  });

  it('content lock: no close control, and Escape does nothing', () => {
    const { dialog, onClosed } = mount({ record: withProps({ poptin_design_content_lock: 1 }) });
    expect(root.querySelector('.bk-close')).toBeNull();
    act(() => { dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })); });
    act(() => { vi.advanceTimersByTime(EXIT_ANIMATION_MS * 2); });
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('closes by itself after poptin_design_auto_close_sec', () => {
    const { onClosed } = mount({ record: withProps({ poptin_design_auto_close: 1, poptin_design_auto_close_sec: 4 }) });
    act(() => { vi.advanceTimersByTime(3999); });
    expect(root.querySelector('.bk-leave')).toBeNull();
    act(() => { vi.advanceTimersByTime(1 + EXIT_ANIMATION_MS); });
    expect(onClosed).toHaveBeenCalledWith('auto_close', false);
  });

  it('copies the coupon, says Copied for 500 ms, and reports it', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const onCouponCopy = vi.fn();
    const design = leadPopupDesign('en');
    design.screens.main = [{ kind: 'coupon', code: '' }, ...design.screens.main!];
    mount({ record: withProps({ coupon: { code: 'WELCOME10', coupon_type: 'code' } }, { design }), onCouponCopy });
    expect(root.querySelector('.bk-coupon-code')?.textContent).toBe('WELCOME10');
    await act(async () => { root.querySelector<HTMLButtonElement>('.bk-coupon-copy')!.click(); });
    expect(writeText).toHaveBeenCalledWith('WELCOME10');
    expect(onCouponCopy).toHaveBeenCalledWith('WELCOME10');
    expect(root.querySelector('.bk-coupon-tip')?.textContent).toBe('Copied');
    act(() => { vi.advanceTimersByTime(500); });
    expect(root.querySelector('.bk-coupon-tip')?.textContent).toBe('');
  });

  it.each([
    ['after a stored lead', { ok: true } as const],
    ['even when the conversion failed (SPEC §4)', { ok: false, message: 'down' } as const],
  ])('redirects with the form data %s', async (_name, outcome) => {
    const onRedirect = vi.fn();
    const { submit, email, onClosed } = mount({
      record: withProps({ poptin_design_redirect: 1, poptin_design_redirect_url: 'shop.example/thanks', poptin_design_redirect_send_form_data: 1 }),
      onSubmit: async () => outcome,
      onRedirect,
    });
    email().value = 'ada@example.com';
    await submit();
    expect(onRedirect).not.toHaveBeenCalled();
    act(() => { vi.advanceTimersByTime(1000); });
    expect(onRedirect).toHaveBeenCalledWith('http://shop.example/thanks?email=ada%40example.com');
    act(() => { vi.advanceTimersByTime(EXIT_ANIMATION_MS); });
    expect(onClosed).toHaveBeenCalledWith('submit', outcome.ok);
  });
});

describe('PopupView content blocks (SPEC §2)', () => {
  const withBlocks = (blocks: Parameters<typeof leadPopupDesign>[0] extends never ? never : Array<Record<string, unknown>>, design_properties: PopupRecord['design_properties'] = {}) => {
    const design = leadPopupDesign('en');
    design.screens.main = [...(blocks as never[]), ...design.screens.main!];
    return record({ design, design_properties });
  };

  it('counts down to the timer and closes the pop-up at zero', () => {
    vi.setSystemTime(new Date('2026-05-01T12:00:00Z'));
    const { onClosed } = mount({ record: withBlocks([{ kind: 'countdown', ends_at: '' }], { timer: '2026-05-01T12:01:05Z' }) });
    const values = () => Array.from(root.querySelectorAll('.bk-countdown-value'), (el) => el.textContent);
    expect(values()).toEqual(['00', '01', '05']);
    expect(root.querySelector('[role=timer]')?.getAttribute('aria-label')).toBe('Time left');
    act(() => { vi.advanceTimersByTime(5000); });
    expect(values()).toEqual(['00', '01', '00']);
    act(() => { vi.advanceTimersByTime(60_000); });
    act(() => { vi.advanceTimersByTime(EXIT_ANIMATION_MS); });
    expect(onClosed).toHaveBeenCalledWith('timer', false);
  });

  it('shows days when the end is more than a day away', () => {
    vi.setSystemTime(new Date('2026-05-01T12:00:00Z'));
    mount({ record: withBlocks([{ kind: 'countdown', ends_at: '2026-05-03T13:00:00Z' }]) });
    expect(Array.from(root.querySelectorAll('.bk-countdown-unit'), (el) => el.textContent)).toEqual(['Days', 'Hours', 'Minutes', 'Seconds']);
    expect(root.querySelector('.bk-countdown-value')?.textContent).toBe('02');
  });

  it('gives the ticker\'s messages to screen readers once, and scrolls a hidden copy at duration/400 s', () => {
    mount({ record: withBlocks([{ kind: 'ticker', messages: ['Dana from Haifa just subscribed', 'Tom bought 2 bags'], duration_ms: 8000 }]) });
    expect(Array.from(root.querySelectorAll('.bk-ticker-list li'), (li) => li.textContent)).toEqual(['Dana from Haifa just subscribed', 'Tom bought 2 bags']);
    const track = root.querySelector<HTMLElement>('.bk-ticker-track')!;
    expect(track.getAttribute('aria-hidden')).toBe('true');
    expect(track.style.getPropertyValue('--bk-ticker-seconds')).toBe('20s');
    expect(track.children).toHaveLength(4);
  });

  it('renders the owner\'s (already sanitised) html', () => {
    mount({ record: withBlocks([{ kind: 'html', html: '<p>Free shipping over <strong>$50</strong></p>' }]) });
    expect(root.querySelector('.bk-html strong')?.textContent).toBe('$50');
  });
});
