// The pure part of bench/main-thread.mjs: sums a Chrome trace's renderer main thread by task,
// by category and by phase. No browser, no I/O, so that bench/test/main-thread-trace.test.mjs
// can feed it a small synthetic trace.
//
// A task is an outermost complete event on the main thread (Blink's RunTask). Its duration is
// split among the events nested in it by their self time (an event's duration less its direct
// children's), each credited to the event's own category or, when its name has none, to its
// nearest categorised ancestor's: a v8.compile inside an EvaluateScript is script once, a forced
// UpdateLayoutTree inside a FunctionCall is style. So a task's categories add up to its duration.

/** Trace categories the bench records: the DevTools performance panel's, the page's own marks, and the font asks (FONT_ASKS). */
export const TRACE_CATEGORIES = ['-*', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'fonts'];

/**
 * The renderer's blocking asks of the browser process for a font on Linux (category `fonts`): a
 * match for a family and weight, and the rendering settings of a size. Each face a page paints in
 * for the first time costs them; session 25 found they were most of a pop-up's first frame.
 */
export const FONT_ASKS = { match: 'FontDataManager::onMatchFamilyStyle', size: 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike' };

/** A task longer than this is a long task (the Long Tasks API's threshold), in microseconds. */
export const LONG_TASK_US = 50_000;

export const CATEGORY_NAMES = ['script', 'style', 'layout', 'paint', 'other'];

const SCRIPT = new Set([
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'XHRReadyStateChange',
  'XHRLoad',
  'MinorGC',
  'MajorGC',
  'BlinkGC.AtomicPhase',
  'CacheScript',
  'CompileScript',
  'CompileModule',
  'StreamingCompileScriptWaiting',
  'BackgroundDeserialize',
]);
const STYLE = new Set(['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet']);
const LAYOUT = new Set(['Layout', 'UpdateLayerTree', 'ComputeIntersections', 'IntersectionObserverController::computeIntersections', 'HitTest']);
const PAINT = new Set([
  'PrePaint',
  'Paint',
  'PaintImage',
  'PaintSetup',
  'Layerize',
  'Commit',
  'CompositeLayers',
  'UpdateLayer',
  'Decode Image',
  'Draw LazyPixelRef',
  'Decode LazyPixelRef',
  'RasterTask',
  'Rasterize',
]);
/** The events that mark a frame's paint on the main thread: the first after a pop-up shows ends its first paint. */
const PAINT_MARKERS = ['Paint', 'Layerize', 'Commit'];

/** An event name's own category, or null when it inherits its parent's. */
export function categoryOf(name) {
  if (SCRIPT.has(name) || /^v8[._]/i.test(name) || name.startsWith('V8.GC')) return 'script';
  if (STYLE.has(name)) return 'style';
  if (LAYOUT.has(name)) return 'layout';
  if (PAINT.has(name)) return 'paint';
  return null;
}

/** The event list of a trace as Chrome writes it: an array, or an object with traceEvents. */
export function traceEventsOf(trace) {
  const parsed = typeof trace === 'string' || trace instanceof Uint8Array ? JSON.parse(String(trace)) : trace;
  return Array.isArray(parsed) ? parsed : (parsed?.traceEvents ?? []);
}

const isMark = (e) => typeof e.cat === 'string' && e.cat.includes('user_timing') && !['b', 'e', 'X', 'B', 'E'].includes(e.ph);

/**
 * The page's renderer main thread: the CrRendererMain of the process that recorded the marks
 * named with `markPrefix` (the page's own performance.mark calls); null when no mark was recorded.
 */
export function findMainThread(events, markPrefix = 'bench:') {
  const mark = events.find((e) => isMark(e) && typeof e.name === 'string' && e.name.startsWith(markPrefix));
  if (!mark) return null;
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === mark.pid && e.args?.name === 'CrRendererMain');
  return { pid: mark.pid, tid: main ? main.tid : mark.tid };
}

/** The user-timing marks on the thread's process, name → timestamps (µs), in order. */
export function marksOf(events, thread) {
  const marks = new Map();
  for (const e of events) {
    if (!isMark(e) || e.pid !== thread.pid) continue;
    if (!marks.has(e.name)) marks.set(e.name, []);
    marks.get(e.name).push(e.ts);
  }
  for (const list of marks.values()) list.sort((a, b) => a - b);
  return marks;
}

/** Complete events (X, or B/E pairs) of one thread, as { name, ts, end } in µs. */
function spansOf(events, thread) {
  const spans = [];
  const open = [];
  for (const e of events) {
    if (e.pid !== thread.pid || e.tid !== thread.tid) continue;
    if (e.ph === 'X' && typeof e.dur === 'number') spans.push({ name: e.name, ts: e.ts, end: e.ts + e.dur, url: e.args?.data?.url });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const begin = open.pop();
      if (begin) spans.push({ name: begin.name, ts: begin.ts, end: e.ts, url: begin.args?.data?.url });
    }
  }
  // Parents first: the earlier start, then the longer span, then Blink's RunTask around its own work.
  return spans.sort((a, b) => a.ts - b.ts || b.end - a.end || (b.name === 'RunTask') - (a.name === 'RunTask'));
}

const emptyCategories = () => Object.fromEntries(CATEGORY_NAMES.map((c) => [c, 0]));

/** The script URL the bench's own init script runs under (its `//# sourceURL`): its calls are not the page's work. */
export const BENCH_SCRIPT_URL = 'bench-main-thread-init.js';

/**
 * The thread's top-level tasks, each { ts, end, dur, categories, names }: durations in µs, the
 * categories summing to dur, names the set of event names nested in it. A function call of the
 * bench's own script (BENCH_SCRIPT_URL), with all it calls, is taken out of its task.
 */
export function tasksOf(events, thread) {
  const tasks = [];
  const stack = [];
  for (const span of spansOf(events, thread)) {
    while (stack.length > 0 && stack[stack.length - 1].end <= span.ts) stack.pop();
    const parent = stack[stack.length - 1];
    const node = { ...span, children: 0 };
    if (parent) {
      node.end = Math.min(node.end, parent.end);
      parent.children += node.end - node.ts;
      node.task = parent.task;
      node.category = categoryOf(span.name) ?? parent.category;
      node.bench = parent.bench || span.url === BENCH_SCRIPT_URL;
      if (node.bench && !parent.bench) node.task.dur -= node.end - node.ts;
    } else {
      node.task = { ts: span.ts, end: span.end, dur: span.end - span.ts, categories: emptyCategories(), names: new Set(), nodes: [] };
      node.category = categoryOf(span.name) ?? 'other';
      tasks.push(node.task);
    }
    node.task.names.add(span.name);
    node.task.nodes.push(node);
    stack.push(node);
  }
  for (const task of tasks) {
    for (const node of task.nodes) if (!node.bench) task.categories[node.category] += Math.max(0, node.end - node.ts - node.children);
    delete task.nodes;
  }
  return tasks;
}

/** A phase's sums: total and per-category time in ms, long tasks and the longest task. */
function sumTasks(tasks) {
  const sum = { total: 0, ...emptyCategories(), tasks: tasks.length, longTasks: 0, longest: 0 };
  for (const task of tasks) {
    sum.total += task.dur;
    for (const c of CATEGORY_NAMES) sum[c] += task.categories[c];
    if (task.dur > LONG_TASK_US) sum.longTasks += 1;
    sum.longest = Math.max(sum.longest, task.dur);
  }
  for (const key of ['total', ...CATEGORY_NAMES, 'longest']) sum[key] = Math.round(sum[key] / 100) / 10;
  return sum;
}

export const PHASES = ['load', 'wait', 'show', 'takeover'];

/** The thread's font asks (FONT_ASKS) that began in [from, to): how many of each, and their time in ms. */
export function fontAsksOf(events, thread, from, to) {
  const asks = { matches: 0, sizes: 0, ms: 0 };
  for (const span of spansOf(events, thread)) {
    if (span.ts < from || span.ts >= to) continue;
    if (span.name === FONT_ASKS.match) asks.matches += 1;
    else if (span.name === FONT_ASKS.size) asks.sizes += 1;
    else continue;
    asks.ms += (span.end - span.ts) / 1000;
  }
  asks.ms = Math.round(asks.ms * 10) / 10;
  return asks;
}

/**
 * One page load's main-thread work, from its trace. Phases, by the page's marks:
 *   load      navigation start to the end of the task that fired the load event (mark `bench:load`)
 *   wait      after load until the pop-up's trigger
 *   show      the task that showed the pop-up (mark `bench:shown`) to the end of the first task
 *             after it that painted: the trigger and the pop-up's first paint
 *   takeover  everything after that first paint (Beckon's live view replacing its first paint,
 *             a peer's fade-in) until the trace stopped
 * A page with no pop-up has load and wait only. Tasks before navigation start (the blank page a
 * fresh tab opens with) are left out.
 */
export function summariseTrace(trace, { markPrefix = 'bench:' } = {}) {
  const events = traceEventsOf(trace);
  const thread = findMainThread(events, markPrefix);
  if (!thread) throw new Error(`no ${markPrefix} mark in the trace: the page's renderer main thread is unknown`);
  const marks = marksOf(events, thread);
  const tasks = tasksOf(events, thread);
  const loadMark = marks.get(`${markPrefix}load`)?.[0];
  const shownMark = marks.get(`${markPrefix}shown`)?.[0];
  const navigationStart = (marks.get('navigationStart') ?? []).filter((ts) => loadMark === undefined || ts <= loadMark).pop() ?? -Infinity;
  const containing = (ts) => tasks.find((t) => t.ts <= ts && ts <= t.end);

  const loadEnd = loadMark === undefined ? Infinity : (containing(loadMark)?.end ?? loadMark);
  let showStart = Infinity;
  let paintEnd = Infinity;
  if (shownMark !== undefined) {
    showStart = containing(shownMark)?.ts ?? shownMark;
    const painted = (names) => tasks.find((t) => t.ts >= showStart && t.end > shownMark && names.some((n) => t.names.has(n)));
    paintEnd = (painted(['Paint']) ?? painted(PAINT_MARKERS))?.end ?? Infinity;
  }
  const phaseOf = (task) => {
    if (task.ts < navigationStart) return null;
    if (task.ts < loadEnd) return 'load';
    if (task.ts < showStart) return 'wait';
    if (task.ts < paintEnd) return 'show';
    return 'takeover';
  };
  const byPhase = Object.fromEntries(PHASES.map((p) => [p, []]));
  const counted = [];
  for (const task of tasks) {
    const phase = phaseOf(task);
    if (!phase) continue;
    byPhase[phase].push(task);
    counted.push(task);
  }
  const ms = (us) => (Number.isFinite(us) ? Math.round(us / 100) / 10 : null);
  return {
    // The font asks from the trigger to the first paint: the faces the pop-up's first frame had to find.
    fontAsks: fontAsksOf(events, thread, showStart, paintEnd),
    thread,
    ...sumTasks(counted),
    phases: Object.fromEntries(PHASES.map((p) => [p, sumTasks(byPhase[p])])),
    // Wall-clock times from navigation start, in ms.
    loadAt: Number.isFinite(navigationStart) ? ms(loadEnd - navigationStart) : null,
    shownAt: Number.isFinite(navigationStart) && shownMark !== undefined ? ms(shownMark - navigationStart) : null,
    // From the start of the task that showed the pop-up to the end of its first paint.
    showToPaint: shownMark !== undefined ? ms(paintEnd - showStart) : null,
  };
}
