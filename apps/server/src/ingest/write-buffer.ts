import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { insertBufferedRows, type BufferedRow, type BufferedTable } from '../repositories/buffered-rows.js';
import { plainCommit, type GroupCommit } from './group-commit.js';

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

/** A writer whose batches also decide rows from what the database holds (the buffer). */
export interface DecidingWriter extends RowWriter {
  /**
   * A row whose fate depends on what the database holds: the decider reads for every item of
   * the batch naming it at once, in the batch's transaction, and says for each what to store.
   * Resolves with the row that answers the item, and what the decider made of it, once committed.
   */
  decide<I, O>(decider: Decider<I, O>, item: I): Promise<Decided<O>>;
}

export type Task = (tx: Transaction<Database>) => Promise<void>;

/** A row a decider chose to insert, as `write` takes it. */
export type NewRow<T extends BufferedTable = BufferedTable> = { [K in T]: { table: K; row: BufferedRow<K>; after?: After | undefined } }[T];

/**
 * What a decider chose for one item: a new row; the new row of an earlier item of the same call
 * (by its index there), which this one may have reshaped before it is inserted; or a row stored
 * already, with the change to make to it once the batch's new rows are in.
 */
export type Decision<O> = { outcome: O; insert: NewRow } | { outcome: O; sameAs: number } | { outcome: O; existing: number; change?: Task | undefined };

/**
 * Decides, for the items of one batch in the order they came, what each stores. It reads in the
 * batch's transaction before any of the batch's rows are inserted, so one query serves every
 * item; a change to a stored row runs after them, with the tasks, keeping one order of locks.
 */
export interface Decider<I, O> {
  decide(tx: Transaction<Database>, items: I[]): Promise<Array<Decision<O>>>;
}

/** The row that answers a decided item, and the decider's word on it. */
export interface Decided<O> {
  id: number;
  outcome: O;
}

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
  reject(error: unknown): void;
} & (
  | { kind: 'row'; table: BufferedTable; row: BufferedRow<BufferedTable>; after?: After | undefined; resolve(id: number): void }
  | { kind: 'task'; task: Task; resolve(): void }
  | { kind: 'decided'; decider: Decider<unknown, unknown>; item: unknown; resolve(decided: Decided<unknown>): void }
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
 * the commit is on disk, so a request is never acknowledged before its row is durable. Where the
 * disk flush runs apart from the commit (group-commit.ts), the next batch is stored while the
 * last one is flushed, never further ahead: at most two batches wait for their acknowledgement.
 */
export class WriteBuffer implements DecidingWriter {
  private pending: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  /** the acknowledgement of the last batch committed, settled once it is on disk and answered */
  private acknowledging: Promise<void> = Promise.resolve();
  private draining = false;
  private flushStartedAt: number | null = null;
  private readonly observers: CommitObserver[] = [];
  readonly stats = { batches: 0, rows: 0, largestBatch: 0, failedBatches: 0 };

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: WriteBufferOptions = DEFAULT_WRITE_BUFFER,
    /** how a batch commits durably (group-commit.ts): the database's own commit unless told */
    private readonly groupCommit: GroupCommit = plainCommit,
  ) {}

  write<T extends BufferedTable>(table: T, row: BufferedRow<T>, after?: After): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      this.pending.push({ kind: 'row', table, row: row as BufferedRow<BufferedTable>, after, resolve, reject });
      this.schedule();
    });
  }

  run(task: Task): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ kind: 'task', task, resolve: () => resolve(), reject });
      this.schedule();
    });
  }

  decide<I, O>(decider: Decider<I, O>, item: I): Promise<Decided<O>> {
    return new Promise<Decided<O>>((resolve, reject) => {
      this.pending.push({ kind: 'decided', decider: decider as Decider<unknown, unknown>, item, resolve: resolve as (d: Decided<unknown>) => void, reject });
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
      do {
        while (this.flushing || this.pending.length > 0) {
          if (!this.flushing) this.flush();
          await this.flushing;
        }
        await this.acknowledging;
      } while (this.flushing || this.pending.length > 0);
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

  /**
   * Stores the batch in one transaction and resolves once it is committed and the batch before
   * it is acknowledged, so that only one batch is flushed while the next is stored. Its own rows
   * are acknowledged once its commit is on disk.
   */
  private async commit(batch: Pending[]): Promise<void> {
    const started = performance.now();
    let committed;
    try {
      committed = await this.groupCommit.transaction(this.db, (tx) => storeBatch(tx, batch));
    } catch (error) {
      this.failed(batch.length, started);
      await this.retryAlone(batch, error);
      return;
    }
    const { result: answers, durable } = committed;
    const previous = this.acknowledging;
    this.acknowledging = durable.then(
      () => {
        this.tell(batch.length, started, true);
        this.stats.batches += 1;
        this.stats.rows += batch.length;
        this.stats.largestBatch = Math.max(this.stats.largestBatch, batch.length);
        batch.forEach((pending, i) => answer(pending, answers[i]!));
      },
      (error: unknown) => {
        // Committed but not known to be on disk: stored, so trying a row again would store it
        // twice; not acknowledged either (a lead's sender tries again, and is answered with it).
        this.failed(batch.length, started);
        for (const pending of batch) pending.reject(new WriteFailedError(error));
      },
    );
    await previous;
  }

  private failed(rows: number, started: number): void {
    this.tell(rows, started, false);
    this.stats.failedBatches += 1;
  }

  /**
   * One bad row (its pop-up deleted a moment ago, say) must not cost its neighbours their rows:
   * after a batch's transaction failed, each is tried again in a transaction of its own.
   */
  private async retryAlone(batch: Pending[], error: unknown): Promise<void> {
    if (batch.length === 1) {
      batch[0]!.reject(new WriteFailedError(error));
      return;
    }
    await this.acknowledging;
    for (const pending of batch) {
      try {
        const { result, durable } = await this.groupCommit.transaction(this.db, (tx) => storeBatch(tx, [pending]));
        await durable;
        answer(pending, result[0]!);
      } catch (rowError) {
        pending.reject(new WriteFailedError(rowError));
      }
    }
  }
}

/** What the batch answers one pending entry: a row's id (0 for a task), and a decided item's outcome. */
interface Answer {
  id: number;
  outcome?: unknown;
}

function answer(pending: Pending, { id, outcome }: Answer): void {
  if (pending.kind === 'row') pending.resolve(id);
  else if (pending.kind === 'task') pending.resolve();
  else pending.resolve({ id, outcome });
}

/** A batch entry as it is stored: a new row, a row that exists (and its change), or another entry's row. */
type Plan =
  | { row: NewRow; outcome?: unknown }
  | { existing: number; change?: Task | undefined; outcome: unknown }
  | { sameAs: number; outcome: unknown }
  | { task: Task };

/** Each follower once, with every row of the batch that names it. */
async function runFollowers(tx: Transaction<Database>, plans: Plan[], ids: number[]): Promise<void> {
  const byFollower = new Map<Follower<never>, Array<{ id: number; item: never }>>();
  plans.forEach((plan, i) => {
    if (!('row' in plan) || !plan.row.after) return;
    const { follower, item } = plan.row.after;
    const rows = byFollower.get(follower) ?? [];
    rows.push({ id: ids[i]!, item: item as never });
    byFollower.set(follower, rows);
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

/** Every decider of the batch once, with its items in the order they came; its decisions become plans. */
async function decideAll(tx: Transaction<Database>, batch: Pending[], plans: Plan[]): Promise<void> {
  const byDecider = new Map<Decider<unknown, unknown>, number[]>();
  batch.forEach((pending, i) => {
    if (pending.kind !== 'decided') return;
    const positions = byDecider.get(pending.decider);
    if (positions) positions.push(i);
    else byDecider.set(pending.decider, [i]);
  });
  for (const [decider, positions] of byDecider) {
    const decisions = await decider.decide(
      tx,
      positions.map((i) => (batch[i] as Extract<Pending, { kind: 'decided' }>).item),
    );
    if (decisions.length !== positions.length) throw new Error(`a decider answered ${decisions.length} of ${positions.length} items`);
    decisions.forEach((decision, k) => {
      const position = positions[k]!;
      if ('insert' in decision) plans[position] = { row: decision.insert, outcome: decision.outcome };
      else if ('existing' in decision) plans[position] = decision;
      else {
        const first = positions[decision.sameAs];
        if (decision.sameAs >= k || first === undefined || !('row' in plans[first]!)) throw new Error('a decision may only name an earlier new row');
        plans[position] = { sameAs: first, outcome: decision.outcome };
      }
    });
  }
}

/**
 * Decides the batch's decided items, inserts its new rows table by table, runs their followers,
 * then the changes to stored rows and the tasks in the order they came; answers each entry.
 */
async function storeBatch(tx: Transaction<Database>, batch: Pending[]): Promise<Answer[]> {
  const plans = new Array<Plan>(batch.length);
  batch.forEach((pending, i) => {
    if (pending.kind === 'row') plans[i] = { row: { table: pending.table, row: pending.row, after: pending.after } as NewRow };
    else if (pending.kind === 'task') plans[i] = { task: pending.task };
  });
  await decideAll(tx, batch, plans);
  const ids = new Array<number>(batch.length).fill(0);
  const byTable = new Map<BufferedTable, number[]>();
  plans.forEach((plan, i) => {
    if (!('row' in plan)) return;
    const positions = byTable.get(plan.row.table);
    if (positions) positions.push(i);
    else byTable.set(plan.row.table, [i]);
  });
  // Tables always in one order: the rollup rows their triggers update (db/rollups.ts) are then
  // locked in one order by every instance's batches, which therefore cannot deadlock on them.
  const ordered = [...byTable].sort(([a], [b]) => TABLE_ORDER.indexOf(a) - TABLE_ORDER.indexOf(b));
  for (const [table, positions] of ordered) {
    const returned = await insertBufferedRows(
      tx,
      table,
      positions.map((i) => (plans[i] as { row: NewRow }).row.row),
    );
    positions.forEach((position, k) => {
      ids[position] = returned[k]!;
    });
  }
  await runFollowers(tx, plans, ids);
  for (const plan of plans) {
    if ('task' in plan) await plan.task(tx);
    else if ('change' in plan && plan.change) await plan.change(tx);
  }
  return plans.map((plan, i) => {
    if ('existing' in plan) return { id: plan.existing, outcome: plan.outcome };
    if ('sameAs' in plan) return { id: ids[plan.sameAs]!, outcome: plan.outcome };
    return { id: ids[i]!, outcome: 'outcome' in plan ? plan.outcome : undefined };
  });
}
