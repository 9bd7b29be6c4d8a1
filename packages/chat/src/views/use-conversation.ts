import { useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import {
  addUserMessage,
  canSendMessage,
  CHAT_BACK_REVERT_MS,
  CHAT_CONSENT_HIDE_MS,
  clampMessage,
  closeConversation,
  consentRequired,
  openConversation,
  type ChatConfig,
  type ChatPersisted,
  type ListedContact,
} from '@beckon/core';
import type { ChatBoxProps } from './ChatBox.js';
import type { FocusTarget } from './focus-follow.js';
import type { ChatEnvironment } from './types.js';

let messageCount = 0;
function messageId(): string {
  messageCount += 1;
  return `${Date.now().toString(36)}-${messageCount}`;
}

/**
 * The choice of contact and the conversation with them: the draft, consent (`consentHtml` is the
 * owner's line, sanitized), sending, going back. Answers the box's props for all of it.
 * Positional arguments: the minifier shortens them, not option names, in a bundle with a byte budget.
 */
export function useConversation(
  { box, button }: ChatConfig,
  env: ChatEnvironment,
  contacts: ListedContact[],
  [chat, setChat]: readonly [ChatPersisted, Dispatch<SetStateAction<ChatPersisted>>],
  later: (ms: number, run: () => void) => void,
  scrollToNewest: () => void,
  focusNext: RefObject<FocusTarget>,
  textareaRef: RefObject<HTMLTextAreaElement | null>,
  consentHtml: string,
): Pick<ChatBoxProps, 'current' | 'messages' | 'leaving' | 'reply' | 'onBack' | 'onSelect'> {
  const [leaving, setLeaving] = useState(false);
  const [draft, setDraft] = useState('');
  const [consentShown, setConsentShown] = useState(!chat.generalConsentAccepted);

  const current = contacts.find((c) => c.key === chat.contactId) ?? null;
  const messages = current ? (chat.contactsConversation[current.key]?.messageListArray ?? []) : [];
  const needsConsent = consentRequired(box);
  // A contact who went offline (readonly) while their conversation was open cannot be written to.
  const canSend = !!current && !current.disabled && canSendMessage(draft, { required: needsConsent, accepted: chat.generalConsentAccepted });

  const select = (item: ListedContact) => {
    if (item.disabled) return;
    if (!item.contact.chat) {
      env.startConversation(item.contact, item.contact.message, button.whatsapp_link_type);
      return;
    }
    focusNext.current = { kind: 'reply' };
    setChat((state) => openConversation(state, item.contact));
    scrollToNewest();
  };

  const back = () => {
    if (leaving || !current) return;
    setLeaving(true);
    const key = current.key;
    later(CHAT_BACK_REVERT_MS, () => {
      setLeaving(false);
      focusNext.current = { kind: 'contact', key };
      setChat(closeConversation);
    });
  };

  const send = () => {
    if (!canSend || !current) return;
    const text = clampMessage(draft.trim());
    setChat((state) => addUserMessage(state, current.key, { id: messageId(), text }));
    setDraft('');
    scrollToNewest();
    env.startConversation(current.contact, text, button.whatsapp_link_type);
  };

  const accept = () => {
    setChat((state) => ({ ...state, generalConsentAccepted: true }));
    later(CHAT_CONSENT_HIDE_MS, () => setConsentShown(false));
    // The accepted checkbox is disabled, then gone: the visitor goes on writing.
    textareaRef.current?.focus();
  };

  return {
    current,
    messages,
    leaving,
    reply: {
      draft,
      placeholder: box.response,
      canSend,
      consent: { shown: needsConsent && consentShown, accepted: chat.generalConsentAccepted, html: consentHtml },
      onDraft: setDraft,
      onSend: send,
      onAccept: accept,
    },
    onBack: back,
    onSelect: select,
  };
}
