import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** The distinct SQL texts kept prepared; far more than the server's queries and batch sizes. */
const KEPT_STATEMENTS = 512;

/**
 * Kysely prepares every query afresh, and on SQLite preparing is as dear as running a small insert;
 * the same few texts come back on every visitor call. A statement stepping through a streamed
 * result (an export) is busy, so whoever asks for its text meanwhile gets a fresh one.
 */
export function withKeptStatements(sqlite: SQLiteDatabase, size = KEPT_STATEMENTS): SqliteDatabase {
  const kept = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const found = kept.get(sql);
      if (found && !found.busy) return found;
      const statement = sqlite.prepare(sql);
      if (!found) {
        if (kept.size >= size) kept.delete(kept.keys().next().value!);
        kept.set(sql, statement);
      }
      return statement;
    },
  };
}
