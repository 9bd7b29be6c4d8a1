import { CHAT_PERSIST_MS } from '../constants.js';
import type { ChatContact, ChatConversation, ChatMessage, ChatPersisted } from '../types/chat.js';
import { contactKey } from './contacts.js';

/** What is written under the persist key: the SPEC §3 state and when it stops counting (30 days). */
export interface StoredChatState extends ChatPersisted {
  expiresAt: number;
}

export function emptyChatState(contactsHash: string): ChatPersisted {
  return { contactId: null, contactsConversation: {}, generalConsentAccepted: false, contactsHash };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Conversations as stored, keeping only message lists and messages with a text. */
function readConversations(value: unknown): Record<string, ChatConversation> {
  const conversations: Record<string, ChatConversation> = {};
  for (const [key, conversation] of Object.entries(isRecord(value) ? value : {})) {
    if (!isRecord(conversation) || !Array.isArray(conversation.messageListArray)) continue;
    conversations[key] = {
      messageListArray: conversation.messageListArray
        .filter((m: unknown) => isRecord(m) && typeof m.text === 'string')
        .map((m: Record<string, unknown>): ChatMessage => ({
          id: String(m.id ?? ''),
          source: 'user',
          text: m.text as string,
          ...(m.status === 'waiting' || m.status === 'sent' ? { status: m.status } : {}),
        })),
      threadOpenaiId: typeof conversation.threadOpenaiId === 'string' ? conversation.threadOpenaiId : null,
    };
  }
  return conversations;
}

/**
 * SPEC §4: the stored state comes back on load only if it has not expired and its contacts hash
 * matches the page's contacts; otherwise the visitor starts afresh. A stored contactId that is
 * not among the contacts listed now (removed, or hidden while offline) is cleared.
 */
export function restoreChatState(stored: string | null, page: { contactsHash: string; listedKeys: readonly string[]; now: number }): ChatPersisted {
  let value: unknown;
  try {
    value = JSON.parse(stored ?? '');
  } catch {
    value = null;
  }
  if (!isRecord(value) || value.contactsHash !== page.contactsHash || !(Number(value.expiresAt) > page.now)) return emptyChatState(page.contactsHash);
  const contactId = String(value.contactId);
  return {
    contactId: page.listedKeys.includes(contactId) ? contactId : null,
    contactsConversation: readConversations(value.contactsConversation),
    generalConsentAccepted: value.generalConsentAccepted === true,
    contactsHash: page.contactsHash,
  };
}

/** The text to store; every write pushes the expiry CHAT_PERSIST_MS (30 days) ahead. */
export function storedChatState(state: ChatPersisted, now: number): string {
  const stored: StoredChatState = { ...state, expiresAt: now + CHAT_PERSIST_MS };
  return JSON.stringify(stored);
}

/**
 * SPEC §4: choosing a contact opens its conversation; one that has none yet starts with the
 * contact's default message, as if the visitor had written it.
 */
export function openConversation(state: ChatPersisted, contact: Pick<ChatContact, 'id' | 'message'>): ChatPersisted {
  const key = contactKey(contact);
  const existing = state.contactsConversation[key];
  const seed = String(contact.message ?? '').trim();
  const conversations =
    existing && existing.messageListArray.length > 0
      ? state.contactsConversation
      : {
          ...state.contactsConversation,
          [key]: {
            threadOpenaiId: existing?.threadOpenaiId ?? null,
            messageListArray: seed ? [{ id: `${key}-default`, source: 'user' as const, text: seed }] : [],
          },
        };
  return { ...state, contactId: key, contactsConversation: conversations };
}

export function closeConversation(state: ChatPersisted): ChatPersisted {
  return { ...state, contactId: null };
}

/** Adds what the visitor sent to the open conversation. */
export function addUserMessage(state: ChatPersisted, key: string, message: Pick<ChatMessage, 'id' | 'text'>): ChatPersisted {
  const conversation = state.contactsConversation[key] ?? { messageListArray: [], threadOpenaiId: null };
  return {
    ...state,
    contactsConversation: {
      ...state.contactsConversation,
      [key]: { ...conversation, messageListArray: [...conversation.messageListArray, { id: message.id, source: 'user', text: message.text, status: 'sent' }] },
    },
  };
}
