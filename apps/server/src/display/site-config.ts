import type { Kysely } from 'kysely';
import { couponOffered, nextPriceRuleChange, type PopupRecord, type PopupSettings, type PriceRuleWindow } from '@beckon/core';
import type { Database, PopupStatus } from '../db/schema.js';
import { findPopupOwner, listSitePopups, toPopupRecord, type PopupOwner } from '../repositories/poptins.js';
import { findSiteByClientId, parseDomains, type DisplaySite } from '../repositories/sites.js';
import { listPriceRules } from '../repositories/store.js';
import { activeIntegrations, type ActiveIntegration } from '../repositories/integrations.js';
import { leadEmailsOn } from '../repositories/notification-settings.js';
import { popupTemplatePath, type FirstPaint } from '../render/popup-html.js';
import type { DeviceType } from '@beckon/core';

/** One pop-up as every visitor call needs it, parsed once per change instead of once per request. */
export interface CompiledPopup {
  id: string;
  status: PopupStatus;
  record: PopupRecord;
  settings: PopupSettings;
  owner: PopupOwner;
  /** its first paint per device, rendered on first use (render/popup-html.ts) */
  painted?: Partial<Record<DeviceType, FirstPaint>>;
}

/** A site's whole display configuration: the site, its account's limits, all its pop-ups. */
export interface CompiledSite {
  site: DisplaySite;
  /** the hosts the site's pop-ups may show on (normalised on save); none listed means any */
  domains: string[];
  /** drafts too, for the owner's preview; views and leads of a draft are refused (routes/display/shown-popup.ts) */
  popups: CompiledPopup[];
  byId: Map<string, CompiledPopup>;
  /** when a discount code its pop-ups may offer starts or ends, so the config must be compiled anew (null: never) */
  changesAt: number | null;
  /** issue 21: the site's enabled integrations, so a lead queues its deliveries without a query of its own */
  integrations: ActiveIntegration[];
  /** issue 21: the owner asked for an email per lead, so a lead queues its notice without a query of its own */
  leadEmails: boolean;
}

export interface SiteConfigOptions {
  /**
   * How long a compiled site may be served without hearing of a change. Changes invalidate at
   * once; this only bounds the damage of a missed notification.
   */
  maxAgeMs: number;
  /** the same for the answer "no such client id", which hostile traffic asks for in bulk */
  unknownMaxAgeMs: number;
  /** bounds memory against a flood of made-up client ids */
  maxEntries: number;
}

export const DEFAULT_SITE_CONFIG: SiteConfigOptions = { maxAgeMs: 60_000, unknownMaxAgeMs: 10_000, maxEntries: 20_000 };

interface Entry {
  compiled: Promise<CompiledSite | undefined>;
  /** the same, once compiled: the display call reads it without waiting on the promise */
  value: CompiledSite | undefined;
  loadedAt: number;
  known: boolean;
  /** the compiled site's changesAt, once compiled */
  changesAt: number | null;
}

/**
 * A pop-up whose coupon is one of the store's discount codes offers it only while the code runs
 * (SPEC §7 get-price-rules): otherwise its record, and so its first paint, carry no coupon.
 */
function withOfferedCoupon(record: PopupRecord, rules: PriceRuleWindow[], now: number): PopupRecord {
  const coupon = record.design_properties.coupon;
  if (couponOffered(coupon, rules, now)) return record;
  const { coupon: _withheld, ...design } = record.design_properties;
  return { ...record, design_properties: design };
}

export async function compileSite(db: Kysely<Database>, clientId: string, now = Date.now()): Promise<CompiledSite | undefined> {
  const site = await findSiteByClientId(db, clientId);
  if (!site) return undefined;
  const [rows, rules, integrations, leadEmails] = await Promise.all([
    listSitePopups(db, site.id),
    listPriceRules(db, site.id),
    activeIntegrations(db, site.id),
    leadEmailsOn(db, site.id),
  ]);
  const popups = rows.map((row): CompiledPopup => ({
    id: row.id,
    status: row.status,
    record: withOfferedCoupon({ ...toPopupRecord(row, site.viewer_id), poptin_url: popupTemplatePath(row.id) }, rules, now),
    settings: JSON.parse(row.settings) as PopupSettings,
    owner: { id: row.id, site_id: site.id, account_id: row.account_id, target: row.target, client_id: site.client_id, viewer_id: site.viewer_id },
  }));
  return {
    site,
    domains: parseDomains(site.domains),
    popups,
    byId: new Map(popups.map((p) => [p.id, p])),
    changesAt: nextPriceRuleChange(rules, now),
    integrations,
    leadEmails,
  };
}

/**
 * The per-client compiled config (issue 6): the display call and every beacon read it from
 * memory. Whoever changes a site, a pop-up or an account says so (see config-changes.ts), here
 * and, through PostgreSQL, on every other instance.
 */
export class SiteConfigCache {
  private readonly entries = new Map<string, Entry>();
  private readonly siteClients = new Map<number, string>();
  private readonly popupClients = new Map<string, string>();
  private options: SiteConfigOptions;

  constructor(
    private readonly db: Kysely<Database>,
    options: Partial<SiteConfigOptions> = {},
    private readonly now: () => number = () => Date.now(),
  ) {
    this.options = { ...DEFAULT_SITE_CONFIG, ...options };
  }

  /** Served while change notifications may be missed (the listener reconnecting). */
  setMaxAge(maxAgeMs: number): void {
    this.options = { ...this.options, maxAgeMs };
  }

  /** Whether an entry may still be served at `now`: young enough, and before its next coupon change. */
  private servable(entry: Entry, now: number): boolean {
    return now - entry.loadedAt < (entry.known ? this.options.maxAgeMs : this.options.unknownMaxAgeMs) && (entry.changesAt === null || now < entry.changesAt);
  }

  /**
   * The compiled site when it is in memory, compiled and still servable; undefined otherwise
   * (not loaded, loading, stale, or no such client id), when `site` is the way. The display call
   * answers from this without a promise.
   */
  ready(clientId: string): CompiledSite | undefined {
    const entry = this.entries.get(clientId);
    return entry?.value !== undefined && this.servable(entry, this.now()) ? entry.value : undefined;
  }

  site(clientId: string): Promise<CompiledSite | undefined> {
    const now = this.now();
    const entry = this.entries.get(clientId);
    if (entry && this.servable(entry, now)) return entry.compiled;
    const fresh: Entry = { compiled: compileSite(this.db, clientId, now), value: undefined, loadedAt: now, known: true, changesAt: null };
    this.entries.delete(clientId);
    if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(clientId, fresh);
    fresh.compiled.then(
      (compiled) => {
        fresh.value = compiled;
        fresh.known = compiled !== undefined;
        fresh.changesAt = compiled?.changesAt ?? null;
        if (compiled) this.remember(compiled);
      },
      () => {
        // A failed load (database down) is not remembered: the next request tries again.
        if (this.entries.get(clientId) === fresh) this.entries.delete(clientId);
      },
    );
    return fresh.compiled;
  }

  /** The pop-up a beacon names, if it belongs to the site the beacon names. */
  async popupOfSite(clientId: string, poptinId: string): Promise<CompiledPopup | undefined> {
    return (await this.site(clientId))?.byId.get(poptinId);
  }

  /** For calls that name only the pop-up (click-display): the cache when it knows, else one lookup. */
  async popup(poptinId: string): Promise<{ compiled: CompiledSite; popup: CompiledPopup } | undefined> {
    let clientId = this.popupClients.get(poptinId);
    if (clientId === undefined) clientId = (await findPopupOwner(this.db, poptinId))?.client_id;
    const compiled = clientId === undefined ? undefined : await this.site(clientId);
    const popup = compiled?.byId.get(poptinId);
    return compiled && popup ? { compiled, popup } : undefined;
  }

  invalidateClient(clientId: string): void {
    this.entries.delete(clientId);
  }

  invalidateSite(siteId: number): void {
    const clientId = this.siteClients.get(siteId);
    if (clientId !== undefined) this.entries.delete(clientId);
  }

  invalidateAll(): void {
    this.entries.clear();
  }

  /** Indexes what a compiled site holds, so a site id or a pop-up id finds its client id. */
  private remember(compiled: CompiledSite): void {
    // Indexes only point at client ids; stale pointers cost one reload, so bounding is a clear.
    if (this.popupClients.size > this.options.maxEntries * 10) this.popupClients.clear();
    if (this.siteClients.size > this.options.maxEntries * 2) this.siteClients.clear();
    this.siteClients.set(compiled.site.id, compiled.site.client_id);
    for (const popup of compiled.popups) this.popupClients.set(popup.id, compiled.site.client_id);
  }

  get size(): number {
    return this.entries.size;
  }
}
