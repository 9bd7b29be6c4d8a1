import type { APIRequestContext } from '@playwright/test';
import { leadPopupDesign, type PopupDesign } from '@beckon/core';
import { adminLogin, expect } from './fixtures.js';
import type { RunningServer } from './server.js';

export interface PopupSpec {
  title: string;
  type?: string;
  format?: string;
  status?: 'published' | 'draft';
  settings?: Record<string, unknown>;
  design?: Partial<PopupDesign>;
}

/** A lead design whose heading (the dialog's name) is `title`. */
export function designTitled(title: string): PopupDesign {
  const design = leadPopupDesign('en');
  return { ...design, screens: { ...design.screens, main: [{ kind: 'heading', text: title }, ...design.screens.main!.slice(1)] } };
}

/** A fresh site of the demo owner with the given pop-ups, so no test sees another's pop-ups. */
export async function siteWith(request: APIRequestContext, server: RunningServer, popups: PopupSpec[]): Promise<{ clientId: string; ids: string[] }> {
  await adminLogin(request, server);
  const site = (await (await request.post('/api/admin/sites', { data: { name: `test site ${Date.now()}-${Math.random()}` } })).json()) as { client_id: string };
  const ids: string[] = [];
  for (const popup of popups) {
    const response = await request.post('/api/admin/poptins', {
      data: {
        client_id: site.client_id,
        name: popup.title,
        type: popup.type ?? 'lightbox',
        format: popup.format ?? 'format_1',
        target: 'lead',
        status: popup.status ?? 'published',
        settings: { design_properties: { poptin_design_thank_screen: 1 }, design: { ...designTitled(popup.title), ...popup.design }, ...popup.settings },
      },
    });
    expect(response.status()).toBe(201);
    ids.push(((await response.json()) as { poptin_id: string }).poptin_id);
  }
  return { clientId: site.client_id, ids };
}
