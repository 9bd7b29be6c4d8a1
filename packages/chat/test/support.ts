import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { vi } from 'vitest';
import { parseChatConfig, type ChatConfig, type ChatContact, type ChatDevice } from '@beckon/core';
import { sanitizeHtml } from '../src/runtime/sanitize-html.js';
import { ChatApp } from '../src/views/ChatApp.js';
import type { ChatEnvironment } from '../src/views/types.js';

/** The machine's own zone: hours configured in it show unchanged on the visitor's clock. */
export const LOCAL_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function contact(id: number | string, overrides: Partial<ChatContact> = {}): Partial<ChatContact> {
  return { id, firstname: `Ana${id}`, lastname: 'Lima', label: 'Sales', phone: '+34 600 000 00' + String(id).slice(-1), message: `Hello ${id}`, ...overrides };
}

/** A configuration as an owner writes it: JSON attributes, read by the same parser the page uses. */
export function configOf(parts: { display?: object; button?: object; box?: object; contacts?: object[] } = {}): ChatConfig {
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  return parseChatConfig({ display: json(parts.display), button: json(parts.button), box: json(parts.box), contacts: json(parts.contacts) }).config;
}

export interface FakeEnvironment extends ChatEnvironment {
  stored: string | null;
  closed: boolean;
  deviceNow: ChatDevice;
  startConversation: ReturnType<typeof vi.fn<ChatEnvironment['startConversation']>>;
}

export function fakeEnvironment(overrides: Partial<FakeEnvironment> = {}): FakeEnvironment {
  const env: FakeEnvironment = {
    stored: null,
    closed: false,
    deviceNow: 'desktop',
    loadState: () => env.stored,
    saveState: (text) => {
      env.stored = text;
    },
    wasClosed: () => env.closed,
    rememberClosed: () => {
      env.closed = true;
    },
    startConversation: vi.fn<ChatEnvironment['startConversation']>(() => true),
    device: () => env.deviceNow,
    sanitize: sanitizeHtml,
    ...overrides,
  };
  return env;
}

export interface Mounted {
  root: HTMLElement;
  env: FakeEnvironment;
  button: () => HTMLButtonElement;
  dialog: () => HTMLElement | null;
  contacts: () => HTMLButtonElement[];
  textarea: () => HTMLTextAreaElement;
  send: () => HTMLButtonElement;
  unmount: () => void;
}

export function mount(config: ChatConfig, env: FakeEnvironment = fakeEnvironment()): Mounted {
  const root = document.createElement('div');
  document.body.appendChild(root);
  act(() => render(h(ChatApp, { config, env }), root));
  return {
    root,
    env,
    button: () => root.querySelector<HTMLButtonElement>('.qlwapp__button')!,
    dialog: () => root.querySelector<HTMLElement>('[role=dialog]'),
    contacts: () => Array.from(root.querySelectorAll<HTMLButtonElement>('.qlwapp__contact')),
    textarea: () => root.querySelector<HTMLTextAreaElement>('textarea')!,
    send: () => root.querySelector<HTMLButtonElement>('button[aria-label=Send]')!,
    unmount: () => {
      render(null, root);
      root.remove();
    },
  };
}

export function click(element: Element): void {
  act(() => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
}

export function press(element: Element, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  act(() => {
    element.dispatchEvent(event);
  });
  return event;
}

export function type(textarea: HTMLTextAreaElement, text: string): void {
  act(() => {
    textarea.value = text;
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

export function activeElement(root: HTMLElement): Element | null {
  return (root.getRootNode() as Document).activeElement;
}
