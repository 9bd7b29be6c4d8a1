import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_PILOT_DESKTOP_INACTIVE_MS, AUTO_PILOT_MOBILE_TIME_ON_PAGE_MS, SCROLL_FLAG_RESET_MS, type CloseTrigger, type PopupRecord } from '@beckon/core';
import { popupRecord } from './support/view.js';

// The engine is under test, not the views: mounting records who is on screen and how to close it.
const mounted = vi.hoisted(() => new Map<string, { onClosed: (t: CloseTrigger) => void; options: { modal: boolean } }>());
vi.mock('../src/runtime/render/mount.js', () => ({
  mountPopup: (props: { record: PopupRecord; onClosed: (t: CloseTrigger) => void }, options: { modal: boolean }) => {
    mounted.set(props.record.poptin_id, { onClosed: props.onClosed, options });
    return { host: document.createElement('div'), unmount: () => mounted.delete(props.record.poptin_id) };
  },
}));
const viewed = vi.hoisted(() => [] as Array<{ id: string; trigger: string }>);
vi.mock('../src/runtime/network/send.js', () => ({
  postJson: async (url: string, body: { trigger: string }) => {
    viewed.push({ id: url.split('/').pop()!, trigger: body.trigger });
    return { poptin_view_id: 1 };
  },
  beacon: () => {},
}));

const { createEngine } = await import('../src/runtime/engine/engine.js');
// The engine loads trigger modules lazily; loaded here first, they resolve without real time passing.
await Promise.all(['exit', 'inactive', 'scroll', 'clicks', 'auto-pilot'].map((name) => import(`../src/runtime/triggers/${name}.ts`)));
const { loadState, resetStateCache } = await import('../src/runtime/visitor/visitor-state.js');

const id = (n: number) => `popup${String(n).padStart(8, '0')}`;
const record = (n: number, overrides: Partial<PopupRecord>) => popupRecord({ poptin_id: id(n), ...overrides });
const onScreen = () => [...mounted.keys()].sort();

function engine(device: 'desktop' | 'mobile' = 'desktop') {
  const state = loadState();
  state.visit = 1;
  return createEngine({
    api: 'https://beckon.test/api/display',
    clientId: 'site',
    nonce: undefined,
    visitor: 'v',
    referrer: '',
    device,
    state,
    previewId: null,
    requestPayload: () => ({}) as never,
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  mounted.clear();
  viewed.length = 0;
  resetStateCache();
  localStorage.clear();
  vi.useRealTimers();
});

describe('two pop-ups of the same kind never show at once (issue 15)', () => {
  it.each([
    ['two bars at the top', { poptin_type: 'bar' }, { poptin_type: 'bar' }],
    ['two slide-ins in the same corner', { poptin_type: 'sside' }, { poptin_type: 'sside', design_properties: { poptin_location: 'bottom_right' } }],
    [
      'a social box and a slide-in both bottom left',
      { poptin_type: 'social' },
      { poptin_type: 'sside', design_properties: { poptin_location: 'bottom_left' } },
    ],
    ['two mobile banners', { poptin_type: 'mobile' }, { poptin_type: 'mobile' }],
    ['a lightbox and a gamified pop-up (SPEC §4)', { poptin_type: 'lightbox' }, { poptin_type: 'gamified' }],
  ] as const)('%s: the second waits until the first is closed', async (_name, first, second) => {
    const e = engine();
    e.run([record(1, first as Partial<PopupRecord>), record(2, second as Partial<PopupRecord>)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(onScreen()).toEqual([id(1)]);
    mounted.get(id(1))!.onClosed('x_click');
    // A gamified pop-up's views are a chunk: it shows once they have arrived.
    await vi.waitFor(() => expect(onScreen()).toEqual([id(2)]));
  });

  it('a gamified pop-up whose page changed while its games were on their way does not show', async () => {
    const e = engine();
    e.run([record(1, { poptin_type: 'gamified' })]);
    e.teardown();
    // Once the chunk is surely loaded and its answer delivered, still nothing.
    await import('../src/runtime/engine/game-play.js').then((m) => m.loadGames());
    await vi.advanceTimersByTimeAsync(50);
    expect(onScreen()).toEqual([]);
  });

  it.each([
    ['a bar at the top and one at the bottom', { poptin_type: 'bar' }, { poptin_type: 'bar', design_properties: { poptin_location: 'bottom_center' } }],
    ['slide-ins in different corners', { poptin_type: 'sside' }, { poptin_type: 'sside', design_properties: { poptin_location: 'bottom_left' } }],
    ['a bar and a lightbox', { poptin_type: 'bar' }, { poptin_type: 'lightbox' }],
  ] as const)('%s: both show', async (_name, first, second) => {
    engine().run([record(1, first as Partial<PopupRecord>), record(2, second as Partial<PopupRecord>)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(onScreen()).toEqual([id(1), id(2)]);
  });

  it('only the modal types trap focus: a queued bar is still no dialog', async () => {
    engine().run([record(1, { poptin_type: 'bar' }), record(2, { poptin_type: 'bar' })]);
    await vi.advanceTimersByTimeAsync(0);
    mounted.get(id(1))!.onClosed('x_click');
    expect(mounted.get(id(2))!.options.modal).toBe(false);
  });

  it('a teardown (single-page navigation) forgets the waiting one', async () => {
    const e = engine();
    e.run([record(1, { poptin_type: 'bar' }), record(2, { poptin_type: 'bar' })]);
    await vi.advanceTimersByTimeAsync(0);
    e.teardown();
    expect(onScreen()).toEqual([]);
    e.run([record(3, { poptin_type: 'bar' })]);
    await vi.advanceTimersByTimeAsync(0);
    expect(onScreen()).toEqual([id(3)]);
  });
});

describe('auto-pilot picks the moment (issue 15)', () => {
  const editorWouldShowAtOnce = { display_after_sec_active: 1, auto_pilot_trigger: 1 } as const;

  it('desktop: ignores the editor delay and shows on exit intent', async () => {
    engine('desktop').run([record(1, editorWouldShowAtOnce)]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(onScreen()).toEqual([]);
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: -5, relatedTarget: null }));
    await vi.advanceTimersByTimeAsync(0);
    expect(onScreen()).toEqual([id(1)]);
    expect(viewed).toEqual([{ id: id(1), trigger: 'auto_pilot_trigger' }]);
  });

  it('desktop: a visitor who sits still long enough sees it too', async () => {
    engine('desktop').run([record(1, editorWouldShowAtOnce)]);
    await vi.advanceTimersByTimeAsync(AUTO_PILOT_DESKTOP_INACTIVE_MS - 1);
    expect(onScreen()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(onScreen()).toEqual([id(1)]);
  });

  it('mobile: time on page, when nothing else came first', async () => {
    // a long page, read from the top: the scroll depth is not reached
    const height = vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(innerHeight * 10);
    engine('mobile').run([record(1, editorWouldShowAtOnce)]);
    // the visitor keeps touching the screen, so the pause never comes
    let elapsed = 0;
    while (elapsed + 5_000 < AUTO_PILOT_MOBILE_TIME_ON_PAGE_MS) {
      await vi.advanceTimersByTimeAsync(5_000);
      elapsed += 5_000;
      dispatchEvent(new Event('touchstart'));
      expect(onScreen()).toEqual([]);
    }
    await vi.advanceTimersByTimeAsync(AUTO_PILOT_MOBILE_TIME_ON_PAGE_MS - elapsed);
    expect(onScreen()).toEqual([id(1)]);
    height.mockRestore();
  });

  it('mobile: half the page read comes first', async () => {
    const height = vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(innerHeight * 3);
    engine('mobile').run([record(1, editorWouldShowAtOnce)]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onScreen()).toEqual([]);
    window.scrollTo(0, innerHeight * 1.2);
    dispatchEvent(new Event('scroll'));
    await vi.advanceTimersByTimeAsync(SCROLL_FLAG_RESET_MS);
    expect(onScreen()).toEqual([id(1)]);
    height.mockRestore();
  });

  it('mobile: a page too short to scroll does not count as read', async () => {
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(innerHeight);
    engine('mobile').run([record(1, editorWouldShowAtOnce)]);
    await vi.advanceTimersByTimeAsync(SCROLL_FLAG_RESET_MS);
    expect(onScreen()).toEqual([]);
    vi.restoreAllMocks();
  });

  it('a teardown (single-page navigation) while its rule loads leaves nothing armed', async () => {
    const e = engine('desktop');
    // an id of its own: earlier tests' engines are still armed for theirs
    e.run([record(9, editorWouldShowAtOnce)]);
    e.teardown();
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: -5, relatedTarget: null }));
    await vi.advanceTimersByTimeAsync(AUTO_PILOT_DESKTOP_INACTIVE_MS);
    expect(onScreen()).not.toContain(id(9));
  });

  it("its rule stays off core's barrel, so only pages that use it download it (a chunk)", async () => {
    const core = await import('@beckon/core');
    for (const name of ['autoPilotTriggers', 'AUTO_PILOT_TRIGGER_NAME']) expect(core).not.toHaveProperty(name);
  });

  it('off: the editor trigger rules', async () => {
    engine('desktop').run([record(1, { display_after_sec_active: 1, auto_pilot_trigger: 0 })]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onScreen()).toEqual([id(1)]);
    expect(viewed[0]!.trigger).toBe('display_after_sec_active');
  });
});
