import type { ColumnDefinitionBuilder } from 'kysely';
import type { DialectName } from '../database.js';

type IdBuilder = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/** The one place where the two dialects differ: auto-increment ids and 64-bit times. */
export function dialectTypes(dialect: DialectName) {
  const sqlite = dialect === 'sqlite';
  const id: IdBuilder = (col) => (sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity());
  return { idType: sqlite ? ('integer' as const) : ('bigint' as const), id, time: 'bigint' as const, ref: sqlite ? ('integer' as const) : ('bigint' as const) };
}
