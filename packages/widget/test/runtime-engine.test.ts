import { describe, expect, it, vi } from 'vitest';
import { FREQUENCY_RULES, POPUP_EVENTS, type PopupEventDetail } from '@beckon/core';
import { allowed, answer, API, cleanPageEachTest, CLIENT_ID, closePopup, fakeNetwork, onScreen, popupId, record, settle } from './support/runtime-page.js';

vi.mock('../src/runtime/render/mount.js', () => import('./support/runtime-page.js').then((m) => m.fakeMount));

const { createEngine } = await import('../src/runtime/engine/engine.js');
const { slotQueue } = await import('../src/runtime/engine/queue.js');
const { loadState, recordPageView } = await import('../src/runtime/visitor/visitor-state.js');

cleanPageEachTest();

/** An engine for a page of visit 1, as boot makes one. */
function engine(secondsOnSite = 0) {
  const state = loadState();
  recordPageView(state, location.href);
  state.secondsOnSite = secondsOnSite;
  return createEngine({
    api: API,
    clientId: CLIENT_ID,
    nonce: undefined,
    visitor: 'visitor-1',
    referrer: '',
    device: 'desktop',
    state,
    previewId: null,
    requestPayload: () => ({ visitor: 'visitor-1' }) as never,
  });
}

function heard(name: string): PopupEventDetail[] {
  const details: PopupEventDetail[] = [];
  document.addEventListener(name, (event) => details.push((event as CustomEvent<PopupEventDetail>).detail));
  return details;
}

describe('the engine arms what the display call answered (SPEC §3 triggers)', () => {
  it.each([
    ['a 5 s delay on the page', { display_after_sec_active: 5 }, 0, 5_000],
    ['a 5 s delay on the website, 3 s already spent there', { display_after_sec_active: 5, display_after_sec_active_on: 'website' }, 3, 2_000],
    ['a delay already spent on the website', { display_after_sec_active: 5, display_after_sec_active_on: 'website' }, 9, 0],
  ] as const)('%s: shows after exactly its time', async (_name, triggers, spent, delayMs) => {
    fakeNetwork();
    engine(spent).run([record(1, triggers)]);
    if (delayMs > 0) {
      await vi.advanceTimersByTimeAsync(delayMs - 1);
      expect(onScreen()).toEqual([]);
    }
    await vi.advanceTimersByTimeAsync(1);
    expect(onScreen()).toEqual([popupId(1)]);
  });

  it.each([
    ['no trigger at all: on load', {}, 'page_load'],
    ['a delay: the time trigger', { display_after_sec_active: 2 }, 'display_after_sec_active'],
  ] as const)('%s, and the view says which trigger', async (_name, triggers, trigger) => {
    const network = fakeNetwork();
    engine().run([record(1, triggers)]);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.dynamicImportSettled();
    expect(network.to('/api/display/viewed/').map((c) => c.body.trigger)).toEqual([trigger]);
  });

  it('an on-click pop-up waits for its link, then opens', async () => {
    fakeNetwork();
    const e = engine();
    e.run([record(1, { on_click: 1 })]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onScreen()).toEqual([]);
    await e.open(popupId(1));
    expect(onScreen()).toEqual([popupId(1)]);
  });

  it("a pop-up not among the page's is asked of the click-display call", async () => {
    const network = fakeNetwork();
    network.on(`/api/display/click/${popupId(7)}`, allowed([record(7)]));
    const e = engine();
    e.run([]);
    await e.open(popupId(7));
    expect(network.to('/api/display/click/')).toHaveLength(1);
    expect(network.to('/api/display/click/')[0]!.body).toEqual({ visitor: 'visitor-1' });
    expect(onScreen()).toEqual([popupId(7)]);
  });

  it('a pop-up the click-display call does not know: a warning, nothing thrown', async () => {
    const network = fakeNetwork();
    network.on('/api/display/click/', answer({ error: 'gone' }, 404));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const e = engine();
    e.run([]);
    await expect(e.open(popupId(8))).resolves.toBeUndefined();
    expect(onScreen()).toEqual([]);
    expect(warn.mock.calls.map((c) => String(c[0]))).toContainEqual(expect.stringContaining(`no pop-up ${popupId(8)}`));
  });

  it('a teardown (a new page) disarms the triggers of the old one', async () => {
    fakeNetwork();
    const e = engine();
    e.run([record(1, { display_after_sec_active: 5 })]);
    await vi.advanceTimersByTimeAsync(2_000);
    e.teardown();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onScreen()).toEqual([]);
  });
});

describe('a view and a close are told once (SPEC §4 events, §7 calls)', () => {
  it('a view posts viewed once and fires poptinView', async () => {
    const network = fakeNetwork();
    const views = heard(POPUP_EVENTS.view);
    const e = engine();
    e.run([record(1, { display_after_sec_active: 1, viewer_id: 'viewer-9' })]);
    await vi.advanceTimersByTimeAsync(1_000);
    // a link to the pop-up clicked while it is already on screen
    await e.open(popupId(1));
    await settle();
    expect(network.to('/api/display/viewed/').map((c) => [c.path, c.body])).toEqual([
      [
        `/api/display/viewed/${popupId(1)}`,
        expect.objectContaining({
          viewer_id: 'viewer-9',
          trigger: 'display_after_sec_active',
          client_id: CLIENT_ID,
          type: 'desktop',
          visitor: 'visitor-1',
          url: location.href,
        }),
      ],
    ]);
    expect(views).toEqual([{ poptin_id: popupId(1), poptin_type: 'lightbox', poptin_name: 'Welcome', trigger: 'display_after_sec_active' }]);
  });

  it.each(['x_click', 'bg_click', 'cancel_click', 'auto_close'] as const)('a close by %s posts closed and fires poptinClose', async (closeTrigger) => {
    const network = fakeNetwork();
    const closes = heard(POPUP_EVENTS.close);
    engine().run([record(1)]);
    await settle();
    closePopup(popupId(1), closeTrigger);
    await settle();
    expect(onScreen()).toEqual([]);
    expect(network.to('/api/display/closed/').map((c) => [c.path, c.body])).toEqual([
      [`/api/display/closed/${popupId(1)}`, expect.objectContaining({ client_id: CLIENT_ID, close_trigger: closeTrigger, visitor: 'visitor-1' })],
    ]);
    expect(closes).toEqual([expect.objectContaining({ poptin_id: popupId(1), trigger: 'page_load', close_trigger: closeTrigger })]);
  });

  it('a submit takes the pop-up away without a close (SPEC §4)', async () => {
    const network = fakeNetwork();
    const closes = heard(POPUP_EVENTS.close);
    engine().run([record(1)]);
    await settle();
    closePopup(popupId(1), 'submit');
    await settle();
    expect([onScreen(), network.to('/api/display/closed/'), closes]).toEqual([[], [], []]);
  });
});

describe('frequency rules keep a seen and closed pop-up away (SPEC §9)', () => {
  it.each([
    ['once a visitor', false, FREQUENCY_RULES.onceAVisitor],
    ['once every visit', false, FREQUENCY_RULES.onceEveryFewVisits],
    ['once every day', false, FREQUENCY_RULES.onceEveryFewDays],
    ['every time, every page', true, FREQUENCY_RULES.everyTimeEveryPage],
  ])('%s: shown again on the next page: %s', async (_name, showsAgain, rule) => {
    fakeNetwork();
    const e = engine();
    const popup = record(1, { d_f_r: rule, d_f_a: 1 });
    e.run([popup]);
    await settle();
    closePopup(popup.poptin_id);
    // the next page of a single-page app: the same engine, the same answer
    e.teardown();
    e.run([popup]);
    await settle();
    expect(onScreen()).toEqual(showsAgain ? [popup.poptin_id] : []);
  });

  it('the memory outlives the page: a new engine (a full reload) reads it from storage', async () => {
    fakeNetwork();
    const popup = record(1, { d_f_r: FREQUENCY_RULES.onceAVisitor });
    engine().run([popup]);
    await settle();
    closePopup(popup.poptin_id);
    const { resetStateCache } = await import('../src/runtime/visitor/visitor-state.js');
    resetStateCache();
    engine().run([popup]);
    await settle();
    expect(onScreen()).toEqual([]);
  });
});

describe('exclusive pop-ups take turns (SPEC §4)', () => {
  it('a lightbox whose trigger fires while another is on screen shows after it closes', async () => {
    const network = fakeNetwork();
    engine().run([
      record(1, { display_after_sec_active: 1 }),
      record(2, { display_after_sec_active: 2 }),
      record(3, { poptin_type: 'bar', display_after_sec_active: 3 }),
    ]);
    await vi.advanceTimersByTimeAsync(3_000);
    await settle();
    // the bar has a slot of its own
    expect(onScreen()).toEqual([popupId(1), popupId(3)]);
    expect(network.to('/api/display/viewed/').map((c) => c.path.split('/').pop())).toEqual([popupId(1), popupId(3)]);
    closePopup(popupId(1));
    await settle();
    expect(onScreen()).toEqual([popupId(2), popupId(3)]);
    // the waiting one's view is counted when it shows, with its own trigger
    expect(network.to('/api/display/viewed/').at(-1)!.body.trigger).toBe('display_after_sec_active');
  });

  type Step = ['request', string, string] | ['release', string] | ['clear'];
  it.each<[string, Step[], string[]]>([
    [
      'a free slot shows at once',
      [
        ['request', 'center', 'a'],
        ['request', 'top', 'b'],
      ],
      ['a', 'b'],
    ],
    [
      'a busy slot waits for its release',
      [
        ['request', 'center', 'a'],
        ['request', 'center', 'b'],
        ['release', 'center'],
      ],
      ['a', 'b'],
    ],
    [
      'the waiting go in the order they asked',
      [
        ['request', 'center', 'a'],
        ['request', 'center', 'c'],
        ['request', 'center', 'b'],
        ['release', 'center'],
        ['release', 'center'],
      ],
      ['a', 'c', 'b'],
    ],
    [
      'a pop-up waits once, however often it asks',
      [
        ['request', 'center', 'a'],
        ['request', 'center', 'b'],
        ['request', 'center', 'b'],
        ['release', 'center'],
        ['release', 'center'],
      ],
      ['a', 'b'],
    ],
    [
      "another slot's release lets nobody through",
      [
        ['request', 'center', 'a'],
        ['request', 'center', 'b'],
        ['release', 'top'],
      ],
      ['a'],
    ],
    ['a clear forgets the waiting', [['request', 'center', 'a'], ['request', 'center', 'b'], ['clear'], ['release', 'center']], ['a']],
    ['after a clear every slot is free', [['request', 'center', 'a'], ['clear'], ['request', 'center', 'b']], ['a', 'b']],
  ])('slotQueue: %s', (_name, steps, shown) => {
    const queue = slotQueue();
    const order: string[] = [];
    for (const step of steps) {
      if (step[0] === 'request') queue.request(step[1], step[2], () => order.push(step[2]));
      else if (step[0] === 'release') queue.release(step[1]);
      else queue.clear();
    }
    expect(order).toEqual(shown);
  });
});
