// Issue 21, fault test: the built server is killed (SIGKILL) while it delivers webhooks to a
// receiver on 127.0.0.1, then started again on the same data. Every lead it acknowledged must reach
// the receiver at least once, none lost: deliveries are queued in the lead's own transaction and a
// claim cut off by the kill lapses and is sent again. Needs `npm run build` first (dist/main.js).
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { LeadEvent } from '@beckon/core';
import { postgresConfig } from '../src/db/database.js';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { DELIVERY_LEASE_MS } from '../src/integrations/delivery-worker.js';
import { DIALECTS } from './support/databases.js';
import { ServerProcess } from './support/server-process.js';
import { Receiver } from './webhooks-harness.js';

const LEADS = 40;
/** the receiver takes this long per event, so the kill lands while deliveries run */
const RECEIVER_DELAY_MS = 60;
/** the kill comes once this many events arrived */
const KILL_AFTER = 8;
const SECRETS_KEY = 'a'.repeat(64);

async function runSql<Row>(server: ServerProcess, sql: string): Promise<Row[]> {
  if (server.dialect === 'sqlite') {
    const db = new SQLite(join(server.dataDir, 'beckon.sqlite'), { fileMustExist: true, timeout: 5_000 });
    try {
      const statement = db.prepare(sql);
      if (!statement.reader) {
        statement.run();
        return [];
      }
      return statement.all() as Row[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client(postgresConfig(server.databaseUrl!));
  await client.connect();
  try {
    return (await client.query(sql)).rows as Row[];
  } finally {
    await client.end();
  }
}

async function ok<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Logs in as the demo owner, adds a webhook to the receiver, and records a view for the leads to name. */
async function prepare(server: ServerProcess, receiverUrl: string) {
  const headers = { 'content-type': 'application/json', origin: server.baseUrl };
  const login = await fetch(`${server.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: DEMO_EMAIL, password: server.demoPassword }),
  });
  await ok(login, 'login');
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('beckon_session='))!;
  const [site] = await ok<Array<{ client_id: string }>>(await fetch(`${server.baseUrl}/api/admin/sites`, { headers: { cookie } }), 'sites');
  const added = await fetch(`${server.baseUrl}/api/admin/sites/${site!.client_id}/integrations`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ kind: 'webhook', name: 'Receiver', url: `${receiverUrl}/hook`, events: ['conversion'] }),
  });
  await ok(added, 'add webhook');
  const display = await ok<{ poptins: Array<{ poptin_id: string; viewer_id: string }> }>(
    await fetch(`${server.baseUrl}/api/display/${site!.client_id}`, { method: 'POST', body: '{}', headers: { 'content-type': 'text/plain' } }),
    'display',
  );
  const { poptin_id: poptinId, viewer_id: viewerId } = display.poptins[0]!;
  const viewed = await ok<{ poptin_view_id: string }>(
    await fetch(`${server.baseUrl}/api/display/viewed/${poptinId}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ viewer_id: viewerId, client_id: site!.client_id, url: 'https://shop.example/' }),
    }),
    'viewed',
  );
  // A person reads the pop-up before sending: the view is dated back a minute, so no lead is marked automated.
  await runSql(server, `UPDATE views SET created_at = created_at - 60000 WHERE id = ${Number(viewed.poptin_view_id)}`);
  return { clientId: site!.client_id, poptinId, viewerId, viewId: viewed.poptin_view_id };
}

async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(DIALECTS)('webhook deliveries survive kill -9 on %s', (dialect) => {
  let server: ServerProcess | undefined;
  let receiver: Receiver | undefined;
  afterEach(async () => {
    await server?.cleanup();
    await receiver?.stop();
  });

  it(
    'delivers every acknowledged lead at least once after a restart',
    async () => {
      receiver = await new Receiver().start();
      receiver.delayMs = RECEIVER_DELAY_MS;
      server = await ServerProcess.start(dialect, { readyTimeoutMs: 60_000, env: { BECKON_WEBHOOKS_ALLOW_LOOPBACK: 'true', BECKON_SECRETS_KEY: SECRETS_KEY } });
      const demo = await prepare(server, receiver.url);
      const acknowledged: string[] = [];
      for (let n = 0; n < LEADS; n++) {
        const response = await fetch(`${server.baseUrl}/api/display/conversion/${demo.viewerId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            poptin_id: demo.poptinId,
            client_id: demo.clientId,
            url: 'https://shop.example/',
            email: `crash${n}@example.com`,
            fill_ms: '5000',
            poptin_view_id: demo.viewId,
          }).toString(),
        });
        acknowledged.push((await ok<{ conversion_id: string }>(response, 'lead')).conversion_id);
      }
      await until(() => receiver!.received.length >= KILL_AFTER, 20_000, 'the first deliveries');
      await server.kill('SIGKILL');
      const beforeRestart = receiver.received.length;
      expect(beforeRestart).toBeLessThan(LEADS);

      await server.restart();
      const arrived = () => new Set(receiver!.received.map((r) => (JSON.parse(r.body) as LeadEvent).lead.id));
      // The delivery cut off by the kill is the head of its line: its claim lapses first.
      await until(() => acknowledged.every((id) => arrived().has(id)), DELIVERY_LEASE_MS + 30_000, 'every lead to arrive');
      expect([...arrived()].sort()).toEqual([...acknowledged].sort());
      // In order per endpoint: each event's first arrival comes after every earlier lead's.
      const firsts = [...new Map(receiver.received.map((r) => [(JSON.parse(r.body) as LeadEvent).lead.id, true])).keys()];
      expect(firsts).toEqual(acknowledged);
      // The receiver hears the last event a moment before the server records its answer.
      const statuses = async () =>
        (await runSql<{ status: string; n: number }>(server!, 'SELECT status, COUNT(*) AS n FROM integration_deliveries GROUP BY status')).map((r) => [
          r.status,
          Number(r.n),
        ]);
      await expect.poll(statuses, { timeout: 10_000 }).toEqual([['delivered', LEADS]]);
    },
    DELIVERY_LEASE_MS + 120_000,
  );
});
