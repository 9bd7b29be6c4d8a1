// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true,"disableJavaScriptFileLoading":true,"navigation":{"disableChildFrameNavigation":true}}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ContentKitPage } from '../../src/pages/content-kit/ContentKitPage.js';
import { fakeApi, renderWithApp } from '../support/render.js';

const SITES = [
  { client_id: 'siteAAA', name: 'Journal', domains: [], snippet: '', created_at: 0, seen: null },
  { client_id: 'siteBBB', name: 'Shop', domains: [], snippet: '', created_at: 0, seen: null },
];

beforeEach(() => {
  localStorage.clear();
  fakeApi({ 'GET /api/admin/sites': () => ({ status: 200, body: SITES }) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const markup = () => (screen.getByLabelText(/Paste each part where it belongs/) as HTMLTextAreaElement).value;
const preview = () => screen.getByTitle(/Preview of the content kit on a sample article/) as HTMLIFrameElement;
const partSwitch = (name: string) => screen.getByRole('switch', { name: new RegExp(name) });

describe('the content kit page', () => {
  it('starts with the script alone and says to turn on a part', () => {
    renderWithApp(<ContentKitPage />);
    expect(markup()).toBe(
      `<!-- The content kit, once per page (the <head> is fine) -->\n<script type="module" src="${window.location.origin}/sdk/content.js"></script>`,
    );
    expect(screen.getByText('Turn on a part to add it to the markup.')).toBeTruthy();
    for (const part of ['Table of contents', 'Share bar', 'Post-grid pagination', 'Mobile menu', 'Carousel'])
      expect((partSwitch(part) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/A table of contents, a share bar, post-grid pagination, a mobile menu and a carousel/)).toBeTruthy();
  });

  it('writes a table of contents as it is set, escaped, into the markup and the preview', async () => {
    const user = userEvent.setup();
    renderWithApp(<ContentKitPage />);
    await user.click(partSwitch('Table of contents'));
    await user.type(screen.getByLabelText(/^Title/), 'In "this" <guide>');
    await user.click(screen.getByLabelText('h4'));
    await user.click(within(screen.getByRole('group', { name: /Sticky on/ })).getByLabelText('Desktops'));
    expect(markup()).toContain(
      '<nav data-beckon-toc aria-labelledby="beckon-toc-title" data-toc-levels="2-4" data-toc-sticky="desktop">\n' +
        '  <p id="beckon-toc-title" data-toc-title>In &quot;this&quot; &lt;guide&gt;</p>',
    );
    await waitFor(() => expect(preview().getAttribute('srcdoc')).toContain('data-toc-title>In &quot;this&quot; &lt;guide&gt;</p>'));
    expect(preview().getAttribute('srcdoc')).toContain(`<script type="module" src="${window.location.origin}/sdk/content.js"></script>`);
    expect(preview().getAttribute('sandbox')).toBe('allow-scripts');
  });

  it('writes post-grid pagination as it is set, says what is wrong, and why the preview’s links stay still', async () => {
    const user = userEvent.setup();
    renderWithApp(<ContentKitPage />);
    expect(screen.queryByTestId('kit-preview-note')).toBeNull();
    await user.click(partSwitch('Post-grid pagination'));
    expect(markup()).toContain(
      '<section id="posts" data-beckon-pagination data-pagination-url="/blog/page/{page}/" data-pagination-first="/blog/" data-pagination-current="1">',
    );
    const address = screen.getByLabelText(/^Address of page N/);
    await user.clear(address);
    await user.type(address, '/news/');
    expect(screen.getByText(/The page address needs \{page\} where the number goes/, { selector: '.field-error' })).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    await user.type(address, '{{page}/');
    expect(screen.queryByText(/The page address needs/)).toBeNull();
    await user.type(screen.getByLabelText(/^Pages in all/), '7');
    const numbers = screen.getByLabelText(/^Page numbers shown/);
    await user.clear(numbers);
    await user.type(numbers, '3');
    const offset = screen.getByLabelText(/^Space above the posts/);
    await user.clear(offset);
    await user.type(offset, '80');
    await user.click(screen.getByLabelText(/^Smooth scroll to the new page/));
    await user.type(screen.getByLabelText(/^Fragment address/), '/news/{{page}/grid/');
    expect(markup()).toContain(
      '<section id="posts" data-beckon-pagination data-pagination-url="/news/{page}/" data-pagination-first="/blog/" data-pagination-fragment="/news/{page}/grid/" data-pagination-total="7" data-pagination-current="1" data-pagination-links="3" data-pagination-offset="80" data-pagination-smooth="false">',
    );
    expect(markup()).toContain('<li><a href="/news/3/" aria-label="Page 3">3</a></li>\n      <li><a href="/news/2/" rel="next">Next</a></li>');
    await waitFor(() => expect(preview().getAttribute('srcdoc')).toContain('<nav data-pagination-nav inert aria-label="Pages">'));
    expect(screen.getByTestId('kit-preview-note').textContent).toMatch(/has no address of its own, and the kit fetches pages only from the page’s own site/);
    expect(screen.getByText('Ready to paste.')).toBeTruthy();
  });

  it('counts shares for the site the owner picks, and asks for one until then', async () => {
    const user = userEvent.setup();
    renderWithApp(<ContentKitPage />);
    await user.click(partSwitch('Share bar'));
    await user.click(screen.getByLabelText('Show share counts'));
    expect(screen.getByText(/Choose the site to count shares for/, { selector: '.field-error' })).toBeTruthy();
    expect(markup()).not.toContain('data-share-counts');
    const site = screen.getByLabelText(/Count for the site/);
    await waitFor(() => expect(within(site).getByRole('option', { name: 'Shop' })).toBeTruthy());
    await user.selectOptions(site, 'siteBBB');
    expect(markup()).toContain('data-share-counts data-share-client="siteBBB"');
    expect(screen.getByText('Ready to paste.')).toBeTruthy();
  });

  it('orders the services: ticked ones go last, moved ones say where they went', async () => {
    const user = userEvent.setup();
    renderWithApp(<ContentKitPage />);
    await user.click(partSwitch('Share bar'));
    await user.click(screen.getByRole('checkbox', { name: 'Claude' }));
    expect(screen.getByText('Claude added, last of 7.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Move Claude up' }));
    expect(screen.getByText('Claude moved to place 6 of 7.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Claude up' }));
    await user.click(screen.getByRole('button', { name: 'Remove Facebook' }));
    expect(markup()).toContain('data-share-services="x linkedin whatsapp email claude copy_link"');
  });

  it('keeps the settings across a reload, and starts over on request', async () => {
    const user = userEvent.setup();
    const first = renderWithApp(<ContentKitPage />);
    await user.click(partSwitch('Carousel'));
    await user.click(screen.getByLabelText(/Go round/));
    first.unmount();
    renderWithApp(<ContentKitPage />);
    expect(markup()).toContain('<section data-beckon-carousel aria-labelledby="beckon-carousel-title" data-carousel-loop>');
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(markup()).not.toContain('data-beckon-carousel');
  });

  it('survives a tampered draft', () => {
    localStorage.setItem(
      'beckon.content-kit.v1',
      JSON.stringify({ lang: 'xx', toc: { enabled: true, levels: 'h2', title: 5 }, share: { services: ['x', 'nope'] } }),
    );
    renderWithApp(<ContentKitPage />);
    expect(markup()).toContain('<nav data-beckon-toc aria-labelledby="beckon-toc-title">');
  });

  it('switches the preview between desktop and phone widths', async () => {
    const user = userEvent.setup();
    renderWithApp(<ContentKitPage />);
    expect(preview().getAttribute('width')).toBe('1100');
    await user.click(screen.getByRole('button', { name: 'Phone' }));
    expect(screen.getByRole('button', { name: 'Phone' }).getAttribute('aria-pressed')).toBe('true');
    expect(preview().getAttribute('width')).toBe('375');
    expect(preview().title).toMatch(/phone width/);
  });

  it('writes Hebrew parts with their Hebrew words and a right-to-left preview', async () => {
    const user = userEvent.setup();
    renderWithApp(<ContentKitPage />);
    await user.click(partSwitch('Table of contents'));
    await user.selectOptions(screen.getByLabelText('The parts’ own words'), 'he');
    expect(markup()).toContain('lang="he">\n  <p id="beckon-toc-title" data-toc-title>תוכן עניינים</p>');
    await waitFor(() => expect(preview().getAttribute('srcdoc')).toContain('<html lang="he" dir="rtl">'));
  });
});
