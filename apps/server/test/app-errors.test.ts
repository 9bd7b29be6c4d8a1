import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.js';

// The wire shape of every error (statusCode, error, message), whether a route throws, answers
// with @fastify/sensible's helpers, or fails in a way it did not plan for.
describe('error replies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    t.app.get('/test/sensible-404', async (_request, reply) => reply.notFound('No such pop-up.'));
    t.app.get('/test/field', async () => {
      throw Object.assign(t.app.httpErrors.badRequest('That is not an email address.'), { field: 'email' });
    });
    t.app.get('/test/unavailable', async () => {
      throw t.app.httpErrors.serviceUnavailable('Could not store that just now; please try again.');
    });
    t.app.get('/test/crash', async () => {
      throw Object.assign(new Error('connection string postgres://user:secret@db'), { detail: 'secret' });
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['/test/sensible-404', 404, { statusCode: 404, error: 'Not Found', message: 'No such pop-up.' }],
    ['/test/field', 400, { field: 'email', statusCode: 400, error: 'Bad Request', message: 'That is not an email address.' }],
    ['/test/unavailable', 503, { statusCode: 503, error: 'Service Unavailable', message: 'Could not store that just now; please try again.' }],
    // A failure nobody planned for says nothing of its details, extra properties included.
    ['/test/crash', 500, { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' }],
    ['/test/no-such-route', 404, { statusCode: 404, error: 'Not Found', message: 'No route GET /test/no-such-route' }],
  ])('%s answers %i with exactly %j', async (url, status, body) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
    expect(response.headers['retry-after']).toBe(status === 503 ? '1' : undefined);
  });
});
