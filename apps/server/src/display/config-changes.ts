import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema.js';
import { heardInSchema, notifyListeners } from '../repositories/notifications.js';
import type { SiteConfigCache } from './site-config.js';

/** What an owner changed; the smallest key that names it. */
export type ConfigChange = { clientId: string } | { siteId: number } | { all: true };

export const CONFIG_CHANNEL = 'beckon_config';
/** How an instance's listening connection shows in pg_stat_activity (63 bytes at most are kept). */
export const listenerName = (schema: string): string => `beckon config changes: ${schema}`;

/** While notifications may be lost, a compiled site is trusted this long only. */
const UNHEARD_MAX_AGE_MS = 1_000;
const RECONNECT_MS = [250, 1_000, 5_000] as const;

interface Logger {
  info(o: object, m: string): void;
  warn(o: object, m: string): void;
}

/**
 * Tells every instance serving the same database that a site's config changed. On SQLite there
 * is one instance, so the local cache is all there is; on PostgreSQL each instance LISTENs on
 * one dedicated connection and the writer NOTIFYs after its commit, so an edit made through
 * one instance is served by the others within a round trip.
 */
export class ConfigChanges {
  private readonly instance = randomUUID();
  private listener: pg.Client | null = null;
  /** The schema this instance's tables live in: only its notifications are ours. */
  private schema = '';
  private stopped = false;
  private attempts = 0;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly cache: SiteConfigCache,
    private readonly db: Kysely<Database>,
    private readonly postgres: pg.ClientConfig | undefined,
    private readonly log: Logger,
    private readonly maxAgeMs: number,
  ) {}

  /** Resolves once this instance hears changes (on PostgreSQL: once LISTEN is in place). */
  async start(): Promise<void> {
    if (!this.postgres) return;
    this.cache.setMaxAge(UNHEARD_MAX_AGE_MS);
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    await this.listener?.end().catch(() => {});
    this.listener = null;
  }

  /** Call after the change committed. */
  async publish(change: ConfigChange): Promise<void> {
    this.apply(change);
    if (!this.postgres) return;
    await notifyListeners(this.db, CONFIG_CHANNEL, JSON.stringify({ ...change, from: this.instance }));
  }

  private apply(change: ConfigChange): void {
    if ('clientId' in change) this.cache.invalidateClient(change.clientId);
    else if ('siteId' in change) this.cache.invalidateSite(change.siteId);
    else this.cache.invalidateAll();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.postgres);
    client.on('notification', (message) => {
      if (message.channel !== CONFIG_CHANNEL || !message.payload) return;
      const payload = heardInSchema(this.schema, message.payload);
      if (payload === undefined) return;
      try {
        const change = JSON.parse(payload) as ConfigChange & { from?: string };
        if (change.from !== this.instance) this.apply(change);
      } catch {
        this.cache.invalidateAll();
      }
    });
    const lost = (error?: unknown) => {
      if (this.listener !== client) return;
      this.listener = null;
      // What changed while deaf is unknown: forget everything and trust the cache briefly.
      this.cache.invalidateAll();
      this.cache.setMaxAge(UNHEARD_MAX_AGE_MS);
      if (!this.stopped) {
        this.log.warn({ err: error }, 'config change listener lost; reconnecting');
        this.scheduleReconnect();
      }
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      this.schema = (await client.query<{ schema: string | null }>('select current_schema() as schema')).rows[0]?.schema ?? '';
      await client.query('select set_config($1, $2, false)', ['application_name', listenerName(this.schema)]);
      await client.query(`LISTEN ${CONFIG_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      if (this.stopped) return;
      this.log.warn({ err: error }, 'config change listener could not connect; retrying');
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.listener = client;
    this.attempts = 0;
    this.cache.invalidateAll();
    this.cache.setMaxAge(this.maxAgeMs);
  }

  private scheduleReconnect(): void {
    const delay = RECONNECT_MS[Math.min(this.attempts, RECONNECT_MS.length - 1)]!;
    this.attempts += 1;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, delay);
    this.retry.unref();
  }
}
