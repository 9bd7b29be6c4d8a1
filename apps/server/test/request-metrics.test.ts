import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { PairCounter, RequestMetrics } from '../src/plugins/request-metrics.js';

const BOUNDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const COUNTER = { name: 'beckon_http_requests_total', help: 'HTTP requests answered, by method, route pattern and status.' };
const HISTOGRAM = { name: 'beckon_http_request_duration_seconds', help: 'Time to answer an HTTP request, by method, route pattern and status.' };

/** Requests as the onResponse hook sees them: repeated series, every bucket, past the last bound, exactly on a bound. */
const REQUESTS: Array<[string, string, number, number]> = [
  ['POST', '/api/display/:clientId', 200, 0.0004],
  ['POST', '/api/display/:clientId', 200, 0.0013],
  ['GET', 'unmatched', 404, 0.0002],
  ['POST', '/api/display/:clientId', 404, 0.003],
  ['POST', '/api/display/:clientId', 200, 0.025],
  ['GET', '/healthz', 200, 7.5],
  ['POST', '/api/display/:clientId', 200, 0.3],
  ['GET', '/api/display/template/:id', 200, 5],
  ['GET', '/healthz', 200, 0.00001],
  ['POST', '/api/display/viewed/:id', 503, 1.2],
];

describe('request metrics counted in plain numbers', () => {
  it('read exactly as prom-client’s own counter and histogram would, as text and as JSON', async () => {
    const ours = new Registry();
    const theirs = new Registry();
    const metrics = new RequestMetrics(ours, COUNTER, HISTOGRAM, BOUNDS);
    const counter = new Counter({ ...COUNTER, labelNames: ['method', 'route', 'status'] as const, registers: [theirs] });
    const histogram = new Histogram({ ...HISTOGRAM, labelNames: ['method', 'route', 'status'] as const, buckets: BOUNDS, registers: [theirs] });
    for (const [method, route, status, seconds] of REQUESTS) {
      metrics.record(method, route, status, seconds);
      const labels = { method, route, status: String(status) };
      counter.inc(labels);
      histogram.observe(labels, seconds);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.getMetricsAsJSON()).toEqual(await theirs.getMetricsAsJSON());
    expect(await ours.metrics()).toContain(
      'beckon_http_request_duration_seconds_bucket{le="0.0025",method="POST",route="/api/display/:clientId",status="200"} 2',
    );
  });

  it('reads as prom-client before any request, and after a reset', async () => {
    const ours = new Registry();
    const theirs = new Registry();
    const metrics = new RequestMetrics(ours, COUNTER, HISTOGRAM, BOUNDS);
    new Counter({ ...COUNTER, labelNames: ['method', 'route', 'status'] as const, registers: [theirs] });
    new Histogram({ ...HISTOGRAM, labelNames: ['method', 'route', 'status'] as const, buckets: BOUNDS, registers: [theirs] });
    expect(await ours.metrics()).toBe(await theirs.metrics());
    metrics.record('GET', '/healthz', 200, 0.01);
    ours.resetMetrics();
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });

  it('counts pairs of labels as prom-client’s counter does', async () => {
    const ours = new Registry();
    const theirs = new Registry();
    const help = 'Display calls answered, by verdict and by how many pop-ups the answer held (0, 1, 2, 3+).';
    const pairs = new PairCounter(ours, 'beckon_display_decisions_total', help, ['verdict', 'popups']);
    const counter = new Counter({ name: 'beckon_display_decisions_total', help, labelNames: ['verdict', 'popups'] as const, registers: [theirs] });
    for (const [verdict, popups] of [
      ['allowed', '1'],
      ['allowed', '3+'],
      ['foreign_domain', '0'],
      ['allowed', '1'],
      ['not_allowed', '0'],
    ] as const) {
      pairs.inc(verdict, popups);
      counter.inc({ verdict, popups });
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.getMetricsAsJSON()).toEqual(await theirs.getMetricsAsJSON());
  });
});
