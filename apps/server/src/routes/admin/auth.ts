import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findAccountByEmail } from '../../repositories/accounts.js';
import { createSession, deleteSession } from '../../repositories/sessions.js';
import { verifyPassword } from '../../security/password.js';
import { SESSION_COOKIE } from '../../plugins/auth.js';
import { ErrorReply } from '../display/schemas.js';

const Me = Type.Object({ email: Type.String(), viewer_id: Type.String() });

// Compared against when the email is unknown, so a miss costs as long as a wrong password.
const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/admin/login', {
    onRequest: app.limits.login,
    schema: {
      body: Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }), password: Type.String({ minLength: 1, maxLength: 1024 }) }),
      response: { 200: Me, 401: ErrorReply, 429: ErrorReply },
    },
  }, async (request, reply) => {
    const account = await findAccountByEmail(app.db, request.body.email);
    const ok = await verifyPassword(request.body.password, account?.password_hash ?? DUMMY_HASH);
    if (!account || !ok) return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: 'Wrong email or password.' });
    app.setSessionCookie(request, reply, await createSession(app.db, account.id));
    return { email: account.email, viewer_id: account.public_id };
  });

  app.post('/api/admin/logout', async (request, reply) => {
    const token = app.sessionToken(request);
    if (token) await deleteSession(app.db, token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true };
  });

  app.get('/api/admin/me', { preHandler: app.requireAccount, schema: { response: { 200: Me } } }, async (request) => {
    const account = request.account!;
    return { email: account.email, viewer_id: account.public_id };
  });
};

export default authRoutes;
