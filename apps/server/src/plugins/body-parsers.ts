import formbody from '@fastify/formbody';
import fp from 'fastify-plugin';

/**
 * Beacons arrive as text/plain JSON (no CORS preflight); conversions form-encoded (SPEC §7).
 * A body that is not JSON where JSON is expected is the sender's error: 400, not 500.
 */
export default fp(
  async (app) => {
    await app.register(formbody);
    // The same parser as application/json, so __proto__ and constructor.prototype keys are refused
    // whichever content type carries them.
    const json = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, {});
      json(request, text, (error, parsed) => {
        if (!error) return done(null, parsed);
        done(
          Object.assign(new Error(error.message.includes('prototype') || error.message.includes('proto') ? error.message : 'Body is not valid JSON'), {
            statusCode: 400,
          }),
          undefined,
        );
      });
    });
  },
  { name: 'body-parsers' },
);
