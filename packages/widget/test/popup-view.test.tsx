import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { mountPopupView, popupRecord, renderRoot } from './support/view.js';
import {
  EXIT_ANIMATION_MS,
  LEAD_CLOSE_DELAY_DESKTOP_MS,
  leadPopupDesign,
  THANK_SCREEN_AUTO_CLOSE_DEFAULT_MS,
  THANK_SCREEN_AUTO_CLOSE_EMBEDDED_MS,
  THANK_SCREEN_AUTO_CLOSE_OTHERWISE_MS,
  type PopupRecord,
} from '@beckon/core';
import type { PopupViewProps } from '../src/views/index.js';

const record = popupRecord;

const rootOf = renderRoot();

function mount(props: Partial<PopupViewProps> = {}) {
  const { onSubmit, onClosed } = mountPopupView(rootOf(), props);
  const dialog = rootOf().querySelector<HTMLElement>('[role=dialog]')!;
  const email = () => rootOf().querySelector<HTMLInputElement>('input[name=email]')!;
  const submit = async () => {
    await act(async () => {
      rootOf()
        .querySelector('form')!
        .dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    });
  };
  return { onSubmit, onClosed, dialog, email, submit };
}

describe('PopupView', () => {
  it('is a labelled modal dialog with focus on the email field', () => {
    const { dialog, email } = mount();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = rootOf().querySelector(`#${dialog.getAttribute('aria-labelledby')}`);
    expect(title?.textContent).toBe('Get 10% off your first order');
    expect(document.activeElement).toBe(email());
    expect(rootOf().querySelector('label[for]')?.textContent).toBe('Email address');
    expect(rootOf().querySelector('.bk-close')?.getAttribute('aria-label')).toBe('Close');
  });

  it('blocks an empty submit with the required message and a shake', async () => {
    const { submit, onSubmit, email } = mount();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(rootOf().querySelector('[role=alert]')?.textContent).toBe('This field is required');
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(rootOf().querySelector('.bk-shake')).not.toBeNull();
  });

  it("refuses an email with typos in the pop-up's language", async () => {
    const { submit, onSubmit, email } = mount({ record: record({}, 'he') });
    email().value = 'ada@example';
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(rootOf().querySelector('[role=alert]')?.textContent).toBe('יש שגיאות הקלדה בכתובת האימייל');
    expect(rootOf().querySelector('[role=dialog]')?.getAttribute('dir')).toBe('rtl');
  });

  it("counts the fill time from when the visitor first saw the pop-up, not from the live view's arrival", async () => {
    const { submit, onSubmit, email } = mount({ shownAt: Date.now() - 4000 });
    email().value = 'ada@example.com';
    await submit();
    expect(vi.mocked(onSubmit).mock.calls[0]![1].fillMs).toBeGreaterThanOrEqual(4000);
  });

  it('submits the fields, then shows the thank-you screen', async () => {
    const { submit, onSubmit, email } = mount();
    email().value = ' ada@example.com ';
    await submit();
    expect(onSubmit).toHaveBeenCalledWith([{ field_key: 'email', label: 'Email address', type: 'email', value: 'ada@example.com' }], {
      honeypot: '',
      fillMs: expect.any(Number),
    });
    expect(rootOf().querySelector('h2')?.textContent).toBe('Thank you!');
  });

  it('blocks a second submit while the first is in flight', async () => {
    let resolve: (v: { ok: true }) => void = () => {};
    const onSubmit = vi.fn(
      () =>
        new Promise<{ ok: true }>((r) => {
          resolve = r;
        }),
    );
    const { submit, email } = mount({ onSubmit });
    email().value = 'ada@example.com';
    await submit();
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(rootOf().querySelector<HTMLButtonElement>('button[type=submit]')?.disabled).toBe(true);
    await act(async () => resolve({ ok: true }));
  });

  it("shows the server's refusal and keeps the form", async () => {
    const { submit, email } = mount({ onSubmit: async () => ({ ok: false, message: 'We could not send this. Please try again.' }) });
    email().value = 'ada@example.com';
    await submit();
    expect(rootOf().querySelector('.bk-form-error')?.textContent).toBe('We could not send this. Please try again.');
    expect(rootOf().querySelector('input[name=email]')).not.toBeNull();
  });

  it('says "Sent successfully!" without a thank screen, then closes as submitted', async () => {
    const { submit, email, onClosed } = mount({ record: record({ design_properties: {} }) });
    email().value = 'ada@example.com';
    await submit();
    expect(rootOf().querySelector('button[type=submit]')?.textContent).toBe('Sent successfully!');
    act(() => {
      vi.advanceTimersByTime(LEAD_CLOSE_DELAY_DESKTOP_MS + EXIT_ANIMATION_MS);
    });
    expect(onClosed).toHaveBeenCalledWith('submit', true);
  });

  // SPEC §9 thank-screen auto close: 5 s by default, otherwise 60 s (600 s embedded).
  it.each([
    ['auto close on, 3 s', { poptin_design_thank_screen_auto_close: 1, poptin_design_thank_screen_auto_close_sec: 3 }, 'lightbox', 3000],
    ['auto close on, no delay set', { poptin_design_thank_screen_auto_close: 1 }, 'lightbox', THANK_SCREEN_AUTO_CLOSE_DEFAULT_MS],
    ['auto close off', {}, 'lightbox', THANK_SCREEN_AUTO_CLOSE_OTHERWISE_MS],
    ['auto close off, embedded', {}, 'embedded', THANK_SCREEN_AUTO_CLOSE_EMBEDDED_MS],
    ['auto close off, content', {}, 'content', THANK_SCREEN_AUTO_CLOSE_EMBEDDED_MS],
  ] as const)('closes the thank-you screen on time: %s', async (_name, extra, type, delay) => {
    const { submit, email, onClosed } = mount({ record: record({ poptin_type: type, design_properties: { poptin_design_thank_screen: 1, ...extra } }) });
    email().value = 'ada@example.com';
    await submit();
    expect(rootOf().querySelector('.bk-screen-thank_you')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(delay + EXIT_ANIMATION_MS - 1);
    });
    expect(onClosed).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClosed).toHaveBeenCalledWith('auto_close', true);
  });

  // SPEC §3 switch_mobile_editor: a phone gets the owner's separate mobile design.
  it.each([
    ['mobile', 1, 'Short and sweet'],
    ['mobile', 0, 'Get 10% off your first order'],
    ['desktop', 1, 'Get 10% off your first order'],
  ] as const)('on %s with switch_mobile_editor %s shows "%s"', (device, on, heading) => {
    const design = leadPopupDesign('en');
    design.mobile = { screens: { main: [{ kind: 'heading', text: 'Short and sweet' }, ...design.screens.main!.slice(2)] } };
    mount({ device, record: record({ design, design_properties: { switch_mobile_editor: on } }) });
    expect(rootOf().querySelector('h2')?.textContent).toBe(heading);
  });

  it('keeps no empty media column on a screen without an image', async () => {
    const design = leadPopupDesign('en');
    design.screens.main = [{ kind: 'image', src: 'https://cdn.example/cup.jpg', alt: '' }, ...design.screens.main!];
    const { submit, email, dialog } = mount({ record: record({ poptin_format: 'format_2', design }) });
    expect(dialog.className).toContain('bk-media-left');
    email().value = 'ada@example.com';
    await submit();
    expect(dialog.className).toContain('bk-media-none');
    expect(rootOf().querySelector('.bk-media')).toBeNull();
  });

  it('closes with the exit animation on the X, reporting x_click', () => {
    const { onClosed } = mount();
    act(() => rootOf().querySelector<HTMLButtonElement>('.bk-close')!.click());
    expect(rootOf().querySelector('.bk-leave')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(EXIT_ANIMATION_MS - 1);
    });
    expect(onClosed).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClosed).toHaveBeenCalledWith('x_click', false);
  });

  it('closes at once for a visitor who prefers reduced motion', () => {
    const matchMedia = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
    const { onClosed } = mount();
    act(() => rootOf().querySelector<HTMLButtonElement>('.bk-close')!.click());
    expect(onClosed).toHaveBeenCalledWith('x_click', false);
    matchMedia.mockRestore();
  });

  it('closes on Escape and keeps Tab inside the dialog', () => {
    const { dialog, onClosed, email } = mount();
    const close = rootOf().querySelector<HTMLButtonElement>('.bk-close')!;
    const button = rootOf().querySelector<HTMLButtonElement>('button[type=submit]')!;
    button.focus();
    act(() => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    });
    expect(document.activeElement).toBe(close);
    act(() => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }));
    });
    expect(document.activeElement).toBe(button);
    expect(email()).toBeTruthy();
    act(() => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    act(() => {
      vi.advanceTimersByTime(EXIT_ANIMATION_MS);
    });
    expect(onClosed).toHaveBeenCalledWith('cancel_click', false);
  });

  it('is not modal for a bar', () => {
    const { dialog } = mount({ record: record({ poptin_type: 'bar' }) });
    expect(dialog.getAttribute('aria-modal')).toBeNull();
    expect(rootOf().querySelector('.bk-overlay')).toBeNull();
  });
});

describe('PopupView closing options and screens (SPEC §2-§4)', () => {
  const withProps = (design_properties: PopupRecord['design_properties'], overrides: Partial<PopupRecord> = {}) => record({ design_properties, ...overrides });

  it('keeps the X disabled through show_x_after_sec, counting down, then closes', () => {
    const { onClosed } = mount({ record: withProps({ poptin_design_show_x_after_sec: 3 }) });
    const x = () => rootOf().querySelector<HTMLButtonElement>('.bk-close')!;
    expect(x().disabled).toBe(true);
    expect(x().getAttribute('aria-label')).toBe('Close (3)');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(x().getAttribute('aria-label')).toBe('Close (1)');
    act(() => {
      x().click();
      vi.advanceTimersByTime(EXIT_ANIMATION_MS);
    });
    expect(onClosed).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(x().disabled).toBe(false);
    act(() => {
      x().click();
    });
    act(() => {
      vi.advanceTimersByTime(EXIT_ANIMATION_MS);
    });
    expect(onClosed).toHaveBeenCalledWith('x_click', false);
  });

  it('shows a Skip button instead of the X for closing_options-button, in Hebrew too', () => {
    const { onClosed } = mount({ record: withProps({ poptin_design_close_options_type: 'closing_options-button' }, { design: leadPopupDesign('he') }) });
    expect(rootOf().querySelector('.bk-close')).toBeNull();
    const skip = rootOf().querySelector<HTMLButtonElement>('.bk-skip')!;
    expect(skip.textContent).toBe('דלג');
    act(() => {
      skip.click();
    });
    act(() => {
      vi.advanceTimersByTime(EXIT_ANIMATION_MS);
    });
    expect(onClosed).toHaveBeenCalledWith('cancel_click', false);
  });

  it('ties the close note (show_x_comment) to the X', () => {
    mount({ record: withProps({ poptin_design_show_x_comment: 'No thanks, I pay full price' }) });
    const x = rootOf().querySelector('.bk-close')!;
    const note = rootOf().querySelector(`#${x.getAttribute('aria-describedby')}`);
    expect(note?.textContent).toBe('No thanks, I pay full price');
  });

  it('content lock: no close control, and Escape does nothing', () => {
    const { dialog, onClosed } = mount({ record: withProps({ poptin_design_content_lock: 1 }) });
    expect(rootOf().querySelector('.bk-close')).toBeNull();
    act(() => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    act(() => {
      vi.advanceTimersByTime(EXIT_ANIMATION_MS * 2);
    });
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('closes by itself after poptin_design_auto_close_sec', () => {
    const { onClosed } = mount({ record: withProps({ poptin_design_auto_close: 1, poptin_design_auto_close_sec: 4 }) });
    act(() => {
      vi.advanceTimersByTime(3999);
    });
    expect(rootOf().querySelector('.bk-leave')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1 + EXIT_ANIMATION_MS);
    });
    expect(onClosed).toHaveBeenCalledWith('auto_close', false);
  });

  it('copies the coupon, says Copied for 500 ms, and reports it', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const onCouponCopy = vi.fn();
    const design = leadPopupDesign('en');
    design.screens.main = [{ kind: 'coupon', code: '' }, ...design.screens.main!];
    mount({ record: withProps({ coupon: { code: 'WELCOME10', coupon_type: 'code' } }, { design }), onCouponCopy });
    expect(rootOf().querySelector('.bk-coupon-code')?.textContent).toBe('WELCOME10');
    await act(async () => {
      rootOf().querySelector<HTMLButtonElement>('.bk-coupon-copy')!.click();
    });
    expect(writeText).toHaveBeenCalledWith('WELCOME10');
    expect(onCouponCopy).toHaveBeenCalledWith('WELCOME10');
    expect(rootOf().querySelector('.bk-coupon-tip')?.textContent).toBe('Copied');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(rootOf().querySelector('.bk-coupon-tip')?.textContent).toBe('');
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
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onRedirect).toHaveBeenCalledWith('http://shop.example/thanks?email=ada%40example.com');
    act(() => {
      vi.advanceTimersByTime(EXIT_ANIMATION_MS);
    });
    expect(onClosed).toHaveBeenCalledWith('submit', outcome.ok);
  });
});

describe('PopupView content blocks (SPEC §2)', () => {
  const withBlocks = (
    blocks: Parameters<typeof leadPopupDesign>[0] extends never ? never : Array<Record<string, unknown>>,
    design_properties: PopupRecord['design_properties'] = {},
  ) => {
    const design = leadPopupDesign('en');
    design.screens.main = [...(blocks as never[]), ...design.screens.main!];
    return record({ design, design_properties });
  };

  it('counts down to the timer and closes the pop-up at zero', () => {
    vi.setSystemTime(new Date('2026-05-01T12:00:00Z'));
    const { onClosed } = mount({ record: withBlocks([{ kind: 'countdown', ends_at: '' }], { timer: '2026-05-01T12:01:05Z' }) });
    const values = () => Array.from(rootOf().querySelectorAll('.bk-countdown-value'), (el) => el.textContent);
    expect(values()).toEqual(['00', '01', '05']);
    expect(rootOf().querySelector('[role=timer]')?.getAttribute('aria-label')).toBe('Time left');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(values()).toEqual(['00', '01', '00']);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    act(() => {
      vi.advanceTimersByTime(EXIT_ANIMATION_MS);
    });
    expect(onClosed).toHaveBeenCalledWith('timer', false);
  });

  it('shows days when the end is more than a day away', () => {
    vi.setSystemTime(new Date('2026-05-01T12:00:00Z'));
    mount({ record: withBlocks([{ kind: 'countdown', ends_at: '2026-05-03T13:00:00Z' }]) });
    expect(Array.from(rootOf().querySelectorAll('.bk-countdown-unit'), (el) => el.textContent)).toEqual(['Days', 'Hours', 'Minutes', 'Seconds']);
    expect(rootOf().querySelector('.bk-countdown-value')?.textContent).toBe('02');
  });

  it("gives the ticker's messages to screen readers once, and scrolls a hidden copy at duration/400 s", () => {
    mount({ record: withBlocks([{ kind: 'ticker', messages: ['Dana from Haifa just subscribed', 'Tom bought 2 bags'], duration_ms: 8000 }]) });
    expect(Array.from(rootOf().querySelectorAll('.bk-ticker-list li'), (li) => li.textContent)).toEqual([
      'Dana from Haifa just subscribed',
      'Tom bought 2 bags',
    ]);
    const track = rootOf().querySelector<HTMLElement>('.bk-ticker-track')!;
    expect(track.getAttribute('aria-hidden')).toBe('true');
    expect(track.style.getPropertyValue('--bk-ticker-seconds')).toBe('20s');
    expect(track.children).toHaveLength(4);
    // Only the loop's second copy is marked, so it can be left out when the ticker stands still.
    expect(Array.from(track.children, (el) => el.className)).toEqual(['', '', 'bk-ticker-again', 'bk-ticker-again']);
  });

  it("renders the owner's (already sanitised) html", () => {
    mount({ record: withBlocks([{ kind: 'html', html: '<p>Free shipping over <strong>$50</strong></p>' }]) });
    expect(rootOf().querySelector('.bk-html strong')?.textContent).toBe('$50');
  });
});
