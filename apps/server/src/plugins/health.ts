import fp from 'fastify-plugin';
import { pingDatabase } from '../repositories/health.js';

export interface HealthOptions {
  /** the database must answer within this long */
  databaseTimeoutMs: number;
  /** a commit of visitors' rows running longer than this means the buffer is wedged */
  maxFlushMs: number;
  /** more rows than this waiting for their batch means the buffer does not keep up */
  maxWaitingRows: number;
}

export const DEFAULT_HEALTH: HealthOptions = { databaseTimeoutMs: 2_000, maxFlushMs: 10_000, maxWaitingRows: 50_000 };

class TimedOut extends Error {}

async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /healthz (the process answers: restart it if not) and /readyz (send it traffic: the database
 * answers and the write buffer keeps up). Registered at the root, outside the visitor API: no
 * rate limit, no session, so a probe every few seconds from the same address never trips one.
 */
export default fp<{ options?: Partial<HealthOptions> | undefined }>(
  async (app, { options }) => {
    const limits = { ...DEFAULT_HEALTH, ...options };
    const hide = { schema: { hide: true } };

    app.get('/healthz', hide, async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));

    /** Why this instance should not take traffic now, or null when it should. */
    async function unready(): Promise<string | null> {
      // The buffer first: a wedged commit may hold the one SQLite connection the ping would wait for.
      const buffer = app.writes.health();
      if (buffer.flushingForMs > limits.maxFlushMs) return `write buffer wedged: a commit has run for ${Math.round(buffer.flushingForMs / 1000)} s`;
      if (buffer.waiting > limits.maxWaitingRows) return `write buffer behind: ${buffer.waiting} rows waiting (limit ${limits.maxWaitingRows})`;
      try {
        await within(pingDatabase(app.db), limits.databaseTimeoutMs);
      } catch (error) {
        if (error instanceof TimedOut) return `database did not answer within ${limits.databaseTimeoutMs} ms`;
        app.log.warn({ err: error }, 'readiness: database unreachable');
        return 'database unreachable';
      }
      return null;
    }

    app.get('/readyz', hide, async (_request, reply) => {
      const reason = await unready();
      reply.header('Cache-Control', 'no-store');
      return reason === null ? reply.send({ status: 'ready' }) : reply.code(503).header('Retry-After', '5').send({ status: 'unready', reason });
    });
  },
  { name: 'health', dependencies: ['database', 'write-buffer'] },
);
