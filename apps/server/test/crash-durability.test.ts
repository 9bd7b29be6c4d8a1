// Issue 6, fault test: the server is killed (SIGKILL, then separately SIGTERM) while some forty
// visitors submit leads at once. A lead the server answered with success must be in the database
// afterwards, once and only once; a request cut off in flight may or may not be, but was never
// acknowledged. This runs the built server as a real process, so it needs `npm run build` first.
import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases.js';
import {
  displayCall as demoDisplayCall,
  findDemo,
  okJson as json,
  runSql,
  submitLead as demoLead,
  type ProcessDemo as Demo,
} from './support/demo-on-process.js';
import { ServerProcess } from './support/server-process.js';

/** concurrent visitors */
const LOOPS = 40;
/** the signal goes after this long under load, or as soon as this many leads were acknowledged */
const LOAD_MS = 1_500;
const LOAD_ACKS = 300;
/** a scenario that cannot get one lead acknowledged in this long is broken, not slow */
const FIRST_ACK_TIMEOUT_MS = 10_000;
/** one request may take at most this long; far above anything a healthy server needs */
const REQUEST_TIMEOUT_MS = 10_000;
const SCENARIO_TIMEOUT_MS = 30_000;
/** after SIGTERM and the end of the load, how long the server may take to exit while clients stay connected */
const SHUTDOWN_GRACE_MS = 1_000;
/** undici's Agent, the part the test uses; Node's fetch takes one as its `dispatcher` option. */
interface Dispatcher {
  destroy(): Promise<void>;
}

/**
 * A connection pool of its own for the load, so the test can hang up on the server when it wants
 * to. Node's fetch is undici, which keeps its Agent class behind this global rather than export it.
 */
function newConnectionPool(): Dispatcher {
  const global = (globalThis as Record<symbol, unknown>)[Symbol.for('undici.globalDispatcher.1')];
  if (!global) throw new Error('fetch has not set up its global dispatcher yet');
  const Agent = (global as object).constructor as new () => Dispatcher;
  return new Agent();
}

function displayCall(server: ServerProcess, clientId: string): Promise<Response> {
  return demoDisplayCall(server, clientId, REQUEST_TIMEOUT_MS);
}

function submitLead(server: ServerProcess, demo: Demo, email: string, dispatcher?: Dispatcher): Promise<Response> {
  return demoLead(server, demo, email, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), ...(dispatcher ? { dispatcher } : {}) });
}

interface Refusal {
  status: number;
  body: string;
  afterSignal: boolean;
}
interface Failure {
  error: string;
  afterSignal: boolean;
}

function describeError(error: unknown): string {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  return e.cause?.code ?? e.cause?.message ?? `${e.name}: ${e.message}`;
}

/**
 * LOOPS visitors, each sending one lead after another with a fresh email. A loop ends when its
 * connection fails (the server is gone or no longer listening) or when stop() is called.
 */
class ConversionLoad {
  readonly attempted = new Set<string>();
  readonly acked = new Set<string>();
  readonly ackedAfterSignal = new Set<string>();
  readonly refused = new Map<string, Refusal>();
  readonly failed = new Map<string, Failure>();
  inFlight = 0;
  inFlightAtSignal = -1;
  private signalled = false;
  private stopped = false;
  readonly started = Date.now();
  readonly done: Promise<void>;
  private readonly pool = newConnectionPool();

  constructor(
    private readonly server: ServerProcess,
    private readonly demo: Demo,
  ) {
    this.done = Promise.all(Array.from({ length: LOOPS }, (_, loop) => this.visitor(loop))).then(() => {});
  }

  private async visitor(loop: number): Promise<void> {
    for (let n = 0; !this.stopped; n++) {
      const email = `crash-${loop}-${n}@example.com`;
      this.attempted.add(email);
      this.inFlight += 1;
      try {
        const response = await submitLead(this.server, this.demo, email, this.pool);
        const text = await response.text();
        let success = false;
        try {
          success = response.status === 200 && (JSON.parse(text) as { success?: unknown }).success === true;
        } catch {
          success = false;
        }
        if (success) {
          this.acked.add(email);
          if (this.signalled) this.ackedAfterSignal.add(email);
        } else {
          this.refused.set(email, { status: response.status, body: text.slice(0, 300), afterSignal: this.signalled });
        }
      } catch (error) {
        this.failed.set(email, { error: describeError(error), afterSignal: this.signalled });
        return;
      } finally {
        this.inFlight -= 1;
      }
    }
  }

  /** Resolves once the load ran LOAD_MS or got LOAD_ACKS acknowledgements, whichever is first. */
  async warmedUp(): Promise<void> {
    const deadline = this.started + FIRST_ACK_TIMEOUT_MS;
    while (!(this.acked.size >= LOAD_ACKS || (this.acked.size > 0 && Date.now() - this.started >= LOAD_MS))) {
      if (Date.now() > deadline)
        throw new Error(
          `no lead was acknowledged in ${FIRST_ACK_TIMEOUT_MS} ms; refused ${this.refused.size}, failed ${this.failed.size}: ${JSON.stringify([...this.refused.values(), ...this.failed.values()].slice(0, 3))}\n${this.server.output()}`,
        );
      if (this.failed.size + this.refused.size > 0 && this.acked.size === 0) break;
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  /** Call right before the signal goes: what is answered from now on counts as after it. */
  markSignal(): void {
    this.signalled = true;
    this.inFlightAtSignal = this.inFlight;
  }

  stop(): void {
    this.stopped = true;
  }

  /** Hangs up every connection of the load, as visitors who leave do. */
  async disconnect(): Promise<void> {
    this.stop();
    await this.pool.destroy();
  }

  /** Answers that were not a success while the server was meant to be healthy. */
  problemsBeforeSignal(): string[] {
    return [
      ...[...this.refused].filter(([, r]) => !r.afterSignal).map(([email, r]) => `${email}: HTTP ${r.status} ${r.body}`),
      ...[...this.failed].filter(([, f]) => !f.afterSignal).map(([email, f]) => `${email}: ${f.error}`),
    ];
  }
}

interface StoredLead {
  count: number;
  spam: number;
}

/** Every crash-* lead straight from the database, with how often each email is there. */
async function storedLeads(server: ServerProcess): Promise<Map<string, StoredLead>> {
  const sql = `SELECT email, COUNT(*) AS n, SUM(CASE WHEN spam IS NULL THEN 0 ELSE 1 END) AS spam
               FROM conversions WHERE email LIKE 'crash-%' GROUP BY email`;
  const rows = await runSql<{ email: string; n: number | string; spam: number | string }>(server, sql);
  return new Map(rows.map((r) => [r.email, { count: Number(r.n), spam: Number(r.spam) }]));
}

/** What the scenario proved, asserted, and the counts the report shows. */
function checkDurability(load: ConversionLoad, stored: Map<string, StoredLead>) {
  const lostAcked = [...load.acked].filter((email) => !stored.has(email));
  const duplicates = [...stored].filter(([, s]) => s.count > 1).map(([email, s]) => `${email} x${s.count}`);
  const strangers = [...stored.keys()].filter((email) => !load.attempted.has(email));
  // A refusal says "nothing was stored, try again"; storing it anyway would duplicate the retry.
  const refusedButStored = [...load.refused.keys()].filter((email) => stored.has(email));
  const unackedStored = [...load.failed.keys()].filter((email) => stored.has(email));
  expect(lostAcked, 'acknowledged leads missing from the database').toEqual([]);
  expect(duplicates, 'leads stored more than once').toEqual([]);
  expect(strangers, 'stored leads nobody sent').toEqual([]);
  expect(refusedButStored, 'refused leads that were stored all the same').toEqual([]);
  expect(
    [...stored].filter(([, s]) => s.spam > 0).map(([email]) => email),
    'leads marked as automated',
  ).toEqual([]);
  return {
    attempted: load.attempted.size,
    acked: load.acked.size,
    stored: stored.size,
    inFlightAtSignal: load.inFlightAtSignal,
    cutOff: load.failed.size,
    cutOffButStored: unackedStored.length,
    lostInFlight: load.failed.size - unackedStored.length,
    refused: load.refused.size,
    refusedStatuses: [...new Set([...load.refused.values()].map((r) => r.status))],
    ackedAfterSignal: load.ackedAfterSignal.size,
  };
}

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe.each(DIALECTS)('crash durability on %s', (dialect) => {
  let server: ServerProcess | undefined;
  let load: ConversionLoad | undefined;
  afterEach(async () => {
    await load?.disconnect();
    load = undefined;
    await server?.cleanup();
    server = undefined;
  });

  /** A fresh server with forty visitors sending it leads, past its warm-up. */
  async function underLoad() {
    server = await ServerProcess.start(dialect);
    const demo = await findDemo(server);
    load = new ConversionLoad(server, demo);
    await load.warmedUp();
    return { server, load, demo, loadMs: Date.now() - load.started, healthyProblems: load.problemsBeforeSignal() };
  }

  it(
    'keeps every acknowledged lead through kill -9 in the middle of a load, and serves again after a restart',
    async () => {
      const started = Date.now();
      const { server, load, demo, loadMs, healthyProblems } = await underLoad();
      const healthyLog = server.problemLines();

      load.markSignal();
      const exit = await server.kill('SIGKILL');
      await within(load.done, REQUEST_TIMEOUT_MS + 5_000, 'the load did not end after the kill');
      expect(exit).toEqual({ code: null, signal: 'SIGKILL' });
      // The kill has to land on requests being served, or it shows nothing.
      expect(load.inFlightAtSignal).toBeGreaterThan(0);
      expect(healthyProblems, `answers that were not a success before the kill; server log:\n${healthyLog.join('\n')}`).toEqual([]);
      expect(healthyLog, 'warnings or errors in the server log before the kill').toEqual([]);

      await server.restart();
      const stored = await storedLeads(server);
      const counts = checkDurability(load, stored);
      // Some requests were cut off by the kill (an answer that was already on its way before the
      // kill may still arrive after markSignal: ackedAfterSignal counts those, and they are checked
      // like any other acknowledged lead).
      expect(counts.cutOff).toBeGreaterThan(0);

      // The restarted server is a working one: it displays, takes a new lead and lists it, and the
      // session that logged in before the kill is still valid.
      const display = await json<{ poptins: Array<{ poptin_id: string }> }>(await displayCall(server, demo.clientId), 'display after restart');
      expect(display.poptins.map((p) => p.poptin_id)).toEqual([demo.poptinId]);
      const fresh = await json<{ success: boolean; conversion_id: string }>(await submitLead(server, demo, 'after-restart@example.com'), 'lead after restart');
      expect(fresh.success).toBe(true);
      const admin = (path: string) => fetch(`${server.baseUrl}${path}`, { headers: { cookie: demo.cookie } });
      const listed = await json<{ total: number; leads: Array<{ id: string; email: string | null }> }>(
        await admin('/api/admin/leads?limit=1'),
        'leads after restart',
      );
      expect(listed.total).toBe(counts.stored + 1);
      expect(listed.leads).toEqual([expect.objectContaining({ id: fresh.conversion_id, email: 'after-restart@example.com' })]);
      const [popup] = await json<Array<{ conversions: number }>>(await admin('/api/admin/poptins'), 'pop-ups after restart');
      expect(popup!.conversions).toBe(counts.stored + 1);
      expect(server.problemLines(), 'warnings or errors in the restarted server log').toEqual([]);

      console.log(`[crash-durability] ${dialect} SIGKILL after ${loadMs} ms of load: ${JSON.stringify(counts)}; scenario ${Date.now() - started} ms`);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'stops gracefully on SIGTERM under load: exit 0, every acknowledged lead stored, the rest refused',
    async () => {
      const started = Date.now();
      const { server, load, loadMs, healthyProblems } = await underLoad();

      load.markSignal();
      const signalled = Date.now();
      server.signal('SIGTERM');
      // The visitors keep sending: each is answered, refused with 503 while the server drains, or
      // finds it gone; a visitor stops at the first failed connection.
      await within(load.done, REQUEST_TIMEOUT_MS + 5_000, 'the load did not end after SIGTERM');
      // Once the load is over the server should exit, even with the visitors' connections still open.
      let exit = await server.waitForExit(SHUTDOWN_GRACE_MS);
      const exitedWithIdleClients = exit !== null;
      if (!exit) {
        await load.disconnect();
        exit = await server.waitForExit(10_000);
        if (!exit) throw new Error(`the server did not exit within 10 s of its last client leaving; its output:\n${server.output()}`);
      }
      const exitMs = Date.now() - signalled;
      const log = server.problemLines();
      expect(exit, `the server log:\n${server.output()}`).toEqual({ code: 0, signal: null });
      // Answers sent while closing end their connection, so idle keep-alive clients cannot hold
      // the process open for Fastify's 72 s keep-alive timeout.
      expect(exitedWithIdleClients, 'exited while clients kept idle keep-alive connections').toBe(true);
      expect(load.inFlightAtSignal).toBeGreaterThan(0);
      expect(healthyProblems, `answers that were not a success before SIGTERM; server log:\n${log.join('\n')}`).toEqual([]);
      // While it drains, the server may only say "try again" (503 while closing), never fail otherwise.
      const otherRefusals = [...load.refused].filter(([, r]) => r.status !== 503).map(([email, r]) => `${email}: HTTP ${r.status} ${r.body}`);
      expect(otherRefusals, `refusals other than 503 after SIGTERM; server log:\n${log.join('\n')}`).toEqual([]);
      expect(log, 'warnings or errors in the server log').toEqual([]);

      // Straight from the database the stopped server left behind.
      const counts = checkDurability(load, await storedLeads(server));
      console.log(
        `[crash-durability] ${dialect} SIGTERM after ${loadMs} ms of load: ${JSON.stringify({ ...counts, exitMs, exitedWithIdleClients })}; scenario ${Date.now() - started} ms`,
      );
    },
    SCENARIO_TIMEOUT_MS,
  );
});
