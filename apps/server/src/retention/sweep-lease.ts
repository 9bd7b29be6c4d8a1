import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The settings row the lease lives in: one row both dialects update with a compare-and-set. */
const LEASE_KEY = 'retention_sweep_lease';

/**
 * Who sweeps, and until when. While a sweep runs, `holder` names it and `until` is when its
 * claim lapses if it dies (renewed after each batch). Once done, `holder` is '' and `until` is
 * when the next sweep is due, so instances that wake up within the hour find nothing to do.
 */
interface LeaseValue {
  holder: string;
  until: number;
}

function read(value: string | undefined): LeaseValue {
  try {
    const parsed = JSON.parse(value ?? '') as Partial<LeaseValue>;
    return { holder: typeof parsed.holder === 'string' ? parsed.holder : '', until: typeof parsed.until === 'number' ? parsed.until : 0 };
  } catch {
    return { holder: '', until: 0 };
  }
}

/**
 * The retention sweep's lease: one instance sweeps at a time, on SQLite and PostgreSQL alike. Each
 * change is one UPDATE that names the value it replaces, so of two instances racing for it
 * exactly one changes it; no advisory lock, which SQLite lacks.
 */
export class SweepLease {
  /** the stored value as this holder last wrote it; undefined while not held */
  private held: string | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly holder: string,
    private readonly leaseMs: number,
  ) {}

  /**
   * Takes the lease when the next sweep is due (or, `now` asked by the operator, whenever no sweep
   * is running). True when this holder has it.
   */
  async take(now: number, whenDue: 'due' | 'now'): Promise<boolean> {
    await this.db
      .insertInto('settings')
      .values({ key: LEASE_KEY, value: JSON.stringify({ holder: '', until: 0 }) })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const row = await this.db.selectFrom('settings').select('value').where('key', '=', LEASE_KEY).executeTakeFirst();
    const current = read(row?.value);
    const free = current.until <= now || (whenDue === 'now' && current.holder === '');
    if (!free || row === undefined) return false;
    return this.swap(row.value, { holder: this.holder, until: now + this.leaseMs });
  }

  /** Keeps the lease for another lease time; false when it lapsed and another instance took it. */
  renew(now: number): Promise<boolean> {
    if (this.held === undefined) return Promise.resolve(false);
    return this.swap(this.held, { holder: this.holder, until: now + this.leaseMs });
  }

  /** Done: nobody sweeps again before `nextDue`. */
  async release(nextDue: number): Promise<void> {
    if (this.held !== undefined) await this.swap(this.held, { holder: '', until: nextDue });
    this.held = undefined;
  }

  private async swap(expected: string, next: LeaseValue): Promise<boolean> {
    const value = JSON.stringify(next);
    const result = await this.db.updateTable('settings').set({ value }).where('key', '=', LEASE_KEY).where('value', '=', expected).executeTakeFirst();
    const won = Number(result.numUpdatedRows) === 1;
    this.held = won && next.holder !== '' ? value : undefined;
    return won;
  }
}
