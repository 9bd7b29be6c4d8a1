import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './database.js';
import * as initial from './migrations/0001_initial.js';
import * as limitsAndActivity from './migrations/0002_limits_and_activity.js';
import * as leadSpam from './migrations/0003_lead_spam.js';
import * as store from './migrations/0004_store.js';
import * as conversionSubmission from './migrations/0005_conversion_submission.js';
import * as dashboard from './migrations/0006_dashboard.js';
import * as resultsIndexes from './migrations/0007_results_indexes.js';
import * as leadTrust from './migrations/0008_lead_trust.js';
import * as operatorAndStoreProof from './migrations/0009_operator_and_store_proof.js';
import * as gamePlays from './migrations/0010_game_plays.js';
import * as signupLists from './migrations/0011_signup_lists.js';
import * as outbox from './migrations/0012_outbox.js';
import * as storeOrderedByTime from './migrations/0013_store_ordered_by_time.js';
import * as shareCounts from './migrations/0014_share_counts.js';
import * as integrations from './migrations/0015_integrations.js';
import * as siteRetention from './migrations/0016_site_retention.js';
import * as notifications from './migrations/0017_notifications.js';
import * as textFold from './migrations/0018_text_fold.js';
import * as leadSearch from './migrations/0019_lead_search.js';
import * as resultRollups from './migrations/0020_result_rollups.js';
import * as images from './migrations/0021_images.js';
import * as leadShapeIndex from './migrations/0022_lead_shape_index.js';

/** The one migration set; each migration knows the dialect it runs on. */
function provider(handle: DatabaseHandle): MigrationProvider {
  const migrations: Record<string, Migration> = {
    '0001_initial': { up: initial.up(handle.dialect) },
    '0002_limits_and_activity': { up: limitsAndActivity.up(handle.dialect) },
    '0003_lead_spam': { up: leadSpam.up(handle.dialect) },
    '0004_store': { up: store.up(handle.dialect) },
    '0005_conversion_submission': { up: conversionSubmission.up(handle.dialect) },
    '0006_dashboard': { up: dashboard.up(handle.dialect) },
    '0007_results_indexes': { up: resultsIndexes.up(handle.dialect) },
    '0008_lead_trust': { up: leadTrust.up(handle.dialect) },
    '0009_operator_and_store_proof': { up: operatorAndStoreProof.up(handle.dialect) },
    '0010_game_plays': { up: gamePlays.up(handle.dialect) },
    '0011_signup_lists': { up: signupLists.up(handle.dialect) },
    '0012_outbox': { up: outbox.up(handle.dialect) },
    '0013_store_ordered_by_time': { up: storeOrderedByTime.up() },
    '0014_share_counts': { up: shareCounts.up(handle.dialect) },
    '0015_integrations': { up: integrations.up(handle.dialect) },
    '0016_site_retention': { up: siteRetention.up() },
    '0017_notifications': { up: notifications.up(handle.dialect) },
    '0018_text_fold': { up: textFold.up(handle.dialect) },
    '0019_lead_search': { up: leadSearch.up(handle.dialect) },
    '0020_result_rollups': { up: resultRollups.up(handle.dialect) },
    '0021_images': { up: images.up(handle.dialect) },
    '0022_lead_shape_index': { up: leadShapeIndex.up(handle.dialect) },
  };
  return { getMigrations: async () => migrations };
}

async function migrator(handle: DatabaseHandle): Promise<{ migrator: Migrator; schema: string | undefined }> {
  // Kysely looks for its bookkeeping tables in every schema unless told which: with several
  // schemas in one database (tests, or two Beckons sharing a server) it would find another's.
  const schema =
    handle.dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db)).rows[0]?.schema : undefined;
  return { migrator: new Migrator({ db: handle.db, provider: provider(handle), ...(schema ? { migrationTableSchema: schema } : {}) }), schema };
}

/**
 * PostgreSQL's invalid_schema_name, undefined_table and undefined_column: what a statement names
 * is gone. Kysely's listing of tables meets them when another tenant drops a schema, a table or a
 * column under it.
 */
const SCHEMA_GONE = '3F000';
const TABLE_GONE = '42P01';
const COLUMN_GONE = '42703';
const VANISHED = new Set([SCHEMA_GONE, TABLE_GONE, COLUMN_GONE]);
/** How long the migrator keeps looking past other tenants' drops, and how long it waits between looks. */
const PAST_DROPS_FOR_MS = 30_000;
const PAST_DROPS_PAUSE_MS = 25;

/** The schema a vanished-object error names, when it names one: `schema "s"`, or `relation "s.t"`. */
function schemaNamedBy(error: { code?: unknown; message?: unknown }): string | undefined {
  const quoted = /"([^"]+)"/.exec(String(error.message))?.[1];
  if (quoted === undefined) return undefined;
  if (error.code === SCHEMA_GONE) return quoted;
  return error.code === TABLE_GONE && quoted.includes('.') ? quoted.slice(0, quoted.indexOf('.')) : undefined;
}

/**
 * Kysely's migrator lists the tables and columns of every schema in the database, naming each as
 * it goes; one that another tenant drops meanwhile (parallel tests, two Beckons sharing a server)
 * fails that listing, though nothing of ours changed. Such a failure of the migrator's own
 * bookkeeping (not of a migration: `failedMigration` tells) is looked at again, unless it names
 * our own schema.
 */
async function pastDroppedSchemas<T>(
  handle: DatabaseHandle,
  run: (m: Migrator) => Promise<T>,
  errorOf: (result: T) => unknown = () => undefined,
  failedMigration: (result: T) => boolean = () => false,
): Promise<T> {
  const until = Date.now() + PAST_DROPS_FOR_MS;
  for (;;) {
    const { migrator: m, schema } = await migrator(handle);
    let result: T | undefined;
    let error: unknown;
    try {
      result = await run(m);
      error = errorOf(result);
    } catch (thrown) {
      error = thrown;
    }
    const failure = (error ?? {}) as { code?: unknown; message?: unknown };
    const anothersGone = VANISHED.has(String(failure.code)) && !(result !== undefined && failedMigration(result)) && schemaNamedBy(failure) !== schema;
    if (!anothersGone || Date.now() > until) {
      if (result === undefined) throw error;
      return result;
    }
    // Another tenant dropping many things in a row (a test's cleanup) may take a while.
    await new Promise((resolve) => setTimeout(resolve, PAST_DROPS_PAUSE_MS));
  }
}

/** Applies every pending migration; the names of those it applied, in order (none: it was up to date). */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const { error, results } = await pastDroppedSchemas(
    handle,
    (m) => m.migrateToLatest(),
    (r) => r.error,
    (r) => r.results?.some((m) => m.status === 'Error') === true,
  );
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `database ${failed ? `migration ${failed.migrationName}` : 'migrations'} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The migrations this database still lacks, by name, without changing anything. */
export async function pendingMigrations(handle: DatabaseHandle): Promise<string[]> {
  const migrations = await pastDroppedSchemas(handle, (m) => m.getMigrations());
  return migrations.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

/** What a server says when it will not start on an unmigrated database. */
export class PendingMigrationsError extends Error {
  constructor(
    readonly pending: string[],
    location: string,
  ) {
    super(
      `The database (${location}) lacks ${pending.length} migration${pending.length === 1 ? '' : 's'} (${pending.join(', ')}). ` +
        'Run `beckon migrate` (npm run beckon -- migrate in a checkout) first, or set BECKON_MIGRATE_ON_START=true to migrate at every start.',
    );
  }
}
