import type { FastifyReply, FastifyRequest } from 'fastify';
import { retentionDaysProblem } from '@beckon/core';

/**
 * Issue 21: a site's retention_days, read as the owner sent it. Runs before the schema: the app's
 * ajv coerces types, which would save `true` as 1 day or "" as "keep everything", and a setting
 * that deletes leads must mean exactly what was typed. The 400 names the field.
 */
export async function refuseLooseRetention(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('retention_days' in body)) return;
  const problem = retentionDaysProblem((body as { retention_days: unknown }).retention_days);
  if (problem) await reply.send(Object.assign(reply.server.httpErrors.badRequest(problem), { field: 'retention_days' }));
}
