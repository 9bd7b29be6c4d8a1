import { render, type RenderResult } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { leadPopupDesign, type PopupType } from '@beckon/core';
import { EditorPage } from '../../src/editor/EditorPage.js';
import type { LoadedPopup } from '../../src/editor/model.js';

export const POPTIN_ID = 'abcdefghijklm';

/** The demo lightbox as GET /api/admin/poptins/:id answers it. */
export function demoPopup(changes: Partial<LoadedPopup> = {}): LoadedPopup {
  return {
    poptin_id: POPTIN_ID,
    name: 'Welcome discount',
    type: 'lightbox' as PopupType,
    format: 'format_1',
    target: 'lead',
    status: 'draft',
    client_id: 'client1',
    site_name: 'Demo site',
    created_at: 0,
    updated_at: 0,
    settings: {
      display_after_sec_active: 3,
      display_after_sec_active_on: 'page',
      d_f_r: 'all@display_everytime_everypage_5',
      design_properties: { poptin_location: 'middle_center', poptin_design_close_options_type: 'closing_options-x', poptin_design_thank_screen: 1 },
      design: leadPopupDesign('en'),
    },
    ...changes,
  };
}

export interface Sent {
  method: string;
  url: string;
  body: Record<string, unknown> | undefined;
}

/**
 * The editor at /poptins/:id/edit in a memory router, against a fake admin API: GET answers the
 * pop-up, PATCH answers `patchReply` (200 by default); every request is recorded.
 */
export function renderEditor(
  popup: LoadedPopup = demoPopup(),
  patchReply: () => { status: number; body: unknown } = () => ({ status: 200, body: { poptin_id: POPTIN_ID } }),
) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    sent.push({ method, url, body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined });
    const reply =
      method === 'PATCH'
        ? patchReply()
        : url.endsWith(`/poptins/${popup.poptin_id}`)
          ? { status: 200, body: popup }
          : { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(
    [
      { path: '/poptins/:id/edit', element: <EditorPage /> },
      { path: '/poptins', element: <h1>Pop-ups list</h1> },
    ],
    { initialEntries: [`/poptins/${popup.poptin_id}/edit`] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result: RenderResult = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const patches = () => sent.filter((s) => s.method === 'PATCH').map((s) => s.body!);
  return { ...result, user: userEvent.setup(), sent, patches, router };
}

/** The preview frame's document, where the widget's views render. */
export function previewDocument(container: HTMLElement): Document {
  const frame = container.ownerDocument.querySelector<HTMLIFrameElement>('iframe.ed-frame');
  if (!frame?.contentDocument) throw new Error('no preview frame');
  return frame.contentDocument;
}
