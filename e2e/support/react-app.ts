import { existsSync, readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { embedSnippet } from '@beckon/core';

/**
 * examples/react-app as a site owner would host it: its built dist on its own loopback origin,
 * every page path answered with index.html (the app routes in the browser), the test's Beckon
 * server, site and pop-ups written into the page where it says `<!-- BECKON_CONFIG -->`.
 */
export interface ReactAppConfig {
  server: string;
  clientId: string;
  popupId: string;
  embedId: string;
  embedHeight: number;
}

export interface ReactAppOptions {
  /** also paste the site's own snippet in the page, as an owner who had it before adopting @beckon/react */
  snippet?: boolean;
}

export interface RunningReactApp {
  url: string;
  stop(): Promise<void>;
}

const distDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../examples/react-app/dist');
const ASSET = /^\/assets\/[A-Za-z0-9._-]{1,100}\.(js|css|svg)$/;
const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8', svg: 'image/svg+xml' };

/** JSON in a script element: `<` escaped so no value can end the element. */
const configTag = (config: ReactAppConfig) => `<script type="application/json" id="beckon-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;

function indexPage(config: ReactAppConfig, options: ReactAppOptions): string {
  const page = readFileSync(resolve(distDir, 'index.html'), 'utf8');
  const snippet = options.snippet ? embedSnippet(config.server, config.clientId) : '';
  return page.replace('<!-- BECKON_CONFIG -->', configTag(config) + snippet);
}

function reply(response: ServerResponse, status: number, type: string, body: string | Buffer): void {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  response.end(body);
}

/** The app on 127.0.0.1 and a free port; `npm run build` must have built examples/react-app. */
export async function startReactApp(config: ReactAppConfig, options: ReactAppOptions = {}): Promise<RunningReactApp> {
  if (!existsSync(resolve(distDir, 'index.html'))) throw new Error('examples/react-app/dist is missing: run `npm run build` first');
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://react-app.local').pathname;
    if (request.method !== 'GET') return reply(response, 405, 'text/plain', 'GET only');
    const asset = ASSET.exec(path);
    if (asset) {
      const file = resolve(distDir, path.slice(1));
      return existsSync(file) ? reply(response, 200, TYPES[asset[1]!]!, readFileSync(file)) : reply(response, 404, 'text/plain', 'no such asset');
    }
    reply(response, 200, 'text/html; charset=utf-8', indexPage(config, options));
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('react app: no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    stop: () =>
      new Promise<void>((stopped, failed) => {
        server.closeAllConnections();
        server.close((error) => (error ? failed(error) : stopped()));
      }),
  };
}
