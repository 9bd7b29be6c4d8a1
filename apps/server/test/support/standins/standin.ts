import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Issue 21: what every email-service stand-in shares. A `node:http` server on 127.0.0.1:0 that
 * records each request, answers through the service's handler, and can be told to answer the
 * next request with an error of the service's shape (429 with Retry-After, 500) or to hold it
 * unanswered (a timeout, ended by the caller's AbortSignal, no sleeping).
 */

export interface StandinRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
  /** the body as JSON, or undefined when it is not JSON */
  json: unknown;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (request: StandinRequest) => Reply;

/** The service's error body for a status it answers on its own (429, 500). */
export type ErrorBody = (status: number, retryAfterSeconds?: number) => unknown;

/** A stand-in never reads more than this of a request: enough for any connector's body. */
const MAX_REQUEST_BYTES = 1024 * 1024;

export interface Standin {
  /** the origin the connector's `baseUrl` takes, e.g. http://127.0.0.1:41234 */
  url: string;
  requests: StandinRequest[];
  /** the next request (or the one after `skip` more) gets this service-shaped error instead of its answer */
  failNext(status: number, options?: { retryAfterSeconds?: number; skip?: number }): void;
  /** the next request is held unanswered; resolves once it has arrived */
  holdNext(): Promise<void>;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REQUEST_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseJson(raw: string): unknown {
  try {
    return raw === '' ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

function answer(response: ServerResponse, reply: Reply, contentType: string): void {
  const headers: Record<string, string> = { ...(reply.body === undefined ? {} : { 'content-type': contentType }), ...reply.headers };
  response.writeHead(reply.status, headers);
  response.end(reply.body === undefined ? undefined : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
}

export async function startStandin(handler: Handler, errorBody: ErrorBody, contentType = 'application/json'): Promise<Standin> {
  const requests: StandinRequest[] = [];
  const forced: Array<{ kind: 'fail'; status: number; retryAfterSeconds?: number | undefined; skip: number } | { kind: 'hold'; arrived: () => void }> = [];
  const server: Server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const request: StandinRequest = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, raw, json: parseJson(raw) };
      requests.push(request);
      const first = forced[0];
      const next = first?.kind === 'fail' && first.skip > 0 ? (first.skip--, undefined) : forced.shift();
      if (next?.kind === 'hold') return next.arrived();
      if (next?.kind === 'fail') {
        const retry: Record<string, string> = next.retryAfterSeconds === undefined ? {} : { 'retry-after': String(next.retryAfterSeconds) };
        return answer(res, { status: next.status, body: errorBody(next.status, next.retryAfterSeconds), headers: retry }, contentType);
      }
      try {
        answer(res, handler(request), contentType);
      } catch (error) {
        answer(res, { status: 500, body: errorBody(500) }, contentType);
        throw error;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    failNext: (status, options = {}) => forced.push({ kind: 'fail', status, retryAfterSeconds: options.retryAfterSeconds, skip: options.skip ?? 0 }),
    holdNext: () => new Promise<void>((arrived) => forced.push({ kind: 'hold', arrived })),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The path without its query, split into segments (decoded). */
export function segments(path: string): string[] {
  return (path.split('?')[0] ?? '')
    .split('/')
    .filter((part) => part !== '')
    .map((part) => decodeURIComponent(part));
}

/** A plain email check, as the services apply one (they refuse what is not an address). */
export function looksLikeEmail(value: unknown): value is string {
  return typeof value === 'string' && /^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$/.test(value);
}
