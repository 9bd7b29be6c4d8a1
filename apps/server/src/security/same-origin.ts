import type { FastifyReply, FastifyRequest } from 'fastify';
import { serverOrigin } from '../server-origin.js';

/** Reads change nothing; every other method changes an owner's data and must come from the dashboard. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | undefined {
  // 'null' is what a sandboxed frame or a redirect across origins sends: never the dashboard.
  if (!value || value === 'null') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Why a state change on the admin API is refused, or undefined when it is not (issue 15,
 * cross-site request forgery). A page elsewhere can make a logged-in owner's browser send a form
 * or a text/plain POST with the session cookie, but not a JSON one, and it cannot choose the
 * Origin the browser sets; the dashboard's own fetches are JSON and carry its Origin.
 */
export function crossSiteProblem(request: FastifyRequest, publicUrl: string | undefined): string | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  if (hasBody(request)) {
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') return 'The admin API takes changes as JSON (Content-Type: application/json) only.';
  }
  const expected = originOf(serverOrigin({ publicUrl }, request));
  const headers = request.headers;
  // Referer only when there is no Origin: a stripped Origin must not be worked around by a forged-looking Referer of ours.
  const origin = headers.origin !== undefined ? originOf(headers.origin) : originOf(headers.referer);
  if (origin === undefined) return 'Changes to the admin API must come from the dashboard (the request has no Origin or Referer).';
  if (origin !== expected) return `Changes to the admin API must come from the dashboard at ${expected}, not from ${origin}.`;
  return undefined;
}

/** The onRequest hook of the admin scope: refused before the body is even read. */
export function sameOriginGuard(publicUrl: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const problem = crossSiteProblem(request, publicUrl);
    if (problem) await reply.forbidden(problem);
  };
}
