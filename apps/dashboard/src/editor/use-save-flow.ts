import { useRef, useState, type Dispatch } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client.js';
import { savePopup, type PopupPatch } from './api.js';
import type { LoadedPopup } from './model.js';
import { isDirty, type EditorAction, type EditorState } from './state.js';
import type { Problems } from './use-problems.js';
import { useSaveShortcut } from './useSaveShortcut.js';

/**
 * What save and publish are doing. A failure says what did not happen (`title`), in the API's
 * words (`message`), and whether the problem summary lists why (`problems`); `attempt` tells one
 * failure from the next with the same words.
 */
export type Progress =
  | { kind: 'idle' }
  | { kind: 'busy'; what: string }
  | { kind: 'done'; what: string }
  | { kind: 'failed'; title: string; message: string; problems: boolean; attempt: number };

interface Wording {
  busy: string;
  done: string;
  /** what did not happen, for the box that says the change failed */
  failed: string;
}

/** Save and publish: one request at a time, refused while problems remain, and what it is doing told. */
export function useSaveFlow(popup: LoadedPopup, state: EditorState, dispatch: Dispatch<EditorAction>, problems: Problems) {
  const [status, setStatus] = useState(popup.status);
  const [progress, setProgress] = useState<Progress>({ kind: 'idle' });
  const attempts = useRef(0);
  const fail = (title: string, message: string, withProblems: boolean) =>
    setProgress({ kind: 'failed', title, message, problems: withProblems, attempt: ++attempts.current });
  const queryClient = useQueryClient();
  const { draft } = state;
  const dirty = isDirty(state);

  const send = async (patch: PopupPatch, what: Wording) => {
    if (progress.kind === 'busy') return false;
    setProgress({ kind: 'busy', what: what.busy });
    try {
      await savePopup(popup.poptin_id, patch);
      if (patch.settings) dispatch({ type: 'saved', draft: { name: patch.name ?? draft.name, settings: patch.settings } });
      if (patch.status) setStatus(patch.status);
      problems.acceptedByServer();
      setProgress({ kind: 'done', what: what.done });
      void queryClient.invalidateQueries({ queryKey: ['poptins'] });
      return true;
    } catch (error) {
      const refused = error instanceof ApiError && error.errors.length > 0 && patch.settings ? { settings: patch.settings, errors: error.errors } : null;
      if (refused) problems.refusedByServer(refused.settings, refused.errors);
      fail(what.failed, (error as Error).message, refused !== null);
      return false;
    }
  };

  const blockedByProblems = () => {
    const { count } = problems;
    if (count === 0) return false;
    problems.show();
    fail('Not saved', `Fix ${count === 1 ? 'the problem' : `the ${count} problems`} below before saving.`, true);
    return true;
  };

  const save = () => {
    if (blockedByProblems()) return;
    void send({ name: draft.name.trim(), settings: draft.settings }, { busy: 'Saving…', done: 'Saved.', failed: 'The changes were not saved' });
  };
  useSaveShortcut(save);

  /** Publishes or unpublishes (saving the changes first); resolves with whether it happened. */
  const togglePublish = async (): Promise<boolean> => {
    const next = status === 'published' ? 'draft' : 'published';
    if (dirty && blockedByProblems()) return false;
    const patch: PopupPatch = dirty ? { name: draft.name.trim(), settings: draft.settings, status: next } : { status: next };
    return send(
      patch,
      next === 'published'
        ? { busy: 'Publishing…', done: 'Published: visitors see it now.', failed: 'The pop-up was not published' }
        : { busy: 'Unpublishing…', done: 'Unpublished: visitors no longer see it.', failed: 'The pop-up is still published' },
    );
  };

  return { status, progress, dirty, save, togglePublish };
}

export type SaveFlow = ReturnType<typeof useSaveFlow>;
