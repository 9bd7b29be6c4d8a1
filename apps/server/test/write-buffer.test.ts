import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { WriteBuffer, WriteFailedError, type Decider } from '../src/ingest/write-buffer.js';
import { groupCommitFor, plainCommit, UnsyncedCommitError, walSyncedCommit, type GroupCommit } from '../src/ingest/group-commit.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { DIALECTS, testDatabase, type TestDatabase } from './support/databases.js';
import { startTestApp } from './support/app.js';

const view = (url: string) => ({ poptin_id: 'p', site_id: 1, visitor: null, trigger: 't', device: 'desktop', url, created_at: Date.now() });

describe.each(DIALECTS)('write buffer on %s', (dialect) => {
  let database: TestDatabase | undefined;
  const handles: DatabaseHandle[] = [];
  const open = async () => {
    database ??= await testDatabase(dialect);
    const handle = database.open();
    handles.push(handle);
    await migrateToLatest(handle);
    return handle;
  };
  afterEach(async () => {
    for (const handle of handles.splice(0)) await handle.db.destroy();
    await database?.cleanup();
    database = undefined;
  });

  it('commits concurrent rows of several tables in few transactions, each caller getting its own row id', async () => {
    const { db } = await open();
    const buffer = new WriteBuffer(db, { maxBatch: 300, maxDelayMs: 5 });
    const urls = Array.from({ length: 1_000 }, (_, i) => `https://shop.example/${i}`);
    const [viewIds, closeIds] = await Promise.all([
      Promise.all(urls.map((url) => buffer.write('views', view(url)))),
      Promise.all(
        urls.slice(0, 100).map((url) => buffer.write('closes', { poptin_id: 'p', site_id: 1, visitor: null, close_trigger: null, url, created_at: 1 })),
      ),
    ]);
    expect(buffer.stats.rows).toBe(1_100);
    expect(buffer.stats.batches).toBeLessThanOrEqual(6);
    expect(buffer.stats.largestBatch).toBe(300);
    const stored = new Map((await db.selectFrom('views').select(['id', 'url']).execute()).map((r) => [Number(r.id), r.url]));
    expect(viewIds.map((id) => stored.get(id))).toEqual(urls);
    const closes = new Map((await db.selectFrom('closes').select(['id', 'url']).execute()).map((r) => [Number(r.id), r.url]));
    expect(closeIds.map((id) => closes.get(id))).toEqual(urls.slice(0, 100));
  });

  it('answers only after the commit: a row that cannot be stored is refused, and its neighbours are kept', async () => {
    const { db } = await open();
    const buffer = new WriteBuffer(db, { maxBatch: 100, maxDelayMs: 5 });
    const results = await Promise.allSettled([
      buffer.write('views', view('a')),
      buffer.write('views', { ...view('b'), url: null as unknown as string }),
      buffer.write('views', view('c')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(WriteFailedError);
    expect((await db.selectFrom('views').select('url').orderBy('id').execute()).map((r) => r.url)).toEqual(['a', 'c']);
  });

  it('runs read-then-write tasks in the same batch, in order, after its rows', async () => {
    const { db } = await open();
    const buffer = new WriteBuffer(db, { maxBatch: 100, maxDelayMs: 5 });
    const seen: number[] = [];
    const count = async (tx: Parameters<Parameters<WriteBuffer['run']>[0]>[0]) => {
      seen.push(
        Number(
          (
            await tx
              .selectFrom('views')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      );
    };
    await Promise.all([buffer.write('views', view('1')), buffer.run(count), buffer.write('views', view('2')), buffer.run(count)]);
    expect(seen).toEqual([2, 2]);
    expect(buffer.stats.batches).toBe(1);
  });

  it('refuses, with a 503 the sender may retry, when the database is gone', async () => {
    const { db } = await open();
    const buffer = new WriteBuffer(db, { maxBatch: 10, maxDelayMs: 1 });
    await db.destroy();
    handles.length = 0;
    const error = await buffer.write('views', view('lost')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriteFailedError);
    expect((error as WriteFailedError).statusCode).toBe(503);
  });

  it('tells its observers of every commit: rows, time and outcome; an observer that throws costs nothing', async () => {
    const { db } = await open();
    const buffer = new WriteBuffer(db, { maxBatch: 100, maxDelayMs: 5 });
    const heard: { rows: number; ok: boolean }[] = [];
    buffer.observe(() => {
      throw new Error('a broken metrics exporter');
    });
    buffer.observe(({ rows, seconds, ok }) => {
      expect(seconds).toBeGreaterThanOrEqual(0);
      heard.push({ rows, ok });
    });
    await Promise.all([buffer.write('views', view('one')), buffer.write('views', view('two'))]);
    await buffer.write('views', { ...view('bad'), url: null as unknown as string }).catch(() => undefined);
    expect(heard).toEqual([
      { rows: 2, ok: true },
      { rows: 1, ok: false },
    ]);
    // Stored once each: the throwing observer did not turn the commit into a failed one retried row by row.
    expect((await db.selectFrom('views').select('url').orderBy('id').execute()).map((r) => r.url)).toEqual(['one', 'two']);
  });

  it('reports its health: rows waiting, and how long the commit under way has run', async () => {
    const { db } = await open();
    const buffer = new WriteBuffer(db, { maxBatch: 100, maxDelayMs: 60_000 });
    expect(buffer.health()).toEqual({ waiting: 0, flushing: false, flushingForMs: 0 });
    const pending = buffer.write('views', view('waits'));
    expect(buffer.health()).toEqual({ waiting: 1, flushing: false, flushingForMs: 0 });
    const drained = buffer.drain();
    const started = Date.now();
    expect(buffer.health(started + 1_500)).toMatchObject({ waiting: 0, flushing: true });
    expect(buffer.health(started + 1_500).flushingForMs).toBeGreaterThanOrEqual(1_500);
    await Promise.all([drained, pending]);
    expect(buffer.health()).toEqual({ waiting: 0, flushing: false, flushingForMs: 0 });
  });

  /** Decides views by their url: 'old:<id>' answers that stored row, 'same:<k>' the k-th item's new row, else a new row. */
  const byUrl: Decider<string, string> = {
    async decide(_tx, urls) {
      return urls.map((url) => {
        if (url.startsWith('old:')) return { outcome: 'old', existing: Number(url.slice(4)) };
        if (url.startsWith('same:')) return { outcome: 'same', sameAs: Number(url.slice(5)) };
        return { outcome: 'new', insert: { table: 'views', row: view(url) } };
      });
    },
  };

  it('lets a decider read for all its items of a batch at once, and answers each with the row it chose', async () => {
    const { db } = await open();
    const buffer = new WriteBuffer(db, { maxBatch: 100, maxDelayMs: 60_000 });
    const first = buffer.write('views', view('stored'));
    await buffer.drain();
    const stored = await first;
    const seen: string[][] = [];
    const counting: Decider<string, string> = {
      decide: (tx, urls) => {
        seen.push(urls);
        return byUrl.decide(tx, urls);
      },
    };
    const answers = Promise.all([
      buffer.decide(counting, 'a'),
      buffer.write('views', view('plain')),
      buffer.decide(counting, `old:${stored}`),
      buffer.decide(counting, 'same:0'),
    ]);
    await buffer.drain();
    const [a, plain, old, same] = await answers;
    expect(seen).toEqual([['a', `old:${stored}`, 'same:0']]);
    expect(old).toEqual({ id: stored, outcome: 'old' });
    expect(same).toEqual({ id: a.id, outcome: 'same' });
    expect(plain).toBeGreaterThan(stored);
    const urls = (await db.selectFrom('views').select('url').orderBy('id').execute()).map((r) => r.url);
    expect(urls.sort()).toEqual(['a', 'plain', 'stored']);
  });

  it.each([
    [
      'answers fewer items than it was given',
      (urls: string[]) => urls.slice(1).map(() => ({ outcome: 'x', insert: { table: 'views' as const, row: view('x') } })),
    ],
    ['names a later item as the row to share', (urls: string[]) => urls.map(() => ({ outcome: 'x', sameAs: 1 }))],
  ])('refuses a decider that %s: nothing of it is stored, its neighbours are', async (_, decide) => {
    const { db } = await open();
    const buffer = new WriteBuffer(db, { maxBatch: 100, maxDelayMs: 60_000 });
    const broken: Decider<string, string> = { decide: async (_tx, urls) => decide(urls) };
    const results = Promise.allSettled([buffer.decide(broken, 'one'), buffer.decide(broken, 'two'), buffer.write('views', view('neighbour'))]);
    await buffer.drain();
    expect((await results).map((r) => r.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect((await db.selectFrom('views').select('url').execute()).map((r) => r.url)).toEqual(['neighbour']);
  });

  it('acknowledges a batch only once its commit is on disk, storing the next meanwhile but never a third', async () => {
    const { db } = await open();
    const flushes: Array<() => void> = [];
    const held: GroupCommit = {
      async transaction(database, work) {
        const { result } = await plainCommit.transaction(database, work);
        return { result, durable: new Promise<void>((resolve) => flushes.push(resolve)) };
      },
    };
    const buffer = new WriteBuffer(db, { maxBatch: 1, maxDelayMs: 1 }, held);
    const acknowledged: string[] = [];
    const writes = ['1', '2', '3'].map((url) => buffer.write('views', view(url)).then(() => acknowledged.push(url)));
    const stored = async () => (await db.selectFrom('views').select('url').orderBy('id').execute()).map((r) => r.url);
    await vi.waitFor(async () => expect(await stored()).toEqual(['1', '2']));
    // Two batches committed, neither on disk: nothing acknowledged, and the third waits.
    expect(acknowledged).toEqual([]);
    expect(flushes).toHaveLength(2);
    flushes[0]!();
    await vi.waitFor(async () => expect(await stored()).toEqual(['1', '2', '3']));
    expect(acknowledged).toEqual(['1']);
    flushes[2]!();
    flushes[1]!();
    await Promise.all(writes);
    expect(acknowledged.sort()).toEqual(['1', '2', '3']);
    expect(buffer.stats).toMatchObject({ batches: 3, rows: 3, failedBatches: 0 });
  });

  it('refuses every row of a batch committed but not flushed, with a 503, and never stores one twice', async () => {
    const { db } = await open();
    const unflushed: GroupCommit = {
      async transaction(database, work) {
        const { result } = await plainCommit.transaction(database, work);
        return { result, durable: Promise.reject(new UnsyncedCommitError(new Error('EIO'))) };
      },
    };
    const buffer = new WriteBuffer(db, { maxBatch: 100, maxDelayMs: 60_000 }, unflushed);
    const results = Promise.allSettled([buffer.write('views', view('a')), buffer.write('views', view('b'))]);
    await buffer.drain();
    for (const result of await results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(WriteFailedError);
      expect(((result as PromiseRejectedResult).reason as WriteFailedError).statusCode).toBe(503);
    }
    expect((await db.selectFrom('views').select('url').orderBy('id').execute()).map((r) => r.url)).toEqual(['a', 'b']);
    expect(buffer.stats.failedBatches).toBe(1);
  });

  it(
    dialect === 'sqlite' ? 'flushes the WAL itself and leaves the connection at synchronous=FULL for every other write' : 'commits as PostgreSQL does',
    async () => {
      const handle = await open();
      const commit = await groupCommitFor(handle);
      expect(commit === plainCommit).toBe(dialect !== 'sqlite');
      const buffer = new WriteBuffer(handle.db, { maxBatch: 100, maxDelayMs: 1 }, commit);
      const ids = await Promise.all(['x', 'y'].map((url) => buffer.write('views', view(url))));
      expect(ids).toHaveLength(2);
      if (dialect === 'sqlite') {
        const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(handle.db);
        expect(rows[0]!.synchronous).toBe(2);
        // A WAL that cannot be flushed: the batch is stored but never acknowledged.
        const lost = new WriteBuffer(handle.db, { maxBatch: 100, maxDelayMs: 1 }, walSyncedCommit(`${handle.location}.missing-wal`));
        const error = await lost.write('views', view('z')).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(WriteFailedError);
        expect((error as WriteFailedError).cause).toBeInstanceOf(UnsyncedCommitError);
        expect((await sql<{ synchronous: number }>`pragma synchronous`.execute(handle.db)).rows[0]!.synchronous).toBe(2);
      }
      await buffer.drain();
      await commit.close?.();
    },
  );

  it('drains on shutdown: a row written just before close is in the database afterwards', async () => {
    const t = await startTestApp(dialect);
    const site = await t.app.db.selectFrom('sites').select('id').where('client_id', '=', t.demo.clientId).executeTakeFirstOrThrow();
    // A long delay, so only the drain can commit it.
    const buffer = new WriteBuffer(t.app.db, { maxBatch: 1_000, maxDelayMs: 60_000 });
    const pending = buffer.write('views', { ...view('drained'), poptin_id: t.demo.poptinId, site_id: site.id });
    expect(buffer.waiting).toBe(1);
    await buffer.drain();
    const id = await pending;
    expect(await t.app.db.selectFrom('views').select('url').where('id', '=', id).executeTakeFirst()).toEqual({ url: 'drained' });
    // The app's own buffer drains in close(), before the database goes.
    const viaApp = t.app.writes.write('views', { ...view('at close'), poptin_id: t.demo.poptinId, site_id: site.id });
    await t.app.close();
    const closeId = await viaApp;
    const after = t.reopen();
    expect(await after.db.selectFrom('views').select('url').where('id', '=', closeId).executeTakeFirst()).toEqual({ url: 'at close' });
    await t.close();
  });
});
