import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { isValidEmail, passwordProblem } from '@beckon/core';
import { CredentialsBody, ErrorReply, MeReply, PasswordChangeBody } from '@beckon/core/api';
import { accountSummary, changePassword, checkPassword, findAccountByEmail, signUp } from '../../repositories/accounts.js';
import { createSession, deleteSession } from '../../repositories/sessions.js';
import { verifyPassword } from '../../security/password.js';
import { LoginBackoff } from '../../security/login-backoff.js';
import { SESSION_COOKIE } from '../../plugins/auth.js';

// Compared against when the email is unknown, so a miss costs as long as a wrong password.
const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** The signed-in owner as every auth call answers it; a 401 when the account is gone. */
async function me(app: FastifyInstance, reply: FastifyReply, accountId: number) {
  const summary = await accountSummary(app.db, accountId);
  if (!summary) return reply.unauthorized('Log in to continue.');
  return summary;
}

/** Sign-up, log-in and log-out: the calls made without a session. */
export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Sign-up shares log-in's limiter: both are how a script would probe which addresses exist.
  app.post(
    '/api/admin/signup',
    {
      onRequest: app.limits.login,
      schema: {
        description: 'A new owner account; answers with a session cookie, as log-in does.',
        body: CredentialsBody,
        response: { 201: MeReply, 400: ErrorReply, 409: ErrorReply, 429: ErrorReply },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      if (!isValidEmail(email.trim())) return reply.badRequest('Enter a valid email address, like you@example.com.');
      const weak = passwordProblem(password);
      if (weak) return reply.badRequest(weak);
      const account = await signUp(app.db, email, password);
      if (account === 'taken') {
        return reply.conflict('An account with this email already exists. Log in instead.');
      }
      app.setSessionCookie(request, reply, await createSession(app.db, account.id));
      return reply.code(201).send(await me(app, reply, account.id));
    },
  );

  // Keyed by the email as typed, known or not: a delay only for real accounts would tell which exist.
  const backoff = new LoginBackoff();
  app.post(
    '/api/admin/login',
    {
      onRequest: app.limits.login,
      schema: { body: CredentialsBody, response: { 200: MeReply, 401: ErrorReply, 429: ErrorReply } },
    },
    async (request, reply) => {
      const { email } = request.body;
      const wait = backoff.wait(email, request.ip);
      if (wait > 0) {
        return reply.header('Retry-After', String(wait)).tooManyRequests(`Too many wrong passwords for this account; try again in ${wait} s.`);
      }
      const account = await findAccountByEmail(app.db, email);
      const ok = await verifyPassword(request.body.password, account?.password_hash ?? DUMMY_HASH);
      if (!account || !ok) {
        backoff.failed(email);
        return reply.unauthorized('Wrong email or password.');
      }
      backoff.succeeded(email, request.ip);
      app.setSessionCookie(request, reply, await createSession(app.db, account.id));
      return me(app, reply, account.id);
    },
  );

  app.post('/api/admin/logout', async (request, reply) => {
    const token = app.sessionToken(request);
    if (token) await deleteSession(app.db, token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true };
  });
};

/** The signed-in owner and the password change: registered inside the account scope. */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/admin/me', { schema: { response: { 200: MeReply, 401: ErrorReply } } }, async (request, reply) => me(app, reply, request.account!.id));

  // Guessing the current password is a log-in attempt by another door: the same limiter.
  app.post(
    '/api/admin/password',
    {
      onRequest: app.limits.login,
      schema: {
        description: 'Changes the password; every other session of the account ends.',
        body: PasswordChangeBody,
        response: { 204: Type.Null(), 400: ErrorReply, 401: ErrorReply, 429: ErrorReply },
      },
    },
    async (request, reply) => {
      const accountId = request.account!.id;
      if (!(await checkPassword(app.db, accountId, request.body.current_password))) return reply.badRequest('Your current password is not right.');
      const weak = passwordProblem(request.body.new_password);
      if (weak) return reply.badRequest(weak);
      await changePassword(app.db, accountId, request.body.new_password, app.sessionToken(request));
      return reply.code(204).send(null);
    },
  );
};
