import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppOptions } from '../../src/app.js';

/**
 * Shops on 127.0.0.1 for the store proof (issue 15): every shop name resolves here, and each
 * shop's home page is whatever the test sets for its Host; a shop with none answers 404.
 */
export interface TestStore {
  /** the home page of `shop` from now on; a function answers the raw request itself */
  serve(shop: string, page: string | ((reply: ServerResponse) => void)): void;
  /** the page carrying the proof tag for `token` */
  pageWith(token: string): string;
  /** what startTestApp needs so the app fetches shops here */
  appOptions: Pick<AppOptions, 'storeProofAllowLoopback' | 'storeProofTesting'>;
  close(): Promise<void>;
}

export async function startTestStore(): Promise<TestStore> {
  const pages = new Map<string, string | ((reply: ServerResponse) => void)>();
  const server: Server = createServer((request, reply) => {
    const page = pages.get((request.headers.host ?? '').split(':')[0]!.toLowerCase());
    if (typeof page === 'function') return page(reply);
    if (page === undefined || request.url !== '/') return reply.writeHead(404).end('no such page');
    reply.writeHead(200, { 'content-type': 'text/html' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    serve: (shop, page) => pages.set(shop.toLowerCase(), page),
    pageWith: (token) => `<!doctype html><html><head><title>Shop</title><meta name="beckon-verify" content="${token}"></head><body>Welcome</body></html>`,
    appOptions: {
      storeProofAllowLoopback: true,
      storeProofTesting: { loopbackPort: port, resolve: async () => ({ address: '127.0.0.1', family: 4 }) },
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
