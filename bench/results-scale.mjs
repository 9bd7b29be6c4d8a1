#!/usr/bin/env node
// Issue 22 part 4: the Results and Leads pages at scale. For each database (SQLite, then
// PostgreSQL), a fresh database is seeded by bench/seed-scale.mjs (1,000,000 views, 50,000 closes,
// 100,000 leads of one site over 365 days), the built server (apps/server/dist) is started on it in
// this process, the demo owner logs in, and each admin call the two pages make is timed, one at a
// time, through app.inject: p50, p95 and max per call against the issue's goal (p95 under 300 ms).
// For a call over the goal, the SQL it ran is run again alone, timed, and its plan printed.
// Report only: the run fails when a call fails, never on a timing.
//   node bench/results-scale.mjs             measure, compare with bench/baselines/<machine>/results-scale.json
//   node bench/results-scale.mjs --update    also write the figures as the new baseline
//   options: --runs 20 (timed runs per call) --budget 15 (seconds per call: fewer runs, at least 5, when slow)
//            --scale 1 (of the seeded counts; a smaller one is a quick check and writes no baseline)
//            --only sqlite|postgres --no-plans --tz Europe/Berlin
//            --keep (leave the seeded databases for a closer look; their places are printed, drop them yourself)
// PostgreSQL: BENCH_DATABASE_URL (default postgres://127.0.0.1:5432/test), a schema of its own per
// run, dropped at the end; its rows are skipped, loudly, when the server is unreachable.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { seedScale } from './seed-scale.mjs';
import { noBaselineWarning, readBaseline, writeBaseline } from './machine-baseline.mjs';

const root = new URL('..', import.meta.url).pathname;
const serverRequire = createRequire(join(root, 'apps/server/package.json'));
const SQLite = serverRequire('better-sqlite3');
const pg = serverRequire('pg');
const { openDatabase, postgresConfig } = await import(join(root, 'apps/server/dist/db/database.js'));
const { buildApp } = await import(join(root, 'apps/server/dist/app.js'));
const { defaultPaths } = await import(join(root, 'apps/server/dist/config.js'));

const { values: args } = parseArgs({
  options: {
    update: { type: 'boolean', default: false },
    runs: { type: 'string', default: '20' },
    budget: { type: 'string', default: '15' },
    scale: { type: 'string', default: '1' },
    only: { type: 'string' },
    'no-plans': { type: 'boolean', default: false },
    tz: { type: 'string', default: 'Europe/Berlin' },
    keep: { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const MIN_RUNS = Math.min(5, RUNS);
const BUDGET_MS = Number(args.budget) * 1000;
const SCALE = Number(args.scale);
const TZ = args.tz;
const GOAL_MS = 300;
/** A p95 this many times the baseline's is reported as a regression (a warning). */
const REGRESSION_RATIO = 1.5;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';
const ORIGIN = 'http://localhost';
/** What Chromium asks for: Node's fetch alone asks for gzip and deflate only, and Brotli is what a browser gets. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const DAY_MS = 86_400_000;

const problems = [];
const warnings = [];
const cleanups = [];
/** figures[dialect][key] = { label, runs, p50, p95, max, rows } */
const figures = {};
/** The slow calls' queries, run alone, with their plans: printed after the tables. */
const plans = [];

// ---------------------------------------------------------------------------------------------
// The SQL each call runs, caught by a Kysely plugin on the app's own connection.

/**
 * Collects the compiled SQL of every query run while `recording` is set (the app's background jobs
 * may add a few). A query embedded in another (a sub-select in a sql`` template) is compiled too,
 * but only those whose result comes back were run: they are the ones kept.
 */
function queryRecorder(baseDb) {
  const executor = baseDb.getExecutor();
  const compiled = new WeakMap();
  const recorder = {
    recording: null,
    transformQuery({ node, queryId }) {
      if (recorder.recording) {
        try {
          const query = executor.compileQuery(node, queryId);
          compiled.set(queryId, { sql: query.sql, parameters: [...query.parameters] });
        } catch {
          // A node the bare executor cannot compile is only not reported.
        }
      }
      return node;
    },
    async transformResult({ result, queryId }) {
      const query = compiled.get(queryId);
      if (query && recorder.recording) recorder.recording.push(query);
      compiled.delete(queryId);
      return result;
    },
  };
  return recorder;
}

// ---------------------------------------------------------------------------------------------
// Databases

async function postgresReachable() {
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
}

async function onPostgres(text, params = [], url = POSTGRES_URL) {
  const client = new pg.Client(postgresConfig(url));
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

async function freshTarget(dialect) {
  if (dialect === 'sqlite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'beckon-scale-'));
    if (args.keep) console.error(`kept: SQLite in ${dataDir}`);
    else cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    return { dialect, dataDir };
  }
  const schema = `beckon_bench_scale_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await onPostgres(`CREATE SCHEMA ${schema}`);
  if (args.keep) console.error(`kept: PostgreSQL schema ${schema}`);
  else cleanups.push(() => onPostgres(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { dialect, databaseUrl: url.toString() };
}

// ---------------------------------------------------------------------------------------------
// What the pages ask

/** The zone's midnight starting the day `days` before the one after today (as the dashboard's ranges: whole local days). */
function localMidnight(at, zone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  const wallAsUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  const offset = wallAsUtc - Math.floor(at / 1000) * 1000;
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) - offset;
}

function calls(seed) {
  const tomorrow = localMidnight(Date.now() + DAY_MS, TZ);
  const range = (days) => `from=${tomorrow - days * DAY_MS}&to=${tomorrow}&tz=${encodeURIComponent(TZ)}`;
  const site = `client_id=${seed.clientId}`;
  const popup = `poptin_id=${seed.popupIds[0]}`;
  const day = (ms) => new Date(ms).toISOString().slice(0, 10);
  const list = [];
  const results = (key, label, query) => list.push({ page: 'Results', key, label, url: `/api/admin/results?${query}` });
  // The Results page: one call answers the series and every breakdown (trigger, device, page) of a range.
  results('results.site.7', 'site, last 7 days (series + every breakdown)', `${site}&${range(7)}`);
  results('results.site.30', 'site, last 30 days', `${site}&${range(30)}`);
  results('results.site.90', 'site, last 90 days', `${site}&${range(90)}`);
  results('results.site.365', 'site, last 365 days (all of it)', `${site}&${range(365)}`);
  results('results.popup.30', 'one pop-up (35% of the traffic), last 30 days', `${popup}&${range(30)}`);
  results('results.popup.365', 'one pop-up, last 365 days', `${popup}&${range(365)}`);
  list.push({
    page: 'Results',
    key: 'results.ab',
    label: 'A/B panel of that pop-up and its variant (since the variant: 365 days)',
    url: `/api/admin/poptins/${seed.popupIds[0]}/ab`,
  });
  list.push({
    page: 'Results',
    key: 'results.shares.30',
    label: 'share counts panel, last 30 days',
    url: `/api/admin/sites/${seed.clientId}/shares?from=${day(tomorrow - 30 * DAY_MS)}&to=${day(tomorrow - 1)}&limit=25&offset=0`,
  });
  const leads = (key, label, query, extra = {}) =>
    list.push({ page: 'Leads', key, label, url: `/api/admin/leads?${query ? `${query}&` : ''}limit=25&offset=0`, ...extra });
  // The Leads page: a page of 25 (its default), with the total and the field columns.
  leads('leads.first', 'first page (25 of all)', '');
  list.push({ page: 'Leads', key: 'leads.first100', label: 'first page of 100', url: '/api/admin/leads?limit=100&offset=0' });
  list.push({ page: 'Leads', key: 'leads.page100', label: 'page 100 (offset 2,475)', url: '/api/admin/leads?limit=25&offset=2475' });
  leads('leads.q.olcer', 'search "ölçer" (lower case, beyond ASCII)', `q=${encodeURIComponent('ölçer')}`, { fold: 'ölçer' });
  leads('leads.q.Olcer', 'search "Ölçer" (as stored)', `q=${encodeURIComponent('Ölçer')}`, { fold: 'Ölçer' });
  leads('leads.q.elodie', 'search "élodie" (stored also as ÉLODIE)', `q=${encodeURIComponent('élodie')}`, { fold: 'élodie' });
  leads('leads.q.ascii', 'search "lovelace" (ASCII, one name in 14)', 'q=lovelace', { fold: 'lovelace' });
  leads('leads.q.email', 'search a part of an address ("1234@")', 'q=1234%40');
  leads('leads.q.none', 'search that matches nothing', 'q=zzqxj');
  leads('leads.popup', 'filter: one pop-up', popup);
  leads('leads.site', 'filter: the site', site);
  leads('leads.days30', 'filter: last 30 days', `from=${tomorrow - 30 * DAY_MS}&to=${tomorrow}`);
  leads('leads.spam', 'filter: automated ones included', 'spam=1');
  leads('leads.tag', 'filter: tag "newsletter" (API only)', 'tag=newsletter');
  leads('leads.combined', 'filter: pop-up + last 30 days + search', `${popup}&from=${tomorrow - 30 * DAY_MS}&to=${tomorrow}&q=m%C3%BCller`);
  list.push({ page: 'Leads', key: 'leads.csv', label: 'CSV export, every lead, read to the end over HTTP', url: '/api/admin/leads.csv', csv: true });
  list.push({
    page: 'Leads',
    key: 'leads.csv.days30',
    label: 'CSV export, last 30 days',
    url: `/api/admin/leads.csv?from=${tomorrow - 30 * DAY_MS}&to=${tomorrow}`,
    csv: true,
  });
  return list;
}

// ---------------------------------------------------------------------------------------------
// Timing

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (n) => Math.round(n * 10) / 10;

/** The CSV through real HTTP (app.listen), read as a browser would: the time to its first bytes and to its end. */
/** A CSV export over HTTP, read to its end in a worker thread (bench/csv-reader.mjs): ms to its first bytes and to its end, and its rows. */
function fetchCsv(base, cookie, url) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./csv-reader.mjs', import.meta.url), {
      workerData: { url: `${base}${url}`, headers: { cookie, origin: ORIGIN, 'accept-encoding': BROWSER_ACCEPT_ENCODING } },
    });
    worker.once('message', (result) => (result.error ? reject(new Error(result.error)) : resolve(result)));
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`the CSV reader stopped with ${code}`)));
  });
}

async function timeCall(app, base, cookie, recorder, call) {
  const once = async (record) => {
    recorder.recording = record ? [] : null;
    try {
      if (call.csv) return { ...(await fetchCsv(base, cookie, call.url)), queries: recorder.recording };
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: call.url, headers: { cookie, origin: ORIGIN } });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${call.url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      const body = response.json();
      return { elapsed, rows: body.total ?? body.totals?.views ?? null, queries: recorder.recording };
    } finally {
      recorder.recording = null;
    }
  };
  // One untimed call first: statement caches and the database's pages warm, as on a page someone uses.
  const first = await once(true);
  const times = [];
  const firstBytes = [];
  const began = performance.now();
  while (times.length < RUNS && (times.length < MIN_RUNS || performance.now() - began < BUDGET_MS)) {
    const run = await once(false);
    times.push(run.elapsed);
    if (run.first !== undefined) firstBytes.push(run.first);
  }
  const summary = (list) => {
    list.sort((a, b) => a - b);
    return { runs: list.length, p50: ms(percentile(list, 50)), p95: ms(percentile(list, 95)), max: ms(list[list.length - 1]) };
  };
  return { ...summary(times), firstByte: firstBytes.length > 0 ? summary(firstBytes) : undefined, rows: first.rows, queries: first.queries };
}

// ---------------------------------------------------------------------------------------------
// Plans of the slow calls' queries: each distinct statement run alone (timed), then explained.

function sqliteInspector(file) {
  const db = new SQLite(file);
  return {
    time(text, params) {
      const statement = db.prepare(text);
      const started = performance.now();
      if (statement.reader) statement.all(params);
      else return null;
      return performance.now() - started;
    },
    plan(text, params) {
      return db
        .prepare(`EXPLAIN QUERY PLAN ${text}`)
        .all(params)
        .map((r) => `${'  '.repeat(depthOf(r, db))}${r.detail}`)
        .join('\n');
    },
    close: () => db.close(),
  };
}
/** EXPLAIN QUERY PLAN rows name their parent; indentation is worked out by walking up. */
const depths = new Map();
function depthOf(row) {
  const depth = row.parent === 0 ? 0 : (depths.get(row.parent) ?? 0) + 1;
  depths.set(row.id, depth);
  return depth;
}

async function postgresInspector(url) {
  const client = new pg.Client(postgresConfig(url));
  await client.connect();
  return {
    async time(text, params) {
      const started = performance.now();
      await client.query(text, params);
      return performance.now() - started;
    },
    async plan(text, params) {
      const rows = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
      return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
    },
    close: () => client.end(),
  };
}

async function explainSlow(dialect, label, queries, inspector) {
  const distinct = new Map();
  for (const q of queries) {
    const known = distinct.get(q.sql);
    if (known) known.times += 1;
    else distinct.set(q.sql, { ...q, times: 1 });
  }
  const entries = [];
  for (const q of distinct.values()) {
    if (!/^\s*(select|with)\b/i.test(q.sql)) continue;
    const params = q.parameters.map((p) => (typeof p === 'boolean' ? Number(p) : p));
    let alone = Infinity;
    for (let i = 0; i < 3; i++) alone = Math.min(alone, (await inspector.time(q.sql, params)) ?? Infinity);
    entries.push({ ...q, params, alone });
  }
  entries.sort((a, b) => b.alone - a.alone);
  for (const e of entries) {
    const plan = await Promise.resolve()
      .then(() => inspector.plan(e.sql, e.params))
      .catch((error) => `(no plan: ${error instanceof Error ? error.message : String(error)})`);
    plans.push({ dialect, label, alone: ms(e.alone), times: e.times, sql: e.sql.replace(/\s+/g, ' ').trim(), params: e.params, plan });
  }
}

// ---------------------------------------------------------------------------------------------
// One database: seed, start, log in, time every call.

async function measureDialect(dialect) {
  const target = await freshTarget(dialect);
  console.error(`${dialect}: seeding (scale ${SCALE})…`);
  const seed = await seedScale(target, { scale: SCALE });
  console.error(
    `${dialect}: seeded ${seed.counts.views.toLocaleString('en')} views, ${seed.counts.closes.toLocaleString('en')} closes, ${seed.counts.leads.toLocaleString('en')} leads in ${seed.seconds.toFixed(1)} s`,
  );
  const handle = openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir ?? '' });
  const baseDb = handle.db;
  const recorder = queryRecorder(baseDb);
  const app = await buildApp({ database: { ...handle, db: baseDb.withPlugin(recorder) }, migrate: false, paths: defaultPaths(), logger: { level: 'warn' } });
  figures[dialect] = { seeded: { ...seed.counts, seconds: Math.round(seed.seconds) } };
  const slow = [];
  /** Every call's SQL, written beside a kept database (--keep) for a closer look. */
  const caught = {};
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: ORIGIN },
      payload: { email: seed.email, password: seed.password },
    });
    if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    // The CSV exports go through real HTTP, so that their first bytes can be timed apart from their end.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${app.server.address().port}`;
    for (const call of calls(seed)) {
      try {
        const figure = await timeCall(app, base, cookie, recorder, call);
        if (figure.firstByte) {
          const { runs, p50, p95, max } = figure.firstByte;
          figures[dialect][`${call.key}.first`] = { page: call.page, label: `${call.label}: its first bytes`, runs, p50, p95, max, rows: figure.rows };
          console.error(`  ${dialect} ${call.page}: ${call.label}: first bytes p50 ${p50} ms, p95 ${p95} ms`);
        }
        figures[dialect][call.key] = {
          page: call.page,
          label: call.label,
          runs: figure.runs,
          p50: figure.p50,
          p95: figure.p95,
          max: figure.max,
          rows: figure.rows,
        };
        if (call.fold) figures[dialect][call.key].expected = seed.expected[call.fold.toLowerCase()];
        console.error(`  ${dialect} ${call.page}: ${call.label}: p50 ${figure.p50} ms, p95 ${figure.p95} ms (${figure.runs} runs; ${figure.rows} rows)`);
        if (figure.p95 > GOAL_MS) slow.push({ call, queries: figure.queries });
        caught[call.key] = figure.queries;
      } catch (error) {
        problems.push(`${dialect} ${call.label}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await app.close();
    await baseDb.destroy().catch(() => {});
  }
  if (args.keep) {
    const file = join(tmpdir(), `beckon-scale-queries-${dialect}-${process.pid}.json`);
    writeFileSync(file, JSON.stringify({ target, queries: caught }, null, 1));
    console.error(`kept: the calls' SQL in ${file}`);
  }
  if (!args['no-plans'] && slow.length > 0) {
    const inspector = dialect === 'sqlite' ? sqliteInspector(join(target.dataDir, 'beckon.sqlite')) : await postgresInspector(target.databaseUrl);
    try {
      for (const { call, queries } of slow) await explainSlow(dialect, call.label, queries ?? [], inspector);
    } finally {
      await inspector.close();
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The run

const { baseline, others: baselineElsewhere } = readBaseline('results-scale');
let baselineWritten = '';

try {
  console.error(
    `bench/results-scale.mjs: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}; up to ${RUNS} runs per call (${args.budget} s budget)`,
  );
  // One database's failure is reported and the other is still measured.
  const measure = (dialect) =>
    measureDialect(dialect).catch((error) => problems.push(`${dialect}: the run broke off: ${error instanceof Error ? error.stack : String(error)}`));
  if (args.only !== 'postgres') await measure('sqlite');
  if (args.only !== 'sqlite') {
    if (await postgresReachable()) await measure('postgres');
    else {
      const message = `PostgreSQL at ${POSTGRES_URL} is unreachable: ITS ROWS ARE SKIPPED`;
      console.error(`\n*** ${message} ***\n`);
      warnings.push(message);
    }
  }
} catch (error) {
  problems.push(`the run broke off: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  for (const cleanup of cleanups.reverse())
    await Promise.resolve()
      .then(cleanup)
      .catch((e) => warnings.push(`cleanup: ${e}`));
}

// ---------------------------------------------------------------------------------------------
// Report

console.log(`\nResults and Leads pages at scale (issue 22): p95 goal ${GOAL_MS} ms; in-process app.inject, one call at a time, times in ms`);
const over = [];
for (const [dialect, byKey] of Object.entries(figures)) {
  const s = byKey.seeded;
  console.log(
    `\n${dialect}: ${s.views.toLocaleString('en')} views, ${s.closes.toLocaleString('en')} closes, ${s.leads.toLocaleString('en')} leads (seeded in ${s.seconds} s)`,
  );
  const rows = [];
  for (const [key, f] of Object.entries(byKey)) {
    if (key === 'seeded') continue;
    const before = baseline?.figures?.[dialect]?.[key]?.p95;
    const ratio = before && baseline?.settings?.scale === SCALE ? f.p95 / before : undefined;
    if (ratio !== undefined && ratio > REGRESSION_RATIO)
      warnings.push(`${dialect} ${f.label}: p95 ${f.p95} ms is ${ratio.toFixed(2)}× the baseline's ${before} ms`);
    if (f.p95 > GOAL_MS) over.push(`${dialect} ${f.page}: ${f.label} (p95 ${f.p95} ms)`);
    rows.push({
      page: f.page,
      call: f.label,
      runs: f.runs,
      p50: f.p50,
      p95: f.p95,
      max: f.max,
      goal: f.p95 <= GOAL_MS ? 'met' : 'NOT met',
      'baseline p95': before ?? '-',
      '× baseline': ratio ? Number(ratio.toFixed(2)) : '-',
      rows: f.rows ?? '-',
    });
  }
  console.table(rows);
}

// The leads search's case folding beyond ASCII: a search should find what JavaScript's toLowerCase finds.
const folds = [];
for (const [dialect, byKey] of Object.entries(figures)) {
  for (const f of Object.values(byKey)) {
    if (f.expected === undefined) continue;
    folds.push(`${dialect}: ${f.label}: ${f.rows} found of ${f.expected}${f.rows === f.expected ? '' : ' — case NOT folded beyond ASCII'}`);
  }
}
if (folds.length > 0) console.log(`\nleads search, case beyond ASCII (found / leads holding the word in any case):\n  ${folds.join('\n  ')}`);

if (plans.length > 0) {
  console.log('\nqueries of the calls over the goal, each run alone (best of 3) and explained, slowest first per call:');
  for (const p of plans) {
    console.log(`\n[${p.dialect}] ${p.label}: ${p.alone} ms alone${p.times > 1 ? ` (run ${p.times}× in the call)` : ''}`);
    console.log(`  SQL: ${p.sql.length > 600 ? `${p.sql.slice(0, 600)}…` : p.sql}`);
    console.log(`  parameters: ${JSON.stringify(p.params).slice(0, 200)}`);
    console.log(p.plan.replace(/^/gm, '    '));
  }
}

if (args.update) {
  const why = problems.length > 0 ? 'the run had problems' : SCALE !== 1 ? 'only a full-scale run (--scale 1) is a baseline' : null;
  if (why) console.error(`baseline not written: ${why}`);
  else {
    const record = {
      note: 'bench/results-scale.mjs figures: ms per call (app.inject, one at a time; the CSV exports over HTTP, to their first bytes and to their end) on the seeded site; written with --update; compare on the same machine only.',
      machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, platform: process.platform },
      settings: { runs: RUNS, budgetSeconds: Number(args.budget), scale: SCALE, tz: TZ },
      measuredAt: new Date().toISOString(),
      figures: Object.fromEntries(Object.entries(figures).map(([d, byKey]) => [d, Object.fromEntries(Object.entries(byKey).map(([k, f]) => [k, f]))])),
    };
    // A dialect not measured this time keeps its baseline figures.
    for (const [d, byKey] of Object.entries(baseline?.figures ?? {})) record.figures[d] ??= byKey;
    baselineWritten = writeBaseline('results-scale', record);
    console.log(`\nbaseline written to ${baselineWritten}`);
  }
}
if (!baseline && !baselineWritten) warnings.push(noBaselineWarning('results-scale', baselineElsewhere));
if (baseline && baseline.settings?.scale !== SCALE) warnings.push(`the baseline is of scale ${baseline.settings?.scale}, this run of ${SCALE}: not comparable`);

console.log(`\nover the ${GOAL_MS} ms goal at p95: ${over.length === 0 ? 'none' : `${over.length}\n  ${over.join('\n  ')}`}`);
for (const w of warnings) console.log(`warning: ${w}`);
for (const p of problems) console.error(`PROBLEM: ${p}`);
process.exit(problems.length > 0 ? 1 : 0);
