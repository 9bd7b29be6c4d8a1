import type { RefObject } from 'react';

/**
 * What a failed save or publish did not do, in the API's words, between the sticky header and
 * the settings: the editor scrolls it into view below the header and moves the focus to it.
 */
export function SaveError({ title, message, boxRef }: { title: string; message: string; boxRef: RefObject<HTMLDivElement | null> }) {
  return (
    <div className="ed-save-error" ref={boxRef} tabIndex={-1} role="region" aria-labelledby="ed-save-error-title" data-testid="save-error">
      <h2 id="ed-save-error-title">{title}</h2>
      <p>{message}</p>
    </div>
  );
}
