import type { ChatDevice, ChatTarget } from '@beckon/core';

/**
 * What the views need from the page, handed in by the runtime (and faked in tests): storage,
 * the closed cookie, opening a conversation, the device, and the HTML sanitiser.
 */
export interface ChatEnvironment {
  /** the persisted state text (SPEC §3 persist:qlwapp), or null */
  loadState(): string | null;
  saveState(text: string): void;
  /** SPEC §4: whether the visitor closed the box within the last 7 days */
  wasClosed(): boolean;
  rememberClosed(): void;
  /** dispatches qlwapp.click and opens the messaging app; false when there was nothing to open */
  startConversation(target: ChatTarget, text: string, linkType: string): boolean;
  /** SPEC §9 device right now */
  device(): ChatDevice;
  /** owner-authored HTML made safe to set as inner HTML */
  sanitize(html: string): string;
}
