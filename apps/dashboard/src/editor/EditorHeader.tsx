import type { Dispatch } from 'react';
import { Link } from 'react-router';
import { formatLabel, typeLabel } from '../pages/popups/catalogue.js';
import type { LoadedPopup } from './model.js';
import type { EditorAction } from './state.js';
import { NAME_MAX } from './use-problems.js';
import type { Progress, SaveFlow } from './use-save-flow.js';

function progressText(progress: Progress, dirty: boolean) {
  return progress.kind === 'busy' ? (
    progress.what
  ) : progress.kind === 'failed' ? (
    <span className="ed-error-text">{progress.message}</span>
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
}

/** The pop-up's name and status above the editor, with save and publish and what they are doing. */
export function EditorHeader({ popup, name, nameProblem, dispatch, flow: { status, progress, dirty, save, togglePublish } }: EditorHeaderProps) {
  const busy = progress.kind === 'busy';
  return (
    <header className="ed-head">
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
        <span className="ed-meta">
          {typeLabel(popup.type)} · {formatLabel(popup.format, popup.type)} · {popup.site_name}
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
        <button type="button" onClick={togglePublish} disabled={busy}>
          {status === 'published' ? 'Unpublish' : dirty ? 'Save and publish' : 'Publish'}
        </button>
        <button type="button" className="primary" onClick={save} disabled={busy || !dirty} aria-keyshortcuts="Control+S Meta+S">
          {busy && progress.what === 'Saving…' ? 'Saving…' : 'Save'}
        </button>
      </div>
    </header>
  );
}
