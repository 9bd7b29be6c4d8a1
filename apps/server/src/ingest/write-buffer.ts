import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { insertBufferedRows, type BufferedRow, type BufferedTable } from '../repositories/buffered-rows.js';

export type { BufferedRow, BufferedTable } from '../repositories/buffered-rows.js';

/** Anything that can make a visitor's row durable: the buffer in the server, a plain insert in tools. */
export interface RowWriter {
  /**
   * Resolves with the row's id only once the transaction holding it has committed. `after`
   * commits with the row or not at all (issue 21: a lead's deliveries).
   */
  write<T extends BufferedTable>(table: T, row: BufferedRow<T>, after?: After): Promise<number>;
  /** A read-then-write change that shares the batch's transaction; resolves after the commit. */
  run(task: Task): Promise<void>;
}

export type Task = (tx: Transaction<Database>) => Promise<void>;

/**
 * Work that rides in the transaction of the batch holding its row, once the row's id is known.
 * Every row of a batch naming the same follower is handed to it in one call, so a batch pays
 * one query for it however many rows it holds, and a batch without any pays nothing.
 */
export interface Follower<I> {
  run(tx: Transaction<Database>, rows: Array<{ id: number; item: I }>): Promise<void>;
}

/** A row's follow-up: the follower and what it needs of this row. */
export interface After {
  follower: Follower<never>;
  item: unknown;
}

/** Ties an item to its follower with the types checked. */
export function after<I>(follower: Follower<I>, item: I): After {
  return { follower: follower as Follower<never>, item };
}

export interface WriteBufferOptions {
  /** a batch is committed as soon as it holds this many rows */
  maxBatch: number;
  /** otherwise once its first row has waited this long */
  maxDelayMs: number;
}

export const DEFAULT_WRITE_BUFFER: WriteBufferOptions = { maxBatch: 2_000, maxDelayMs: 2 };

/**
 * What a caller hears when its row could not be committed: nothing was acknowledged, so the
 * sender may safely try again (the widget retries a lead).
 */
export class WriteFailedError extends Error {
  /** 400 when the row itself cannot be stored (sending it again would not help), else 503 */
  readonly statusCode: 400 | 503;
  constructor(override readonly cause: unknown) {
    const rowAtFault = isRowFault(cause);
    super(rowAtFault ? 'This could not be stored as sent.' : 'Could not store that just now; please try again.');
    this.statusCode = rowAtFault ? 400 : 503;
  }
}

/** A broken constraint or bad data (SQLSTATE classes 22 and 23, SQLite's constraint errors). */
function isRowFault(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return /^2[23][0-9A-Z]{3}$/.test(code) || code.startsWith('SQLITE_CONSTRAINT') || code === 'SQLITE_MISMATCH';
}

type Pending = {
  resolve(id: number): void;
  reject(error: unknown): void;
} & (
  | { table: BufferedTable; row: BufferedRow<BufferedTable>; after?: After | undefined; task?: undefined }
  | { task: Task; table?: undefined; row?: undefined; after?: undefined }
);

/** Told of every commit, for the metrics: how many rows, how long it took, whether it held. */
export type CommitObserver = (commit: { rows: number; seconds: number; ok: boolean }) => void;

/** Whether the buffer keeps up, for readiness: a commit that never ends wedges every visitor write. */
export interface WriteBufferHealth {
  /** rows waiting for their batch */
  waiting: number;
  /** whether a commit is under way */
  flushing: boolean;
  /** how long the commit under way has run, 0 when none runs */
  flushingForMs: number;
}

/**
 * Group commit: rows from many concurrent requests share one transaction, so a spike costs one
 * fsync per batch instead of one per request. Rows arriving while a batch commits form the next
 * batch, which therefore grows with the load on its own. Each caller's promise settles after
 * the commit, so a request is never acknowledged before its row is durable.
 */
export class WriteBuffer implements RowWriter {
  private pending: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private draining = false;
  private flushStartedAt: number | null = null;
  private readonly observers: CommitObserver[] = [];
  readonly stats = { batches: 0, rows: 0, largestBatch: 0, failedBatches: 0 };

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: WriteBufferOptions = DEFAULT_WRITE_BUFFER,
  ) {}

  write<T extends BufferedTable>(table: T, row: BufferedRow<T>, after?: After): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      this.pending.push({ table, row: row as BufferedRow<BufferedTable>, after, resolve, reject });
      this.schedule();
    });
  }

  run(task: Task): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ task, resolve: () => resolve(), reject });
      this.schedule();
    });
  }

  /** Rows waiting for their batch (not counting the batch being committed). */
  get waiting(): number {
    return this.pending.length;
  }

  health(now = Date.now()): WriteBufferHealth {
    const started = this.flushStartedAt;
    return { waiting: this.pending.length, flushing: started !== null, flushingForMs: started === null ? 0 : Math.max(0, now - started) };
  }

  /** Hears of every commit from now on. */
  observe(observer: CommitObserver): void {
    this.observers.push(observer);
  }

  /** Commits everything written so far, and anything written while it does; for shutdown. */
  async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.flushing || this.pending.length > 0) {
        if (!this.flushing) this.flush();
        await this.flushing;
      }
    } finally {
      this.draining = false;
    }
  }

  private schedule(): void {
    // A running commit takes up what arrived in the meantime as soon as it ends.
    if (this.flushing) return;
    if (this.draining || this.pending.length >= this.options.maxBatch) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.options.maxDelayMs);
  }

  private flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.flushing || this.pending.length === 0) return;
    const batch = this.pending.splice(0, this.options.maxBatch);
    this.flushStartedAt = Date.now();
    this.flushing = this.commit(batch).finally(() => {
      this.flushing = null;
      this.flushStartedAt = null;
      if (this.pending.length > 0) this.flush();
    });
  }

  /** An observer's failure must never look like the commit's: that would store the batch twice. */
  private tell(rows: number, started: number, ok: boolean): void {
    const seconds = (performance.now() - started) / 1000;
    for (const observer of this.observers) {
      try {
        observer({ rows, seconds, ok });
      } catch {
        // Metrics are worth less than the rows they count.
      }
    }
  }

  private async commit(batch: Pending[]): Promise<void> {
    const started = performance.now();
    try {
      const ids = await this.db.transaction().execute((tx) => insertRows(tx, batch));
      this.tell(batch.length, started, true);
      this.stats.batches += 1;
      this.stats.rows += batch.length;
      this.stats.largestBatch = Math.max(this.stats.largestBatch, batch.length);
      batch.forEach((pending, i) => pending.resolve(ids[i]!));
    } catch (error) {
      this.tell(batch.length, started, false);
      this.stats.failedBatches += 1;
      if (batch.length === 1) {
        batch[0]!.reject(new WriteFailedError(error));
        return;
      }
      // One bad row (its pop-up deleted a moment ago, say) must not cost its neighbours their
      // rows: each is tried again in a transaction of its own.
      for (const pending of batch) {
        try {
          const [id] = await this.db.transaction().execute((tx) => insertRows(tx, [pending]));
          pending.resolve(id!);
        } catch (rowError) {
          pending.reject(new WriteFailedError(rowError));
        }
      }
    }
  }
}

/** Each follower once, with every row of the batch that names it. */
async function runFollowers(tx: Transaction<Database>, batch: Pending[], ids: number[]): Promise<void> {
  const byFollower = new Map<Follower<never>, Array<{ id: number; item: never }>>();
  batch.forEach((pending, i) => {
    if (!pending.after) return;
    const rows = byFollower.get(pending.after.follower) ?? [];
    rows.push({ id: ids[i]!, item: pending.after.item as never });
    byFollower.set(pending.after.follower, rows);
  });
  for (const [follower, rows] of byFollower) await follower.run(tx, rows);
}

const TABLE_ORDER: readonly BufferedTable[] = [
  'views',
  'closes',
  'conversions',
  'conversion_activities',
  'limit_logs',
  'store_abandonments',
  'store_ordered_products',
];

/**
 * Inserts the batch's rows table by table, runs their followers, then its tasks in the order
 * they came, and answers each row's id in the batch's order (0 for a task).
 */
async function insertRows(tx: Transaction<Database>, batch: Pending[]): Promise<number[]> {
  const ids = new Array<number>(batch.length).fill(0);
  const byTable = new Map<BufferedTable, number[]>();
  batch.forEach((pending, i) => {
    if (pending.table === undefined) return;
    const positions = byTable.get(pending.table);
    if (positions) positions.push(i);
    else byTable.set(pending.table, [i]);
  });
  // Tables always in one order: the rollup rows their triggers update (db/rollups.ts) are then
  // locked in one order by every instance's batches, which therefore cannot deadlock on them.
  const ordered = [...byTable].sort(([a], [b]) => TABLE_ORDER.indexOf(a) - TABLE_ORDER.indexOf(b));
  for (const [table, positions] of ordered) {
    const returned = await insertBufferedRows(
      tx,
      table,
      positions.map((i) => batch[i]!.row!),
    );
    positions.forEach((position, k) => {
      ids[position] = returned[k]!;
    });
  }
  await runFollowers(tx, batch, ids);
  for (const pending of batch) if (pending.task) await pending.task(tx);
  return ids;
}
