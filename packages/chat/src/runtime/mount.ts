import { h, render } from 'preact';
import { CHAT_CLOSED_COOKIE, CHAT_CLOSED_COOKIE_MS, CHAT_CONFIG_ATTRIBUTES, CHAT_PERSIST_KEY, parseChatConfig } from '@beckon/core';
import { adoptStyles, attachOpenShadow, readCookie, readLocal, warn, writeCookie, writeLocal } from '@beckon/embed-kit';
import { ChatApp } from '../views/ChatApp.js';
import { chatCss } from '../views/styles.js';
import type { ChatEnvironment } from '../views/types.js';
import { sanitizeHtml } from './sanitize-html.js';
import { startConversation } from './start-conversation.js';
import { currentDevice } from './viewport.js';

const MOUNTED = 'beckonChat';

/**
 * SPEC §3: the first widget on a page keeps its state under persist:qlwapp; further ones (a page
 * may carry several .qlwapp elements) under numbered keys, so they do not overwrite each other.
 */
function persistKey(index: number): string {
  return index === 0 ? CHAT_PERSIST_KEY : `${CHAT_PERSIST_KEY}:${index + 1}`;
}

export function environmentFor(index: number): ChatEnvironment {
  const key = persistKey(index);
  return {
    loadState: () => readLocal(key),
    saveState: (text) => writeLocal(key, text),
    wasClosed: () => readCookie(CHAT_CLOSED_COOKIE) !== null,
    rememberClosed: () => writeCookie(CHAT_CLOSED_COOKIE, '1', CHAT_CLOSED_COOKIE_MS),
    startConversation,
    device: currentDevice,
    sanitize: sanitizeHtml,
  };
}

/** Mounts one widget on a .qlwapp element, configured by its four data attributes. */
export function mountChat(element: HTMLElement, index: number, nonce: string | undefined): void {
  if (element.dataset[MOUNTED]) return;
  element.dataset[MOUNTED] = 'mounted';
  const { config, malformed } = parseChatConfig({
    display: element.getAttribute(CHAT_CONFIG_ATTRIBUTES.display),
    button: element.getAttribute(CHAT_CONFIG_ATTRIBUTES.button),
    box: element.getAttribute(CHAT_CONFIG_ATTRIBUTES.box),
    contacts: element.getAttribute(CHAT_CONFIG_ATTRIBUTES.contacts),
  });
  if (malformed.length > 0) {
    warn(
      `${malformed.map((part) => CHAT_CONFIG_ATTRIBUTES[part]).join(', ')} not valid JSON; using defaults for ${malformed.length === 1 ? 'it' : 'them'}`,
      element,
    );
  }
  // On the .qlwapp element itself, or on a child when it cannot host a shadow root (an <a>).
  const shadow = attachOpenShadow(element);
  adoptStyles(shadow, chatCss, nonce);
  render(h(ChatApp, { config, env: environmentFor(index) }), shadow);
}
