import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/** Tables that visitors write to in volume; every row gets an id back. */
export type BufferedTable = 'views' | 'closes' | 'conversions' | 'conversion_activities' | 'limit_logs' | 'store_abandonments' | 'store_ordered_products';

export type BufferedRow<T extends BufferedTable> = Insertable<Database[T]>;

/**
 * Both SQLite and PostgreSQL cap the parameters of one statement; 30,000 stays under SQLite's
 * 32,766 and PostgreSQL's 65,535 whatever the table's width.
 */
const MAX_PARAMETERS = 30_000;

/**
 * Inserts rows of one table in as few statements as the parameter cap allows; their ids in the
 * order the rows were given.
 */
export async function insertBufferedRows(tx: Transaction<Database>, table: BufferedTable, rows: Record<string, unknown>[]): Promise<number[]> {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const chunkSize = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, columns.length)));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize).map((row) => withColumns(row, columns));
    const returned = await tx
      .insertInto(table)
      .values(chunk as never)
      .returning('id')
      .execute();
    // Ids grow in the order the rows were listed (rowid or sequence), whatever order
    // RETURNING reports them in; sorting maps each id back to its row.
    ids.push(...returned.map((r) => Number(r.id)).sort((a, b) => a - b));
  }
  return ids;
}

/** Every row of one multi-row insert names the same columns: SQLite has no DEFAULT in VALUES. */
function withColumns(row: Record<string, unknown>, columns: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const column of columns) out[column] = row[column] ?? null;
  return out;
}
