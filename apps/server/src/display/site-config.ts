import type { Kysely } from 'kysely';
import type { PopupRecord, PopupSettings } from '@beckon/core';
import type { Database, PopupStatus } from '../db/schema.js';
import { findPopupOwner, listSitePopups, toPopupRecord, type PopupOwner } from '../repositories/poptins.js';
import { findSiteByClientId, parseDomains, type DisplaySite } from '../repositories/sites.js';
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
  loadedAt: number;
  known: boolean;
}

export async function compileSite(db: Kysely<Database>, clientId: string): Promise<CompiledSite | undefined> {
  const site = await findSiteByClientId(db, clientId);
  if (!site) return undefined;
  const rows = await listSitePopups(db, site.id);
  const popups = rows.map((row): CompiledPopup => ({
    id: row.id,
    status: row.status,
    record: { ...toPopupRecord(row, site.viewer_id), poptin_url: popupTemplatePath(row.id) },
    settings: JSON.parse(row.settings) as PopupSettings,
    owner: { id: row.id, site_id: site.id, account_id: row.account_id, target: row.target, client_id: site.client_id, viewer_id: site.viewer_id },
  }));
  return { site, domains: parseDomains(site.domains), popups, byId: new Map(popups.map((p) => [p.id, p])) };
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
    private readonly now: () => number = Date.now,
  ) {
    this.options = { ...DEFAULT_SITE_CONFIG, ...options };
  }

  /** Served while change notifications may be missed (the listener reconnecting). */
  setMaxAge(maxAgeMs: number): void {
    this.options = { ...this.options, maxAgeMs };
  }

  site(clientId: string): Promise<CompiledSite | undefined> {
    const now = this.now();
    const entry = this.entries.get(clientId);
    if (entry && now - entry.loadedAt < (entry.known ? this.options.maxAgeMs : this.options.unknownMaxAgeMs)) return entry.compiled;
    const fresh: Entry = { compiled: compileSite(this.db, clientId), loadedAt: now, known: true };
    this.entries.delete(clientId);
    if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(clientId, fresh);
    fresh.compiled.then(
      (compiled) => {
        fresh.known = compiled !== undefined;
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
