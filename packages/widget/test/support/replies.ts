/**
 * A server's answer for a stubbed fetch. Not the environment's Response: happy-dom reads a body
 * through a stream on real timers, which fake clocks never advance, so a test could end before
 * the runtime has read its answer. This one settles on microtasks alone.
 */
export function reply(text: string, status = 200, headers: Record<string, string> = {}): Response {
  const make = (): Response =>
    ({
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers(headers),
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
      clone: make,
    }) as unknown as Response;
  return make();
}

export const jsonReply = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  reply(JSON.stringify(body), status, { 'Content-Type': 'application/json', ...headers });
