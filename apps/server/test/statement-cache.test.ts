import { describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { withKeptStatements } from '../src/db/statement-cache.js';

function database() {
  const sqlite = new SQLite(':memory:');
  sqlite.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT); INSERT INTO t (v) VALUES ('a'), ('b'), ('c')");
  return sqlite;
}

describe('kept prepared statements', () => {
  it('prepares a text once and hands the same statement back', () => {
    const kept = withKeptStatements(database());
    const first = kept.prepare('SELECT v FROM t ORDER BY id');
    expect(kept.prepare('SELECT v FROM t ORDER BY id')).toBe(first);
    expect(first.all([])).toEqual([{ v: 'a' }, { v: 'b' }, { v: 'c' }]);
    expect(kept.prepare('SELECT v FROM t WHERE id = ?')).not.toBe(first);
  });

  it('gives a fresh statement while the kept one steps through a streamed result, and both read right', () => {
    const kept = withKeptStatements(database());
    const streaming = kept.prepare('SELECT v FROM t ORDER BY id');
    const rows = streaming.iterate([]);
    expect(rows.next().value).toEqual({ v: 'a' });
    const meanwhile = kept.prepare('SELECT v FROM t ORDER BY id');
    expect(meanwhile).not.toBe(streaming);
    expect(meanwhile.all([])).toHaveLength(3);
    expect([...rows]).toEqual([{ v: 'b' }, { v: 'c' }]);
    // Done stepping, the kept one is handed out again.
    expect(kept.prepare('SELECT v FROM t ORDER BY id')).toBe(streaming);
  });

  it('keeps at most its size, forgetting the oldest text first', () => {
    const kept = withKeptStatements(database(), 2);
    const one = kept.prepare('SELECT 1');
    const two = kept.prepare('SELECT 2');
    kept.prepare('SELECT 3');
    expect(kept.prepare('SELECT 2')).toBe(two);
    expect(kept.prepare('SELECT 1')).not.toBe(one);
  });
});
