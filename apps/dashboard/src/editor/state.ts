import { setIn, sameData, type Draft, type Path } from './model.js';

/**
 * The editor keeps the whole record in one reducer rather than react-hook-form: the preview needs
 * the complete current value on every keystroke, blocks and fields are nested lists that move
 * between positions and screens, and server problems arrive as dotted paths. One immutable value
 * edited by path serves all three directly; a form library would mirror it in registered fields.
 */
export interface EditorState {
  /** what the server holds */
  saved: Draft;
  /** what the owner sees and the preview shows */
  draft: Draft;
}

export type EditorAction =
  { type: 'set'; path: Path; value: unknown } | { type: 'rename'; name: string } | { type: 'saved'; draft: Draft } | { type: 'reset'; draft: Draft };

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'set':
      return { ...state, draft: { ...state.draft, settings: setIn(state.draft.settings, action.path, action.value) } };
    case 'rename':
      return { ...state, draft: { ...state.draft, name: action.name } };
    case 'saved':
      return { ...state, saved: action.draft };
    case 'reset':
      return { saved: action.draft, draft: action.draft };
  }
}

export const isDirty = (state: EditorState): boolean => !sameData(state.saved, state.draft);
