import type { Kysely } from 'kysely';
import { leadPopupDesign, type PopupSettings, type PopupStatus } from '@beckon/core';
import type { Database } from '../../src/db/schema.js';
import { createPopup } from '../../src/repositories/poptins.js';

/** A lead lightbox (format 1, core's default design) of a site, published unless told otherwise; its id. */
export function createLeadPopup(
  db: Kysely<Database>,
  at: { accountId: number; siteId: number },
  name: string,
  options: { settings?: Partial<PopupSettings>; status?: PopupStatus } = {},
): Promise<string> {
  return createPopup(db, {
    accountId: at.accountId,
    siteId: at.siteId,
    name,
    type: 'lightbox',
    format: 'format_1',
    target: 'lead',
    status: options.status ?? 'published',
    settings: { design_properties: {}, design: leadPopupDesign('en'), ...options.settings } as PopupSettings,
  });
}
