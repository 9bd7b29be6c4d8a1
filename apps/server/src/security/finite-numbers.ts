import type { FastifyReply, FastifyRequest } from 'fastify';

/** Deep enough for any request we accept; deeper input is refused by its schema anyway. */
const MAX_DEPTH = 8;

function hasNonFinite(value: unknown, depth: number): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((v) => hasNonFinite(v, depth + 1));
}

/**
 * Ajv coerces the text "1e309" (from a query or a form) to Infinity and then skips minimum and
 * maximum, so a number can arrive unbounded. Every route refuses that before its handler runs.
 */
export async function refuseNonFiniteNumbers(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (!hasNonFinite(request.query, 0) && !hasNonFinite(request.body, 0)) return undefined;
  // An async hook that answers returns the reply, so the handler does not run as well.
  return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'Numbers must be finite.' });
}
