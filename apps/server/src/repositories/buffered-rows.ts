import { CompiledQuery, PostgresAdapter, type Insertable, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/** Tables that visitors write to in volume; every row gets an id back. */
export type BufferedTable = 'views' | 'closes' | 'conversions' | 'conversion_activities' | 'limit_logs' | 'store_abandonments' | 'store_ordered_products';

export type BufferedRow<T extends BufferedTable> = Insertable<Database[T]>;

/**
 * Both SQLite and PostgreSQL cap the parameters of one statement; 30,000 stays under SQLite's
 * 32,766 and PostgreSQL's 65,535 whatever the table's width.
 */
const MAX_PARAMETERS = 30_000;

/** Column names come from the code's own row shapes; anything else would be a bug, not a visitor's doing. */
const COLUMN_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * The multi-row insert as SQL text and parameters. Written by hand rather than through Kysely's
 * builder: a batch of 2,000 leads is 34,000 values, and the builder's per-value nodes, frozen
 * objects and compilation cost more than the insert itself (issue 22).
 */
function insertStatement(postgres: boolean, table: BufferedTable, columns: string[], rows: Record<string, unknown>[]): CompiledQuery<{ id: number | string }> {
  const parameters: unknown[] = [];
  const tuples: string[] = [];
  const sqliteTuple = `(${columns.map(() => '?').join(', ')})`;
  for (const row of rows) {
    const first = parameters.length;
    // Every row names the same columns: SQLite has no DEFAULT in VALUES.
    for (const column of columns) parameters.push(row[column] ?? null);
    tuples.push(postgres ? `(${columns.map((_, i) => `$${first + i + 1}`).join(', ')})` : sqliteTuple);
  }
  const names = columns.map((c) => `"${c}"`).join(', ');
  return CompiledQuery.raw(`insert into "${table}" (${names}) values ${tuples.join(', ')} returning "id"`, parameters) as CompiledQuery<{
    id: number | string;
  }>;
}

/**
 * Inserts rows of one table in as few statements as the parameter cap allows; their ids in the
 * order the rows were given.
 */
export async function insertBufferedRows(tx: Transaction<Database>, table: BufferedTable, rows: Record<string, unknown>[]): Promise<number[]> {
  const named = new Set<string>();
  for (const row of rows) for (const column in row) named.add(column);
  const columns = [...named];
  const misnamed = columns.find((c) => !COLUMN_NAME.test(c));
  if (misnamed !== undefined) throw new Error(`not a column name: ${JSON.stringify(misnamed)}`);
  const postgres = tx.getExecutor().adapter instanceof PostgresAdapter;
  const chunkSize = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, columns.length)));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += chunkSize) {
    const { rows: returned } = await tx.executeQuery(insertStatement(postgres, table, columns, rows.slice(start, start + chunkSize)));
    // Ids grow in the order the rows were listed (rowid or sequence), whatever order
    // RETURNING reports them in; sorting maps each id back to its row.
    ids.push(...returned.map((r) => Number(r.id)).sort((a, b) => a - b));
  }
  return ids;
}
