import formbody from '@fastify/formbody';
import fp from 'fastify-plugin';

/**
 * Beacons arrive as text/plain JSON (no CORS preflight); conversions form-encoded (SPEC §7).
 * A body that is not JSON where JSON is expected is the sender's error: 400, not 500.
 */
export default fp(async (app) => {
  await app.register(formbody);
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new Error('Body is not valid JSON') as Error & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });
}, { name: 'body-parsers' });
