import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../src/security/rate-limits.js';
import { DIALECTS } from './support/databases.js';
import { startTestApp, type TestApp } from './support/app.js';

/** A commit that holds the write buffer until the test lets it go: a wedged database, as the buffer sees it. */
function stuckCommit(t: TestApp): { release(): void; done: Promise<void> } {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release: () => release(), done: t.app.writes.run(() => held) };
}

describe.each(DIALECTS)('health and readiness on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect, { rateLimits: { ...DEFAULT_RATE_LIMITS, ipPerMinute: 1 }, health: { maxWaitingRows: 2, databaseTimeoutMs: 100 } });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('answers /healthz and /readyz while all is well', async () => {
    const [live, ready] = [await t.app.inject({ url: '/healthz' }), await t.app.inject({ url: '/readyz' })];
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is probed every few seconds without tripping a rate limit or getting a session', async () => {
    for (let i = 0; i < 5; i++) {
      for (const url of ['/healthz', '/readyz']) {
        const response = await t.app.inject({ url, remoteAddress: '198.51.100.7' });
        expect(response.statusCode).toBe(200);
        expect(response.headers['set-cookie']).toBeUndefined();
      }
    }
  });

  it('is not ready once the database is gone, and says so', async () => {
    await t.app.db.destroy();
    const ready = await t.app.inject({ url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'unready', reason: 'database unreachable' }]);
    expect(ready.headers['retry-after']).toBe('5');
    // Liveness is the process: restarting it would not bring the database back.
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it("is not ready while a commit of visitors' rows hangs, and ready again once it ends", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const stuck = stuckCommit(t);
    try {
      await vi.waitFor(() => expect(t.app.writes.health().flushing).toBe(true));
      vi.setSystemTime(Date.now() + 11_000);
      const wedged = await t.app.inject({ url: '/readyz' });
      expect([wedged.statusCode, wedged.json()]).toEqual([503, { status: 'unready', reason: 'write buffer wedged: a commit has run for 11 s' }]);
    } finally {
      stuck.release();
      await stuck.done;
    }
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('lets a commit run a few seconds before it calls the buffer wedged', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const stuck = stuckCommit(t);
    try {
      await vi.waitFor(() => expect(t.app.writes.health().flushing).toBe(true));
      vi.setSystemTime(Date.now() + 9_000);
      // vi.waitFor moves the fake clock on by its polling interval too.
      const { flushing, flushingForMs } = t.app.writes.health();
      expect([flushing, flushingForMs >= 9_000 && flushingForMs < 10_000]).toEqual([true, true]);
      // PostgreSQL answers the probe on another connection of its pool; SQLite's one connection is the commit's.
      const ready = await t.app.inject({ url: '/readyz' });
      expect(ready.json()).toEqual(dialect === 'postgres' ? { status: 'ready' } : { status: 'unready', reason: 'database did not answer within 100 ms' });
    } finally {
      stuck.release();
      await stuck.done;
    }
  });

  it('is not ready while more rows wait than the buffer may hold', async () => {
    const stuck = stuckCommit(t);
    const queued: Promise<void>[] = [];
    try {
      await vi.waitFor(() => expect(t.app.writes.health().flushing).toBe(true));
      queued.push(...[1, 2, 3].map(() => t.app.writes.run(async () => {})));
      const behind = await t.app.inject({ url: '/readyz' });
      expect([behind.statusCode, behind.json()]).toEqual([503, { status: 'unready', reason: 'write buffer behind: 3 rows waiting (limit 2)' }]);
    } finally {
      stuck.release();
      await Promise.all([stuck.done, ...queued]);
    }
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('readiness with a database that does not answer', () => {
  it('gives up after its timeout rather than hanging the probe', async () => {
    const t = await startTestApp('sqlite', { health: { databaseTimeoutMs: 50 } });
    try {
      // SQLite has one connection: a transaction that holds it keeps the ping waiting.
      let release = () => {};
      const holding = t.app.db.transaction().execute(
        () =>
          new Promise<void>((resolve) => {
            release = resolve;
          }),
      );
      const ready = await t.app.inject({ url: '/readyz' });
      expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'unready', reason: 'database did not answer within 50 ms' }]);
      release();
      await holding;
    } finally {
      await t.close();
    }
  });
});
