import { CHAT_CLICK_EVENT, chatLink, chatTexts, type ChatLinkType, type ChatTarget } from '@beckon/core';
import { warn } from '@beckon/embed-kit';
import { openInNewTab } from './open-link.js';
import { currentDevice } from './viewport.js';

/**
 * Opens a conversation in the messaging app (SPEC §7): dispatches the window event qlwapp.click,
 * then opens the link for this device in a new tab. A group link without an invite code says
 * 'Invalid URL' (SPEC §8) and opens nothing; so does a phone without digits. True when opened.
 */
export function startConversation(target: ChatTarget, text: string, linkType: ChatLinkType | (string & {}) | undefined): boolean {
  const url = chatLink(target, { text, linkType, mobile: currentDevice() === 'mobile' });
  if (!url) {
    if (target.type === 'group') warn(chatTexts.invalidUrl, target.group);
    else warn('no phone number to open a chat with', target.phone);
    return false;
  }
  window.dispatchEvent(new CustomEvent(CHAT_CLICK_EVENT, { bubbles: true, cancelable: true, detail: { url } }));
  openInNewTab(url);
  return true;
}
