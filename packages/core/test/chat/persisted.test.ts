import { describe, expect, it } from 'vitest';
import {
  addUserMessage,
  CHAT_PERSIST_MS,
  closeConversation,
  emptyChatState,
  openConversation,
  restoreChatState,
  storedChatState,
  type ChatPersisted,
} from '../../src/index.js';

const NOW = Date.UTC(2026, 2, 2, 9);
const HASH = '0badc0de';
const saved: ChatPersisted = {
  contactId: '2',
  contactsConversation: { 2: { messageListArray: [{ id: 'm1', source: 'user', text: 'Hi' }], threadOpenaiId: null } },
  generalConsentAccepted: true,
  contactsHash: HASH,
};

describe('restoreChatState (SPEC §4)', () => {
  const page = { contactsHash: HASH, listedKeys: ['1', '2'], now: NOW };
  const written = storedChatState(saved, NOW - 1000);

  it('restores the state when the contacts hash matches', () => {
    expect(restoreChatState(written, page)).toEqual(saved);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['not an object', '[1,2]'],
    ['another contacts hash', storedChatState({ ...saved, contactsHash: 'ffffffff' }, NOW)],
    ['expired (30 days after the last write)', storedChatState(saved, NOW - CHAT_PERSIST_MS)],
    ['no expiry', JSON.stringify(saved)],
  ])('starts afresh with %s', (_name, stored) => {
    expect(restoreChatState(stored, page)).toEqual(emptyChatState(HASH));
  });

  it('clears a stored contactId that is no longer listed', () => {
    expect(restoreChatState(written, { ...page, listedKeys: ['1'] })).toEqual({ ...saved, contactId: null });
  });

  it('keeps only well-formed conversations and messages', () => {
    const messy = JSON.stringify({
      ...saved,
      expiresAt: NOW + 1,
      contactsConversation: {
        1: { messageListArray: [{ id: 'a', text: 'ok', status: 'waiting' }, { id: 'b' }, 'junk'] },
        2: { messageListArray: 'no' },
        3: null,
      },
    });
    expect(restoreChatState(messy, page).contactsConversation).toEqual({
      1: { messageListArray: [{ id: 'a', source: 'user', text: 'ok', status: 'waiting' }], threadOpenaiId: null },
    });
  });

  it('writes an expiry 30 days ahead', () => {
    expect(JSON.parse(storedChatState(saved, NOW)).expiresAt).toBe(NOW + CHAT_PERSIST_MS);
  });
});

describe('conversations (SPEC §4)', () => {
  const start = emptyChatState(HASH);

  it('seeds a new conversation with the default message as a user message', () => {
    const state = openConversation(start, { id: 5, message: 'Hello, I have a question' });
    expect(state.contactId).toBe('5');
    expect(state.contactsConversation['5']!.messageListArray).toEqual([{ id: '5-default', source: 'user', text: 'Hello, I have a question' }]);
  });

  it('does not seed again when the conversation has messages', () => {
    const once = openConversation(start, { id: 5, message: 'Hello' });
    const written = addUserMessage(once, '5', { id: 'm2', text: 'More' });
    const again = openConversation(closeConversation(written), { id: 5, message: 'Hello' });
    expect(again.contactsConversation['5']!.messageListArray.map((m) => m.text)).toEqual(['Hello', 'More']);
    expect(again.contactId).toBe('5');
  });

  it('starts empty when the contact has no default message', () => {
    expect(openConversation(start, { id: 'x', message: '  ' }).contactsConversation.x!.messageListArray).toEqual([]);
  });

  it('closing clears contactId and keeps the conversation', () => {
    const closed = closeConversation(openConversation(start, { id: 5, message: 'Hello' }));
    expect(closed.contactId).toBeNull();
    expect(closed.contactsConversation['5']).toBeDefined();
  });
});
