import { afterEach, beforeEach, vi } from 'vitest';
import { EMBED_GLOBAL, type CloseTrigger, type PopupRecord } from '@beckon/core';
import { jsonReply } from './replies.js';
import { popupRecord } from './view.js';

/**
 * What the runtime tests stand in for: the network (fetch, and beacons sent through it), the
 * screen (mount.js, so the engine is under test and not the views) and a page that is clean again
 * after each test (listeners, patched history, timers, storage, cookies, the snippet's global).
 */

export const API = 'https://beckon.test/api/display';
export const CLIENT_ID = 'site-one';

export const popupId = (n: number) => `popup${String(n).padStart(8, '0')}`;
export const record = (n: number, overrides: Partial<PopupRecord> = {}) => popupRecord({ poptin_id: popupId(n), ...overrides });

// ---- the network -----------------------------------------------------------------------------

export interface Call {
  url: string;
  path: string;
  body: Record<string, unknown>;
}
export type Answer = Response | 'offline' | ((call: Call) => Response | 'offline');

/** A display answer allowing `records`, as the server sends it. */
export const allowed = (records: PopupRecord[]) => jsonReply({ display: 'allowed', message: '', poptins: records, lang: 'en' });
export { jsonReply as answer, reply } from './replies.js';

export interface FakeNetwork {
  calls: Call[];
  /** what the calls whose path holds `fragment` get from now on (the latest rule that matches wins) */
  on(fragment: string, reply: Answer): void;
  /** the calls whose path holds `fragment` */
  to(fragment: string): Call[];
}

function parse(body: BodyInit | null | undefined): Record<string, unknown> {
  if (typeof body !== 'string') return body instanceof URLSearchParams ? Object.fromEntries(body) : {};
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * fetch, answered by path: a display call …/api/display/{client}, a view …/api/display/viewed/{id}
 * and so on (the origin is whatever the embed found). Without a rule a call gets an empty 200.
 * sendBeacon refuses, so beacons take the keepalive fetch and are recorded like the rest.
 */
export function fakeNetwork(): FakeNetwork {
  const rules: Array<[string, Answer]> = [];
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      const call: Call = { url, path: new URL(url, location.href).pathname, body: parse(init?.body) };
      calls.push(call);
      const rule = rules.find(([fragment]) => call.path.includes(fragment))?.[1] ?? jsonReply({});
      const reply = typeof rule === 'function' ? rule(call) : rule;
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      return reply.clone();
    }),
  );
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
  return {
    calls,
    on: (fragment, reply) => void rules.unshift([fragment, reply]),
    to: (fragment) => calls.filter((c) => c.path.includes(fragment)),
  };
}

// ---- the screen -----------------------------------------------------------------------------

interface OnScreen {
  record: PopupRecord;
  onClosed: (trigger: CloseTrigger) => void;
  modal: boolean;
}
// On globalThis: a test that re-imports the runtime (vi.resetModules) gets a second copy of this module for the mock.
const mounted: Map<string, OnScreen> = ((globalThis as { beckonTestScreen?: Map<string, OnScreen> }).beckonTestScreen ??= new Map());

/** Stands in for mount.js: `vi.mock('../src/runtime/render/mount.js', () => import('./support/runtime-page.js').then((m) => m.fakeMount))`. */
export const fakeMount = {
  mountPopup(props: { record: PopupRecord; onClosed: (t: CloseTrigger) => void }, options: { modal: boolean }) {
    mounted.set(props.record.poptin_id, { record: props.record, onClosed: props.onClosed, modal: options.modal });
    return { host: document.createElement('div'), unmount: () => mounted.delete(props.record.poptin_id) };
  },
};

export const onScreen = () => [...mounted.keys()].sort();
/** The visitor closes a pop-up on screen, the way its view would report it. */
export function closePopup(id: string, trigger: CloseTrigger = 'x_click'): void {
  const popup = mounted.get(id);
  if (!popup) throw new Error(`${id} is not on screen`);
  popup.onClosed(trigger);
}

// ---- a clean page for each test -------------------------------------------------------------

type Listening = [EventTarget, string, EventListenerOrEventListenerObject | null, boolean | AddEventListenerOptions | undefined];

/**
 * Fake timers, and after each test everything the runtime attached to the page taken off again:
 * boot patches history and listens on window and document, and a later test's navigation must
 * not reach an earlier test's engine.
 */
export function cleanPageEachTest(): void {
  const listening: Listening[] = [];
  let pushState: History['pushState'];
  let replaceState: History['replaceState'];
  const url = location.href;
  beforeEach(() => {
    vi.useFakeTimers();
    pushState = history.pushState;
    replaceState = history.replaceState;
    for (const target of [window, document]) {
      const add = target.addEventListener.bind(target);
      vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
        listening.push([target, type, listener, options]);
        add(type, listener, options);
      });
    }
  });
  afterEach(async () => {
    // Calls that start from a chunk (the viewed call) finish inside the test that caused them.
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
    vi.restoreAllMocks();
    for (const [target, type, listener, options] of listening.splice(0)) target.removeEventListener(type, listener, options);
    history.pushState = pushState;
    history.replaceState = replaceState;
    history.replaceState(null, '', url);
    vi.clearAllTimers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    // the page's own sendBeacon again (fakeNetwork shadowed it on the instance)
    delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    mounted.clear();
    const { resetStateCache } = await import('../../src/runtime/visitor/visitor-state.js');
    resetStateCache();
    localStorage.clear();
    for (const cookie of document.cookie.split(/;\s*/).filter(Boolean)) {
      document.cookie = `${cookie.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
    document.body.innerHTML = '';
    document.head.querySelectorAll('script').forEach((s) => s.remove());
    const w = window as unknown as Record<string, unknown>;
    delete w.__beckonBooted;
    delete w[EMBED_GLOBAL];
  });
}

/**
 * Lets pending promises, zero-delay timers and lazy chunks run (the display call, the viewed call's
 * chunk). A chunk's import is real I/O, not a timer: on a loaded machine it may land after any fixed
 * number of turns, so each turn waits for the imports in flight.
 */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
  }
}
