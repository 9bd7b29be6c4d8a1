// Issue 21, fault test: the built server is killed (SIGKILL) while it delivers webhooks to a
// receiver on 127.0.0.1, then started again on the same data. Every lead it acknowledged must reach
// the receiver at least once, none lost: deliveries are queued in the lead's own transaction and a
// claim cut off by the kill lapses and is sent again. Needs `npm run build` first (dist/main.js).
import { afterEach, describe, expect, it } from 'vitest';
import type { LeadEvent } from '@beckon/core';
import { DELIVERY_LEASE_MS } from '../src/integrations/delivery-worker.js';
import { DIALECTS } from './support/databases.js';
import { findDemo, okJson as ok, runSql, submitLead } from './support/demo-on-process.js';
import { ServerProcess } from './support/server-process.js';
import { Receiver } from './webhooks-harness.js';

const LEADS = 40;
/** the receiver takes this long per event, so the kill lands while deliveries run */
const RECEIVER_DELAY_MS = 60;
/** the kill comes once this many events arrived */
const KILL_AFTER = 8;
const SECRETS_KEY = 'a'.repeat(64);

/** The demo site with a webhook to the receiver. */
async function prepare(server: ServerProcess, receiverUrl: string) {
  const demo = await findDemo(server);
  const added = await fetch(`${server.baseUrl}/api/admin/sites/${demo.clientId}/integrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl, cookie: demo.cookie },
    body: JSON.stringify({ kind: 'webhook', name: 'Receiver', url: `${receiverUrl}/hook`, events: ['conversion'] }),
  });
  await ok(added, 'add webhook');
  return demo;
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

  it('delivers every acknowledged lead at least once after a restart', async () => {
    receiver = await new Receiver().start();
    receiver.delayMs = RECEIVER_DELAY_MS;
    server = await ServerProcess.start(dialect, { readyTimeoutMs: 60_000, env: { BECKON_WEBHOOKS_ALLOW_LOOPBACK: 'true', BECKON_SECRETS_KEY: SECRETS_KEY } });
    const demo = await prepare(server, receiver.url);
    const acknowledged: string[] = [];
    for (let n = 0; n < LEADS; n++) {
      const response = await submitLead(server, demo, `crash${n}@example.com`);
      acknowledged.push((await ok<{ conversion_id: string }>(response, 'lead')).conversion_id);
    }
    await until(() => receiver!.received.length >= KILL_AFTER, 20_000, 'the first deliveries');
    await server.kill('SIGKILL');
    const beforeRestart = receiver.received.length;
    expect(beforeRestart).toBeLessThan(LEADS);

    // The lease of the delivery cut off by the kill runs out as if its DELIVERY_LEASE_MS had passed
    // (moved in the database rather than waited for: the clock of a real process is not the test's).
    await runSql(server, `UPDATE integration_deliveries SET locked_until = locked_until - ${DELIVERY_LEASE_MS} WHERE locked_until IS NOT NULL`);
    await server.restart();
    const arrived = () => new Set(receiver!.received.map((r) => (JSON.parse(r.body) as LeadEvent).lead.id));
    // The delivery cut off by the kill is the head of its line: its claim lapsed, so it goes first.
    await until(() => acknowledged.every((id) => arrived().has(id)), 30_000, 'every lead to arrive');
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
  }, 120_000);
});
