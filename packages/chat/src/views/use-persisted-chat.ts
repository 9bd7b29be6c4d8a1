import { useEffect, useMemo, useState } from 'react';
import { contactsHash, restoreChatState, storedChatState, type ChatConfig, type ChatPersisted, type ListedContact } from '@beckon/core';
import type { ChatEnvironment } from './types.js';

/** The visitor's chat state, restored once from storage and saved back on every change. */
export function usePersistedChat(config: ChatConfig, env: ChatEnvironment, contacts: ListedContact[]) {
  const hash = useMemo(() => contactsHash(config.contacts), [config.contacts]);
  const [chat, setChat] = useState<ChatPersisted>(() =>
    restoreChatState(env.loadState(), { contactsHash: hash, listedKeys: contacts.map((c) => c.key), now: Date.now() }),
  );
  useEffect(() => env.saveState(storedChatState(chat, Date.now())), [chat, env]);
  return [chat, setChat] as const;
}
