import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { demoPopup, renderEditor } from './support.js';

/**
 * Issue 23, polish b: with the editor scrolled, the sticky header hid the box saying a save
 * failed. Now the box is scrolled into view below the header (scroll-margin-top is the header's
 * height) and takes the focus, so a screen reader reads it.
 */
const scrolled: Array<{ element: Element; options: unknown }> = [];

beforeEach(() => {
  scrolled.length = 0;
  vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement, options?: boolean | ScrollIntoViewOptions) {
    scrolled.push({ element: this, options });
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const css = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../src/editor/editor.css'), 'utf8');

describe('a failed save is seen and heard', () => {
  it('a server error: the box with the API’s words takes the focus and is scrolled to below the header', async () => {
    const { user, patches } = renderEditor(demoPopup(), () => ({
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'The database is busy; try again in a moment.' },
    }));
    const heading = await screen.findByLabelText('Heading text');
    await user.type(heading, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    const box = await screen.findByRole('region', { name: 'The changes were not saved' });
    expect(box.textContent).toContain('The database is busy; try again in a moment.');
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(scrolled.at(-1)).toEqual({ element: box, options: expect.objectContaining({ block: 'start' }) });
    // The header says what did not happen; the words of the API are said once, in the box.
    expect(screen.getAllByText('The database is busy; try again in a moment.')).toHaveLength(1);
    expect(document.querySelector('.ed-progress')!.textContent).toBe('The changes were not saved.');
  });

  it('a second failure with the same words is brought into view again', async () => {
    const { user, patches } = renderEditor(demoPopup(), () => ({ status: 503, body: { statusCode: 503, message: 'Down for a moment.' } }));
    await user.type(await screen.findByLabelText('Heading text'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('save-error');
    await waitFor(() => expect(scrolled).toHaveLength(1));
    (document.activeElement as HTMLElement).blur();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(2));
    await waitFor(() => expect(scrolled).toHaveLength(2));
    expect(document.activeElement).toBe(screen.getByTestId('save-error'));
  });

  it('a save refused for problems: the summary takes the focus and is scrolled into view, no second box', async () => {
    const { user, patches } = renderEditor();
    await user.click(await screen.findByRole('tab', { name: 'Triggers' }));
    await user.click(screen.getByLabelText('After scrolling'));
    const percent = screen.getByLabelText('After scrolling (% of the page)');
    await user.clear(percent);
    await user.type(percent, '150');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('region', { name: 'One setting needs fixing' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(scrolled.at(-1)!.element).toBe(summary);
    expect(screen.queryByTestId('save-error')).toBeNull();
    expect(patches()).toHaveLength(0);
  });

  it('the publish that fails says the pop-up was not published', async () => {
    const { user } = renderEditor(demoPopup(), () => ({ status: 409, body: { statusCode: 409, message: 'Another change came first; reload the page.' } }));
    await screen.findByLabelText('Heading text');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const box = await screen.findByRole('region', { name: 'The pop-up was not published' });
    expect(box.textContent).toContain('Another change came first; reload the page.');
    await waitFor(() => expect(document.activeElement).toBe(box));
  });

  it('the header keeps its height on the editor, and both boxes keep clear of it', async () => {
    const { container } = renderEditor();
    await screen.findByLabelText('Heading text');
    expect((container.querySelector('.ed') as HTMLElement).style.getPropertyValue('--ed-head-h')).toMatch(/^\d+px$/);
    expect(css).toMatch(/\.ed-problems,\s*\.ed-save-error\s*{\s*scroll-margin-top:\s*calc\(var\(--ed-head-h, 80px\) \+ 12px\);/);
  });
});
