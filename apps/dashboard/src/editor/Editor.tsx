import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Tabs } from 'radix-ui';
import { useQueryClient } from '@tanstack/react-query';
import { validatePopupSettings, type PopupFormat, type ScreenName } from '@beckon/core';
import { ApiError } from '../api/client.js';
import { savePopup, type PopupPatch } from './api.js';
import { EditorContext, type EditorContextValue } from './context.js';
import { LeaveGuard } from './LeaveGuard.js';
import { controlId, getIn, sameData, type Draft, type LoadedPopup, type Path, type SettingsProblem } from './model.js';
import { Preview } from './Preview.js';
import { editorReducer, isDirty } from './state.js';
import { NUMBER_TRIGGERS, screenOf, tabOf, tabsFor, type TabId } from './tabs.js';
import { AbTab } from './tabs/AbTab.js';
import { ContentTab } from './tabs/ContentTab.js';
import { DesignTab } from './tabs/DesignTab.js';
import { FiltersTab } from './tabs/FiltersTab.js';
import { FrequencyTab } from './tabs/FrequencyTab.js';
import { LanguageTab } from './tabs/LanguageTab.js';
import { MobileTab } from './tabs/MobileTab.js';
import { PrizesTab } from './tabs/PrizesTab.js';
import { StoreTab } from './tabs/StoreTab.js';
import { TargetingTab } from './tabs/TargetingTab.js';
import { TeaserSettingsTab } from './tabs/TeaserTab.js';
import { TriggersTab } from './tabs/TriggersTab.js';
import { useSaveShortcut } from './useSaveShortcut.js';
import './editor.css';

const NAME_MAX = 120;

/** A server problem stays shown while the value it was about is unchanged; editing that value clears it. */
interface ServerProblems { settings: Draft['settings']; problems: SettingsProblem[] }

type Progress = { kind: 'idle' } | { kind: 'busy'; what: string } | { kind: 'done'; what: string } | { kind: 'failed'; message: string };

const draftOf = (popup: LoadedPopup): Draft => ({ name: popup.name, settings: popup.settings });

/** The pop-up editor: every setting in tabs, the live preview beside it, save and publish above. */
export function Editor({ popup }: { popup: LoadedPopup }) {
  const [state, dispatch] = useReducer(editorReducer, popup, (p) => ({ saved: draftOf(p), draft: draftOf(p) }));
  const [status, setStatus] = useState(popup.status);
  const [tab, setTab] = useState<TabId>('content');
  const [screen, setScreen] = useState<ScreenName>('main');
  const [progress, setProgress] = useState<Progress>({ kind: 'idle' });
  const [server, setServer] = useState<ServerProblems | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const [focusPath, setFocusPath] = useState<Path | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const { draft } = state;
  const dirty = isDirty(state);
  const context = useMemo(() => ({ type: popup.type, format: popup.format as PopupFormat }), [popup.type, popup.format]);

  const local = useMemo(() => [
    ...validatePopupSettings(draft.settings, context),
    // The trigger's box was emptied but the trigger left on: core reads that as off, the owner meant a number.
    ...NUMBER_TRIGGERS.filter((key) => (draft.settings as Record<string, unknown>)[key] === '').map((path) => ({ path, message: 'Enter a number, or switch this trigger off.' })),
  ], [draft.settings, context]);
  const problems = useMemo(() => {
    const fromServer = server ? server.problems.filter((p) => sameData(getIn(server.settings, p.path), getIn(draft.settings, p.path))) : [];
    const all = [...local];
    for (const p of fromServer) if (!all.some((q) => q.path === p.path && q.message === p.message)) all.push(p);
    return all;
  }, [local, server, draft.settings]);
  const nameProblem = draft.name.trim() === '' ? 'Give the pop-up a name.' : draft.name.length > NAME_MAX ? `A name has at most ${NAME_MAX} characters.` : null;
  const problemCount = problems.length + (nameProblem ? 1 : 0);

  const set = useCallback((path: Path, value: unknown) => dispatch({ type: 'set', path, value }), []);
  const editor: EditorContextValue = { poptinId: popup.poptin_id, type: popup.type, format: popup.format, settings: draft.settings, set, problems };

  const send = async (patch: PopupPatch, what: { busy: string; done: string }) => {
    if (progress.kind === 'busy') return false;
    setProgress({ kind: 'busy', what: what.busy });
    try {
      await savePopup(popup.poptin_id, patch);
      if (patch.settings) dispatch({ type: 'saved', draft: { name: patch.name ?? draft.name, settings: patch.settings } });
      if (patch.status) setStatus(patch.status);
      setServer(null);
      setProgress({ kind: 'done', what: what.done });
      void queryClient.invalidateQueries({ queryKey: ['poptins'] });
      return true;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError && apiError.errors.length > 0 && patch.settings) {
        setServer({ settings: patch.settings, problems: apiError.errors });
        setShowProblems(true);
      }
      setProgress({ kind: 'failed', message: (error as Error).message });
      return false;
    }
  };

  const blockedByProblems = () => {
    if (problemCount === 0) return false;
    setShowProblems(true);
    setProgress({ kind: 'failed', message: `Fix ${problemCount === 1 ? 'the problem' : `the ${problemCount} problems`} below before saving.` });
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
    void send(patch, next === 'published' ? { busy: 'Publishing…', done: 'Published: visitors see it now.' } : { busy: 'Unpublishing…', done: 'Unpublished: visitors no longer see it.' });
  };

  const goTo = (path: Path) => {
    setTab(tabOf(path));
    const onScreen = screenOf(path);
    if (onScreen) setScreen(onScreen);
    setFocusPath(path);
  };
  useEffect(() => {
    if (!focusPath) return;
    // The control, or the nearest thing around it that exists (a block, a list); the tab's panel
    // may mount a frame later, so it is looked for over a few frames.
    const parts = focusPath.split('.');
    const find = () => {
      for (let n = parts.length; n > 0; n -= 1) {
        const prefix = parts.slice(0, n).join('.');
        const el = document.getElementById(controlId(prefix)) ?? document.querySelector<HTMLElement>(`[data-path="${prefix}"] :is(input,select,textarea,button)`);
        if (el) return el;
      }
      return null;
    };
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const el = find();
      if (el) {
        el.focus();
        el.scrollIntoView?.({ block: 'center' });
        setFocusPath(null);
      } else if ((tries += 1) < 10) frame = requestAnimationFrame(attempt);
      else setFocusPath(null);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [focusPath, tab, screen]);

  const tabs = tabsFor(popup.type);
  const problemsIn = (id: TabId) => problems.filter((p) => tabOf(p.path) === id).length;
  const busy = progress.kind === 'busy';

  return (
    <EditorContext.Provider value={editor}>
      <div className="ed">
        <header className="ed-head">
          <div className="ed-title">
            {/* The page's heading for screen readers; sighted owners read the name in its field. */}
            <h1 className="ed-sr">Edit the pop-up “{popup.name}”</h1>
            <Link to="/poptins" className="ed-back">← Pop-ups</Link>
            <label htmlFor="ed-name" className="ed-sr">Pop-up name</label>
            <input
              id="ed-name"
              className="ed-name"
              value={draft.name}
              maxLength={NAME_MAX + 20}
              aria-invalid={nameProblem ? true : undefined}
              aria-describedby={nameProblem ? 'ed-name-error' : undefined}
              onChange={(e) => dispatch({ type: 'rename', name: e.target.value })}
            />
            <span className={`badge ${status}`} data-testid="editor-status">{status === 'published' ? 'Published' : 'Draft'}</span>
            <span className="ed-meta">{popup.type} · {popup.format.replace('_', ' ')} · {popup.site_name}</span>
          </div>
          {nameProblem && <p className="ed-error" id="ed-name-error" role="alert">{nameProblem}</p>}
          <div className="ed-actions">
            <span className="ed-progress" role="status" aria-live="polite">
              {progress.kind === 'busy' ? progress.what
                : progress.kind === 'failed' ? <span className="ed-error-text">{progress.message}</span>
                : dirty ? 'Unsaved changes'
                : progress.kind === 'done' ? progress.what : 'All changes saved'}
            </span>
            <button type="button" onClick={togglePublish} disabled={busy}>{status === 'published' ? 'Unpublish' : dirty ? 'Save and publish' : 'Publish'}</button>
            <button type="button" className="primary" onClick={save} disabled={busy || !dirty} aria-keyshortcuts="Control+S Meta+S">
              {busy && progress.what === 'Saving…' ? 'Saving…' : 'Save'}
            </button>
          </div>
        </header>

        {showProblems && problemCount > 0 && (
          <div className="ed-problems" ref={summary} tabIndex={-1} role="region" aria-labelledby="ed-problems-title">
            <h2 id="ed-problems-title">{problemCount === 1 ? 'One setting needs fixing' : `${problemCount} settings need fixing`}</h2>
            <ul>
              {nameProblem && <li><button type="button" className="ed-link" onClick={() => document.getElementById('ed-name')?.focus()}>Name: {nameProblem}</button></li>}
              {problems.map((p) => (
                <li key={`${p.path}:${p.message}`}>
                  <button type="button" className="ed-link" onClick={() => goTo(p.path)}>{p.message}</button>
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className="ed-body">
          <Tabs.Root className="ed-tabs" value={tab} onValueChange={(v) => setTab(v as TabId)}>
            <Tabs.List className="ed-tablist" aria-label="Pop-up settings">
              {tabs.map((t) => {
                const count = problemsIn(t.id);
                return (
                  <Tabs.Trigger key={t.id} value={t.id} className="ed-tab">
                    {t.label}
                    {count > 0 && <><span className="ed-badge" aria-hidden="true">{count}</span><span className="ed-sr">, {count} {count === 1 ? 'problem' : 'problems'}</span></>}
                  </Tabs.Trigger>
                );
              })}
            </Tabs.List>
            <Tabs.Content value="content" className="ed-panel"><ContentTab base="design" screen={screen} onScreen={setScreen} /></Tabs.Content>
            <Tabs.Content value="design" className="ed-panel"><DesignTab /></Tabs.Content>
            <Tabs.Content value="triggers" className="ed-panel"><TriggersTab /></Tabs.Content>
            <Tabs.Content value="filters" className="ed-panel"><FiltersTab /></Tabs.Content>
            <Tabs.Content value="frequency" className="ed-panel"><FrequencyTab /></Tabs.Content>
            <Tabs.Content value="targeting" className="ed-panel"><TargetingTab /></Tabs.Content>
            <Tabs.Content value="teaser" className="ed-panel"><TeaserSettingsTab /></Tabs.Content>
            <Tabs.Content value="mobile" className="ed-panel"><MobileTab screen={screen} onScreen={setScreen} /></Tabs.Content>
            <Tabs.Content value="language" className="ed-panel"><LanguageTab /></Tabs.Content>
            <Tabs.Content value="ab" className="ed-panel"><AbTab dirty={dirty} /></Tabs.Content>
            {popup.type === 'gamified' && <Tabs.Content value="prizes" className="ed-panel"><PrizesTab /></Tabs.Content>}
            <Tabs.Content value="store" className="ed-panel"><StoreTab /></Tabs.Content>
          </Tabs.Root>
          <Preview popup={popup} draft={draft} screen={screen} onScreen={setScreen} preferMobile={tab === 'mobile'} />
        </div>
        <LeaveGuard dirty={dirty} />
      </div>
    </EditorContext.Provider>
  );
}
