import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { CHAT_CLOSED_COOKIE, CHAT_PERSIST_KEY } from '@beckon/core';
import { environmentFor, mountChat } from '../src/runtime/mount.js';

function qlwapp(attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement('div');
  element.className = 'qlwapp';
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.appendChild(element);
  return element;
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('mountChat', () => {
  it('renders into an open shadow root on the .qlwapp element, with its stylesheet', () => {
    const element = qlwapp({ 'data-button': '{"text":"Chat with sales"}' });
    act(() => mountChat(element, 0, undefined));
    const shadow = element.shadowRoot!;
    expect(shadow.mode).toBe('open');
    expect(shadow.querySelector('.qlwapp__button')!.textContent).toContain('Chat with sales');
    const css =
      shadow.adoptedStyleSheets.length > 0
        ? Array.from(shadow.adoptedStyleSheets[0]!.cssRules)
            .map((r) => r.cssText)
            .join('')
        : shadow.querySelector('style')!.textContent!;
    expect(css).toContain('.qlwapp__box');
    expect(element.children).toHaveLength(0);
  });

  it('mounts once, however often it is asked', () => {
    const element = qlwapp();
    act(() => mountChat(element, 0, undefined));
    act(() => mountChat(element, 0, undefined));
    expect(element.shadowRoot!.querySelectorAll('.qlwapp__button')).toHaveLength(1);
  });

  it('renders inside a child when the element cannot host a shadow root (it already has one)', () => {
    const element = qlwapp();
    element.attachShadow({ mode: 'closed' });
    act(() => mountChat(element, 0, undefined));
    expect(element.querySelector('div')!.shadowRoot!.querySelector('.qlwapp__button')).not.toBeNull();
  });

  it('falls back to defaults for malformed attributes, says so once, and still works', () => {
    const element = qlwapp({ 'data-button': '{"text":', 'data-contacts': 'nope', 'data-box': '{"header":"<h3>Hi</h3>"}' });
    act(() => mountChat(element, 0, undefined));
    const shadow = element.shadowRoot!;
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('data-button, data-contacts not valid JSON');
    expect(shadow.querySelector('.qlwapp__button')!.textContent).toContain('How can I help you?');
    act(() => shadow.querySelector<HTMLButtonElement>('.qlwapp__button')!.click());
    expect(shadow.querySelector('.qlwapp__description')!.innerHTML).toBe('<h3>Hi</h3>');
    expect(shadow.querySelector('.qlwapp__empty')!.textContent).toBe('No contacts found.');
  });

  it("keeps each widget's state under its own key, the first under persist:qlwapp", () => {
    act(() => mountChat(qlwapp({ 'data-contacts': '[{"id":1,"phone":"1"}]' }), 0, undefined));
    act(() => mountChat(qlwapp({ 'data-contacts': '[{"id":2,"phone":"2"}]' }), 1, undefined));
    expect(JSON.parse(localStorage.getItem(CHAT_PERSIST_KEY)!).contactsHash).toMatch(/^[0-9a-f]{8}$/);
    expect(localStorage.getItem(`${CHAT_PERSIST_KEY}:2`)).not.toBeNull();
    expect(localStorage.getItem(CHAT_PERSIST_KEY)).not.toBe(localStorage.getItem(`${CHAT_PERSIST_KEY}:2`));
  });
});

describe('the environment a widget gets', () => {
  it('remembers a closed box in the closed cookie', () => {
    document.cookie = `${CHAT_CLOSED_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    const env = environmentFor(0);
    expect(env.wasClosed()).toBe(false);
    env.rememberClosed();
    expect(env.wasClosed()).toBe(true);
    expect(document.cookie).toContain(`${CHAT_CLOSED_COOKIE}=1`);
  });

  it('works on without localStorage, and says so once', () => {
    // What a sandboxed iframe or blocked site data does: touching localStorage throws.
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const element = qlwapp({ 'data-contacts': '[{"id":1,"firstname":"Ana","phone":"34600000001","message":"Hi Ana"}]' });
    act(() => mountChat(element, 0, undefined));
    act(() => element.shadowRoot!.querySelector<HTMLButtonElement>('.qlwapp__button')!.click());
    act(() => element.shadowRoot!.querySelector<HTMLButtonElement>('.qlwapp__contact')!.click());
    expect(element.shadowRoot!.querySelector('.qlwapp__message')!.textContent).toBe('Hi Ana');
    expect(element.shadowRoot!.querySelector('[role=dialog]')!.getAttribute('aria-label')).toBe('Chat with Ana');
    const storageWarnings = warn.mock.calls.filter((call: unknown[]) => /storage unavailable/i.test(String(call[0])));
    expect(storageWarnings).toHaveLength(1);
  });
});
