import { useState } from 'react';
import { refuseBeforeSending, useImages, useUploadImage, type ImageResponse } from '../../api/images.js';
import { DropZone } from './DropZone.js';
import { ImageLibrary } from './ImageLibrary.js';
import { imageOf, variantFor, type ImageUse } from './pick-variant.js';
import './image.css';

type Status = { kind: 'idle' } | { kind: 'sending'; name: string; share: number } | { kind: 'done'; text: string } | { kind: 'failed'; text: string };

/**
 * Upload a picture (dropped, or picked with a real button) or choose one the account already
 * has; the chosen copy's address goes to `onPick`. Progress and outcome are read out (a live
 * region), a refusal is said in the server's words.
 */
export function ImagePicker({ label, value, use, onPick }: { label: string; value: string; use: ImageUse; onPick: (url: string) => void }) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const images = useImages();
  const upload = useUploadImage();
  const current = imageOf(images.data?.images, value);

  const place = (image: ImageResponse, verb: string) => {
    const copy = variantFor(image, use);
    if (!copy) return;
    onPick(copy.url);
    setStatus({ kind: 'done', text: `${image.name} ${verb} (${image.width} × ${image.height}) and placed in the pop-up.` });
  };

  const send = (file: File | undefined) => {
    if (!file || status.kind === 'sending') return;
    const refusal = refuseBeforeSending(file);
    if (refusal) return setStatus({ kind: 'failed', text: refusal });
    setStatus({ kind: 'sending', name: file.name, share: 0 });
    upload.mutate(
      { file, onProgress: (share) => setStatus({ kind: 'sending', name: file.name, share }) },
      {
        onSuccess: (image) => place(image, 'uploaded'),
        onError: (error) => setStatus({ kind: 'failed', text: `${file.name} was not uploaded: ${error.message}` }),
      },
    );
  };

  return (
    <div className="ed-image" role="group" aria-label={label}>
      <DropZone value={value} note={current ? ` Showing: ${current.name}.` : ''} sending={status.kind === 'sending'} onFile={send} />
      <div className="ed-image-status" role="status" aria-live="polite">
        {status.kind === 'sending' && (
          <>
            <span>
              Uploading {status.name}… {Math.round(status.share * 100)} %
            </span>
            <progress max={1} value={status.share} aria-label={`Uploading ${status.name}`} />
          </>
        )}
        {status.kind === 'done' && <span>{status.text}</span>}
      </div>
      {status.kind === 'failed' && (
        <p className="ed-error" role="alert">
          {status.text}
        </p>
      )}
      <ImageLibrary
        images={images.data}
        loading={images.isPending}
        error={images.error?.message}
        value={value}
        onChoose={(image) => place(image, 'chosen')}
        onDeleted={(image) => setStatus({ kind: 'done', text: `${image.name} deleted.` })}
      />
    </div>
  );
}
