import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.js';

const TOKEN = 'metrics-token-of-24-chars!';

/** The value of one sample line, e.g. sample(text, 'beckon_write_batch_rows_count'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { metrics: { token: TOKEN } });
    other = await startTestApp('sqlite');
    // The display route names its decision on the request; a stand-in here, so these tests hold whatever the route answers.
    t.app.post<{ Body: { verdict: string; popups: number } }>('/test/decide', async (request) => {
      request.displayDecision = request.body;
      return {};
    });
  });
  afterAll(async () => {
    await t.close();
    await other.close();
  });

  const scrape = async (app = t.app) => {
    const response = await app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('counts requests by method, route pattern and status, with their durations', async () => {
    await t.app.inject({ url: `/api/display/template/${'x'.repeat(24)}` });
    await t.app.inject({ url: '/no/such/thing' });
    await t.app.inject({ url: '/healthz' });
    const text = await scrape();
    expect(text).toMatch(/^beckon_http_requests_total\{method="GET",route="\/api\/display\/template\/:id",status="\d{3}"\} 1$/m);
    expect(text).toMatch(/^beckon_http_requests_total\{method="GET",route="unmatched",status="404"\} 1$/m);
    expect(text).toMatch(/^beckon_http_requests_total\{method="GET",route="\/healthz",status="200"\} 1$/m);
    expect(text).toMatch(/^beckon_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} 1$/m);
    expect(text).toContain('# TYPE beckon_http_request_duration_seconds histogram');
  });

  it('reports the write buffer: depth, batch sizes and commit latency', async () => {
    const before = sample(await scrape(), 'beckon_write_batch_rows_count') ?? 0;
    await Promise.all([t.app.writes.run(async () => {}), t.app.writes.run(async () => {})]);
    const text = await scrape();
    expect(sample(text, 'beckon_write_batch_rows_count')).toBe(before + 1);
    expect(sample(text, 'beckon_write_batch_rows_sum')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'beckon_write_commit_seconds_count')).toBe(before + 1);
    expect(sample(text, 'beckon_write_buffer_depth')).toBe(0);
  });

  it('the display route itself names its decision: the demo site answers with its pop-up', async () => {
    const series = 'beckon_display_decisions_total{verdict="allowed",popups="1"}';
    const before = sample(await scrape(), series) ?? 0;
    const answer = await t.app.inject({ method: 'POST', url: `/api/display/${t.demo.clientId}`, payload: { domain: 'localhost' } });
    expect(answer.statusCode).toBe(200);
    expect(sample(await scrape(), series)).toBe(before + 1);
  });

  it('counts display decisions by verdict and by how many pop-ups the answer held', async () => {
    for (const decision of [
      { verdict: 'allowed', popups: 2 },
      { verdict: 'allowed', popups: 2 },
      { verdict: 'allowed', popups: 7 },
      { verdict: 'not_allowed', popups: 0 },
    ]) {
      await t.app.inject({ method: 'POST', url: '/test/decide', payload: decision });
    }
    const text = await scrape();
    expect(sample(text, 'beckon_display_decisions_total{verdict="allowed",popups="2"}')).toBe(2);
    expect(sample(text, 'beckon_display_decisions_total{verdict="allowed",popups="3+"}')).toBe(1);
    expect(sample(text, 'beckon_display_decisions_total{verdict="not_allowed",popups="0"}')).toBe(1);
  });

  it("keeps a registry per app: one app's traffic is not another's", async () => {
    const text = await scrape(other.app);
    expect(text).not.toContain('route="/healthz"');
    expect(text).not.toContain('beckon_display_decisions_total{');
  });

  it.each([
    ['a remote address without a token', { remoteAddress: '203.0.113.9' }, 404],
    ['a remote address with a wrong token', { remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${'x'.repeat(TOKEN.length)}` } }, 404],
    ['a remote address with a token of another length', { remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer short' } }, 404],
    ['loopback with a wrong token', { remoteAddress: '127.0.0.1', headers: { authorization: 'Bearer nope' } }, 404],
    ['a remote address that claims loopback in X-Forwarded-For', { remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } }, 404],
    ['a remote address with the token', { remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${TOKEN}` } }, 200],
    ['loopback (IPv6) without a token', { remoteAddress: '::1' }, 200],
  ])('answers %s with %i', async (_who, request, status) => {
    const response = await t.app.inject({ url: '/metrics', ...request });
    expect(response.statusCode).toBe(status);
    if (status === 404) expect(response.body).not.toContain('beckon_');
  });

  it('without BECKON_METRICS_TOKEN, answers loopback only', async () => {
    expect(
      (await other.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer anything-at-all-of-length' } })).statusCode,
    ).toBe(404);
    expect((await other.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });
});
