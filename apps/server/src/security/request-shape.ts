import type { FastifyReply, FastifyRequest } from 'fastify';

/** Deeper than any request we accept; a deeper body would overflow the stack of whoever walks it. */
export const MAX_NESTING = 32;

type Fault = 'nesting' | 'nul' | 'non_finite';

const MESSAGES: Record<Fault, string> = {
  nesting: `The request nests deeper than ${MAX_NESTING} levels.`,
  nul: 'Text may not contain NUL characters.',
  non_finite: 'Numbers must be finite.',
};

/** One walk over a parsed request part, without recursion (the input decides the depth). */
function faultIn(value: unknown): Fault | null {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return 'nul';
    } else if (typeof item === 'number') {
      if (!Number.isFinite(item)) return 'non_finite';
    } else if (item !== null && typeof item === 'object') {
      if (depth >= MAX_NESTING) return 'nesting';
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return 'nul';
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

function refuse(reply: FastifyReply, fault: Fault): FastifyReply {
  return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: MESSAGES[fault] });
}

/**
 * Every request, after validation and before its handler, in one walk: bodies nested deep enough
 * to overflow a recursive reader (the serialiser, a sanitiser); NUL characters, which PostgreSQL
 * cannot store and no honest text contains; and non-finite numbers, since Ajv coerces the text
 * "1e309" (a query or a form) to Infinity and then skips minimum and maximum. Validation itself
 * reads no deeper than its schema, so it is safe to run first. An async hook that answers
 * returns the reply, so nothing later runs.
 */
export async function refuseHostileShapes(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const fault = faultIn(request.params) ?? faultIn(request.query) ?? faultIn(request.body);
  return fault ? refuse(reply, fault) : undefined;
}
