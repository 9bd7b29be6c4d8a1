import { useEffect, useId, useRef, useState } from 'react';
import { copyText, type CopyOutcome } from './copy-text.js';

interface CopyBoxProps {
  label: string;
  text: string;
  /** what the button says, e.g. "Copy snippet" */
  buttonLabel?: string;
  rows?: number;
}

const COPIED_NOTE_MS = 4000;

/** Code to paste elsewhere, read-only, with a copy button that works without clipboard permission. */
export function CopyBox({ label, text, buttonLabel = 'Copy', rows = 4 }: CopyBoxProps) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), COPIED_NOTE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  useEffect(() => setOutcome(null), [text]);

  return (
    <div className="copy-box">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} ref={field} className="code" readOnly rows={rows} value={text} spellCheck={false} onFocus={(e) => e.currentTarget.select()} />
      <div className="row">
        <button type="button" onClick={() => void copyText(text, field.current).then(setOutcome)}>
          {outcome === 'copied' ? 'Copied' : buttonLabel}
        </button>
        <span role="status" className="copy-note">
          {outcome === 'copied' && 'Copied to the clipboard.'}
          {outcome === 'selected' && 'This browser did not let the page copy. The text is selected: press Ctrl+C (⌘C on a Mac) to copy it.'}
        </span>
      </div>
    </div>
  );
}
