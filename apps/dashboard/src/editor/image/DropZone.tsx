import { useId, useRef, useState } from 'react';
import { IMAGE_ACCEPT, IMAGE_UPLOAD_MAX_BYTES } from '@beckon/core/api';

const LIMIT_MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);

/**
 * Where a file is dropped, with a real button that opens the file chooser: the keyboard's way
 * in (a drop needs a mouse). `value` is the picture shown now, as a thumbnail.
 */
export function DropZone({ value, note, sending, onFile }: { value: string; note: string; sending: boolean; onFile: (file: File | undefined) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  return (
    <div
      className={`ed-drop${dragging ? ' ed-drop-over' : ''}`}
      data-testid="image-drop"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        onFile(event.dataTransfer.files[0]);
      }}
    >
      {value ? <img className="ed-drop-thumb" src={value} alt="" /> : <span className="ed-drop-thumb ed-drop-empty" aria-hidden="true" />}
      <div className="ed-drop-text">
        <p>
          <strong>Drop a picture here</strong> or{' '}
          <button type="button" className="primary small" onClick={() => input.current?.click()} disabled={sending} aria-describedby={hintId}>
            {sending ? 'Uploading…' : 'Upload a picture…'}
          </button>
        </p>
        <p className="ed-hint" id={hintId}>
          JPEG, PNG, WebP, GIF or AVIF, up to {LIMIT_MB} MB. Location and camera details are removed; large pictures are made web-sized.
          {note}
        </p>
      </div>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        data-testid="image-file"
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
