import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import type { ScreenName } from '@beckon/core';
import { EditorContext, type EditorContextValue } from './context.js';
import { EditorHeader } from './EditorHeader.js';
import { emptyGameScreens } from './game-screens.js';
import { LeaveGuard } from './LeaveGuard.js';
import type { Draft, LoadedPopup, Path } from './model.js';
import { Preview } from './Preview.js';
import { ProblemSummary } from './ProblemSummary.js';
import { SaveError } from './SaveError.js';
import { SettingsTabs } from './SettingsTabs.js';
import { editorReducer } from './state.js';
import type { TabId } from './tabs.js';
import { useGoToSetting } from './use-go-to-setting.js';
import { useProblems } from './use-problems.js';
import { useRevealFailure } from './use-reveal-failure.js';
import { useSaveFlow } from './use-save-flow.js';
import './editor.css';

const draftOf = (popup: LoadedPopup): Draft => ({ name: popup.name, settings: popup.settings });

/** The pop-up editor: every setting in tabs, the live preview beside it, save and publish above. */
export function Editor({ popup }: { popup: LoadedPopup }) {
  const [state, dispatch] = useReducer(editorReducer, popup, (p) => ({ saved: draftOf(p), draft: draftOf(p) }));
  const [tab, setTab] = useState<TabId>('content');
  const [screen, setScreen] = useState<ScreenName>('main');
  const { draft } = state;
  const problems = useProblems(popup, draft);
  const summary = useRef<HTMLDivElement>(null);
  const errorBox = useRef<HTMLDivElement>(null);
  const flow = useSaveFlow(popup, state, dispatch, problems);
  const goTo = useGoToSetting(tab, setTab, screen, setScreen);
  const warnings = useMemo(() => emptyGameScreens(popup.type, draft.settings), [popup.type, draft.settings]);
  const { progress } = flow;
  const summaryShown = problems.shown && problems.count > 0;
  const failure = progress.kind === 'failed' && !(progress.problems && summaryShown) ? progress : null;
  useRevealFailure(progress, summary, errorBox);

  const set = useCallback((path: Path, value: unknown) => dispatch({ type: 'set', path, value }), []);
  const editor: EditorContextValue = {
    poptinId: popup.poptin_id,
    type: popup.type,
    format: popup.format,
    settings: draft.settings,
    set,
    problems: problems.list,
    warnings,
  };

  return (
    <EditorContext.Provider value={editor}>
      <div className="ed">
        <EditorHeader
          popup={popup}
          name={draft.name}
          nameProblem={problems.nameProblem}
          dispatch={dispatch}
          flow={flow}
          warnings={warnings}
          blocked={flow.dirty && problems.count > 0}
        />
        {failure && <SaveError title={failure.title} message={failure.message} boxRef={errorBox} />}
        {summaryShown && <ProblemSummary problems={problems} summaryRef={summary} goTo={goTo} />}
        <div className="ed-body">
          <SettingsTabs type={popup.type} tab={tab} onTab={setTab} screen={screen} onScreen={setScreen} problems={problems.list} dirty={flow.dirty} />
          <Preview popup={popup} draft={draft} screen={screen} onScreen={setScreen} preferMobile={tab === 'mobile'} />
        </div>
        <LeaveGuard dirty={flow.dirty} />
      </div>
    </EditorContext.Provider>
  );
}
