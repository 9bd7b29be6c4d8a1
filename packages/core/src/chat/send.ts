import { CHAT_MESSAGE_MAX_LENGTH } from '../constants.js';
import { isOn } from '../flags.js';
import type { ChatBox } from '../types/chat.js';

/** SPEC §3: consentEnabled 1 means the general consent line is shown and must be accepted. */
export function consentRequired(box: Pick<ChatBox, 'consentEnabled'>): boolean {
  return isOn(box.consentEnabled);
}

/** SPEC §5: sending needs some non-blank text and, when consent is on, the visitor's acceptance. */
export function canSendMessage(text: string, consent: { required: boolean; accepted: boolean }): boolean {
  return text.trim().length > 0 && (!consent.required || consent.accepted);
}

/** SPEC §5 / §9: at most 300 characters leave the textarea, however they got there. */
export function clampMessage(text: string): string {
  return text.length > CHAT_MESSAGE_MAX_LENGTH ? text.slice(0, CHAT_MESSAGE_MAX_LENGTH) : text;
}

/**
 * SPEC §5: Enter sends, Shift+Enter is a new line. Enter while an input method is composing
 * (Japanese, Chinese, ...) confirms the composition, so it is left alone.
 */
export function replyKeyAction(event: { key: string; shiftKey: boolean; isComposing?: boolean }): 'send' | 'newline' | 'none' {
  if (event.key !== 'Enter' || event.isComposing) return 'none';
  return event.shiftKey ? 'newline' : 'send';
}
