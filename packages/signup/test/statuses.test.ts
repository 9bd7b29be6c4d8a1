import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSignupMessages, MESSAGE_FADE_MS, REDIRECT_DELAY_DEFAULT_MS, t, texts } from '@beckon/core';
import { navigate } from '../src/runtime/navigate.js';
import { ACTION, json, messages, mountForm, reply, settle, stubFetch, submit } from './support.js';

vi.mock('../src/runtime/navigate.js', () => ({ navigate: vi.fn() }));

const EN = defaultSignupMessages('en');
const FIELDS = '<label>Email <input type="email" name="email" required></label>';
const OWN = 'data-msg-success="Welcome aboard" data-msg-exist="Already with us" data-msg-error="Broke" data-msg-invalid="Look again"';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.mocked(navigate).mockClear();
  document.body.innerHTML = '';
});

function filled(attributes = '') {
  const form = mountForm(FIELDS, attributes);
  form.querySelector<HTMLInputElement>('[name=email]')!.value = 'Ada@Example.com';
  return form;
}

/** SPEC §8: what each status shows and how it reads. */
describe('the answer of the sign-up call', () => {
  it.each([
    { status: 'success', own: 'Welcome aboard', fallback: EN.successMsg, tone: 'success', role: 'status' },
    { status: 'update', own: 'Welcome aboard', fallback: EN.successMsg, tone: 'success', role: 'status' },
    { status: 'failure', own: 'Broke', fallback: EN.errorMsg, tone: 'error', role: 'alert' },
    { status: 'already_exist', own: 'Already with us', fallback: EN.existMsg, tone: 'warning', role: 'status' },
    { status: 'invalid', own: 'Look again', fallback: EN.invalidMsg, tone: 'error', role: 'alert' },
  ])('$status shows the form message as $tone', async ({ status, own, fallback, tone, role }) => {
    // The form's own data-msg-* first.
    stubFetch(() => reply(status));
    const form = filled(OWN);
    const events: unknown[] = [];
    form.addEventListener('beckon:signup', (event) => events.push((event as CustomEvent).detail));
    submit(form);
    await settle();
    expect(messages(form)).toMatchObject({ text: own, tone, role });
    expect(events).toEqual([{ status, msg: own }]);
    // Without data-msg-*, the server's msg (the form's settings in the dashboard).
    stubFetch(() => reply(status));
    const plain = filled();
    submit(plain);
    await settle();
    expect(messages(plain).text).toBe(`server says ${status}`);
    // Without either, Beckon's wording.
    stubFetch(() => reply(status, ''));
    const bare = filled();
    submit(bare);
    await settle();
    expect(messages(bare).text).toBe(fallback);
  });

  it.each(['gcaptchaEmpty', 'gcaptchaFail'])('%s shows the server message, even over the form own one', async (status) => {
    stubFetch(() => reply(status, 'Prove you are human', '', 'site-key-1'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const form = filled('data-msg-captcha-empty="mine" data-msg-captcha-fail="mine"');
    submit(form);
    await settle();
    expect(messages(form)).toMatchObject({ text: 'Prove you are human', tone: 'error', role: 'alert' });
    if (status === 'gcaptchaEmpty') expect(warn).toHaveBeenCalledWith(expect.stringContaining('site key site-key-1'), '');
    warn.mockRestore();
  });

  it('posts text/plain JSON with the cleaned values, the page and the consent wording', async () => {
    const calls = stubFetch(() => reply('success'));
    const form = mountForm(`${FIELDS}<label><input type="checkbox" name="gdpr" value="yes" data-beckon-consent> I agree to  the <b>terms</b></label>`);
    form.querySelector<HTMLInputElement>('[name=email]')!.value = ' Ada@Example.com ';
    form.querySelector<HTMLInputElement>('[name=gdpr]')!.checked = true;
    submit(form);
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(ACTION);
    const init = calls[0]!.init!;
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'text/plain' });
    expect(init.credentials).toBe('omit');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'ada@example.com',
      gdpr: 'yes',
      'interestingLists[]': [],
      url: location.href,
      consent: 'I agree to the terms',
    });
  });

  it('while the call is on its way, the button is disabled and busy and the loader shows; then the button comes back', async () => {
    let answer!: (response: Response) => void;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const form = filled();
    const button = form.querySelector('button')!;
    submit(form);
    await settle();
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(messages(form).loader.hidden).toBe(false);
    // A second submit while waiting sends nothing more.
    submit(form);
    await settle();
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
    answer(reply('already_exist'));
    await settle();
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(messages(form).loader.hidden).toBe(true);
  });

  it.each([
    { name: 'the network is down', answer: () => Promise.reject(new TypeError('Failed to fetch')), shown: t('en', texts.sendFailed) },
    {
      name: 'a rate limit',
      answer: () => json({ statusCode: 429, error: 'Too Many Requests', message: 'Too many requests; try again in 7 s.' }, 429),
      shown: 'Too many requests; try again in 7 s.',
    },
    { name: 'a proxy error page', answer: () => new Response('<html><h1>502 Bad Gateway</h1></html>', { status: 502 }), shown: t('en', texts.sendFailed) },
    { name: 'a plain text error', answer: () => new Response('Service restarting', { status: 503 }), shown: 'Service restarting' },
    { name: 'a 200 that is not JSON', answer: () => new Response('ok', { status: 200 }), shown: 'ok' },
    { name: 'an empty 500', answer: () => new Response('', { status: 500 }), shown: t('en', texts.sendFailed) },
  ])('a transport error ($name) shows the answer text or a clear fallback and gives the button back', async ({ answer, shown }) => {
    stubFetch(answer);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const form = filled();
    const events: unknown[] = [];
    form.addEventListener('beckon:signup', (event) => events.push((event as CustomEvent).detail));
    submit(form);
    await settle();
    expect(messages(form)).toMatchObject({ text: shown, tone: 'error', role: 'alert' });
    expect(form.querySelector('button')!.disabled).toBe(false);
    expect(events).toEqual([{ status: 'network_error', msg: shown }]);
    warn.mockRestore();
  });

  it('a 503 that carries a sign-up reply shows its message as a failure', async () => {
    stubFetch(() => json({ status: 'failure', msg: 'Try again in a moment', redirect: '', turnstileCaptcha: null }, 503));
    const form = filled();
    submit(form);
    await settle();
    expect(messages(form)).toMatchObject({ text: 'Try again in a moment', tone: 'error' });
    expect(form.querySelector('button')!.disabled).toBe(false);
  });

  it.each([
    { status: 'success', redirect: 'shop.example/thanks', goes: 'http://shop.example/thanks' },
    { status: 'update', redirect: 'https://shop.example/welcome', goes: 'https://shop.example/welcome' },
    { status: 'success', redirect: 'javascript:alert(1)', goes: null },
    { status: 'success', redirect: '', goes: null },
    { status: 'already_exist', redirect: 'https://shop.example/x', goes: null },
  ])('$status with redirect "$redirect" goes to $goes after a moment to read the message', async ({ status, redirect, goes }) => {
    vi.useFakeTimers();
    stubFetch(() => reply(status, 'Done', redirect));
    const form = filled();
    submit(form);
    await settle();
    expect(messages(form).text).toBe('Done');
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(REDIRECT_DELAY_DEFAULT_MS);
    if (goes) {
      expect(navigate).toHaveBeenCalledWith(goes);
      // On its way out, the form stays busy: no second sign-up.
      expect(form.querySelector('button')!.disabled).toBe(true);
    } else {
      expect(navigate).not.toHaveBeenCalled();
      expect(form.querySelector('button')!.disabled).toBe(false);
    }
  });

  it('a message fades after MESSAGE_FADE_MS, and a new one starts its own time', async () => {
    vi.useFakeTimers();
    stubFetch(() => reply('failure', 'Oops'));
    const form = filled();
    submit(form);
    await settle();
    expect(messages(form).text).toBe('Oops');
    await vi.advanceTimersByTimeAsync(MESSAGE_FADE_MS - 100);
    submit(form);
    await settle();
    await vi.advanceTimersByTimeAsync(MESSAGE_FADE_MS - 100);
    expect(messages(form).text).toBe('Oops');
    await vi.advanceTimersByTimeAsync(100);
    expect(messages(form)).toMatchObject({ text: '', tone: null });
  });
});
