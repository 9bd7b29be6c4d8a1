import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { embedSnippet } from '@beckon/core';
import { SiteSnippet } from '../../src/pages/sites/SiteSnippet.js';

const SNIPPET = embedSnippet('https://beckon.example', 'site-1');

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

const shown = () => (screen.getByLabelText('Paste this into the <head> of every page of Shop') as HTMLTextAreaElement).value;

describe("the site's snippet with the consent option (issue 21)", () => {
  it('is the server’s snippet as it is until the owner asks for consent', () => {
    render(<SiteSnippet clientId="site-1" siteName="Shop" snippet={SNIPPET} />);
    expect(shown()).toBe(SNIPPET);
    expect(screen.queryByRole('group', { name: 'Until the visitor consents, pop-ups' })).toBeNull();
  });

  it('carries data-consent when ticked, data-consent-popups="wait" when pop-ups wait, and back again', async () => {
    const user = userEvent.setup();
    render(<SiteSnippet clientId="site-1" siteName="Shop" snippet={SNIPPET} />);
    await user.click(screen.getByLabelText("Wait for the visitor's consent"));
    expect(shown()).toBe(embedSnippet('https://beckon.example', 'site-1', { consent: { popups: 'show' } }));
    expect(shown()).toContain('data-consent="required"');
    expect(shown()).not.toContain('data-consent-popups');
    await user.click(screen.getByLabelText('do not show'));
    expect(shown()).toBe(embedSnippet('https://beckon.example', 'site-1', { consent: { popups: 'wait' } }));
    await user.click(screen.getByLabelText("Wait for the visitor's consent"));
    expect(shown()).toBe(SNIPPET);
  });

  it('is remembered per site in this browser, and another site keeps its own', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<SiteSnippet clientId="site-1" siteName="Shop" snippet={SNIPPET} />);
    await user.click(screen.getByLabelText("Wait for the visitor's consent"));
    await user.click(screen.getByLabelText('do not show'));
    unmount();
    render(<SiteSnippet clientId="site-1" siteName="Shop" snippet={SNIPPET} />);
    expect(shown()).toContain('data-consent-popups="wait"');
    cleanup();
    const other = embedSnippet('https://beckon.example', 'site-2');
    render(<SiteSnippet clientId="site-2" siteName="Shop" snippet={other} />);
    expect(shown()).toBe(other);
  });

  it('a tampered remembered value and a browser without storage both fall back to the plain snippet', () => {
    localStorage.setItem('beckon-dashboard:snippet-consent:site-1', '"><script>');
    render(<SiteSnippet clientId="site-1" siteName="Shop" snippet={SNIPPET} />);
    expect(shown()).toBe(SNIPPET);
    cleanup();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    render(<SiteSnippet clientId="site-1" siteName="Shop" snippet={SNIPPET} />);
    expect(shown()).toBe(SNIPPET);
  });
});
