import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountForSession, SESSION_TTL_MS } from '../repositories/sessions.js';
import type { PublicAccount } from '../repositories/accounts.js';

export const SESSION_COOKIE = 'beckon_session';

declare module 'fastify' {
  interface FastifyRequest {
    account: PublicAccount | null;
  }
  interface FastifyInstance {
    requireAccount: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    setSessionCookie: (request: FastifyRequest, reply: FastifyReply, token: string) => void;
  }
}

export default fp(async (app) => {
  await app.register(cookie);
  app.decorateRequest('account', null);

  app.decorate('setSessionCookie', (request: FastifyRequest, reply: FastifyReply, token: string) => {
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      path: '/',
      maxAge: SESSION_TTL_MS / 1000,
    });
  });

  app.decorate('requireAccount', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    const account = token ? await accountForSession(app.db, token) : undefined;
    if (!account) {
      await reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: 'Log in to continue.' });
      return;
    }
    request.account = account;
  });
}, { name: 'auth', dependencies: ['database'] });
