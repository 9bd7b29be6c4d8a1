import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { useDeleteImage, type ImageListResponse, type ImageResponse } from '../../api/images.js';

/** Sizes as an owner reads them: KB under a megabyte. */
const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;

/** The account's pictures, to choose one for this place or delete one no longer wanted. */
export function ImageLibrary({
  images,
  loading,
  error,
  value,
  onChoose,
  onDeleted,
}: {
  images: ImageListResponse | undefined;
  loading: boolean;
  error: string | undefined;
  value: string;
  onChoose: (image: ImageResponse) => void;
  onDeleted: (image: ImageResponse) => void;
}) {
  const remove = useDeleteImage();
  const count = images?.images.length ?? 0;
  return (
    <details className="ed-library">
      <summary>Your pictures{images ? ` (${count})` : ''}</summary>
      {loading && <p className="ed-hint">Loading your pictures…</p>}
      {/* Not an alert: nothing the owner did failed, and an unopened list should not speak up. */}
      {error && <p className="ed-error">Your pictures could not be listed: {error}</p>}
      {images && count === 0 && <p className="ed-hint">No pictures yet: the ones you upload are kept here for every pop-up.</p>}
      {images && count > 0 && (
        <>
          <ul className="ed-library-list">
            {images.images.map((image) => {
              const inUse = image.variants.some((v) => v.url === value);
              const thumb = image.variants[0]!;
              return (
                <li key={image.id} className={inUse ? 'ed-library-item ed-library-current' : 'ed-library-item'}>
                  <button type="button" className="ed-library-choose" aria-pressed={inUse} onClick={() => onChoose(image)}>
                    <img src={thumb.url} alt="" width={72} height={Math.max(1, Math.round((72 * thumb.height) / thumb.width))} loading="lazy" />
                    <span className="ed-library-name">{image.name}</span>
                    <span className="ed-hint">
                      {image.width} × {image.height}
                      {image.animated ? ', animated' : ''}
                      {inUse ? ', shown here' : ''}
                    </span>
                  </button>
                  <ConfirmDialog
                    trigger={
                      <button type="button" className="small danger-outline" aria-label={`Delete ${image.name}`}>
                        Delete
                      </button>
                    }
                    title={`Delete ${image.name}?`}
                    description="Pop-ups that show this picture, here or elsewhere, will show nothing in its place until you choose another one. This cannot be undone."
                    confirmLabel="Delete picture"
                    pendingLabel="Deleting…"
                    onConfirm={async () => {
                      await remove.mutateAsync(image.id);
                      onDeleted(image);
                    }}
                  />
                </li>
              );
            })}
          </ul>
          <p className="ed-hint">
            {images.used.count} of {images.limits.count} pictures, {size(images.used.bytes)} of {size(images.limits.bytes)} used.
          </p>
        </>
      )}
    </details>
  );
}
