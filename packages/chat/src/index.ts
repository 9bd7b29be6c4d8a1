import { CHAT_MOUNT_CLASS } from '@beckon/core';
import { warn } from './runtime/log.js';
import { mountChat } from './runtime/mount.js';
import { listenForOpenButtons } from './runtime/open-buttons.js';

const STARTED = '__beckonChatStarted';

/**
 * Entry of chat.js, a classic script. A second copy on the page does nothing. The widgets mount
 * after the page's load event (SPEC §2) on every .qlwapp element; data-action=open elements work
 * from the start.
 */
function start(): void {
  const w = window as unknown as Record<string, unknown>;
  if (w[STARTED]) return;
  w[STARTED] = true;
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce || undefined;
  listenForOpenButtons();
  const mountAll = () => {
    document.querySelectorAll<HTMLElement>(`.${CHAT_MOUNT_CLASS}`).forEach((element, index) => {
      try {
        mountChat(element, index, nonce);
      } catch (error) {
        warn('could not mount a chat widget', error);
      }
    });
  };
  if (document.readyState === 'complete') mountAll();
  else window.addEventListener('load', mountAll, { once: true });
}

try {
  start();
} catch (error) {
  warn('failed to start', error);
}
