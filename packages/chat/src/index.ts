import { CHAT_MOUNT_CLASS } from '@beckon/core';
import { firstBoot, setLogPrefix, warn } from '@beckon/embed-kit';
import { mountChat } from './runtime/mount.js';
import { listenForOpenButtons } from './runtime/open-buttons.js';

setLogPrefix('[beckon chat]');

/**
 * Entry of chat.js, a classic script. A second copy on the page does nothing. The widgets mount
 * after the page's load event (SPEC §2) on every .qlwapp element; data-action=open elements work
 * from the start.
 */
function start(): void {
  if (!firstBoot('__beckonChatStarted')) return;
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
