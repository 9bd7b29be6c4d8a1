import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ConfigChange } from '../display/config-changes.js';
import { setPlan, type PlanChange } from './accounts.js';
import { createPopup, createVariant, deletePopup, duplicatePopup, keepWinner, updatePopup, type NewPopup, type PopupChange } from './poptins.js';
import { createSite, deleteSite, setRestriction, updateSite, type RestrictionChange, type SiteChange } from './sites.js';
import { replacePriceRules, type PriceRule } from './store.js';

/** Whoever keeps compiled configs: told after each commit what changed (display/config-changes.ts). */
export interface ConfigNews {
  publish(change: ConfigChange): Promise<void>;
}

/**
 * The writes that change what a site's display call answers (its domains, pop-ups, A/B groups,
 * plan, restriction and the discount codes its pop-ups offer), each followed by the news of it once committed. Routes write through
 * here, so none can change a site and leave every cache serving the old config.
 */
export class ConfigWrites {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly news: ConfigNews,
  ) {}

  /** Writes, then publishes when the write changed something (`changed` names what, or nothing). */
  private async then<T>(result: T, changed: (result: T) => ConfigChange | undefined): Promise<T> {
    const change = changed(result);
    if (change) await this.news.publish(change);
    return result;
  }

  // The id may have been asked for (and remembered as unknown) before it existed.
  async createSite(accountId: number, name: string, domains: string[], retentionDays: number | null = null) {
    return this.then(await createSite(this.db, accountId, name, domains, retentionDays), (site) => ({ clientId: site.client_id }));
  }

  async updateSite(accountId: number, clientId: string, change: SiteChange) {
    return this.then(await updateSite(this.db, accountId, clientId, change), (site) => site && { clientId: site.client_id });
  }

  async deleteSite(accountId: number, clientId: string) {
    return this.then(await deleteSite(this.db, accountId, clientId), (deleted) => (deleted ? { clientId } : undefined));
  }

  async createPopup(popup: NewPopup) {
    return this.then(await createPopup(this.db, popup), () => ({ siteId: popup.siteId }));
  }

  async updatePopup(accountId: number, poptinId: string, change: PopupChange) {
    return this.then(await updatePopup(this.db, accountId, poptinId, change), (siteId) => (siteId === undefined ? undefined : { siteId }));
  }

  async duplicatePopup(accountId: number, poptinId: string) {
    return this.then(await duplicatePopup(this.db, accountId, poptinId), (copy) => copy && { siteId: copy.siteId });
  }

  async deletePopup(accountId: number, poptinId: string) {
    return this.then(await deletePopup(this.db, accountId, poptinId), (siteId) => (siteId === undefined ? undefined : { siteId }));
  }

  async createVariant(accountId: number, poptinId: string) {
    return this.then(await createVariant(this.db, accountId, poptinId), (variant) => variant && { siteId: variant.siteId });
  }

  async keepWinner(accountId: number, poptinId: string, winnerId: string) {
    return this.then(await keepWinner(this.db, accountId, poptinId, winnerId), (result) => (typeof result === 'number' ? { siteId: result } : undefined));
  }

  // Every site of the account reads the plan from its compiled config.
  async setPlan(accountId: number, change: PlanChange) {
    return this.then(await setPlan(this.db, accountId, change), (account) => account && { all: true });
  }

  async setRestriction(clientId: string, change: RestrictionChange) {
    return this.then(await setRestriction(this.db, clientId, change), (site) => site && { clientId: site.client_id });
  }

  // A pop-up offers a store discount only while it runs (site-config.ts), so new rules recompile the site.
  async replacePriceRules(siteId: number, rules: PriceRule[]) {
    return this.then(await replacePriceRules(this.db, siteId, rules), () => ({ siteId }));
  }
}
