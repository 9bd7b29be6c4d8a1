import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError } from '../src/api/client.js';
import { ConfirmDialog } from '../src/components/ConfirmDialog.js';

afterEach(cleanup);

function dialog(onConfirm: () => Promise<unknown>) {
  render(
    <ConfirmDialog
      trigger={<button type="button">Delete</button>}
      title="Delete the site “Shop”?"
      description={<p>Its 2 pop-ups go with it.</p>}
      confirmLabel="Delete site"
      pendingLabel="Deleting…"
      onConfirm={onConfirm}
    />,
  );
}

describe('ConfirmDialog', () => {
  it('names what goes, says the server error in words next to the button, and stays open', async () => {
    const user = userEvent.setup();
    let fail!: (e: Error) => void;
    dialog(
      () =>
        new Promise((_, reject) => {
          fail = reject;
        }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const box = screen.getByRole('alertdialog', { name: 'Delete the site “Shop”?' });
    expect(box.textContent).toContain('Its 2 pop-ups go with it.');
    await user.click(screen.getByRole('button', { name: 'Delete site' }));
    // While the request travels the button says so and cannot be pressed twice.
    const pending = screen.getByRole('button', { name: 'Deleting…' }) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    fail(new ApiError(409, 'This site still has a running A/B test.'));
    expect((await screen.findByRole('alert')).textContent).toBe('This site still has a running A/B test.');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Delete site' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('closes once done and gives the focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async () => undefined);
    dialog(onConfirm);
    const trigger = screen.getByRole('button', { name: 'Delete' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Delete site' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(trigger);
  });

  it('cancels with Escape without doing anything', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async () => undefined);
    dialog(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
