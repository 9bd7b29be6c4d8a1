#!/usr/bin/env node
// What a pop-up costs the host page's main thread on a phone (issue 22). Three host pages with the
// same content, served from 127.0.0.1: base.html with no tool (the control), boxzilla.html with
// Boxzilla's equivalent lightbox (the peer; popupmaker.html can be added), and the same page with
// Beckon's snippet, its widget and demo lightbox from a real server (apps/server/dist/main.js on a
// fresh data folder). Each shows its lightbox about 3 s after load.
//
// Debian's Chromium (chromium-headless-shell when installed), a 390×844 touch viewport at 3×, 4×
// CPU throttling; every run a fresh browser context, the pages taking turns run by run. Each run
// records a Chrome trace (the DevTools performance panel's categories) from navigation until the
// pop-up has shown plus --settle-ms, and bench/main-thread-trace.mjs sums the renderer main
// thread's top-level tasks: by category (script, style, layout, paint/composite, other) and by
// phase (load, wait, show = trigger and first paint, takeover = after the first paint), with long
// tasks (> 50 ms). CLS is the sum of layout-shift entries, observed by an init script.
//
// Figures are medians with their range; "added" is a page's median less base.html's. The issue's
// goals (Beckon's added main-thread time and script ≤ 0.8× Boxzilla's, no long task, CLS 0) are
// checked within the run and reported, never asserted; a figure more than 30% worse than
// bench/baselines/<machine>/main-thread.json (this machine's) is a warning. The run fails (exit 1) only when a page did not
// load or its pop-up never showed.
//   node bench/main-thread.mjs              measure, compare, report
//   node bench/main-thread.mjs --update     also write the figures as the new baseline
//   options: --runs 9 --throttle 4 --settle-ms 1000 --pages base,boxzilla,beckon[,popupmaker]
//            --trace-dir DIR (keep each run's raw trace, for chrome://tracing or DevTools)
//            --against DIR (another built checkout, e.g. a git worktree of an earlier commit: its
//            server and widget are a fourth page, "against", so a change is measured in the same run)
//            --samples (with --trace-dir: V8's sampling profiler in the traces, for a flame chart;
//            it costs time of its own, so its figures are not comparable with a plain run)
//            --pages …,floor adds bench/floor/floor.ts: the least any script must do to show Beckon's
//            lightbox (the fetches, the shadow root with the widget's stylesheet, the first paint,
//            the focus, the view recorded), so the goal can be set against what cannot be cut;
//            …,floor-memory the same floor keeping SPEC §3's visitor memory (the client id cookie,
//            the stored record read and written) as plainly as it can be kept
//            --peers DIR (default /work/shared/bench-peers, or BENCH_PEERS_DIR)
//            --wait-quiet 300 (wait up to that many seconds for other processes to leave the CPUs;
//            --update writes no baseline measured alongside other work, unless --force)
// Needs a build (npm run build): the server, the widget and @beckon/core's dist.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { extname, join, normalize, resolve as resolvePath } from 'node:path';
import { parseArgs } from 'node:util';
import { noBaselineWarning, readBaseline, writeBaseline } from './machine-baseline.mjs';
import { addedRatioInterval, median, verdict } from './added-ratio.mjs';
import { BENCH_SCRIPT_URL, CATEGORY_NAMES, PHASES, TRACE_CATEGORIES, summariseTrace } from './main-thread-trace.mjs';

const root = new URL('..', import.meta.url).pathname;
const serverMain = join(root, 'apps/server/dist/main.js');
const coreDist = join(root, 'packages/core/dist/index.js');

const { values: args } = parseArgs({
  options: {
    update: { type: 'boolean', default: false },
    runs: { type: 'string', default: '9' },
    throttle: { type: 'string', default: '4' },
    'settle-ms': { type: 'string', default: '1000' },
    pages: { type: 'string', default: 'base,boxzilla,beckon' },
    'trace-dir': { type: 'string' },
    samples: { type: 'boolean', default: false },
    against: { type: 'string' },
    peers: { type: 'string', default: process.env.BENCH_PEERS_DIR ?? '/work/shared/bench-peers' },
    'wait-quiet': { type: 'string', default: '0' },
    force: { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const THROTTLE = Number(args.throttle);
const SETTLE_MS = Number(args['settle-ms']);
const PEERS = resolvePath(args.peers);
const TRACE_DIR = args['trace-dir'] ? resolvePath(args['trace-dir']) : undefined;
const AGAINST = args.against ? resolvePath(args.against) : undefined;
const PAGE_NAMES = [...args.pages.split(',').map((p) => p.trim()), ...(AGAINST ? ['against'] : [])];
/** How long a pop-up may take to show at 4× before the run counts as failed. */
const SHOW_TIMEOUT_MS = 30_000;
/** Base has no pop-up: it is traced as long after load as the others (their 3 s trigger, then the settle). */
const BASE_AFTER_LOAD_MS = 3000;

/** Issue 22's goals for Beckon against Boxzilla, checked as ratios within this run. */
const GOALS = { addedRatio: 0.8, scriptRatio: 0.8, longTasks: 0, cls: 0 };
/** A figure this much above the baseline (and at least MIN_WORSE_MS) is a warning. */
const WORSE_RATIO = 1.3;
const MIN_WORSE_MS = 3;

const CHROMIUM = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p));
/** A phone: an iPhone-sized viewport; a Chrome-on-Android user agent, since it is Chromium. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/** The pages: the peers' files as they are, and base.html with Beckon's snippet. */
const PAGES = {
  base: { file: 'base.html', label: 'base.html (no tool)' },
  boxzilla: { file: 'boxzilla.html', label: 'Boxzilla 3.4.11', visible: '#boxzilla-42' },
  popupmaker: { file: 'popupmaker.html', label: 'Popup Maker 1.20.3 + jQuery', visible: '#pum-42' },
  beckon: { file: 'beckon.html', label: 'Beckon', visible: '[role=dialog]' },
  against: { file: 'against.html', label: `Beckon at ${AGAINST ?? '--against'}`, visible: '[role=dialog]' },
  floor: { file: 'floor.html', label: "floor: Beckon's pop-up, the least work (bench/floor)", visible: '[role=dialog]' },
  'floor-memory': { file: 'floor-memory.html', label: 'floor + SPEC §3 visitor memory (cookie, stored record)', visible: '[role=dialog]' },
};

/**
 * Runs in every page before its own scripts, alike on all pages: marks the load event and the
 * pop-up's show (each tool's own event) for the trace, tells the bench of the show by a console
 * message (no polling in the page), and sums layout shifts. Its calls run under BENCH_SCRIPT_URL,
 * and the trace sums leave them out.
 */
const INIT_SCRIPT = `(() => {
  let cls = 0;
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) cls += e.value; })
      .observe({ type: 'layout-shift', buffered: true });
  } catch {}
  window.__benchCls = () => cls;
  const shown = (tool) => {
    if (window.__benchShown) return;
    window.__benchShown = tool;
    performance.mark('bench:shown');
    console.debug('bench:shown ' + tool);
  };
  addEventListener('load', () => performance.mark('bench:load'));
  document.addEventListener('poptinView', () => shown('beckon'));
  document.addEventListener('DOMContentLoaded', () => {
    if (window.Boxzilla && typeof window.Boxzilla.on === 'function') window.Boxzilla.on('box.show', () => shown('boxzilla'));
    if (window.jQuery) window.jQuery(document).on('pumBeforeOpen', () => shown('popupmaker'));
  });
})();
//# sourceURL=${BENCH_SCRIPT_URL}`;

const problems = [];
const warnings = [];
const cleanups = [];

// ---------------------------------------------------------------------------------------------
// Beckon's server and the static host pages

/**
 * bench/floor/floor.ts as one classic script (Vite, the widget's stylesheet and shadow host from
 * source): the least any script must do to show Beckon's lightbox, measured beside the widget.
 */
async function buildFloor() {
  const { build, defaultClientConditions } = await import('vite');
  const out = await build({
    configFile: false,
    logLevel: 'warn',
    root,
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: { write: false, minify: true, lib: { entry: join(root, 'bench/floor/floor.ts'), formats: ['iife'], name: 'BeckonFloor' } },
  });
  const chunk = [out].flat()[0].output.find((o) => o.type === 'chunk');
  return chunk.code;
}

/**
 * The floor's page: base.html with floor.js in a plain async tag, as Beckon's snippet carries the
 * widget; with `memory`, the floor keeps SPEC §3's visitor memory too (floor-memory).
 */
async function floorPage(beckon, memory = false) {
  const { escapeHtml } = await import(coreDist);
  const { clientId } = await demoSnippet(beckon);
  const base = readFileSync(join(PEERS, 'base.html'), 'utf8');
  const insert = `<script async src="/floor.js" data-origin="${escapeHtml(beckon.base)}" data-client-id="${escapeHtml(clientId)}"${memory ? ' data-memory' : ''}></script>`;
  return base.replace('</head>', `  ${insert}\n</head>`);
}

/** The runner's environment without anything that would point the server elsewhere. */
function serverEnv(dataDir) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(BECKON_|DATABASE_URL$|REDIS_URL$|PORT$|HOST$|LOG_LEVEL$|NODE_ENV$)/.test(k)));
  return {
    ...env,
    PORT: '0',
    HOST: '127.0.0.1',
    BECKON_DATA_DIR: dataDir,
    BECKON_DEMO_PASSWORD: 'bench-password-1',
    LOG_LEVEL: 'warn',
    BECKON_MIGRATE_ON_START: 'true',
    // Every run is a new visitor from the same address: no limit may refuse the 10th.
    BECKON_RATE_LIMIT_IP_PER_MIN: '0',
    BECKON_RATE_LIMIT_CLIENT_PER_MIN: '0',
  };
}

/** node apps/server/dist/main.js (of this checkout or `checkout`) on a fresh SQLite data folder, with its demo site and lightbox. */
function startBeckon(checkout = root) {
  const dataDir = mkdtempSync(join(tmpdir(), 'beckon-main-thread-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(checkout, 'apps/server/dist/main.js')], {
      cwd: checkout,
      env: serverEnv(dataDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the Beckon server was not ready within 30 s:\n${output}`)), 30_000);
    const keep = (chunk) => {
      output = (output + chunk).slice(-100_000);
      const match = output.match(/Beckon is running on http:\/\/localhost:(\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve({ child, base: `http://127.0.0.1:${match[1]}`, output: () => output });
      }
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the Beckon server exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
}

/**
 * The demo site's origin and client id, from the snippet on its /demo page: the widget's tag (since
 * session 19), or the inline script that inserted it (an --against checkout from before).
 */
async function demoSnippet(beckon) {
  const demo = await (await fetch(`${beckon.base}/demo`)).text();
  const tag = demo.match(/<script type="module" async src="([^"]*)\/sdk\/v\d+\/widget\.js" data-client="([^"]*)"/);
  const inline = demo.match(/\}\)\(window,document,("(?:[^"\\]|\\.)*"),("(?:[^"\\]|\\.)*")\);<\/script>/);
  // A server origin and a client id (core's CLIENT_ID_PATTERN) hold nothing an attribute escapes.
  if (tag) return { demo, origin: tag[1], clientId: tag[2] };
  if (inline) return { demo, origin: JSON.parse(inline[1]), clientId: JSON.parse(inline[2]) };
  throw new Error(`no Beckon snippet found in ${beckon.base}/demo`);
}

async function beckonPage(beckon) {
  const { embedSnippet } = await import(coreDist);
  const { demo, origin, clientId } = await demoSnippet(beckon);
  const snippet = embedSnippet(beckon.base, clientId);
  if (!demo.includes(embedSnippet(origin, clientId))) warnings.push('the /demo page carries another snippet than embedSnippet writes');
  const base = readFileSync(join(PEERS, 'base.html'), 'utf8');
  if (!base.includes('</head>')) throw new Error('base.html has no </head>');
  return base.replace('</head>', `  ${snippet}\n</head>`);
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** The peers' folder as a static root on 127.0.0.1, plus the pages and scripts made for this run (`made`: path → text). */
function startStatic(made) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    if (made.has(path)) {
      response.writeHead(200, { 'content-type': TYPES[extname(path)], 'cache-control': 'no-store' });
      return response.end(made.get(path));
    }
    const file = normalize(join(PEERS, path));
    if (!file.startsWith(PEERS) || !existsSync(file) || !extname(file)) {
      response.writeHead(404);
      return response.end();
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      cleanups.push(() => new Promise((r) => server.close(r)));
      resolve(`http://127.0.0.1:${server.address().port}`);
    });
  });
}

// ---------------------------------------------------------------------------------------------
// One run: a fresh context, the trace, the sums

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function measureRun(browser, userAgent, origin, name, run) {
  const context = await browser.newContext({ ...PHONE, userAgent });
  try {
    await context.addInitScript({ content: INIT_SCRIPT });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    // The show arrives as a console message: no polling in the page.
    const seen = new Set();
    page.on('console', (message) => seen.add(message.text().split(' ')[0]));
    const until = async (mark, timeoutMs) => {
      const by = Date.now() + timeoutMs;
      while (!seen.has(mark) && Date.now() < by) await sleep(50);
      return seen.has(mark);
    };
    await browser.startTracing(page, { categories: args.samples ? [...TRACE_CATEGORIES, 'disabled-by-default-v8.cpu_profiler'] : TRACE_CATEGORIES });
    let traceBuffer;
    try {
      const response = await page.goto(`${origin}/${PAGES[name].file}`, { waitUntil: 'load', timeout: 60_000 });
      if (!response?.ok()) throw new Error(`${PAGES[name].file} answered ${response?.status()}`);
      if (name === 'base') await sleep(BASE_AFTER_LOAD_MS + SETTLE_MS);
      else {
        if (!(await until('bench:shown', SHOW_TIMEOUT_MS))) throw new Error(`the pop-up did not show within ${SHOW_TIMEOUT_MS / 1000} s of load`);
        await sleep(SETTLE_MS);
      }
    } finally {
      traceBuffer = await browser.stopTracing();
    }
    if (TRACE_DIR) writeFileSync(join(TRACE_DIR, `${name}-${run}.json`), traceBuffer);
    const summary = summariseTrace(traceBuffer.toString('utf8'));
    // Checked after the trace stopped: Playwright's own polling must not land in it.
    summary.cls = Math.round((await page.evaluate(() => window.__benchCls?.() ?? 0)) * 10_000) / 10_000;
    if (PAGES[name].visible && !(await page.locator(PAGES[name].visible).first().isVisible()))
      throw new Error(`the pop-up (${PAGES[name].visible}) is not visible after it showed`);
    return summary;
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Statistics and report

const round1 = (n) => Math.round(n * 10) / 10;
const stats = (values) => ({ median: round1(median(values)), min: round1(Math.min(...values)), max: round1(Math.max(...values)) });
const range = (s) => `${s.median} (${s.min}–${s.max})`;

/** Per page: medians and ranges of the run totals, by category and by phase. */
function pageFigures(runs) {
  const of = (f) => stats(runs.map(f));
  return {
    runs: runs.length,
    total: of((r) => r.total),
    ...Object.fromEntries(CATEGORY_NAMES.map((c) => [c, of((r) => r[c])])),
    longTasks: of((r) => r.longTasks),
    longest: of((r) => r.longest),
    cls: of((r) => r.cls),
    loadAt: of((r) => r.loadAt ?? 0),
    showToPaint: runs[0].showToPaint === null ? null : of((r) => r.showToPaint ?? 0),
    fontAsks:
      runs[0].showToPaint === null ? null : { matches: of((r) => r.fontAsks.matches), sizes: of((r) => r.fontAsks.sizes), ms: of((r) => r.fontAsks.ms) },
    phases: Object.fromEntries(
      PHASES.map((p) => [p, { total: of((r) => r.phases[p].total), script: of((r) => r.phases[p].script), longTasks: of((r) => r.phases[p].longTasks) }]),
    ),
  };
}

function idleShare() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const n = fields.map(Number);
    return { total: n.reduce((a, b) => a + b, 0), idle: n[3] + (n[4] ?? 0) };
  } catch {
    return null;
  }
}
async function busyCores() {
  const before = idleShare();
  await sleep(1000);
  const after = idleShare();
  if (!before || !after) return 0;
  const total = after.total - before.total;
  return total > 0 ? (cpus().length * (total - (after.idle - before.idle))) / total : 0;
}

// ---------------------------------------------------------------------------------------------
// The run

const { baseline, others: baselineElsewhere } = readBaseline('main-thread');
let baselineWritten = '';

const results = Object.fromEntries(PAGE_NAMES.map((p) => [p, []]));
/** Each page's total and script per run, index for index (null where the page failed), for the ratios' intervals. */
const byRun = Object.fromEntries(PAGE_NAMES.map((p) => [p, { total: [], script: [] }]));
let busy = 0;
let browserVersion = '';
try {
  for (const name of PAGE_NAMES) if (!PAGES[name]) throw new Error(`unknown page ${name}; known: ${Object.keys(PAGES).join(', ')}`);
  if (!PAGE_NAMES.includes('base')) throw new Error('the pages must include base: every figure is added to it');
  if (!existsSync(serverMain) || !existsSync(coreDist)) throw new Error('the build is missing: run npm run build first');
  if (!CHROMIUM) throw new Error('no Chromium: install chromium-headless-shell or chromium (apt), or set CHROMIUM_PATH');
  if (!existsSync(join(PEERS, 'base.html'))) throw new Error(`no peer pages in ${PEERS} (--peers DIR)`);
  if (TRACE_DIR) mkdirSync(TRACE_DIR, { recursive: true });
  busy = await busyCores();
  const quietBy = Date.now() + Number(args['wait-quiet']) * 1000;
  while (busy > 0.3 && Date.now() < quietBy) {
    console.error(`other processes keep ${busy.toFixed(1)} cores busy; waiting for a quieter machine`);
    await sleep(5000);
    busy = await busyCores();
  }
  if (busy > 0.3) warnings.push(`before the run other processes kept ${busy.toFixed(1)} of ${cpus().length} cores busy: the figures are noisy`);

  const floors = PAGE_NAMES.filter((name) => name === 'floor' || name === 'floor-memory');
  const beckon = PAGE_NAMES.includes('beckon') || floors.length > 0 ? await startBeckon() : null;
  if (AGAINST && !existsSync(join(AGAINST, 'apps/server/dist/main.js'))) throw new Error(`--against ${AGAINST} has no build: run npm run build there`);
  const against = AGAINST ? await startBeckon(AGAINST) : null;
  const made = new Map();
  if (beckon) made.set('/beckon.html', await beckonPage(beckon));
  if (against) made.set('/against.html', await beckonPage(against));
  for (const name of floors) made.set(`/${name}.html`, await floorPage(beckon, name === 'floor-memory'));
  if (floors.length > 0) made.set('/floor.js', await buildFloor());
  const origin = await startStatic(made);
  const { chromium } = createRequire(join(root, 'e2e/package.json'))('@playwright/test');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  cleanups.push(() => browser.close());
  browserVersion = browser.version();
  const userAgent = `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browserVersion} Mobile Safari/537.36`;
  console.error(
    `bench/main-thread.mjs: ${CHROMIUM} ${browserVersion}, ${PHONE.viewport.width}×${PHONE.viewport.height} @${PHONE.deviceScaleFactor}x touch, CPU ÷${THROTTLE}; ${RUNS} runs of ${PAGE_NAMES.join(', ')} in turns`,
  );
  for (let run = 1; run <= RUNS; run++) {
    const line = [];
    for (const name of PAGE_NAMES) {
      try {
        byRun[name].total[run - 1] = null;
        byRun[name].script[run - 1] = null;
        const summary = await measureRun(browser, userAgent, origin, name, run);
        results[name].push(summary);
        byRun[name].total[run - 1] = summary.total;
        byRun[name].script[run - 1] = summary.script;
        line.push(`${name} ${summary.total} ms (script ${summary.script}, long ${summary.longTasks})`);
      } catch (error) {
        problems.push(`${name}, run ${run}: ${error instanceof Error ? error.message : String(error)}`);
        line.push(`${name} failed`);
      }
    }
    console.error(`  run ${run}/${RUNS}: ${line.join('; ')}`);
  }
  if (beckon) {
    const logged = beckon
      .output()
      .split('\n')
      // A fresh server's notes on what is not configured (mail, the secrets key) say nothing of the figures.
      .filter((l) => l.startsWith('{') && !/"msg":"(SMTP_URL|BECKON_SECRETS_KEY) is not set/.test(l));
    if (logged.length > 0) warnings.push(`the Beckon server logged ${logged.length} warning/error lines, e.g. ${logged[0].slice(0, 300)}`);
  }
} catch (error) {
  problems.push(`the run broke off: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  for (const cleanup of cleanups.reverse())
    await Promise.resolve()
      .then(cleanup)
      .catch((e) => warnings.push(`cleanup: ${e}`));
}

const figures = Object.fromEntries(
  Object.entries(results)
    .filter(([, runs]) => runs.length > 0)
    .map(([name, runs]) => [name, pageFigures(runs)]),
);
const added = {};
if (figures.base) {
  for (const [name, f] of Object.entries(figures)) {
    if (name === 'base') continue;
    added[name] = {
      total: round1(f.total.median - figures.base.total.median),
      script: round1(f.script.median - figures.base.script.median),
      ...Object.fromEntries(PHASES.map((p) => [p, round1(f.phases[p].total.median - figures.base.phases[p].total.median)])),
    };
  }
}
const ratios = {};
if (added.beckon && added.against && added.against.total > 0) ratios.addedVsAgainst = Math.round((added.beckon.total / added.against.total) * 100) / 100;
if (added.beckon && added.boxzilla) {
  if (added.boxzilla.total > 0) ratios.addedVsBoxzilla = Math.round((added.beckon.total / added.boxzilla.total) * 100) / 100;
  if (added.boxzilla.script > 0) ratios.scriptVsBoxzilla = Math.round((added.beckon.script / added.boxzilla.script) * 100) / 100;
}
// The floor against the peer: where the goal sits against the least Beckon's pop-up can cost.
const ratio = (a, b) => Math.round((a / b) * 100) / 100;
if (added.floor && added.boxzilla) {
  if (added.boxzilla.total > 0) ratios.floorVsBoxzilla = ratio(added.floor.total, added.boxzilla.total);
  if (added.boxzilla.script > 0) ratios.floorScriptVsBoxzilla = ratio(added.floor.script, added.boxzilla.script);
}
if (added.beckon && added.floor && added.floor.total > 0) {
  ratios.addedVsFloor = ratio(added.beckon.total, added.floor.total);
  if (added.floor.script > 0) ratios.scriptVsFloor = ratio(added.beckon.script, added.floor.script);
}
const withMemory = added['floor-memory'];
if (withMemory && added.boxzilla) {
  if (added.boxzilla.total > 0) ratios.memoryFloorVsBoxzilla = ratio(withMemory.total, added.boxzilla.total);
  if (added.boxzilla.script > 0) ratios.memoryFloorScriptVsBoxzilla = ratio(withMemory.script, added.boxzilla.script);
}
if (added.beckon && withMemory && withMemory.total > 0) {
  ratios.addedVsMemoryFloor = ratio(added.beckon.total, withMemory.total);
  if (withMemory.script > 0) ratios.scriptVsMemoryFloor = ratio(added.beckon.script, withMemory.script);
}

/** Each ratio above with its 90% interval over the runs (added-ratio.mjs): how far this run can tell. */
const INTERVALS = {
  addedVsBoxzilla: ['beckon', 'boxzilla', 'total'],
  scriptVsBoxzilla: ['beckon', 'boxzilla', 'script'],
  addedVsAgainst: ['beckon', 'against', 'total'],
  floorVsBoxzilla: ['floor', 'boxzilla', 'total'],
  addedVsFloor: ['beckon', 'floor', 'total'],
  memoryFloorVsBoxzilla: ['floor-memory', 'boxzilla', 'total'],
  addedVsMemoryFloor: ['beckon', 'floor-memory', 'total'],
};
const intervals = {};
for (const [key, [page, other, figure]] of Object.entries(INTERVALS)) {
  if (ratios[key] === undefined || !byRun.base) continue;
  const interval = addedRatioInterval(byRun.base[figure], byRun[page][figure], byRun[other][figure]);
  if (interval) intervals[key] = { low: Math.round(interval.low * 100) / 100, high: Math.round(interval.high * 100) / 100, runs: interval.runs };
}
const within = (key) => (intervals[key] ? ` [90% interval ${intervals[key].low}–${intervals[key].high}]` : '');

function printTables() {
  console.log(
    `\nmain thread on a phone (${PHONE.viewport.width}×${PHONE.viewport.height}, CPU ÷${THROTTLE}), ms of renderer main-thread tasks per page load, median (min–max) of ${RUNS} runs; added = median less base's`,
  );
  console.table(
    Object.entries(figures).map(([name, f]) => ({
      page: PAGES[name].label,
      total: range(f.total),
      added: added[name] ? added[name].total : '-',
      script: range(f.script),
      'added script': added[name] ? added[name].script : '-',
      style: f.style.median,
      layout: f.layout.median,
      paint: f.paint.median,
      other: f.other.median,
      'long tasks': `${f.longTasks.median} (max ${f.longTasks.max})`,
      'longest task': range(f.longest),
      CLS: f.cls.max,
    })),
  );
  console.log('by phase: total ms median (min–max) [script median]; show = trigger to first paint, takeover = after the first paint');
  console.table(
    Object.entries(figures).map(([name, f]) => ({
      page: PAGES[name].label,
      ...Object.fromEntries(PHASES.map((p) => [p, `${range(f.phases[p].total)} [${f.phases[p].script.median}]`])),
      'load event at': f.loadAt.median,
      'show→paint ms': f.showToPaint ? range(f.showToPaint) : '-',
    })),
  );
}
if (Object.keys(figures).length > 0) printTables();
for (const [name, a] of Object.entries(added))
  console.log(`added by ${PAGES[name].label}: ${PHASES.map((p) => `${p} ${a[p] >= 0 ? '+' : ''}${a[p]}`).join(', ')} ms; total ${a.total}, script ${a.script}`);
const withFontAsks = Object.entries(figures).filter(([, f]) => f.fontAsks);
if (withFontAsks.length > 0)
  console.log(
    `font asks in the first frame (to the browser process, on Linux: family and weight matches + sizes, their ms; medians): ${withFontAsks
      .map(([name, f]) => `${PAGES[name].label} ${f.fontAsks.matches.median} + ${f.fontAsks.sizes.median} (${f.fontAsks.ms.median} ms)`)
      .join('; ')}`,
  );
if (ratios.addedVsAgainst !== undefined)
  console.log(`Beckon adds ${ratios.addedVsAgainst}×${within('addedVsAgainst')} what ${PAGES.against.label} adds, in this run`);
if (ratios.floorVsBoxzilla !== undefined)
  console.log(
    `the floor adds ${ratios.floorVsBoxzilla}×${within('floorVsBoxzilla')} Boxzilla's main-thread time (script ${ratios.floorScriptVsBoxzilla ?? '-'}×): the goal of ${GOALS.addedRatio}× ${ratios.floorVsBoxzilla > GOALS.addedRatio ? 'sits below the floor' : 'is above the floor'}`,
  );
if (ratios.addedVsFloor !== undefined)
  console.log(`Beckon adds ${ratios.addedVsFloor}×${within('addedVsFloor')} the floor's main-thread time (script ${ratios.scriptVsFloor ?? '-'}×)`);
if (ratios.memoryFloorVsBoxzilla !== undefined)
  console.log(
    `the floor with SPEC §3's visitor memory adds ${ratios.memoryFloorVsBoxzilla}×${within('memoryFloorVsBoxzilla')} Boxzilla's main-thread time (script ${ratios.memoryFloorScriptVsBoxzilla ?? '-'}×): the goal of ${GOALS.addedRatio}× ${ratios.memoryFloorVsBoxzilla > GOALS.addedRatio ? 'sits below it' : 'is above it'}`,
  );
if (ratios.addedVsMemoryFloor !== undefined)
  console.log(
    `Beckon adds ${ratios.addedVsMemoryFloor}×${within('addedVsMemoryFloor')} the floor with visitor memory (script ${ratios.scriptVsMemoryFloor ?? '-'}×)`,
  );

const goalRows = [];
if (figures.beckon) {
  // The ratios' rows say too where the goal stands against the run's 90% interval (added-ratio.mjs).
  const goal = (name, measured, target, met) => goalRows.push({ goal: name, measured, target, met: met ? 'met' : 'not met' });
  const ratioGoal = (name, key, atMost) =>
    goalRows.push({
      goal: name,
      measured: ratios[key],
      target: `≤ ${atMost}`,
      met: ratios[key] <= atMost ? 'met' : 'not met',
      '90% interval': intervals[key] ? `${intervals[key].low}–${intervals[key].high}` : '-',
      'by the interval': verdict(intervals[key] ?? null, atMost),
    });
  if (ratios.addedVsBoxzilla !== undefined) ratioGoal('added main-thread time, Beckon / Boxzilla', 'addedVsBoxzilla', GOALS.addedRatio);
  if (ratios.scriptVsBoxzilla !== undefined) ratioGoal('added script time, Beckon / Boxzilla', 'scriptVsBoxzilla', GOALS.scriptRatio);
  // A slow machine at 4× has long tasks of the page's own (its first layout, its context): what a
  // tool adds is its page's count less base.html's, whose page is the same without the tool.
  const baseLong = figures.base?.longTasks.median ?? 0;
  const addedLong = (f) => Math.max(0, f.longTasks.max - baseLong);
  goal(
    `long tasks (> 50 ms) at ÷${THROTTLE} Beckon adds, most in a run (base.html has ${baseLong})`,
    addedLong(figures.beckon),
    GOALS.longTasks,
    addedLong(figures.beckon) <= GOALS.longTasks,
  );
  const others = Object.entries(figures).filter(([name]) => name !== 'base' && name !== 'beckon');
  if (others.length > 0) console.log(`long tasks added, most in a run: ${others.map(([name, f]) => `${PAGES[name].label} ${addedLong(f)}`).join(', ')}`);
  goal('CLS, Beckon, worst run', figures.beckon.cls.max, GOALS.cls, figures.beckon.cls.max <= GOALS.cls);
  console.log('issue 22 goals, within this run (reported, not asserted)');
  console.table(goalRows);
}

// Against the baseline: the run totals, script, and what each tool adds.
if (baseline) {
  const compare = (label, now, before) => {
    if (typeof now !== 'number' || typeof before !== 'number') return;
    if (now > before * WORSE_RATIO && now - before >= MIN_WORSE_MS)
      warnings.push(`${label}: ${now} ms against the baseline's ${before} ms (${(now / Math.max(before, 0.1)).toFixed(2)}×)`);
  };
  for (const [name, f] of Object.entries(figures)) {
    compare(`${name} total`, f.total.median, baseline.figures?.[name]?.total?.median);
    compare(`${name} script`, f.script.median, baseline.figures?.[name]?.script?.median);
  }
  for (const [name, a] of Object.entries(added)) {
    compare(`${name} added`, a.total, baseline.added?.[name]?.total);
    compare(`${name} added script`, a.script, baseline.added?.[name]?.script);
  }
  for (const [key, value] of Object.entries(ratios)) {
    const before = baseline.ratios?.[key];
    if (typeof before === 'number' && value > before * WORSE_RATIO) warnings.push(`${key}: ${value} against the baseline's ${before}`);
  }
}

if (args.update) {
  const why = AGAINST
    ? 'a run --against another checkout is a comparison, not a baseline'
    : problems.length > 0
      ? 'the run had problems'
      : busy > 0.3 && !args.force
        ? 'other processes were using the CPUs (--force writes it anyway)'
        : null;
  if (why) console.error(`baseline not written: ${why}`);
  else {
    const record = {
      note: 'bench/main-thread.mjs: ms of renderer main-thread tasks per page load (median, min, max over the runs); added = page median less base.html median. Written with --update; compare on the same machine only.',
      machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, browser: `${CHROMIUM} ${browserVersion}` },
      settings: {
        runs: RUNS,
        throttle: THROTTLE,
        settleMs: SETTLE_MS,
        viewport: PHONE.viewport,
        deviceScaleFactor: PHONE.deviceScaleFactor,
        pages: PAGE_NAMES,
      },
      measuredAt: new Date().toISOString(),
      busyCoresBefore: Math.round(busy * 10) / 10,
      figures,
      added,
      ratios,
      intervals,
    };
    baselineWritten = writeBaseline('main-thread', record);
    console.log(`baseline written to ${baselineWritten}`);
  }
}
if (!baseline && !baselineWritten) warnings.push(noBaselineWarning('main-thread', baselineElsewhere));

for (const w of warnings) console.log(`warning: ${w}`);
for (const p of problems) console.error(`PROBLEM: ${p}`);
if (goalRows.length > 0) {
  const unmet = goalRows.filter((r) => r.met !== 'met');
  console.log(`goals: ${goalRows.length - unmet.length} met, ${unmet.length} not met${unmet.length ? ` (${unmet.map((r) => r.goal).join('; ')})` : ''}`);
}
process.exit(problems.length > 0 ? 1 : 0);
