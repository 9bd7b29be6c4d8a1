import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** Deeper than any request we accept; a deeper body would overflow the stack of whoever walks it. */
export const MAX_NESTING = 32;

type Fault = 'nesting' | 'nul' | 'non_finite';

const MESSAGES: Record<Fault, string> = {
  nesting: `The request nests deeper than ${MAX_NESTING} levels.`,
  nul: 'Text may not contain NUL characters.',
  non_finite: 'Numbers must be finite.',
};

/**
 * One walk over a parsed request part. It recurses, but never deeper than MAX_NESTING: the depth
 * is checked before each step down, so the input cannot choose the stack's depth. No pairs or
 * entry arrays are made, since every visitor call pays for this walk.
 */
function faultIn(value: unknown, depth = 0): Fault | null {
  if (typeof value === 'string') return value.includes('\u0000') ? 'nul' : null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'non_finite';
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_NESTING) return 'nesting';
  if (Array.isArray(value)) {
    for (const item of value) {
      const fault = faultIn(item, depth + 1);
      if (fault) return fault;
    }
    return null;
  }
  const object = value as Record<string, unknown>;
  for (const key in object) {
    if (!Object.hasOwn(object, key)) continue;
    if (key.includes('\u0000')) return 'nul';
    const fault = faultIn(object[key], depth + 1);
    if (fault) return fault;
  }
  return null;
}

/**
 * Every request, after validation and before its handler, in one walk: bodies nested deep enough
 * to overflow a recursive reader (the serialiser, a sanitiser); NUL characters, which PostgreSQL
 * cannot store and no honest text contains; and non-finite numbers, since Ajv coerces the text
 * "1e309" (a query or a form) to Infinity and then skips minimum and maximum. Validation itself
 * reads no deeper than its schema, so it is safe to run first. A callback hook that answers does
 * not call done, so nothing later runs; it costs the hot path no promise.
 */
export function refuseHostileShapes(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const fault = faultIn(request.params) ?? faultIn(request.query) ?? faultIn(request.body);
  if (!fault) return done();
  void reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: MESSAGES[fault] });
}
