import { format, isValid, parseISO } from 'date-fns';
import { problemsAt, useEditor } from './context.js';
import { controlId, getIn, type Path } from './model.js';

const LOCAL = "yyyy-MM-dd'T'HH:mm";

/**
 * A moment. `instant` (a countdown's end) is saved as an ISO time with its offset, entered in the
 * owner's own time zone; `wall` (a schedule's start, in the schedule's zone) is saved without one.
 */
export function DateTimeControl({ path, label, hint, mode = 'instant' }: { path: Path; label: string; hint?: string; mode?: 'instant' | 'wall' }) {
  const { settings, set, problems } = useEditor();
  const raw = getIn(settings, path);
  const text = typeof raw === 'string' ? raw : '';
  const parsed = text ? parseISO(text) : null;
  const shown = !text ? '' : mode === 'wall' ? text.slice(0, 16) : parsed && isValid(parsed) ? format(parsed, LOCAL) : '';
  const id = controlId(path);
  const messages = problemsAt(problems, path);
  const unreadable = text !== '' && shown === '';
  return (
    <div className={`ed-field${messages.length ? ' ed-invalid' : ''}`} data-path={path}>
      <label className="ed-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="datetime-local"
        value={shown}
        aria-describedby={[hint ? `${id}-hint` : '', messages.length || unreadable ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
        aria-invalid={messages.length ? true : undefined}
        onChange={(e) => {
          const value = e.target.value;
          if (!value) return set(path, mode === 'wall' ? undefined : '');
          set(path, mode === 'wall' ? value : new Date(value).toISOString());
        }}
      />
      {hint && (
        <p className="ed-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {(messages.length > 0 || unreadable) && (
        <p className="ed-error" id={`${id}-error`} role="alert">
          {messages.length ? messages.join(' ') : `“${text}” is not a date this editor can read; pick a new one.`}
        </p>
      )}
    </div>
  );
}
