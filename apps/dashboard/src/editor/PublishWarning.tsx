import type { RefObject } from 'react';
import { AlertDialog } from 'radix-ui';
import { screenList, type ScreenWarning } from './game-screens.js';

interface PublishWarningProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  warnings: readonly ScreenWarning[];
  onPublish: () => void;
  /** the Publish button, which gets the focus back whichever way the dialog closes */
  returnTo: RefObject<HTMLButtonElement | null>;
}

/**
 * Before a game with empty screens goes live (issue 23): which screens, what visitors meet
 * instead, and the choice. Radix holds the focus inside, starts on Cancel and closes on Escape.
 */
export function PublishWarning({ open, onOpenChange, warnings, onPublish, returnTo }: PublishWarningProps) {
  const many = warnings.length > 1;
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content
          className="dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnTo.current?.focus();
          }}
        >
          <AlertDialog.Title className="dialog-title">Publish with {many ? 'empty screens' : 'an empty screen'}?</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="dialog-body">
              <ul className="ed-warning-list">
                {warnings.map((w) => (
                  <li key={w.path}>{w.message}</li>
                ))}
              </ul>
              <p>
                Fill in the {screenList(warnings)} {many ? 'screens' : 'screen'} on the editor’s Content tab, or publish it as it is.
              </p>
            </div>
          </AlertDialog.Description>
          <div className="dialog-actions">
            <AlertDialog.Cancel asChild>
              <button type="button">Cancel</button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <button type="button" className="primary" onClick={onPublish}>
                Publish anyway
              </button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
