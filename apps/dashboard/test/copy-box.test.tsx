import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { CopyBox } from '../src/components/CopyBox.js';

const SNIPPET = '<script>(function(){})()</script>';

function withClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: writeText ? { writeText } : undefined });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CopyBox', () => {
  it('copies to the clipboard when the browser allows it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    render(<CopyBox label="Snippet" text={SNIPPET} buttonLabel="Copy snippet" />);
    // user-event installs its own clipboard on setup; ours replaces it after.
    withClipboard(writeText);
    await user.click(screen.getByRole('button', { name: 'Copy snippet' }));
    expect(writeText).toHaveBeenCalledWith(SNIPPET);
    expect(await screen.findByText('Copied to the clipboard.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it.each([
    ['refuses (no permission)', () => Promise.reject(new DOMException('denied', 'NotAllowedError'))],
    ['has no clipboard at all', undefined],
  ])('selects the text and says how to copy it when the browser %s', async (_case, writeText) => {
    const user = userEvent.setup();
    render(<CopyBox label="Snippet" text={SNIPPET} buttonLabel="Copy snippet" />);
    withClipboard(writeText);
    await user.click(screen.getByRole('button', { name: 'Copy snippet' }));
    expect(await screen.findByText(/did not let the page copy.*Ctrl\+C/)).toBeTruthy();
    const field = screen.getByLabelText('Snippet') as HTMLTextAreaElement;
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, SNIPPET.length]);
    expect(screen.getByRole('button', { name: 'Copy snippet' })).toBeTruthy();
  });
});
