import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { leadPopupDesign } from '@beckon/core';
import type { Database } from '../db/schema.js';
import { countAccounts, createAccount } from '../repositories/accounts.js';
import { createSite } from '../repositories/sites.js';
import { createPopup } from '../repositories/poptins.js';
import { DEMO_CLIENT_ID, setSetting } from '../repositories/settings.js';

export const DEMO_EMAIL = 'demo@beckon.local';
/** SPEC-given demo behaviour: the lightbox shows 3 seconds after the page loads. */
export const DEMO_DELAY_SECONDS = 3;

export interface DemoSeed {
  email: string;
  password: string;
  clientId: string;
  poptinId: string;
}

/** On an empty database: a demo owner, a demo site and a published lead lightbox. */
export async function seedDemoIfEmpty(db: Kysely<Database>, password?: string): Promise<DemoSeed | null> {
  if ((await countAccounts(db)) > 0) return null;
  const demoPassword = password ?? randomBytes(9).toString('base64url');
  return db.transaction().execute(async (tx) => {
    const account = await createAccount(tx, DEMO_EMAIL, demoPassword);
    // No domains: the demo page shows its lightbox whatever host this server is reached by.
    const site = await createSite(tx, account.id, 'Demo site');
    const poptinId = await createPopup(tx, {
      accountId: account.id,
      siteId: site.id,
      name: 'Welcome discount',
      type: 'lightbox',
      format: 'format_1',
      target: 'lead',
      status: 'published',
      settings: {
        display_after_sec_active: DEMO_DELAY_SECONDS,
        display_after_sec_active_on: 'page',
        d_f_r: 'all@display_everytime_everypage_5',
        design_properties: {
          poptin_location: 'middle_center',
          poptin_design_close_options_type: 'closing_options-x',
          poptin_design_entry_effect: 'fade_in_up',
          poptin_design_exit_effect: 'fade_out',
          poptin_design_thank_screen: 1,
        },
        design: leadPopupDesign('en'),
      },
    });
    await setSetting(tx, DEMO_CLIENT_ID, site.client_id);
    return { email: DEMO_EMAIL, password: demoPassword, clientId: site.client_id, poptinId };
  });
}
