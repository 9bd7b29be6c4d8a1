/** A form's submit button, saying what it is doing while it does it, and Cancel when the form can be left. */
export function FormActions({
  submitLabel,
  pendingLabel,
  pending,
  onCancel,
}: {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onCancel?: (() => void) | undefined;
}) {
  return (
    <div className="row">
      <button type="submit" className="primary" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
      {onCancel && (
        <button type="button" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
      )}
    </div>
  );
}
