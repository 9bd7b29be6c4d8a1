import { describe, expect, it, vi } from 'vitest';
import { EMBED_GLOBAL } from '@beckon/core';
import { allowed, cleanPageEachTest, CLIENT_ID, closePopup, fakeNetwork, onScreen, popupId, record, settle } from './support/runtime-page.js';

vi.mock('../src/runtime/render/mount.js', () => import('./support/runtime-page.js').then((m) => m.fakeMount));

cleanPageEachTest();

const displayPath = `/api/display/${CLIENT_ID}`;
type Command = (...args: unknown[]) => void;
const beckon = (...args: unknown[]) => (window as unknown as Record<string, Command>)[EMBED_GLOBAL]!(...args);

/** What the pasted snippet (core's embedSnippet) leaves before widget.js arrives: a queueing global. */
function pasteSnippetQueue(): void {
  const queue: Command & { q: unknown[][] } = Object.assign((...args: unknown[]) => void queue.q.push(args), { q: [] as unknown[][] });
  (window as unknown as Record<string, Command>)[EMBED_GLOBAL] = queue;
}

/** The snippet's script tag (innerHTML: the test page must not fetch it). */
function addScriptTag(client = CLIENT_ID): void {
  document.body.insertAdjacentHTML('beforeend', `<script type="module" data-client="${client}" src="https://beckon.test/sdk/v1/widget.js"></script>`);
}

/**
 * widget.js arriving: a fresh copy of the entry module runs, as a second script tag's copy would.
 */
async function loadWidget(): Promise<void> {
  vi.resetModules();
  await import('../src/index.js');
  await settle();
}

function pageWith(...records: ReturnType<typeof record>[]) {
  const network = fakeNetwork();
  network.on(displayPath, allowed(records));
  return network;
}

const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {});
const said = (warn: ReturnType<typeof warnings>) => warn.mock.calls.map((c) => String(c[0]));

describe("the command queue (the snippet's Beckon global)", () => {
  it("commands queued before the widget loaded run in order, once the page's pop-ups are known", async () => {
    const network = pageWith(record(1, { on_click: 1 }), record(2, { on_click: 1 }));
    pasteSnippetQueue();
    beckon('open', popupId(2));
    beckon('open', popupId(1));
    addScriptTag();
    await loadWidget();
    // both lightboxes: the first opened is on screen, the other waits its turn
    expect(onScreen()).toEqual([popupId(2)]);
    closePopup(popupId(2));
    expect(onScreen()).toEqual([popupId(1)]);
    // they ran after the display answer, so neither needed the click-display call
    expect(network.to('/api/display/click/')).toEqual([]);
    // The viewed call is a chunk of its own (engine/view-record.ts).
    await vi.dynamicImportSettled();
    expect(network.to('/api/display/viewed/').map((c) => c.body.trigger)).toEqual(['on_click', 'on_click']);
  });

  it('a command after boot runs at once', async () => {
    pageWith(record(1, { on_click: 1 }));
    addScriptTag();
    await loadWidget();
    expect(onScreen()).toEqual([]);
    beckon('open', popupId(1));
    expect(onScreen()).toEqual([popupId(1)]);
  });

  it('a command given while the display call is on its way waits for it', async () => {
    const network = fakeNetwork();
    let answer!: (response: Response) => void;
    vi.mocked(fetch).mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    addScriptTag();
    await loadWidget();
    beckon('open', popupId(1));
    await settle();
    expect(onScreen()).toEqual([]);
    answer(allowed([record(1, { on_click: 1 })]));
    await settle();
    expect(onScreen()).toEqual([popupId(1)]);
    expect(network.to('/api/display/click/')).toEqual([]);
  });

  it.each([
    ['an unknown command', ['dance', 'now']],
    ['open without an id', ['open']],
    ['open with a number', ['open', 42]],
  ])('%s after boot: a warning, nothing thrown', async (_name, args) => {
    pageWith(record(1, { on_click: 1 }));
    addScriptTag();
    await loadWidget();
    const warn = warnings();
    expect(() => beckon(...args)).not.toThrow();
    expect(said(warn)).toEqual([`[beckon] unknown command ${String(args[0])}`]);
  });

  it('an unknown command in the queue is skipped with a warning; the next still runs', async () => {
    pageWith(record(1, { on_click: 1 }));
    pasteSnippetQueue();
    beckon('dance');
    beckon('open', popupId(1));
    addScriptTag();
    const warn = warnings();
    await loadWidget();
    expect(said(warn)).toEqual(['[beckon] unknown command dance']);
    expect(onScreen()).toEqual([popupId(1)]);
  });
});

describe('one widget per page (the boot sentinel)', () => {
  it('a second script tag (the snippet pasted twice) boots nothing more', async () => {
    const network = pageWith(record(1));
    addScriptTag();
    addScriptTag();
    await loadWidget();
    await loadWidget();
    expect(network.to(displayPath)).toHaveLength(1);
    await vi.dynamicImportSettled();
    expect(network.to('/api/display/viewed/')).toHaveLength(1);
  });

  it("the second copy leaves the first one's commands working", async () => {
    pageWith(record(1, { on_click: 1 }));
    addScriptTag();
    await loadWidget();
    await loadWidget();
    beckon('open', popupId(1));
    expect(onScreen()).toEqual([popupId(1)]);
  });

  it('a page whose script tag lost its data-client: a warning, no call', async () => {
    const network = fakeNetwork();
    document.body.insertAdjacentHTML('beforeend', '<script type="module" src="https://beckon.test/sdk/v1/widget.js"></script>');
    const warn = warnings();
    await loadWidget();
    expect(network.calls).toEqual([]);
    expect(said(warn)).toEqual(['[beckon] script tag without data-client; nothing to show']);
  });
});
