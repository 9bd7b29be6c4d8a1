import { describe, expect, it } from 'vitest';
import { BENCH_SCRIPT_URL, categoryOf, findMainThread, FONT_ASKS, summariseTrace, tasksOf } from '../main-thread-trace.mjs';

const MAIN = { pid: 10, tid: 1 };
const meta = [
  { ph: 'M', name: 'thread_name', pid: 10, tid: 1, args: { name: 'CrRendererMain' } },
  { ph: 'M', name: 'thread_name', pid: 10, tid: 2, args: { name: 'Compositor' } },
  { ph: 'M', name: 'thread_name', pid: 20, tid: 1, args: { name: 'CrRendererMain' } },
];
/** A complete event on the main thread unless told otherwise; times in ms, written in µs. */
const x = (name, ms, durMs, thread = MAIN) => ({ ph: 'X', cat: 'devtools.timeline', name, ts: ms * 1000, dur: durMs * 1000, ...thread });
const mark = (name, ms, thread = MAIN) => ({ ph: 'R', cat: 'blink.user_timing', name, ts: ms * 1000, ...thread });

describe('main-thread trace sums', () => {
  it('names categories and lets unknown events inherit', () => {
    expect(categoryOf('EvaluateScript')).toBe('script');
    expect(categoryOf('v8.compile')).toBe('script');
    expect(categoryOf('UpdateLayoutTree')).toBe('style');
    expect(categoryOf('Layout')).toBe('layout');
    expect(categoryOf('Paint')).toBe('paint');
    expect(categoryOf('RunTask')).toBeNull();
  });

  it('finds the renderer main thread of the process that made the marks', () => {
    expect(findMainThread([...meta, mark('bench:load', 5)])).toEqual(MAIN);
    expect(findMainThread(meta)).toBeNull();
  });

  it('counts nested events once, by self time, and a task as its duration', () => {
    const events = [
      ...meta,
      x('RunTask', 0, 100),
      x('EvaluateScript', 10, 60),
      x('v8.compile', 12, 20), // inside the script: script either way, never counted twice
      x('UpdateLayoutTree', 40, 10), // a forced style recalc inside the script: style
      x('Layout', 75, 15),
    ];
    const [task] = tasksOf(events, MAIN);
    expect(task.dur).toBe(100_000);
    expect(task.categories).toEqual({ script: 50_000, style: 10_000, layout: 15_000, paint: 0, other: 25_000 });
  });

  it('ignores other threads and processes, counts long tasks, and splits phases by the marks', () => {
    const events = [
      ...meta,
      mark('navigationStart', 0),
      // Before navigation: the blank page, left out.
      x('RunTask', -50, 30),
      x('FunctionCall', -45, 20),
      // Load: a 70 ms script task (long) and the load event's task.
      x('RunTask', 0, 70),
      x('EvaluateScript', 1, 68),
      x('RunTask', 100, 5),
      x('EventDispatch', 101, 3),
      mark('bench:load', 103),
      // Wait: a short timer.
      x('RunTask', 1000, 2),
      x('TimerFire', 1000, 2),
      // Show: the trigger task, then the frame that paints it.
      x('RunTask', 3000, 40),
      x('TimerFire', 3000, 40),
      mark('bench:shown', 3030),
      x('RunTask', 3050, 12),
      x('UpdateLayoutTree', 3050, 4),
      x('Layout', 3054, 4),
      x('Paint', 3058, 4),
      // Takeover: a 60 ms task after the first paint (long).
      x('RunTask', 3200, 60),
      x('FunctionCall', 3200, 60),
      // Off the main thread: the compositor, and another renderer's main thread.
      x('RunTask', 3000, 500, { pid: 10, tid: 2 }),
      x('RunTask', 3000, 500, { pid: 20, tid: 1 }),
      mark('bench:shown', 3010, { pid: 20, tid: 1 }),
    ];
    const run = summariseTrace({ traceEvents: events });
    expect(run.thread).toEqual(MAIN);
    expect(run.total).toBe(70 + 5 + 2 + 40 + 12 + 60);
    expect(run.script).toBe(68 + 3 + 2 + 40 + 60);
    expect(run.longTasks).toBe(2);
    expect(run.longest).toBe(70);
    expect(run.phases.load).toMatchObject({ total: 75, longTasks: 1, tasks: 2 });
    expect(run.phases.wait).toMatchObject({ total: 2, tasks: 1 });
    expect(run.phases.show).toMatchObject({ total: 52, script: 40, style: 4, layout: 4, paint: 4, longTasks: 0 });
    expect(run.phases.takeover).toMatchObject({ total: 60, longTasks: 1 });
    expect(run.loadAt).toBe(105);
    expect(run.shownAt).toBe(3030);
    expect(run.showToPaint).toBe(62);
  });

  it("counts the font asks of the pop-up's first frame, and only those", () => {
    const fonts = (name, ms, durMs, thread = MAIN) => ({ ...x(name, ms, durMs, thread), cat: 'fonts' });
    const events = [
      ...meta,
      mark('navigationStart', 0),
      x('RunTask', 0, 50),
      fonts(FONT_ASKS.match, 10, 5), // the page's own first layout: not the pop-up's
      mark('bench:load', 40),
      x('RunTask', 3000, 60),
      x('TimerFire', 3000, 10),
      mark('bench:shown', 3005),
      x('UpdateLayoutTree', 3010, 20),
      fonts(FONT_ASKS.match, 3012, 4),
      fonts(FONT_ASKS.size, 3016, 2),
      x('Layout', 3030, 25),
      fonts(FONT_ASKS.match, 3032, 3),
      fonts(FONT_ASKS.size, 3035, 1.5),
      fonts(FONT_ASKS.size, 3037, 1),
      x('Paint', 3055, 4),
      fonts(FONT_ASKS.size, 3056, 9, { pid: 20, tid: 1 }), // another renderer
      x('RunTask', 3200, 10),
      fonts(FONT_ASKS.size, 3201, 2), // after the first paint: the takeover's
    ];
    const run = summariseTrace({ traceEvents: events });
    expect(run.fontAsks).toEqual({ matches: 2, sizes: 3, ms: 11.5 });
    // Without a pop-up there is no first frame, and so no asks of it.
    expect(summariseTrace({ traceEvents: events.filter((e) => e.name !== 'bench:shown') }).fontAsks).toEqual({ matches: 0, sizes: 0, ms: 0 });
  });

  it("leaves out the bench's own script calls", () => {
    const events = [
      ...meta,
      x('RunTask', 0, 30),
      x('TimerFire', 0, 30),
      x('FunctionCall', 0, 20),
      { ...x('FunctionCall', 20, 8), args: { data: { url: BENCH_SCRIPT_URL } } },
      x('v8.compile', 21, 2), // called by the bench's script: out with it
    ];
    const [task] = tasksOf(events, MAIN);
    expect(task.dur).toBe(22_000);
    expect(task.categories.script).toBe(22_000);
  });

  it('reads B/E pairs as spans', () => {
    const events = [...meta, x('RunTask', 0, 10), { ph: 'B', name: 'Layout', ts: 2000, ...MAIN }, { ph: 'E', ts: 6000, ...MAIN }];
    expect(tasksOf(events, MAIN)[0].categories.layout).toBe(4000);
  });
});
