import type { FastifyRequest } from 'fastify';

/** Requests a minute; 0 turns a limit off (a load test, or a proxy in front that limits already). */
export interface RateLimitSettings {
  /** every visitor call from one IP address */
  ipPerMinute: number;
  /** every visitor call naming one client id (or one pop-up), from anywhere */
  clientPerMinute: number;
  /** log-in attempts from one IP address */
  loginPerMinute: number;
  /** share the counts between instances through Redis (REDIS_URL); in memory when unset */
  redisUrl: string | undefined;
}

/**
 * A page view makes a display call, a view and maybe a close, a lead and a few session beats;
 * an office behind one address makes that many times its people. These defaults stop a script,
 * not a busy office; an owner who knows their traffic sets their own.
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = { ipPerMinute: 1_200, clientPerMinute: 120_000, loginPerMinute: 20, redisUrl: undefined };

function perMinute(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of requests a minute (0 = off), got "${value}"`);
  return n;
}

export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): RateLimitSettings {
  return {
    ipPerMinute: perMinute(env.BECKON_RATE_LIMIT_IP_PER_MIN, DEFAULT_RATE_LIMITS.ipPerMinute, 'BECKON_RATE_LIMIT_IP_PER_MIN'),
    clientPerMinute: perMinute(env.BECKON_RATE_LIMIT_CLIENT_PER_MIN, DEFAULT_RATE_LIMITS.clientPerMinute, 'BECKON_RATE_LIMIT_CLIENT_PER_MIN'),
    loginPerMinute: perMinute(env.BECKON_RATE_LIMIT_LOGIN_PER_MIN, DEFAULT_RATE_LIMITS.loginPerMinute, 'BECKON_RATE_LIMIT_LOGIN_PER_MIN'),
    redisUrl: env.REDIS_URL || undefined,
  };
}

/** The site a visitor call is about: its client id in the path or the body, else its pop-up. */
export function clientKeyOf(request: FastifyRequest): string {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const body = request.body && typeof request.body === 'object' ? request.body as Record<string, unknown> : {};
  const client = params.clientId ?? body.client_id ?? body.clientId ?? (request.query as Record<string, unknown> | undefined)?.clientId;
  if (typeof client === 'string' && client !== '') return `client:${client.slice(0, 64)}`;
  return typeof params.id === 'string' ? `popup:${params.id.slice(0, 64)}` : `path:${request.routeOptions.url ?? ''}`;
}
