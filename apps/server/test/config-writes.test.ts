import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPopupDesign } from '@beckon/core';
import type { CompiledSite } from '../src/display/site-config.js';
import { startTestApp, type TestApp } from './support/app.js';

/**
 * Every write that changes a compiled display config announces itself (repositories/config-writes.ts):
 * each case warms the cache, writes through app.configWrites and nothing else, then expects the
 * very next read of the compiled site, the one the display call makes, to show the change.
 */
describe('writes that change a compiled config', () => {
  let t: TestApp;
  let accountId: number;
  let siteId: number;
  const made: Record<string, string> = {};
  const compiled = (clientId = t.demo.clientId) => t.app.siteConfig.site(clientId);

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    const site = await t.app.db.selectFrom('sites').select(['id', 'account_id']).where('client_id', '=', t.demo.clientId).executeTakeFirstOrThrow();
    accountId = site.account_id;
    siteId = site.id;
  });
  afterAll(async () => t?.close());

  const cases: Array<{ write: string; run: () => Promise<unknown>; sees: (site: CompiledSite | undefined) => void }> = [
    {
      write: 'createPopup',
      run: async () => {
        made.popup = await t.app.configWrites.createPopup({
          accountId,
          siteId,
          name: 'Second',
          type: 'lightbox',
          format: 'format_1',
          target: 'lead',
          status: 'published',
          settings: { design_properties: {}, design: leadPopupDesign('en') },
        });
      },
      sees: (site) => expect(site?.byId.get(made.popup!)?.record.poptin_name).toBe('Second'),
    },
    {
      write: 'updatePopup',
      run: () => t.app.configWrites.updatePopup(accountId, made.popup!, { name: 'Second, renamed' }),
      sees: (site) => expect(site?.byId.get(made.popup!)?.record.poptin_name).toBe('Second, renamed'),
    },
    {
      write: 'duplicatePopup',
      run: async () => {
        made.copy = (await t.app.configWrites.duplicatePopup(accountId, made.popup!))!.poptinId;
      },
      sees: (site) => expect(site?.byId.get(made.copy!)?.status).toBe('draft'),
    },
    {
      write: 'createVariant',
      run: async () => {
        made.variant = (await t.app.configWrites.createVariant(accountId, made.popup!))!.poptinId;
      },
      sees: (site) => expect(site?.byId.get(made.variant!)?.settings.ab_test_parent_id).toBe(made.popup),
    },
    {
      write: 'keepWinner',
      run: () => t.app.configWrites.keepWinner(accountId, made.popup!, made.popup!),
      sees: (site) => expect(site?.byId.get(made.variant!)?.settings.ab_test_parent_id ?? null).toBeNull(),
    },
    {
      write: 'deletePopup',
      run: () => t.app.configWrites.deletePopup(accountId, made.copy!),
      sees: (site) => expect(site?.byId.has(made.copy!)).toBe(false),
    },
    {
      write: 'updateSite',
      run: () => t.app.configWrites.updateSite(accountId, t.demo.clientId, { domains: ['shop.example'] }),
      sees: (site) => expect(site?.domains).toEqual(['shop.example']),
    },
    {
      write: 'setRestriction',
      run: () => t.app.configWrites.setRestriction(t.demo.clientId, { restricted: true, setting: 'Upgrade' }),
      sees: (site) => expect(site?.site).toMatchObject({ restricted: 1, client_restriction_setting: 'Upgrade' }),
    },
    {
      write: 'setPlan',
      run: () => t.app.configWrites.setPlan(accountId, { max_monthly_views: 5 }),
      sees: (site) => expect(site?.site.max_monthly_views).toBe(5),
    },
  ];

  it.each(cases)('$write is seen by the next display call', async ({ run, sees }) => {
    await compiled();
    await run();
    sees(await compiled());
  });

  it('deleteSite is seen by the next display call', async () => {
    const site = await t.app.configWrites.createSite(accountId, 'New site', []);
    expect(await compiled(site.client_id)).toBeDefined();
    await t.app.configWrites.deleteSite(accountId, site.client_id);
    expect(await compiled(site.client_id)).toBeUndefined();
  });
});
