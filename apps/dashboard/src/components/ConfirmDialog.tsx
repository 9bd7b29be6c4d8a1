import { useState, type ReactElement, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';

interface ConfirmDialogProps {
  /** the button that opens the dialog; focus returns to it when the dialog closes */
  trigger: ReactElement;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** what the confirm button says while the change is on its way, e.g. "Deleting…" */
  pendingLabel: string;
  onConfirm: () => Promise<unknown>;
  /** the dialog stays open on a server error and says it, next to the button that failed */
  danger?: boolean;
}

/**
 * A confirmation before something that cannot be undone. Radix traps the focus inside, starts
 * on Cancel (the safe choice), closes on Escape and returns the focus to the trigger.
 */
export function ConfirmDialog({ trigger, title, description, confirmLabel, pendingLabel, onConfirm, danger = true }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!pending) {
          setOpen(next);
          setError(null);
        }
      }}
    >
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog">
          <AlertDialog.Title className="dialog-title">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="dialog-body">{description}</div>
          </AlertDialog.Description>
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
          <div className="dialog-actions">
            <AlertDialog.Cancel asChild>
              <button type="button" disabled={pending}>
                Cancel
              </button>
            </AlertDialog.Cancel>
            <button type="button" className={danger ? 'danger' : 'primary'} disabled={pending} onClick={() => void confirm()}>
              {pending ? pendingLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
