import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * Case-blind search on both databases. PostgreSQL's lower() folds every letter; SQLite's folds
 * ASCII only, so "ölçer" would never find "Ölçer". FOLD_FUNCTION folds as JavaScript does: SQLite
 * has it registered on every connection (database.ts), PostgreSQL has it as lower() (migration
 * 0018). It costs SQLite a call into JavaScript per row, about 2.5 times the scan, so a search
 * uses it only for a needle with a letter beyond ASCII: for an ASCII needle, ASCII folding
 * already finds every match (the other letters of the text cannot equal an ASCII one).
 */
export const FOLD_FUNCTION = 'beckon_fold';

/** What FOLD_FUNCTION does, for SQLite's registration: a string lowercased, anything else as it is. */
export function foldCase(value: unknown): unknown {
  return typeof value === 'string' ? value.toLowerCase() : value;
}

/** A LIKE pattern (escape '\') that finds the text anywhere, lowercased, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `expr` lowercased so that a LIKE with containsPattern(needle) finds every match of the needle. */
export function foldedFor(needle: string, expr: Expression<unknown> | RawBuilder<unknown>): RawBuilder<string> {
  // eslint-disable-next-line no-control-regex
  return /^[\u0000-\u007f]*$/.test(needle) ? sql<string>`lower(${expr})` : sql<string>`${sql.raw(FOLD_FUNCTION)}(${expr})`;
}
