import { t, texts, type CloseOptionsType, type CloseTrigger, type Language } from '@beckon/core';

interface CloseProps {
  options: CloseOptionsType;
  lang: Language;
  /** seconds until closing is allowed (SPEC §3 show_x_after_sec); 0 when it is */
  closeIn: number;
  /** SPEC §3 show_x_comment: a note that explains the close button */
  note: string | undefined;
  noteId: string;
  onClose: (trigger: CloseTrigger) => void;
}

/** The close X (SPEC §2), disabled with its countdown until show_x_after_sec has passed. */
export function CloseX({ options, lang, closeIn, note, noteId, onClose }: CloseProps) {
  if (options !== 'closing_options-x') return null;
  const label = t(lang, texts.close);
  return (
    <>
      <button
        type="button"
        className="bk-close"
        disabled={closeIn > 0}
        aria-label={closeIn > 0 ? `${label} (${closeIn})` : label}
        aria-describedby={note ? noteId : undefined}
        onClick={() => onClose('x_click')}
      >
        {closeIn > 0 ? (
          <span className="bk-close-count" aria-hidden="true">
            {closeIn}
          </span>
        ) : (
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        )}
      </button>
      {note && (
        <span id={noteId} className="bk-close-note" role="tooltip">
          {note}
        </span>
      )}
    </>
  );
}

/** The Skip button (SPEC §2), for the closing_options-button style, with the same countdown. */
export function SkipButton({ options, lang, closeIn, onClose }: Omit<CloseProps, 'note' | 'noteId'>) {
  if (options !== 'closing_options-button') return null;
  return (
    <button type="button" className="bk-skip" disabled={closeIn > 0} onClick={() => onClose('cancel_click')}>
      {t(lang, texts.skip)}
      {closeIn > 0 ? ` (${closeIn})` : ''}
    </button>
  );
}
