import type { FastifyRequest } from 'fastify';
import { readEnv } from '../env/variables.js';

/** Requests a minute; 0 turns a limit off (a load test, or a proxy in front that limits already). */
export interface RateLimitSettings {
  /** every visitor call from one IP address */
  ipPerMinute: number;
  /** every visitor call naming one client id (or one pop-up), from anywhere */
  clientPerMinute: number;
  /** log-in attempts from one IP address */
  loginPerMinute: number;
  /** leads sent to one site's pop-ups, from anywhere (issue 15) */
  siteLeadsPerMinute: number;
  /** leads sent to one pop-up, from anywhere (issue 15) */
  popupLeadsPerMinute: number;
  /** share the counts between instances through Redis (REDIS_URL); in memory when unset */
  redisUrl: string | undefined;
}

/**
 * A page view makes a display call, a view and maybe a close, a lead and a few session beats;
 * an office behind one address makes that many times its people. These defaults stop a script,
 * not a busy office; an owner who knows their traffic sets their own.
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = rateLimitsFromEnv({});

/** BECKON_RATE_LIMIT_* and REDIS_URL, read through the one table of variables (where their defaults are). */
export function rateLimitsFromEnv(env: Readonly<Record<string, string | undefined>>): RateLimitSettings {
  const values = readEnv(env, [
    'BECKON_RATE_LIMIT_IP_PER_MIN',
    'BECKON_RATE_LIMIT_CLIENT_PER_MIN',
    'BECKON_RATE_LIMIT_LOGIN_PER_MIN',
    'BECKON_RATE_LIMIT_SITE_LEADS_PER_MIN',
    'BECKON_RATE_LIMIT_POPUP_LEADS_PER_MIN',
    'REDIS_URL',
  ]);
  return {
    ipPerMinute: values.BECKON_RATE_LIMIT_IP_PER_MIN,
    clientPerMinute: values.BECKON_RATE_LIMIT_CLIENT_PER_MIN,
    loginPerMinute: values.BECKON_RATE_LIMIT_LOGIN_PER_MIN,
    siteLeadsPerMinute: values.BECKON_RATE_LIMIT_SITE_LEADS_PER_MIN,
    popupLeadsPerMinute: values.BECKON_RATE_LIMIT_POPUP_LEADS_PER_MIN,
    redisUrl: values.REDIS_URL,
  };
}

/** The site a visitor call is about: its client id in the path or the body, else its pop-up. */
export function clientKeyOf(request: FastifyRequest): string {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const client = params.clientId ?? body.client_id ?? body.clientId ?? (request.query as Record<string, unknown> | undefined)?.clientId;
  if (typeof client === 'string' && client !== '') return `client:${client.slice(0, 64)}`;
  // A sign-up form is named by its token: each form is counted on its own.
  if (typeof params.token === 'string') return `form:${params.token.slice(0, 64)}`;
  return typeof params.id === 'string' ? `popup:${params.id.slice(0, 64)}` : `path:${request.routeOptions.url ?? ''}`;
}

/** A lead's site and pop-up as its form body names them; '' when it names none (the schema refuses it then). */
export function leadKeysOf(request: FastifyRequest): { site: string; popup: string } {
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 64) : '');
  return { site: `leads-site:${text(body.client_id)}`, popup: `leads-popup:${text(body.poptin_id)}` };
}
