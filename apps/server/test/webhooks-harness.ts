import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { defaultPaths } from '../src/config.js';
import type { DialectName } from '../src/db/database.js';
import type { IntegrationOptions } from '../src/integrations/plugin.js';
import { DEFAULT_RATE_LIMITS } from '../src/security/rate-limits.js';
import { DEMO_EMAIL, seedDemoIfEmpty, type DemoSeed } from '../src/seed/demo.js';
import { testDatabase } from './support/databases.js';
import { asDashboard, DEMO_PASSWORD, loginCookie } from './support/app.js';
import { pastView } from './support/views.js';

/** Issue 21's tests: a receiver on 127.0.0.1 that records what it gets and answers as told. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  path: string;
}

export type Answer = { status: number; headers?: Record<string, string>; body?: string } | 'hang';

export class Receiver {
  readonly received: Received[] = [];
  /** answers in turn; once used up, 200 */
  answers: Answer[] = [];
  /** how long each answer waits (a slow receiver) */
  delayMs = 0;
  private server: Server | undefined;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        this.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), path: request.url ?? '' });
        const answer = this.answers.shift() ?? { status: 200, body: 'ok' };
        if (answer === 'hang') return;
        const reply = () => response.writeHead(answer.status, answer.headers ?? {}).end(answer.body ?? '');
        if (this.delayMs > 0) setTimeout(reply, this.delayMs);
        else reply();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

export interface WebhookApp {
  app: FastifyInstance;
  demo: DemoSeed;
  cookie: string;
  viewer: string;
  /** the queue's clock: the wall clock moved on by `ahead` (rows stamped by the wall clock are never in its future) */
  clock: { ahead: number; readonly now: number };
  close(): Promise<void>;
}

const NO_VISITOR_LIMITS = { ...DEFAULT_RATE_LIMITS, ipPerMinute: 0, clientPerMinute: 0, siteLeadsPerMinute: 0, popupLeadsPerMinute: 0 };

/** The app with a fake clock for the queue, no worker of its own (tests drain it), and loopback endpoints allowed. */
export async function startWebhookApp(dialect: DialectName, options: Partial<IntegrationOptions> = {}): Promise<WebhookApp> {
  const database = await testDatabase(dialect);
  const clock = {
    ahead: 0,
    get now() {
      return Date.now() + this.ahead;
    },
  };
  const app = await buildApp({
    database: database.open(),
    migrate: true,
    paths: defaultPaths(),
    rateLimits: NO_VISITOR_LIMITS,
    integrations: { allowLoopback: true, manual: true, now: () => clock.now, ...options },
  });
  asDashboard(app);
  const demo = (await seedDemoIfEmpty(app.db, DEMO_PASSWORD))!;
  const cookie = await loginCookie(app, DEMO_EMAIL, DEMO_PASSWORD);
  const display = await app.inject({ method: 'POST', url: `/api/display/${demo.clientId}`, payload: {} });
  const viewer = display.json().poptins[0].viewer_id as string;
  return {
    app,
    demo,
    cookie,
    viewer,
    clock,
    async close() {
      await app.close();
      await database.cleanup();
    },
  };
}

/** Adds a webhook to the demo site through the API: its id and its secret. */
export async function addWebhook(t: WebhookApp, url: string, extra: Record<string, unknown> = {}): Promise<{ id: string; secret: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/sites/${t.demo.clientId}/integrations`,
    headers: { cookie: t.cookie },
    payload: { kind: 'webhook', name: 'CRM', url, events: ['conversion'], ...extra },
  });
  if (response.statusCode !== 201) throw new Error(`webhook not added: ${response.body}`);
  const body = response.json();
  return { id: body.integration.id, secret: body.secret };
}

/** A visitor's lead on the demo pop-up, as the widget posts it. */
export async function convert(t: Pick<WebhookApp, 'app' | 'demo' | 'viewer'>, email: string, extra: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/display/conversion/${t.viewer}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      poptin_id: t.demo.poptinId,
      client_id: t.demo.clientId,
      url: 'https://shop.example/spring',
      poptin_view_id: await pastView(t.app, t.demo.poptinId),
      email,
      ...extra,
    }).toString(),
  });
}

export function deliveriesOf(t: WebhookApp) {
  return t.app.db.selectFrom('integration_deliveries').selectAll().orderBy('id').execute();
}
