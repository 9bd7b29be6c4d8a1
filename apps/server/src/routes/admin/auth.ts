import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { NAME_EMAIL_MAX_LENGTH, isValidEmail, passwordProblem } from '@beckon/core';
import { accountSummary, changePassword, checkPassword, findAccountByEmail, signUp } from '../../repositories/accounts.js';
import { createSession, deleteSession } from '../../repositories/sessions.js';
import { verifyPassword } from '../../security/password.js';
import { LoginBackoff } from '../../security/login-backoff.js';
import { SESSION_COOKIE } from '../../plugins/auth.js';
import { ErrorReply } from '../display/schemas.js';

const Me = Type.Object({
  viewer_id: Type.String(),
  email: Type.String(),
  plan: Type.String(),
  /** SPEC §6 monthly view cap; null means none */
  max_monthly_views: Type.Union([Type.Integer(), Type.Null()]),
});

/** scrypt hashes whatever it is given; a bound keeps one request from costing a second of CPU. */
const MAX_PASSWORD_LENGTH = 1024;
const Credentials = Type.Object({
  email: Type.String({ minLength: 3, maxLength: NAME_EMAIL_MAX_LENGTH }),
  password: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }),
});

// Compared against when the email is unknown, so a miss costs as long as a wrong password.
const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

const bad = (message: string) => ({ statusCode: 400, error: 'Bad Request', message });

/** Sign-up, log-in, log-out, the signed-in owner and the password change. */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const me = async (request: FastifyRequest, reply: FastifyReply, accountId: number) => {
    const summary = await accountSummary(app.db, accountId);
    if (!summary) return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: 'Log in to continue.' });
    return summary;
  };

  // Sign-up shares log-in's limiter: both are how a script would probe which addresses exist.
  app.post('/api/admin/signup', {
    onRequest: app.limits.login,
    schema: {
      description: 'A new owner account; answers with a session cookie, as log-in does.',
      body: Credentials,
      response: { 201: Me, 400: ErrorReply, 409: ErrorReply, 429: ErrorReply },
    },
  }, async (request, reply) => {
    const { email, password } = request.body;
    if (!isValidEmail(email.trim())) return reply.code(400).send(bad('Enter a valid email address, like you@example.com.'));
    const weak = passwordProblem(password);
    if (weak) return reply.code(400).send(bad(weak));
    const account = await signUp(app.db, email, password);
    if (account === 'taken') {
      return reply.code(409).send({ statusCode: 409, error: 'Conflict', message: 'An account with this email already exists. Log in instead.' });
    }
    app.setSessionCookie(request, reply, await createSession(app.db, account.id));
    return reply.code(201).send(await me(request, reply, account.id));
  });

  // Keyed by the email as typed, known or not: a delay only for real accounts would tell which exist.
  const backoff = new LoginBackoff();
  app.post('/api/admin/login', {
    onRequest: app.limits.login,
    schema: { body: Credentials, response: { 200: Me, 401: ErrorReply, 429: ErrorReply } },
  }, async (request, reply) => {
    const { email } = request.body;
    const wait = backoff.wait(email, request.ip);
    if (wait > 0) {
      return reply.code(429).header('Retry-After', String(wait))
        .send({ statusCode: 429, error: 'Too Many Requests', message: `Too many wrong passwords for this account; try again in ${wait} s.` });
    }
    const account = await findAccountByEmail(app.db, email);
    const ok = await verifyPassword(request.body.password, account?.password_hash ?? DUMMY_HASH);
    if (!account || !ok) {
      backoff.failed(email);
      return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: 'Wrong email or password.' });
    }
    backoff.succeeded(email, request.ip);
    app.setSessionCookie(request, reply, await createSession(app.db, account.id));
    return me(request, reply, account.id);
  });

  app.post('/api/admin/logout', async (request, reply) => {
    const token = app.sessionToken(request);
    if (token) await deleteSession(app.db, token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true };
  });

  app.get('/api/admin/me', { preHandler: app.requireAccount, schema: { response: { 200: Me, 401: ErrorReply } } },
    async (request, reply) => me(request, reply, request.account!.id));

  // Guessing the current password is a log-in attempt by another door: the same limiter.
  app.post('/api/admin/password', {
    onRequest: app.limits.login,
    preHandler: app.requireAccount,
    schema: {
      description: 'Changes the password; every other session of the account ends.',
      body: Type.Object({
        current_password: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }),
        new_password: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }),
      }),
      response: { 204: Type.Null(), 400: ErrorReply, 401: ErrorReply, 429: ErrorReply },
    },
  }, async (request, reply) => {
    const accountId = request.account!.id;
    if (!(await checkPassword(app.db, accountId, request.body.current_password))) return reply.code(400).send(bad('Your current password is not right.'));
    const weak = passwordProblem(request.body.new_password);
    if (weak) return reply.code(400).send(bad(weak));
    await changePassword(app.db, accountId, request.body.new_password, app.sessionToken(request));
    return reply.code(204).send(null);
  });
};

export default authRoutes;
