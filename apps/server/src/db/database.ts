import { mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { withKeptStatements } from './statement-cache.js';
import { FOLD_FUNCTION, foldCase } from './text-search.js';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** where the data lives, for logs: a file path or the URL without its password */
  location: string;
  /** PostgreSQL's connection settings, for the one connection that listens for changes */
  postgres?: pg.ClientConfig;
}

// PostgreSQL returns bigint (int8) and count(*) as strings; our bigints are ms timestamps and counts, all < 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** SQLite file name inside dataDir */
  sqliteFile?: string;
  poolSize?: number;
  /** PGUSER: the user when databaseUrl names none; the OS account when unset */
  postgresUser?: string | undefined;
}

/**
 * Connection settings for a PostgreSQL URL. A URL without a user name means the OS account, as
 * psql does; node-postgres would read $USER instead, which services and CI often leave unset.
 */
export function postgresConfig(databaseUrl: string, fallbackUser?: string): pg.ClientConfig {
  try {
    const url = new URL(databaseUrl);
    // The user goes into the URL: node-postgres lets the parsed string override a `user` option.
    if (!url.username) url.username = encodeURIComponent(fallbackUser || userInfo().username);
    return { connectionString: url.toString() };
  } catch {
    return { connectionString: databaseUrl };
  }
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const config = postgresConfig(options.databaseUrl, options.postgresUser);
    const pool = new pg.Pool({ ...config, max: options.poolSize ?? 10 });
    // An idle client's error (the server restarted) must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      location: redactPassword(options.databaseUrl),
      postgres: config,
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = join(options.dataDir, options.sqliteFile ?? 'beckon.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL on purpose: an acknowledged lead must survive a power cut, not only a process crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.function(FOLD_FUNCTION, { deterministic: true }, foldCase);
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withKeptStatements(sqlite) }) }), dialect: 'sqlite', location: file };
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}
