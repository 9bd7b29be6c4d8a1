#!/usr/bin/env node
// Throughput and latency of the visitor API (issue 6). Each server runs in a process of its own;
// this process is the load (autocannon, 127.0.0.1, same machine). Timings are reported and
// compared: with bench/baselines/<machine>/api.json, this machine's (a warning below 0.7× the baseline) and with the issue's
// targets as ratios measured in this one run. Only lost acknowledged rows or failed requests
// fail the run (and, with --strict, a target not met).
//   node bench/api.mjs             measure, compare, report
//   node bench/api.mjs --update    also write the figures as the new baseline
//   options: --seconds 10 --warmup 3 --connections 50 --rounds 2 --ingest-seconds 5 --producers 2000 --strict
//            (--rounds: bare and display take turns in that many slices of their 10 s)
//            --wait-quiet 300 (wait up to that many seconds for other processes to leave the CPUs)
//            --profile DIR (each server and bench/ingest.mjs runs with node --cpu-prof into DIR; the
//            servers then stop with SIGTERM, so the durability check follows a clean close instead);
//            --profile-interval 100 samples every 100 µs instead of Node's 1,000
//            --server PATH runs another build's main.js (e.g. a copy of apps/server/dist made before a
//            change), to set a change against what it replaces in the same bench
//            --only compare,http,buffer (which parts run: the display call compared with bare servers,
//            the views and conversions through HTTP, the WriteBuffer alone; all three by default). Rows
//            of the first part may be named instead: --only bareSized,display runs just those two
//            (each followed by a slice at half its peak rate); --only conversions runs the conversion
//            rows of the second part without its views
//            --against PATH runs another build's main.js beside this one for the conversion rows, each
//            server on a database of its own, in turns (--rounds slices each), so that a change is
//            measured against what it replaces in the same minutes of a shared machine
//            --server-flags "--no-memory-reducer" starts every Beckon server with these node/V8 flags
// On SQLite the conversions take turns with bench/lead-floor-server.mjs, the floor under a durable
// lead (issue 22, part 5): Beckon's rate and the goal are printed as shares of it.
// PostgreSQL: BENCH_DATABASE_URL (default postgres://127.0.0.1:5432/test); each run works in a
// schema of its own and drops it. The PostgreSQL rows are skipped when the server is unreachable.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { noBaselineWarning, readBaseline, writeBaseline } from './machine-baseline.mjs';

const root = new URL('..', import.meta.url).pathname;
const serverRequire = createRequire(join(root, 'apps/server/package.json'));
const SQLite = serverRequire('better-sqlite3');
const pg = serverRequire('pg');
const { postgresConfig } = await import(join(root, 'apps/server/dist/db/database.js'));
const { MIN_FORM_FILL_MS } = await import(join(root, 'packages/core/dist/index.js'));

const { values: args } = parseArgs({
  options: {
    update: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    'ingest-seconds': { type: 'string', default: '5' },
    producers: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '2' },
    'wait-quiet': { type: 'string', default: '0' },
    profile: { type: 'string' },
    'profile-interval': { type: 'string', default: '1000' },
    only: { type: 'string', default: 'compare,http,buffer' },
    server: { type: 'string' },
    against: { type: 'string' },
    'server-flags': { type: 'string', default: '' },
  },
});
const SECONDS = Number(args.seconds);
const SERVER_MAIN = args.server ? resolvePath(args.server) : join(root, 'apps/server/dist/main.js');
const AGAINST_MAIN = args.against ? resolvePath(args.against) : undefined;
/** Node or V8 flags for every Beckon server of the run (`--server-flags "--max-semi-space-size=16"`), to try a runtime setting. */
const SERVER_FLAGS = args['server-flags'].split(/\s+/).filter(Boolean);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const ROUNDS = Number(args.rounds);
/** The rows of part 1, in the order they take turns. */
const DISPLAY_ROWS = ['bare', 'bareSized', 'nodeHttpSized', 'display', 'displayCompressed'];
const only = new Set(
  args.only
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
const unknownParts = [...only].filter((k) => !['compare', 'http', 'buffer', 'conversions', ...DISPLAY_ROWS].includes(k));
if (unknownParts.length > 0) {
  console.error(`--only: unknown ${unknownParts.join(', ')} (parts: compare, http, buffer; rows: ${DISPLAY_ROWS.join(', ')}, conversions)`);
  process.exit(2);
}
const displayRows = only.has('compare') ? DISPLAY_ROWS : DISPLAY_ROWS.filter((k) => only.has(k));
/** Whether the second part runs: the views and conversions through HTTP, or the conversions alone. */
const httpPart = only.has('http') || only.has('conversions');
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';

/** Issue 6's goals, and issue 22's for the display call. Ratios are taken within this run; none of these is a wall-clock assertion. */
const TARGETS = {
  /** issue 6's old goal, against the hello world: out of reach of node:http itself (README), now information */
  displayToBare: 0.75,
  /** issue 22: the display call against bare Fastify answering the same bytes */
  displayToBareSized: 0.6,
  /** issue 22: p99 in ms with the display call driven at half its peak rate */
  displayHalfRateP99Ms: 5,
  bufferViewsSqlite: 50_000,
  bufferViewsPostgres: 40_000,
  conversionsSqlite: 10_000,
};
/** Below this fraction of the baseline a figure is reported as a regression (a warning). */
const REGRESSION_RATIO = 0.7;
/** Rate limits are being added with these overrides; high enough to be checked, never to refuse. */
const NO_RATE_LIMIT = {
  BECKON_RATE_LIMIT_IP_PER_MIN: '100000000',
  BECKON_RATE_LIMIT_CLIENT_PER_MIN: '100000000',
  BECKON_RATE_LIMIT_SITE_LEADS_PER_MIN: '0',
  BECKON_RATE_LIMIT_POPUP_LEADS_PER_MIN: '0',
};

const problems = [];
const warnings = [];
const figures = {};
const children = new Set();
const cleanups = [];

// ---------------------------------------------------------------------------------------------
// CPU accounting (Linux /proc): who was busy during a run — the server, the load, or the rest.

const TICKS_PER_SECOND = 100;
function machineTicks() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3] + (fields[4] ?? 0);
    return { total: fields.reduce((a, b) => a + b, 0), idle };
  } catch {
    return null;
  }
}
function processTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}
function cpuMeter(serverPid) {
  const machine = machineTicks();
  const server = serverPid ? processTicks(serverPid) : null;
  const own = process.cpuUsage();
  const started = performance.now();
  return () => {
    const seconds = (performance.now() - started) / 1000;
    const machineNow = machineTicks();
    if (!machine || !machineNow) return {};
    const usage = process.cpuUsage(own);
    const loadTicks = ((usage.user + usage.system) / 1e6) * TICKS_PER_SECOND;
    const serverTicks = server !== null ? (processTicks(serverPid) ?? server) - server : 0;
    const busyTicks = machineNow.total - machine.total - (machineNow.idle - machine.idle);
    const pct = (ticks) => Math.round((100 * ticks) / TICKS_PER_SECOND / seconds);
    // Percent of one core; the machine has cpus().length of them.
    return { serverCpu: pct(serverTicks), loadCpu: pct(loadTicks), otherCpu: Math.max(0, pct(busyTicks - serverTicks - loadTicks)) };
  };
}

async function idleCheck() {
  const meter = cpuMeter(null);
  await new Promise((r) => setTimeout(r, 1000));
  return meter().otherCpu ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Processes

const PROFILE_DIR = args.profile ? resolvePath(args.profile) : undefined;
function profileArgs(label) {
  if (!PROFILE_DIR) return [];
  const name = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`, `--cpu-prof-name=${name}.cpuprofile`, `--cpu-prof-interval=${args['profile-interval']}`];
}
/** How a Beckon server is stopped before its rows are counted: killed, unless it is profiled. */
const KILL = PROFILE_DIR ? 'SIGTERM' : 'SIGKILL';

function startNode(label, script, env, ready, flags = []) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...profileArgs(label), ...flags, script], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let output = '';
    let isReady = false;
    const keep = (chunk) => {
      output = (output + chunk).slice(-200_000);
      const match = !isReady && output.match(ready);
      if (match) {
        isReady = true;
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]), output: () => output });
      }
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${label} not ready within 30 s:\n${output}`));
    }, 30_000);
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('exit', (code, signal) => {
      children.delete(child);
      clearTimeout(timer);
      if (!isReady) reject(new Error(`${label} exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
}

function stop(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** Beckon as served: node apps/server/dist/main.js (or `main`) with its demo seeded in a fresh database. */
async function startBeckon(label, databaseUrl, main = SERVER_MAIN) {
  const dataDir = mkdtempSync(join(tmpdir(), 'beckon-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const password = 'bench-password-1';
  const server = await startNode(
    label,
    main,
    {
      PORT: '0',
      HOST: '127.0.0.1',
      BECKON_DATA_DIR: dataDir,
      BECKON_DEMO_PASSWORD: password,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl ?? '',
      BECKON_MIGRATE_ON_START: 'true',
      ...NO_RATE_LIMIT,
    },
    /Beckon is running on http:\/\/localhost:(\d+)/,
    SERVER_FLAGS,
  );
  const base = `http://127.0.0.1:${server.port}`;
  const [email] = readFileSync(join(dataDir, 'demo-login.txt'), 'utf8').split('\n');
  // The admin API takes log-ins only from the dashboard's origin (issue 15), as a browser would send it.
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`${label}: admin login answered ${login.status}`);
  const { viewer_id: viewerId } = await login.json();
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const poptins = await (await fetch(`${base}/api/admin/poptins`, { headers: { cookie } })).json();
  const { poptin_id: poptinId, client_id: clientId } = poptins[0];
  // Leads name the view they came from, so the server's own timing of a lead (issue 15) is measured too.
  const viewed = await fetch(`${base}/api/display/viewed/${poptinId}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ viewer_id: viewerId, client_id: clientId, url: 'http://localhost/' }),
  });
  if (viewed.status !== 200) throw new Error(`${label}: viewed call answered ${viewed.status}`);
  const { poptin_view_id: viewId } = await viewed.json();
  // A lead sooner than a person could fill the form after its view is stored as spam (core's
  // viewSpamReason), which skips its counting: the load starts once a person could have sent it.
  await new Promise((r) => setTimeout(r, MIN_FORM_FILL_MS + 100));
  return { ...server, base, dataDir, viewerId, poptinId, clientId, viewId };
}

/** bench/lead-floor-server.mjs on a database file of its own (see there): the floor under a durable lead. */
async function startLeadFloor(beckon) {
  const label = 'durable leads acknowledged, SQLite, the floor (info)';
  const path = join(beckon.dataDir, 'lead-floor.sqlite');
  const server = await startNode(label, join(root, 'bench/lead-floor-server.mjs'), { PORT: '0', HOST: '127.0.0.1', LEAD_FLOOR_DB: path }, /listening on (\d+)/);
  return { ...server, label, path, acknowledged: [] };
}

/** Warnings and errors the server logged (LOG_LEVEL=warn): shown, since they may explain a figure. */
function reportServerLog(label, server) {
  const lines = server
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'));
  if (lines.length > 0) warnings.push(`${label} logged ${lines.length} warning/error lines, e.g. ${lines[0].slice(0, 300)}`);
}

// ---------------------------------------------------------------------------------------------
// Load

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, pipelining: 1, timeout: 10, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Requests still unanswered when each run of a measurement stopped (the server handles them anyway). */
const unanswered = new Map();
async function run(entry, duration) {
  const result = await cannon({ ...entry.options, duration });
  unanswered.set(entry.key, (unanswered.get(entry.key) ?? 0) + result.requests.sent - result.requests.total);
  return result;
}

/**
 * Each measurement warms up (discarded), then runs SECONDS in all. Measurements compared as a
 * ratio run in turns (ROUNDS slices each, interleaved), so that other work on the machine weighs
 * on both alike. Per second counts 2xx answers only; p50 is the slices' mean, p99 the worst slice's.
 */
async function measure(entries, rounds = 1) {
  for (const entry of entries) if (WARMUP > 0) await run(entry, WARMUP);
  const slices = new Map(entries.map((e) => [e.key, []]));
  const slice = Math.max(1, Math.round(SECONDS / rounds));
  for (let round = 0; round < rounds; round++) {
    for (const entry of entries) {
      const meter = cpuMeter(entry.pid);
      const result = await run(entry, slice);
      slices.get(entry.key).push({ result, cpu: meter() });
    }
  }
  for (const { key, label } of entries) {
    const runs = slices.get(key);
    const sum = (f) => runs.reduce((a, r) => a + f(r), 0);
    const seconds = sum((r) => r.result.duration);
    const weighted = (f) => Math.round(sum((r) => f(r) * r.result.duration) / seconds);
    const ok = sum((r) => r.result['2xx']);
    const non2xx = sum((r) => r.result.non2xx);
    const errors = sum((r) => r.result.errors);
    const timeouts = sum((r) => r.result.timeouts);
    if (non2xx + errors + timeouts > 0) {
      const codes = runs.map((r) => JSON.stringify(r.result.statusCodeStats)).join(' ');
      problems.push(`${label}: ${non2xx} non-2xx answers, ${errors} errors, ${timeouts} timeouts (${codes})`);
    }
    figures[key] = {
      label,
      perSecond: Math.round(ok / seconds),
      p50: weighted((r) => r.result.latency.p50),
      p99: Math.max(...runs.map((r) => r.result.latency.p99)),
      answered: ok,
      ...(runs[0].cpu.serverCpu === undefined
        ? {}
        : {
            serverCpu: weighted((r) => r.cpu.serverCpu),
            loadCpu: weighted((r) => r.cpu.loadCpu),
            otherCpu: weighted((r) => r.cpu.otherCpu),
          }),
    };
    const perRound = runs.length > 1 ? ` (slices: ${runs.map((r) => Math.round(r.result['2xx'] / r.result.duration).toLocaleString('en')).join(', ')})` : '';
    console.error(`  ${label}: ${figures[key].perSecond.toLocaleString('en')}/s, p99 ${figures[key].p99} ms${perRound}`);
  }
}

/**
 * Requests at a fixed rate, by bench/paced-load.mjs in a process of its own (see there): the
 * latencies of those issued after the warm-up, the client's lags, and the server's and the
 * machine's CPU over the same time.
 */
function paced({ url, requests, rate, seconds, warmup = 1, pid }) {
  return new Promise((resolve, reject) => {
    const settings = JSON.stringify({ url, requests, rate, seconds, warmup, connections: CONNECTIONS });
    const child = spawn(process.execPath, [join(root, 'bench/paced-load.mjs'), settings], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    children.add(child);
    let text = '';
    let meter = null;
    child.stdout.on('data', (chunk) => {
      text += chunk;
      if (meter === null && text.includes('measuring\n')) meter = cpuMeter(pid);
    });
    child.once('exit', (code) => {
      children.delete(child);
      const cpu = meter?.() ?? {};
      if (code !== 0) return reject(new Error(`bench/paced-load.mjs exited with ${code}`));
      const out = JSON.parse(text.trim().split('\n').pop());
      const floats = (b64) => {
        const bytes = Buffer.from(b64, 'base64');
        return new Float64Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 8);
      };
      // The load ran in the child: its CPU is the load's, not this process's, nor "other".
      const loadCpu = Math.round(out.cpuMs / 10 / out.duration);
      resolve({
        ...out,
        latencies: floats(out.latencies),
        lags: floats(out.lags),
        cpu: { serverCpu: cpu.serverCpu, loadCpu, otherCpu: cpu.otherCpu === undefined ? undefined : Math.max(0, cpu.otherCpu + cpu.loadCpu - loadCpu) },
      });
    });
  });
}

/** The value at quantile p of sorted values. */
const quantile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
/** Sorted values of several sorted lists together. */
function merged(lists) {
  const all = new Float64Array(lists.reduce((n, l) => n + l.length, 0));
  let at = 0;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  return all.sort();
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

async function postgresReachable() {
  const attempt = async () => {
    const client = new pg.Client({ ...postgresConfig(POSTGRES_URL), connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  };
  if (await attempt()) return true;
  // Like the test suite: a local cluster that is down is started; a remote one is left alone.
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(POSTGRES_URL).hostname)) return false;
  try {
    const version = readdirSync('/etc/postgresql')[0];
    console.error(`PostgreSQL is down; starting cluster ${version}/main`);
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
  } catch {
    return false;
  }
  for (let i = 0; i < 25; i++) {
    if (await attempt()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

async function onPostgres(sql, params = [], url = POSTGRES_URL) {
  const client = new pg.Client(postgresConfig(url));
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** A fresh schema for one server or one ingest run, dropped at the end. */
async function postgresSchema(tag) {
  const schema = `beckon_bench_${tag}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await onPostgres(`CREATE SCHEMA ${schema}`);
  cleanups.push(() => onPostgres(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

// ---------------------------------------------------------------------------------------------
// The visitor calls

function displayRequests(clientId, extraHeaders = {}) {
  // A few page views that differ as real ones do; prebuilt, so the load costs the same as bare's.
  return Array.from({ length: 32 }, (_, i) => ({
    method: 'POST',
    path: `/api/display/${clientId}`,
    headers: { 'content-type': 'text/plain', ...extraHeaders },
    body: JSON.stringify({
      domain: 'localhost',
      referrer: i % 2 ? 'https://www.google.com/' : '',
      poptin_viewed_url: `http://localhost/products/${i}?utm_source=bench`,
      page_title: `Product ${i}`,
      if_mobile: false,
      if_page_refreshed: false,
      visitor: `v-${i}`,
    }),
  }));
}

/** Viewed beacons; every acknowledged poptin_view_id is collected to be looked for afterwards. */
function viewRequests(beckon, acknowledged) {
  return Array.from({ length: 16 }, (_, i) => ({
    method: 'POST',
    path: `/api/display/viewed/${beckon.poptinId}`,
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({
      viewer_id: beckon.viewerId,
      trigger: i % 2 ? 'timer' : 'exit',
      client_id: beckon.clientId,
      type: i % 3 ? 'desktop' : 'mobile',
      url: `http://localhost/products/${i}`,
      visitor: `v-${i}`,
    }),
    onResponse: (status, body) => {
      if (status === 200) acknowledged.push(Number(JSON.parse(body).poptin_view_id));
    },
  }));
}

/** Lead submissions, each with an email of its own; every acknowledged conversion_id is collected. */
function conversionRequests(beckon, acknowledged) {
  let serial = 0;
  const tag = Math.random().toString(36).slice(2, 8);
  return [
    {
      method: 'POST',
      path: `/api/display/conversion/${beckon.viewerId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      setupRequest: (request) => ({
        ...request,
        body: new URLSearchParams({
          poptin_id: beckon.poptinId,
          client_id: beckon.clientId,
          url: 'http://localhost/products/1',
          email: `lead-${tag}-${++serial}@example.com`,
          fill_ms: '5000',
          poptin_view_id: beckon.viewId,
        }).toString(),
      }),
      onResponse: (status, body) => {
        if (status === 200) acknowledged.push(Number(JSON.parse(body).conversion_id));
      },
    },
  ];
}

/**
 * Durable: the server is killed (SIGKILL, no drain, no clean close) and every acknowledged row
 * must then be in the database, a conversion with its email. Rows may exceed acknowledgements by
 * the requests still in flight when a run stopped.
 */
function checkDurable(label, table, acknowledged, stored, inFlight) {
  const missing = acknowledged.filter((id) => !stored.has(id));
  const exact = stored.size === acknowledged.length + inFlight ? ' = acknowledged + in flight' : '';
  const line =
    `${label}: ${acknowledged.length.toLocaleString('en')} acknowledged (warm-up included), ${inFlight} in flight when the load stopped, ` +
    `${stored.size.toLocaleString('en')} stored after ${KILL}${exact}; ${missing.length} acknowledged rows missing`;
  if (missing.length > 0) problems.push(`${line} (e.g. ${table} id ${missing.slice(0, 5).join(', ')})`);
  if (stored.size > acknowledged.length + inFlight) warnings.push(`${label}: more rows stored than requests sent`);
  return { acknowledged: acknowledged.length, stored: stored.size, missing: missing.length, line };
}

async function storedRows(beckon, databaseUrl) {
  const queries = {
    views: 'SELECT id FROM views',
    conversions: 'SELECT id, email, spam FROM conversions',
  };
  if (databaseUrl) {
    const views = await onPostgres(queries.views, [], databaseUrl);
    const conversions = await onPostgres(queries.conversions, [], databaseUrl);
    return { views, conversions };
  }
  const db = new SQLite(join(beckon.dataDir, 'beckon.sqlite'));
  try {
    return { views: db.prepare(queries.views).all(), conversions: db.prepare(queries.conversions).all() };
  } finally {
    db.close();
  }
}

/**
 * Views and conversions through HTTP against one server (views skipped with --only conversions),
 * then the kill and the count. With --against, the other build's server takes the conversion
 * rows in turns with this one, on a database of its own, and is killed and counted alike.
 */
async function ingestion(dialect, label, databaseUrl, againstDatabaseUrl) {
  const suffix = dialect === 'sqlite' ? 'Sqlite' : 'Postgres';
  const servers = [
    { name: `Beckon (${label}, ingestion)`, key: `conversions${suffix}`, rowLabel: `conversions acknowledged, ${label}`, main: SERVER_MAIN, databaseUrl },
  ];
  if (AGAINST_MAIN)
    servers.push({
      name: `Beckon --against (${label}, ingestion)`,
      key: `conversions${suffix}Against`,
      rowLabel: `conversions acknowledged, ${label}, --against build`,
      main: AGAINST_MAIN,
      databaseUrl: againstDatabaseUrl,
    });
  for (const server of servers) {
    server.beckon = await startBeckon(server.name, server.databaseUrl, server.main);
    server.conversions = [];
  }
  const [own] = servers;
  const views = [];
  if (only.has('http'))
    await measure([
      {
        key: `views${suffix}`,
        label: `views, HTTP beacons, ${label}`,
        options: { url: own.beckon.base, requests: viewRequests(own.beckon, views) },
        pid: own.beckon.child.pid,
      },
    ]);
  // On SQLite, the floor under part 5 takes turns with Beckon: what a durable lead costs here now.
  const floor = dialect === 'sqlite' ? await startLeadFloor(own.beckon) : null;
  const entries = servers.map((server) => ({
    key: server.key,
    label: server.rowLabel,
    options: { url: server.beckon.base, requests: conversionRequests(server.beckon, server.conversions) },
    pid: server.beckon.child.pid,
  }));
  if (floor)
    entries.push({
      key: 'leadFloorSqlite',
      label: floor.label,
      options: { url: `http://127.0.0.1:${floor.port}`, requests: conversionRequests(own.beckon, floor.acknowledged) },
      pid: floor.child.pid,
    });
  await measure(entries, entries.length > 1 ? ROUNDS : 1);
  // The requests in flight when the load stopped are still handled: a second for them, then the kill.
  await new Promise((r) => setTimeout(r, 1000));
  const durable = [];
  for (const server of servers) {
    reportServerLog(server.name, server.beckon);
    await stop(server.beckon.child, KILL);
    const stored = await storedRows(server.beckon, server.databaseUrl);
    const name = server === own ? label : `${label}, --against build`;
    if (server === own && only.has('http'))
      durable.push(
        checkDurable(
          `views ${label}`,
          'views',
          views,
          // The view recorded at setup, which the conversions name, is none of the load's.
          new Set(stored.views.map((r) => Number(r.id)).filter((id) => id !== Number(server.beckon.viewId))),
          unanswered.get(`views${suffix}`),
        ),
      );
    durable.push(
      checkDurable(
        `conversions ${name}`,
        'conversions',
        server.conversions,
        new Set(stored.conversions.filter((r) => r.email).map((r) => Number(r.id))),
        unanswered.get(server.key),
      ),
    );
    const spam = stored.conversions.filter((r) => r.spam).length;
    if (spam > 0) warnings.push(`conversions ${name}: ${spam} stored as spam; the bench means to send a person's leads`);
    const emails = new Set(stored.conversions.map((r) => r.email));
    if (emails.size !== stored.conversions.length) warnings.push(`conversions ${name}: ${stored.conversions.length - emails.size} repeated emails`);
  }
  if (floor) {
    await stop(floor.child, KILL);
    const db = new SQLite(floor.path);
    try {
      const stored = db.prepare('select id from leads').all();
      durable.push(checkDurable(floor.label, 'leads', floor.acknowledged, new Set(stored.map((r) => Number(r.id))), unanswered.get('leadFloorSqlite')));
    } finally {
      db.close();
    }
  }
  return durable;
}

/** The WriteBuffer alone (bench/ingest.mjs), in a process of its own. */
async function bufferIngestion(key, label, databaseUrl) {
  const script = join(root, 'bench/ingest.mjs');
  const argv = [
    ...profileArgs(label),
    script,
    '--seconds',
    args['ingest-seconds'],
    '--producers',
    args.producers,
    ...(databaseUrl ? ['--database-url', databaseUrl] : []),
  ];
  const out = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    children.add(child);
    let text = '';
    child.stdout.on('data', (c) => {
      text += c;
    });
    child.once('exit', (code) => {
      children.delete(child);
      if (code === 0) resolve(JSON.parse(text.trim().split('\n').pop()));
      else reject(new Error(`bench/ingest.mjs exited with ${code}:\n${text}`));
    });
  });
  if (out.failed > 0 || out.stored !== out.acknowledged)
    problems.push(`${label}: ${out.acknowledged} acknowledged, ${out.stored} stored, ${out.failed} failed`);
  figures[key] = {
    label,
    perSecond: Math.round(out.eventsPerSecond),
    answered: out.acknowledged,
    batches: out.batches,
    largestBatch: out.largestBatch,
    meanBatch: Math.round(out.meanBatch),
    serverCpu: out.cpu,
    otherCpu: out.otherCpu,
  };
  console.error(`  ${label}: ${figures[key].perSecond.toLocaleString('en')}/s in ${out.batches} batches (largest ${out.largestBatch})`);
  return `${label}: ${out.acknowledged.toLocaleString('en')} acknowledged, ${out.stored.toLocaleString('en')} stored, ${out.producers} producers, ${out.batches} batches, largest ${out.largestBatch}, mean ${Math.round(out.meanBatch)}`;
}

// ---------------------------------------------------------------------------------------------
// Part 1

/**
 * Issue 22's p99 off the peak: the display call held at half the rate it just reached, at a fixed
 * rate (see paced), and the servers answering the same bytes held at that same rate, in turns
 * (ROUNDS slices each, like measure): what they add to a p99 is the machine's and the load's own,
 * the floor under the display call's. p99 is taken over every slice's requests together.
 */
async function halfRate(rows) {
  const display = rows.find((r) => r.key === 'display');
  const rate = Math.round(figures.display.perSecond / 2);
  const slices = new Map(rows.map((r) => [r.key, []]));
  const slice = Math.max(1, Math.round(SECONDS / ROUNDS));
  for (let round = 0; round < ROUNDS; round++) {
    for (const row of rows) {
      slices
        .get(row.key)
        .push(await paced({ url: row.options.url, requests: row.options.requests, rate, seconds: slice, warmup: Math.min(WARMUP, 2), pid: row.pid }));
    }
  }
  const round = (ms) => Math.round(ms * 100) / 100;
  for (const row of rows) {
    const results = slices.get(row.key);
    const label = `${row.label.replace(/ \(.*\)$/, '')} at ${row === display ? 'half its peak' : "the display call's half peak"}, ${rate.toLocaleString('en')}/s`;
    const ok = results.reduce((n, r) => n + r.ok, 0);
    const sent = results.reduce((n, r) => n + r.sent, 0);
    const errors = results.reduce((n, r) => n + r.errors, 0);
    if (ok !== sent || errors > 0) problems.push(`${label}: ${sent} sent, ${ok} answered 2xx, ${errors} errors`);
    const latencies = merged(results.map((r) => r.latencies));
    const seconds = results.reduce((n, r) => n + r.duration, 0);
    const weighted = (f) => Math.round(results.reduce((n, r) => n + (f(r) ?? 0) * r.duration, 0) / seconds);
    const figure = {
      label,
      perSecond: Math.round(ok / seconds),
      p50: round(quantile(latencies, 0.5)),
      p99: round(quantile(latencies, 0.99)),
      p999: round(quantile(latencies, 0.999)),
      max: round(latencies.at(-1)),
      clientLagP99: round(quantile(merged(results.map((r) => r.lags)), 0.99)),
      answered: ok,
      serverCpu: weighted((r) => r.cpu.serverCpu),
      loadCpu: weighted((r) => r.cpu.loadCpu),
      otherCpu: weighted((r) => r.cpu.otherCpu),
    };
    figures[`${row.key}HalfRate`] = figure;
    console.error(
      `  ${label}: ${figure.perSecond.toLocaleString('en')}/s, p50 ${figure.p50} ms, p99 ${figure.p99} ms, p99.9 ${figure.p999} ms, max ${figure.max} ms ` +
        `(slices' p99: ${results.map((r) => round(quantile(r.latencies, 0.99))).join(', ')} ms; the load late to send by ${figure.clientLagP99} ms at p99)`,
    );
  }
}

/**
 * Part 1: the display call against bare Fastify (hello world, and the same bytes as a display
 * answer) and node:http alone, in turns; then the display call at half the peak it just reached.
 */
async function displayPart() {
  const sqlite = await startBeckon('Beckon (SQLite, display)');
  // The bare server also answers a display response's bytes, pre-serialised: HTTP's share of the cost.
  const sample = await fetch(`${sqlite.base}/api/display/${sqlite.clientId}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: displayRequests(sqlite.clientId)[0].body,
  });
  if (sample.status !== 200) throw new Error(`display call answered ${sample.status}`);
  const sizedFile = join(sqlite.dataDir, 'display-sample.json');
  writeFileSync(sizedFile, await sample.text());
  const wants = (...keys) => keys.some((k) => displayRows.includes(k));
  const bare = wants('bare', 'bareSized')
    ? await startNode('bare Fastify', join(root, 'bench/bare-server.mjs'), { PORT: '0', HOST: '127.0.0.1', BARE_SIZED_BODY: sizedFile }, /listening on (\d+)/)
    : null;
  // And Node's HTTP alone, answering the same: the most any display call could reach here.
  const floor = wants('nodeHttpSized')
    ? await startNode('node:http', join(root, 'bench/node-http-server.mjs'), { PORT: '0', HOST: '127.0.0.1', BARE_SIZED_BODY: sizedFile }, /listening on (\d+)/)
    : null;
  const bareSized = displayRequests(sqlite.clientId).map((r) => ({ ...r, path: '/sized' }));
  const rows = [
    { key: 'bare', label: 'bare Fastify GET / {"hello":"world"}', options: { url: `http://127.0.0.1:${bare?.port}/` }, pid: bare?.child.pid },
    {
      key: 'bareSized',
      label: 'bare Fastify POST, display-sized answer (the reference)',
      options: { url: `http://127.0.0.1:${bare?.port}`, requests: bareSized },
      pid: bare?.child.pid,
    },
    {
      key: 'nodeHttpSized',
      label: 'node:http alone, same POST and answer (info: the floor)',
      options: { url: `http://127.0.0.1:${floor?.port}`, requests: bareSized },
      pid: floor?.child.pid,
    },
    {
      key: 'display',
      label: 'display call, no compression asked',
      options: { url: sqlite.base, requests: displayRequests(sqlite.clientId) },
      pid: sqlite.child.pid,
    },
    {
      key: 'displayCompressed',
      label: 'display call, browser Accept-Encoding (gzip chosen)',
      pid: sqlite.child.pid,
      options: { url: sqlite.base, requests: displayRequests(sqlite.clientId, { 'accept-encoding': 'gzip, deflate, br, zstd' }) },
    },
  ];
  await measure(
    rows.filter((r) => displayRows.includes(r.key)),
    ROUNDS,
  );
  // Issue 22: the display call held at half the peak it just reached, for its p99 off the peak,
  // in turns with the servers answering the same bytes at that rate.
  if (figures.display) await halfRate(rows.filter((r) => figures[r.key] && ['nodeHttpSized', 'bareSized', 'display'].includes(r.key)));
  reportServerLog('Beckon (SQLite, display)', sqlite);
  if (bare) await stop(bare.child);
  if (floor) await stop(floor.child);
  await stop(sqlite.child);
}

// ---------------------------------------------------------------------------------------------
// The run

const format = (n) => (typeof n === 'number' ? n.toLocaleString('en') : (n ?? '-'));
const { baseline, others: baselineElsewhere } = readBaseline('api');
let baselineWritten = '';

let exitCode = 0;
let busy = 0;
const durability = [];
try {
  busy = await idleCheck();
  const quietBy = Date.now() + Number(args['wait-quiet']) * 1000;
  while (busy > 20 && Date.now() < quietBy) {
    console.error(`other processes use ${busy}% of a core; waiting for a quieter machine`);
    await new Promise((r) => setTimeout(r, 4000));
    busy = await idleCheck();
  }
  console.error(
    `bench/api.mjs: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}; runs of ${SECONDS} s after ${WARMUP} s of warm-up, ${CONNECTIONS} connections`,
  );
  if (busy > 20) warnings.push(`before the run other processes used ${busy}% of a core: the figures are low and noisy`);

  // 1. The display call against a bare Fastify route, in turns (see measure).
  if (displayRows.length > 0) await displayPart();

  // 2–3. Views and conversions through HTTP, then the kill and the count; SQLite, then PostgreSQL.
  const havePostgres = (httpPart || only.has('buffer')) && (await postgresReachable());
  if (httpPart) {
    durability.push(...(await ingestion('sqlite', 'SQLite')));
    if (havePostgres)
      durability.push(...(await ingestion('postgres', 'PostgreSQL', await postgresSchema('http'), AGAINST_MAIN ? await postgresSchema('against') : undefined)));
  }
  if ((httpPart || only.has('buffer')) && !havePostgres) warnings.push(`PostgreSQL at ${POSTGRES_URL} unreachable: its rows are skipped`);

  // 2b. Batched ingestion: the WriteBuffer itself, no HTTP.
  if (only.has('buffer')) {
    durability.push({ line: await bufferIngestion('bufferViewsSqlite', 'views, WriteBuffer batched, SQLite') });
    if (havePostgres)
      durability.push({ line: await bufferIngestion('bufferViewsPostgres', 'views, WriteBuffer batched, PostgreSQL', await postgresSchema('buffer')) });
  }
} catch (error) {
  problems.push(`the run broke off: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  for (const child of children) await stop(child, 'SIGKILL');
  for (const cleanup of cleanups.reverse())
    await Promise.resolve()
      .then(cleanup)
      .catch((e) => warnings.push(`cleanup: ${e}`));
}

// ---------------------------------------------------------------------------------------------
// Report

const ratios = {};
if (figures.bare && figures.display) ratios.displayToBare = figures.display.perSecond / figures.bare.perSecond;
if (figures.bare && figures.displayCompressed) ratios.displayCompressedToBare = figures.displayCompressed.perSecond / figures.bare.perSecond;
// Issue 22's ratio: the display call against bare Fastify answering the same bytes.
if (figures.bareSized && figures.display) ratios.displayToBareSized = figures.display.perSecond / figures.bareSized.perSecond;
if (figures.bareSized && figures.displayCompressed) ratios.displayCompressedToBareSized = figures.displayCompressed.perSecond / figures.bareSized.perSecond;
// The ceiling of the first ratio: Node's HTTP alone, answering the same bytes, against bare Fastify.
if (figures.bare && figures.nodeHttpSized) ratios.floorToBare = figures.nodeHttpSized.perSecond / figures.bare.perSecond;
if (figures.bareSized && figures.nodeHttpSized) ratios.floorToBareSized = figures.nodeHttpSized.perSecond / figures.bareSized.perSecond;
// The same ratios in server CPU time per answer, steadier than the rates when the machine is shared.
const cpuPerAnswer = (f) => (f?.serverCpu ? (f.serverCpu * 10_000) / f.perSecond : undefined);
if (cpuPerAnswer(figures.bareSized) && cpuPerAnswer(figures.display))
  ratios.displayToBareSizedByCpu = cpuPerAnswer(figures.bareSized) / cpuPerAnswer(figures.display);
const p99Ratio = figures.bare && figures.display ? figures.display.p99 / Math.max(1, figures.bare.p99) : undefined;

console.log(
  `\nvisitor API, ${cpus().length} cores, autocannon on the same machine (${CONNECTIONS} connections, ${SECONDS} s runs; WriteBuffer ${args['ingest-seconds']} s, ${args.producers} producers)`,
);
console.log(
  'CPU columns: percent of one core used by the server process (for the WriteBuffer rows: bench/ingest.mjs), by autocannon (this process) and by everything else (PostgreSQL, other work)',
);
console.table(
  Object.entries(figures).map(([key, f]) => {
    const before = baseline?.figures?.[key]?.perSecond;
    const vsBaseline = before ? f.perSecond / before : undefined;
    if (vsBaseline !== undefined && vsBaseline < REGRESSION_RATIO)
      warnings.push(`${f.label}: ${format(f.perSecond)}/s is ${vsBaseline.toFixed(2)}× the baseline's ${format(before)}/s`);
    return {
      measurement: f.label,
      'per s': f.perSecond,
      'p50 ms': f.p50 ?? '-',
      'p99 ms': f.p99 ?? '-',
      'baseline per s': before ?? '-',
      '× baseline': vsBaseline ? Number(vsBaseline.toFixed(2)) : '-',
      'server CPU': f.serverCpu ?? '-',
      // Server CPU time per answer: steadier than the rate when other work shares the machine.
      'server µs/answer': f.serverCpu ? Math.round((f.serverCpu * 10_000) / f.perSecond) : '-',
      'load CPU': f.loadCpu ?? '-',
      'other CPU': f.otherCpu ?? '-',
    };
  }),
);

const targetRows = [];
/** A goal row; `atMost` for a goal that is a ceiling (a latency: under it), else a floor (at least it). */
const target = (name, measured, goal, unit, atMost = false) => {
  if (measured === undefined) return;
  const ratio = measured / goal;
  targetRows.push({
    target: name,
    measured: unit === 'ratio' ? Number(measured.toFixed(2)) : measured,
    goal: atMost ? `< ${goal}` : goal,
    'measured / goal': Number(ratio.toFixed(2)),
    met: (atMost ? ratio < 1 : ratio >= 1) ? 'met' : 'not met',
  });
};
target('display / bare Fastify same bytes, req/s ≥ 0.6 (issue 22)', ratios.displayToBareSized, TARGETS.displayToBareSized, 'ratio');
target('display p99 ms at half its peak rate < 5 (issue 22)', figures.displayHalfRate?.p99, TARGETS.displayHalfRateP99Ms, 'ms', true);
target("bare Fastify same bytes, p99 ms at that rate (info: the machine's floor)", figures.bareSizedHalfRate?.p99, TARGETS.displayHalfRateP99Ms, 'ms', true);
target("node:http alone, p99 ms at that rate (info: the machine's floor)", figures.nodeHttpSizedHalfRate?.p99, TARGETS.displayHalfRateP99Ms, 'ms', true);
target('display / bare same bytes by server CPU per answer (info)', ratios.displayToBareSizedByCpu, TARGETS.displayToBareSized, 'ratio');
target('display gzip / bare same bytes (info)', ratios.displayCompressedToBareSized, TARGETS.displayToBareSized, 'ratio');
target("display / bare Fastify hello world (info: issue 6's 0.75, past node:http's reach)", ratios.displayToBare, TARGETS.displayToBare, 'ratio');
target('node:http alone / bare Fastify hello world (info: the ceiling of the ratio above)', ratios.floorToBare, TARGETS.displayToBare, 'ratio');
target('batched views/s, SQLite (WriteBuffer) ≥ 50,000', figures.bufferViewsSqlite?.perSecond, TARGETS.bufferViewsSqlite);
target('batched views/s, PostgreSQL (WriteBuffer) ≥ 40,000', figures.bufferViewsPostgres?.perSecond, TARGETS.bufferViewsPostgres);
target('conversions acknowledged/s, SQLite ≥ 10,000', figures.conversionsSqlite?.perSecond, TARGETS.conversionsSqlite);
target('durable leads/s on SQLite, the floor, vs 10,000 (info: what this machine allows now)', figures.leadFloorSqlite?.perSecond, TARGETS.conversionsSqlite);
// The same event goals through the whole HTTP path: reported beside them, for what a server sees.
target('views/s through HTTP, SQLite (info) vs 50,000', figures.viewsSqlite?.perSecond, TARGETS.bufferViewsSqlite);
target('views/s through HTTP, PostgreSQL (info) vs 40,000', figures.viewsPostgres?.perSecond, TARGETS.bufferViewsPostgres);
console.log('\ntargets (issues 6 and 22), compared within this run');
console.table(targetRows);
if (ratios.displayToBareSized !== undefined) {
  const before = baseline?.ratios?.displayToBareSized ? ` (baseline ${baseline.ratios.displayToBareSized.toFixed(2)})` : '';
  console.log(
    `display / bare Fastify answering the same bytes: req/s ${ratios.displayToBareSized.toFixed(2)}${before}, ` +
      `by server CPU per answer ${ratios.displayToBareSizedByCpu?.toFixed(2) ?? '-'}; p99 ${figures.display.p99} ms vs ${figures.bareSized.p99} ms at full load` +
      (figures.displayHalfRate
        ? `; at half its peak (${figures.displayHalfRate.perSecond.toLocaleString('en')}/s) p99 ${figures.displayHalfRate.p99} ms, p99.9 ${figures.displayHalfRate.p999} ms`
        : ''),
  );
}
if (ratios.displayToBare !== undefined) {
  console.log(
    `display / bare hello world: req/s ${ratios.displayToBare.toFixed(2)}, p99 ${figures.display.p99} ms vs ${figures.bare.p99} ms (${p99Ratio?.toFixed(1)}×); ` +
      `compressed as for a browser ${ratios.displayCompressedToBare?.toFixed(2)}`,
  );
  if (ratios.floorToBare !== undefined) {
    console.log(
      `the floor: node:http alone, reading the same POST and answering the same bytes from memory, reaches ${ratios.floorToBare.toFixed(2)} of bare Fastify's hello world ` +
        `(${ratios.floorToBareSized?.toFixed(2) ?? '-'} of bare Fastify's same bytes); no display call can reach more`,
    );
  }
}
for (const [suffix, name] of [
  ['Sqlite', 'SQLite'],
  ['Postgres', 'PostgreSQL'],
]) {
  const mine = figures[`conversions${suffix}`];
  const theirs = figures[`conversions${suffix}Against`];
  if (!mine || !theirs) continue;
  const perAnswer = (f) => (f.serverCpu ? `${Math.round((f.serverCpu * 10_000) / f.perSecond)} µs` : '-');
  console.log(
    `conversions on ${name}, in turns: this build ${format(mine.perSecond)}/s (p99 ${mine.p99} ms, server ${perAnswer(mine)} per answer), ` +
      `--against build ${format(theirs.perSecond)}/s (p99 ${theirs.p99} ms, ${perAnswer(theirs)}): ${(mine.perSecond / theirs.perSecond).toFixed(2)}×`,
  );
}
if (figures.conversionsSqlite && figures.leadFloorSqlite) {
  const mine = figures.conversionsSqlite;
  const floor = figures.leadFloorSqlite;
  ratios.conversionsToLeadFloor = mine.perSecond / floor.perSecond;
  console.log(
    `conversions on SQLite against the floor under a durable lead, in turns: ${format(mine.perSecond)}/s (p99 ${mine.p99} ms), ` +
      `the floor ${format(floor.perSecond)}/s (p99 ${floor.p99} ms): ${ratios.conversionsToLeadFloor.toFixed(2)} of it; ` +
      `part 5's goal of ${format(TARGETS.conversionsSqlite)}/s is ${(TARGETS.conversionsSqlite / floor.perSecond).toFixed(2)} of the floor in this run`,
  );
}
console.log('\ndurability (every acknowledged row stored):');
for (const d of durability) console.log(`  ${d.line}`);

if (args.update) {
  const why =
    problems.length > 0
      ? 'the run had problems'
      : PROFILE_DIR
        ? 'a profiled run is slower'
        : displayRows.length < DISPLAY_ROWS.length || !only.has('http') || !only.has('buffer')
          ? 'a baseline holds every row (run without --only)'
          : args.server || args.against || SERVER_FLAGS.length > 0
            ? 'a baseline is of this checkout as it runs (run without --server, --against and --server-flags)'
            : busy > 20
              ? 'other processes were using the CPUs (try --wait-quiet 300)'
              : null;
  if (why) {
    console.error(`baseline not written: ${why}`);
  } else {
    const record = {
      note: 'bench/api.mjs figures: per s = 2xx answers (or acknowledged rows) per second; p50/p99 in ms. Written with --update; compare on the same machine only.',
      machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, platform: process.platform },
      settings: {
        seconds: SECONDS,
        warmup: WARMUP,
        connections: CONNECTIONS,
        rounds: ROUNDS,
        ingestSeconds: Number(args['ingest-seconds']),
        producers: Number(args.producers),
      },
      measuredAt: new Date().toISOString(),
      figures,
      ratios: Object.fromEntries(Object.entries(ratios).map(([k, v]) => [k, Number(v.toFixed(3))])),
    };
    baselineWritten = writeBaseline('api', record);
    console.log(`\nbaseline written to ${baselineWritten}`);
  }
}
if (!baseline && !baselineWritten) warnings.push(noBaselineWarning('api', baselineElsewhere));

for (const w of warnings) console.log(`warning: ${w}`);
for (const p of problems) console.error(`PROBLEM: ${p}`);
const isInfo = (r) => r.target.includes('(info');
const unmet = targetRows.filter((r) => r.met !== 'met' && !isInfo(r));
console.log(
  `\ntargets: ${targetRows.length - unmet.length - targetRows.filter(isInfo).length} met, ${unmet.length} not met${unmet.length ? ` (${unmet.map((r) => r.target).join('; ')})` : ''}`,
);
if (problems.length > 0) exitCode = 1;
if (args.strict && unmet.length > 0) exitCode = 1;
process.exit(exitCode);
