import { open, type FileHandle } from 'node:fs/promises';
import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../db/database.js';
import type { Database } from '../db/schema.js';

/** A transaction committed, and when it is on disk (rejecting with UnsyncedCommitError if it cannot be made so). */
export interface Committed<T> {
  result: T;
  durable: Promise<void>;
}

/** How a batch's transaction is run and made durable before any of its rows is acknowledged. */
export interface GroupCommit {
  /** Runs `work` in one transaction; resolves once it is committed, `durable` once it is on disk. */
  transaction<T>(db: Kysely<Database>, work: (tx: Transaction<Database>) => Promise<T>): Promise<Committed<T>>;
  /** lets go of what it holds open, once the last batch is committed */
  close?(): Promise<void>;
}

/** The database's own commit: PostgreSQL waits for its WAL flush server-side, away from this process. */
export const plainCommit: GroupCommit = {
  transaction: async (db, work) => ({ result: await db.transaction().execute(work), durable: Promise.resolve() }),
};

/**
 * A batch committed but not known to be on disk: its rows are stored, so none may be tried again
 * on its own (it would be stored twice), and none may be acknowledged either.
 */
export class UnsyncedCommitError extends Error {
  constructor(override readonly cause: unknown) {
    super('The batch was committed but could not be flushed to disk.');
  }
}

/**
 * The WAL file, kept open to flush it: one call to the thread pool per batch. SQLite keeps the
 * same file while any connection is open (it deletes it when the last one closes), and this
 * process's connection is open for as long as the buffer commits.
 */
class WalFile {
  private handle: Promise<FileHandle> | undefined;

  constructor(private readonly path: string) {}

  async flush(): Promise<void> {
    try {
      this.handle ??= open(this.path, 'r');
      // fsync, as SQLite itself syncs its files here (it is built without fdatasync).
      await (await this.handle).sync();
    } catch (error) {
      // Opened afresh next time, in case the failure was the handle's.
      const handle = this.handle;
      this.handle = undefined;
      await handle?.then((h) => h.close()).catch(() => undefined);
      throw new UnsyncedCommitError(error);
    }
  }

  async close(): Promise<void> {
    const handle = this.handle;
    this.handle = undefined;
    await handle?.then((h) => h.close()).catch(() => undefined);
  }
}

/**
 * Group commit on SQLite with the disk flush off the event loop (issue 22). better-sqlite3 runs
 * on the event loop, so with synchronous=FULL every batch held the whole server still through
 * the WAL's fsync: on a shared disk, a fifth of its time and more. FULL in WAL mode is NORMAL
 * plus one fsync of the WAL file after each commit (sqlite.org/pragma.html#pragma_synchronous);
 * here the batch's transaction commits under NORMAL, the same sync of the WAL file then runs in
 * libuv's thread pool (while the next batch is stored), and only after it returns does the
 * buffer acknowledge a row of the batch. What is
 * acknowledged is therefore on disk exactly as under FULL and survives a power cut (this process's
 * own reads may see the batch a moment before it is durable, but nobody is told it is stored).
 * The connection is FULL again before anything else may use it: every other write (the admin
 * API, tasks outside the buffer) still syncs at its own commit. A later commit's sync covers an
 * earlier one's frames (one file, written in order), and a checkpoint syncs the WAL before it
 * copies it, so no acknowledged change can outlive one it came after.
 */
const NORMAL = CompiledQuery.raw('pragma synchronous = normal');
const FULL = CompiledQuery.raw('pragma synchronous = full');

export function walSyncedCommit(walPath: string): GroupCommit {
  const wal = new WalFile(walPath);
  return {
    async transaction(db, work) {
      // One connection throughout: no other query may run between the pragmas and the commit.
      const result = await db.connection().execute(async (connection) => {
        await connection.executeQuery(NORMAL);
        try {
          return await connection.transaction().execute(work);
        } finally {
          await connection.executeQuery(FULL);
        }
      });
      return { result, durable: wal.flush() };
    },
    close: () => wal.close(),
  };
}

/** The group commit for this database: the WAL flushed off the event loop for SQLite in WAL mode, else its own commit. */
export async function groupCommitFor(handle: DatabaseHandle): Promise<GroupCommit> {
  if (handle.dialect !== 'sqlite') return plainCommit;
  const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(handle.db);
  return rows[0]?.journal_mode === 'wal' ? walSyncedCommit(`${handle.location}-wal`) : plainCommit;
}
