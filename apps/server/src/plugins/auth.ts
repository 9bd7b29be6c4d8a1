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
    /** the session cookie's token, if the request carries one */
    sessionToken: (request: FastifyRequest) => string | undefined;
    requireAccount: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    setSessionCookie: (request: FastifyRequest, reply: FastifyReply, token: string) => void;
  }
}

export interface AuthOptions {
  /** PUBLIC_URL's origin: https there means owners reach us over TLS, whatever hop ends it */
  publicUrl?: string | undefined;
}

export default fp<AuthOptions>(
  async (app, options) => {
    const behindTls = options.publicUrl?.startsWith('https:') === true;
    // Parsed only where a session is read: the visitor API, the hot path, carries no cookies we use.
    await app.register(cookie, { hook: false });
    app.decorateRequest('account', null);
    const sessionToken = (request: FastifyRequest): string | undefined => {
      const header = request.headers.cookie;
      return header ? app.parseCookie(header)[SESSION_COOKIE] : undefined;
    };
    app.decorate('sessionToken', sessionToken);

    app.decorate('setSessionCookie', (request: FastifyRequest, reply: FastifyReply, token: string) => {
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        // request.protocol reads X-Forwarded-Proto only from a proxy BECKON_TRUST_PROXY trusts.
        secure: behindTls || request.protocol === 'https',
        path: '/',
        maxAge: SESSION_TTL_MS / 1000,
      });
    });

    app.decorate('requireAccount', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = sessionToken(request);
      const account = token ? await accountForSession(app.db, token) : undefined;
      if (!account) {
        await reply.unauthorized('Log in to continue.');
        return;
      }
      request.account = account;
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
