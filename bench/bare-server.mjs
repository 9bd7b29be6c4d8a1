#!/usr/bin/env node
// The reference point of the API benchmark: the classic Fastify "hello world" route, with the
// same Fastify the server uses, alone in its own process. Prints "listening on PORT" when ready.
//   PORT=0 node bench/bare-server.mjs
// With BARE_SIZED_BODY=<file> it also answers POST /sized with that file's bytes as JSON, sent
// as they are (no serialisation): what answering a display call costs in HTTP alone.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const fastifyPath = createRequire(join(root, 'apps/server/package.json')).resolve('fastify');
const { default: Fastify } = await import(pathToFileURL(fastifyPath).href);

const app = Fastify({ logger: false });
const schema = { response: { 200: { type: 'object', properties: { hello: { type: 'string' } } } } };
app.get('/', { schema }, async () => ({ hello: 'world' }));

if (process.env.BARE_SIZED_BODY) {
  const sized = readFileSync(process.env.BARE_SIZED_BODY, 'utf8');
  app.post('/sized', async (_request, reply) => reply.type('application/json; charset=utf-8').send(sized));
}

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
const address = app.server.address();
console.log(`listening on ${typeof address === 'object' && address ? address.port : process.env.PORT}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => app.close().then(() => process.exit(0)));
