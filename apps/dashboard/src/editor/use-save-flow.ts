import { useState, type Dispatch, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client.js';
import { savePopup, type PopupPatch } from './api.js';
import type { LoadedPopup } from './model.js';
import { isDirty, type EditorAction, type EditorState } from './state.js';
import type { Problems } from './use-problems.js';
import { useSaveShortcut } from './useSaveShortcut.js';

export type Progress = { kind: 'idle' } | { kind: 'busy'; what: string } | { kind: 'done'; what: string } | { kind: 'failed'; message: string };

/** Save and publish: one request at a time, refused while problems remain, and what it is doing told. */
export function useSaveFlow(
  popup: LoadedPopup,
  state: EditorState,
  dispatch: Dispatch<EditorAction>,
  problems: Problems,
  summary: RefObject<HTMLDivElement | null>,
) {
  const [status, setStatus] = useState(popup.status);
  const [progress, setProgress] = useState<Progress>({ kind: 'idle' });
  const queryClient = useQueryClient();
  const { draft } = state;
  const dirty = isDirty(state);

  const send = async (patch: PopupPatch, what: { busy: string; done: string }) => {
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
      const apiError = error instanceof ApiError ? error : null;
      if (apiError && apiError.errors.length > 0 && patch.settings) problems.refusedByServer(patch.settings, apiError.errors);
      setProgress({ kind: 'failed', message: (error as Error).message });
      return false;
    }
  };

  const blockedByProblems = () => {
    const { count } = problems;
    if (count === 0) return false;
    problems.show();
    setProgress({ kind: 'failed', message: `Fix ${count === 1 ? 'the problem' : `the ${count} problems`} below before saving.` });
    requestAnimationFrame(() => summary.current?.focus());
    return true;
  };

  const save = () => {
    if (blockedByProblems()) return;
    void send({ name: draft.name.trim(), settings: draft.settings }, { busy: 'Saving…', done: 'Saved.' });
  };
  useSaveShortcut(save);

  const togglePublish = () => {
    const next = status === 'published' ? 'draft' : 'published';
    if (dirty && blockedByProblems()) return;
    const patch: PopupPatch = dirty ? { name: draft.name.trim(), settings: draft.settings, status: next } : { status: next };
    void send(
      patch,
      next === 'published'
        ? { busy: 'Publishing…', done: 'Published: visitors see it now.' }
        : { busy: 'Unpublishing…', done: 'Unpublished: visitors no longer see it.' },
    );
  };

  return { status, progress, dirty, save, togglePublish };
}

export type SaveFlow = ReturnType<typeof useSaveFlow>;
