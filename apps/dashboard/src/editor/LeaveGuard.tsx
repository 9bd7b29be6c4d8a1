import { useEffect } from 'react';
import { AlertDialog } from 'radix-ui';
import { useBlocker } from 'react-router';

/** Unsaved changes are not lost by leaving: in-app links ask first, and so does closing or reloading the tab. */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  const open = blocker.state === 'blocked';
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog">
          <AlertDialog.Title className="dialog-title">Leave without saving?</AlertDialog.Title>
          <AlertDialog.Description className="dialog-body">Your changes to this pop-up are not saved. They are lost if you leave now.</AlertDialog.Description>
          <div className="dialog-actions">
            <AlertDialog.Cancel asChild>
              <button type="button" className="primary">
                Stay and keep editing
              </button>
            </AlertDialog.Cancel>
            <button type="button" className="danger" onClick={() => blocker.proceed?.()}>
              Leave and discard changes
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
