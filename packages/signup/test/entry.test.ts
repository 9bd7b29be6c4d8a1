import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ACTION, reply, SERVER, settle, stubFetch, submit, TOKEN } from './support.js';

/** A page that blocks storage and cookies outright (a sandboxed frame, strict privacy settings). */
function blockStorage() {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    Object.defineProperty(window, name, {
      configurable: true,
      get: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
  }
}

describe('signup.js on a page', () => {
  let warn: MockInstance<typeof console.warn>;
  beforeAll(async () => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    blockStorage();
    document.body.innerHTML = `
      <script src="${SERVER}/sdk/signup.js"></script>
      <form id="by-action" data-beckon-signup action="${ACTION}"><input type="email" name="email"><input type="tel" name="sms" data-beckon-kind="sms" data-prefix="+44"><button>Go</button></form>
      <form id="by-token" data-beckon-signup="${TOKEN}"><input type="email" name="email"><button>Go</button></form>
      <form id="no-token" data-beckon-signup><input name="email"></form>
      <form id="bad-action" data-beckon-signup action="http://[bad"><input name="email"></form>
      <form id="other" action="/search"><input name="q"></form>`;
    await import('../src/index.js');
    // A second copy of the script (pasted twice, or added again by a tag manager).
    vi.resetModules();
    await import('../src/index.js');
    if (document.readyState === 'loading') document.dispatchEvent(new Event('DOMContentLoaded'));
    await settle();
  });
  afterAll(() => {
    warn.mockRestore();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('enhances each sign-up form once, though the script ran twice', async () => {
    const form = document.querySelector<HTMLFormElement>('#by-action')!;
    expect(form.querySelectorAll('[data-beckon-messages]')).toHaveLength(1);
    expect(form.querySelectorAll('.beckon-signup-prefix')).toHaveLength(1);
    expect(document.querySelectorAll('style[data-beckon-signup-styles]')).toHaveLength(1);
    expect(window.__beckonSignupStarted).toBe(true);
    const calls = stubFetch(() => reply('success'));
    form.querySelector<HTMLInputElement>('[name=email]')!.value = 'ada@example.com';
    submit(form);
    await settle();
    expect(calls.map((call) => call.url)).toEqual([ACTION]);
  });

  it('a form naming only its token posts to the server the script came from', async () => {
    const calls = stubFetch(() => reply('success'));
    const form = document.querySelector<HTMLFormElement>('#by-token')!;
    form.querySelector<HTMLInputElement>('[name=email]')!.value = 'ada@example.com';
    submit(form);
    await settle();
    expect(calls.map((call) => call.url)).toEqual([`${SERVER}/api/signup/${TOKEN}`]);
  });

  it.each(['#no-token', '#bad-action', '#other'])('leaves %s alone, saying why once on the console', (selector) => {
    const form = document.querySelector<HTMLFormElement>(selector)!;
    expect(form.querySelector('[data-beckon-messages]')).toBeNull();
    expect(form.noValidate).toBe(false);
    expect(warn.mock.calls.filter(([message]) => String(message).includes('left alone'))).toHaveLength(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/^\[beckon signup\] /);
  });

  it('enhances a form added later, or one that gets the attribute later', async () => {
    const added = document.createElement('div');
    added.innerHTML = `<form data-beckon-signup action="${ACTION}"><input type="email" name="email"></form>`;
    document.body.appendChild(added);
    const plain = document.querySelector<HTMLFormElement>('#other')!;
    plain.setAttribute('action', ACTION);
    plain.setAttribute('data-beckon-signup', '');
    await settle();
    expect(added.querySelector('[data-beckon-messages]')).not.toBeNull();
    expect(plain.querySelector('[data-beckon-messages]')).not.toBeNull();
  });
});
