import { useRef, useState, type Dispatch } from 'react';
import { Link } from 'react-router';
import { formatName } from '@beckon/core';
import type { ScreenWarning } from './game-screens.js';
import type { LoadedPopup } from './model.js';
import type { EditorAction } from './state.js';
import { PublishWarning } from './PublishWarning.js';
import { NAME_MAX } from './use-problems.js';
import { useHeaderHeight } from './use-reveal-failure.js';
import type { Progress, SaveFlow } from './use-save-flow.js';

function progressText(progress: Progress, dirty: boolean) {
  return progress.kind === 'busy' ? (
    progress.what
  ) : progress.kind === 'failed' ? (
    // The problem summary below says why; otherwise the box below gives the API's words.
    <span className="ed-error-text">{progress.problems ? progress.message : `${progress.title}.`}</span>
  ) : dirty ? (
    'Unsaved changes'
  ) : progress.kind === 'done' ? (
    progress.what
  ) : (
    'All changes saved'
  );
}

interface EditorHeaderProps {
  popup: LoadedPopup;
  name: string;
  nameProblem: string | null;
  dispatch: Dispatch<EditorAction>;
  flow: SaveFlow;
  /** game screens a visitor would meet empty: publishing asks first (issue 23) */
  warnings: readonly ScreenWarning[];
  /** the draft's problems would stop the publish anyway: no question before the refusal */
  blocked: boolean;
}

/** The pop-up's name and status above the editor, with save and publish and what they are doing. */
export function EditorHeader({
  popup,
  name,
  nameProblem,
  dispatch,
  flow: { status, progress, dirty, save, togglePublish },
  warnings,
  blocked,
}: EditorHeaderProps) {
  const busy = progress.kind === 'busy';
  const head = useRef<HTMLElement>(null);
  useHeaderHeight(head);
  const publishLabel = status === 'published' ? 'Unpublish' : dirty ? 'Save and publish' : 'Publish';
  const publishButton = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState(false);
  // A game with empty screens asks first; a publish the problems would stop anyway goes on to say so.
  const ask = status !== 'published' && warnings.length > 0 && !blocked;
  return (
    <header className="ed-head" ref={head}>
      <div className="ed-title">
        {/* The page's heading for screen readers; sighted owners read the name in its field. */}
        <h1 className="ed-sr">Edit the pop-up “{popup.name}”</h1>
        <Link to="/poptins" className="ed-back">
          ← Pop-ups
        </Link>
        <label htmlFor="ed-name" className="ed-sr">
          Pop-up name
        </label>
        <input
          id="ed-name"
          className="ed-name"
          value={name}
          maxLength={NAME_MAX + 20}
          aria-invalid={nameProblem ? true : undefined}
          aria-describedby={nameProblem ? 'ed-name-error' : undefined}
          onChange={(e) => dispatch({ type: 'rename', name: e.target.value })}
        />
        <span className={`badge ${status}`} data-testid="editor-status">
          {status === 'published' ? 'Published' : 'Draft'}
        </span>
        <span className="ed-meta" data-testid="editor-format">
          {formatName(popup.type, popup.format)} · {popup.site_name}
        </span>
      </div>
      {nameProblem && (
        <p className="ed-error" id="ed-name-error" role="alert">
          {nameProblem}
        </p>
      )}
      <div className="ed-actions">
        <span className="ed-progress" role="status" aria-live="polite">
          {progressText(progress, dirty)}
        </span>
        <button
          type="button"
          ref={publishButton}
          onClick={() => (ask ? setAsking(true) : void togglePublish())}
          disabled={busy}
          aria-haspopup={ask ? 'dialog' : undefined}
        >
          {publishLabel}
        </button>
        <PublishWarning
          open={asking && ask}
          onOpenChange={setAsking}
          warnings={warnings}
          returnTo={publishButton}
          onPublish={() => {
            setAsking(false);
            void togglePublish();
          }}
        />
        <button type="button" className="primary" onClick={save} disabled={busy || !dirty} aria-keyshortcuts="Control+S Meta+S">
          {busy && progress.what === 'Saving…' ? 'Saving…' : 'Save'}
        </button>
      </div>
    </header>
  );
}
