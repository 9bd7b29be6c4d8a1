import { useEffect } from 'react';
import type { UseFormWatch } from 'react-hook-form';
import { defaultChatForm, type ChatForm } from './chat-form.js';

const DRAFT_KEY = 'beckon.chat-setup.v1';

/** The owner's unfinished setup survives a reload: the config lives only in the element they paste. */
export function loadDraft(): ChatForm {
  try {
    const saved = localStorage.getItem(DRAFT_KEY);
    if (saved) return { ...defaultChatForm(), ...(JSON.parse(saved) as Partial<ChatForm>) };
  } catch {
    // an unreadable draft: start afresh
  }
  return defaultChatForm();
}

/** Keeps every change of the form as the draft loadDraft reads back. */
export function useDraftKept(watch: UseFormWatch<ChatForm>): void {
  useEffect(() => {
    const subscription = watch((form) => {
      try {
        localStorage.setItem(DRAFT_KEY, JSON.stringify(form));
      } catch {
        // storage full or blocked: the form still works, it is just not kept
      }
    });
    return () => subscription.unsubscribe();
  }, [watch]);
}
