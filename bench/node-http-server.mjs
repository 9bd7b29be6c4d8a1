#!/usr/bin/env node
// The floor under any display call: Node's own HTTP server, no framework, no hooks, no schema.
// POST /sized reads the body, parses it as JSON (every display call must) and answers the bytes of
// BARE_SIZED_BODY from memory; nothing can answer a display call for less on this machine.
//   PORT=0 BARE_SIZED_BODY=<file> node bench/node-http-server.mjs   (prints "listening on PORT")
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const sized = readFileSync(process.env.BARE_SIZED_BODY, 'utf8');
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(sized)), 'cache-control': 'no-store' };

const server = createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/sized') {
    response.writeHead(404).end();
    return;
  }
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    try {
      JSON.parse(body);
    } catch {
      response.writeHead(400).end();
      return;
    }
    response.writeHead(200, headers).end(sized);
  });
});
// As Fastify's default, so both keep their connections alike.
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening on ${typeof address === 'object' && address ? address.port : process.env.PORT}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)));
