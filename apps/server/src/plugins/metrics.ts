import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { PairCounter, RequestMetrics } from './request-metrics.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set by the display route (POST /api/display/:clientId and the click path) with its
     * decision; its answer is JSON text serialised and compressed by the route itself, so no
     * serialisation hook ever sees it as an object.
     */
    displayDecision: { verdict: string; popups: number } | null;
  }
  interface FastifyInstance {
    /** this app's own registry: tests build many apps in one process, never share the global one */
    metricsRegistry: Registry;
  }
}

export interface MetricsOptions {
  /** BECKON_METRICS_TOKEN: a bearer token that lets other machines read /metrics */
  token?: string | undefined;
  /** the process's own metrics (CPU, memory, event loop): once per process, so the server's, not tests' */
  processMetrics?: boolean | undefined;
}

/** The decisions counter's popups label: 0, 1, 2, or 3+. */
const POPUPS_LABEL: readonly string[] = ['0', '1', '2'];

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read /metrics: the machine itself (a sidecar or node exporter scraping over loopback),
 * or, with BECKON_METRICS_TOKEN set, whoever sends it as a bearer token. The socket's address
 * decides, not X-Forwarded-For: a proxy on this machine forwarding the world is not loopback.
 */
function mayRead(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (token && header?.startsWith('Bearer ')) return sameSecret(header.slice('Bearer '.length), token);
  return !header && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

/** Prometheus metrics at /metrics (issue 16): requests, the write buffer, display decisions. */
export default fp<MetricsOptions>(
  async (app, options) => {
    const registry = new Registry();
    if (options.processMetrics) collectDefaultMetrics({ register: registry });
    app.decorate('metricsRegistry', registry);
    app.decorateRequest('displayDecision', null);

    // Counted on every request, so in plain numbers (request-metrics.ts), formatted when read.
    const requests = new RequestMetrics(
      registry,
      { name: 'beckon_http_requests_total', help: 'HTTP requests answered, by method, route pattern and status.' },
      { name: 'beckon_http_request_duration_seconds', help: 'Time to answer an HTTP request, by method, route pattern and status.' },
      [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    );
    new Gauge({
      name: 'beckon_write_buffer_depth',
      help: "Visitors' rows waiting for their batch.",
      registers: [registry],
      collect() {
        this.set(app.writes.health().waiting);
      },
    });
    const batchRows = new Histogram({
      name: 'beckon_write_batch_rows',
      help: "Rows per committed batch of visitors' rows.",
      buckets: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000],
      registers: [registry],
    });
    const commitSeconds = new Histogram({
      name: 'beckon_write_commit_seconds',
      help: "Time to commit one batch of visitors' rows.",
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });
    const failedBatches = new Counter({
      name: 'beckon_write_batches_failed_total',
      help: 'Batches whose commit failed (their rows were then tried one by one).',
      registers: [registry],
    });
    const decisions = new PairCounter(
      registry,
      'beckon_display_decisions_total',
      'Display calls answered, by verdict and by how many pop-ups the answer held (0, 1, 2, 3+).',
      ['verdict', 'popups'],
    );

    app.writes.observe(({ rows, seconds, ok }) => {
      if (!ok) return failedBatches.inc();
      batchRows.observe(rows);
      commitSeconds.observe(seconds);
    });

    app.addHook('onResponse', (request, reply, done) => {
      // The route's pattern, never the raw URL: one series per route, not one per client id.
      requests.record(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
      const decision = request.displayDecision;
      if (decision) decisions.inc(decision.verdict, POPUPS_LABEL[decision.popups] ?? '3+');
      done();
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      // 404, not 401: a stranger learns nothing about what this address serves.
      if (!mayRead(request, options.token)) return reply.notFound();
      return reply
        .header('Cache-Control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['write-buffer'] },
);
