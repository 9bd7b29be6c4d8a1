import { createContext, useContext } from 'react';
import type { PopupType } from '@beckon/core';
import type { ScreenWarning } from './game-screens.js';
import type { EditorSettings, Path, SettingsProblem } from './model.js';

export interface EditorContextValue {
  poptinId: string;
  type: PopupType;
  format: string;
  settings: EditorSettings;
  set: (path: Path, value: unknown) => void;
  problems: readonly SettingsProblem[];
  /** what does not stop a save but is asked about before publishing: a game's empty screens */
  warnings: readonly ScreenWarning[];
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor outside the editor');
  return value;
}

/** Messages for `path`; `deep` also takes those of everything inside it (a list's items). */
export function problemsAt(problems: readonly SettingsProblem[], path: Path, deep = false): string[] {
  return problems.filter((p) => p.path === path || (deep && p.path.startsWith(`${path}.`))).map((p) => p.message);
}
