import { describe, expect, it, vi } from 'vitest';
import { allowed, cleanPageEachTest, CLIENT_ID, closePopup, fakeNetwork, onScreen, popupId, record, settle, type Call } from './support/runtime-page.js';

vi.mock('../src/runtime/render/mount.js', () => import('./support/runtime-page.js').then((m) => m.fakeMount));

const { boot } = await import('../src/runtime/boot/boot.js');
const { OPEN_ATTRIBUTE, watchNavigation } = await import('../src/runtime/page/navigation.js');
const { popupIdFromHash } = await import('../src/runtime/page/hash-link.js');

// The browser's own, whatever the runtime patches: moving the address bar without telling anyone.
const moveAddressBar = History.prototype.replaceState.bind(history);
const goBackTo = (url: string) => {
  moveAddressBar(null, '', url);
  dispatchEvent(new PopStateEvent('popstate'));
};

cleanPageEachTest();

const embed = { origin: 'https://beckon.test', clientId: CLIENT_ID, nonce: undefined };
const displayPath = `/api/display/${CLIENT_ID}`;
const pathOf = (call: Call) => new URL(String(call.body.poptin_viewed_url)).pathname;

describe('what a single-page app does to the address bar (SPEC §1)', () => {
  it.each<[string, () => void, number]>([
    ['pushState to another path: a new page', () => history.pushState(null, '', '/pricing'), 1],
    ['pushState to another query: a new page', () => history.pushState(null, '', '/?page=2'), 1],
    ['pushState to the same address: no new page', () => history.pushState({ scroll: 1 }, '', location.href), 0],
    ['pushState of a hash only: no new page', () => history.pushState(null, '', '#reviews'), 0],
    [
      'back to another page (popstate): a new page',
      () => {
        history.pushState(null, '', '/pricing');
        goBackTo('/');
      },
      2,
    ],
    ['popstate after a hash change: no new page', () => goBackTo('#reviews'), 0],
    // SPEC §1 names pushState and popstate; replaceState rewrites the current entry (a router's redirect, a filter in the query)
    ['replaceState: not a page change', () => history.replaceState(null, '', '/pricing'), 0],
  ])('%s', (_name, navigate, pageChanges) => {
    const onPageChange = vi.fn();
    watchNavigation(location.href, onPageChange);
    navigate();
    expect(onPageChange).toHaveBeenCalledTimes(pageChanges);
  });

  it('a page change made before the watch began (while its chunk loaded) counts at once', () => {
    const displayedFor = location.href;
    history.pushState(null, '', '/pricing');
    const onPageChange = vi.fn();
    watchNavigation(displayedFor, onPageChange);
    expect(onPageChange).toHaveBeenCalledTimes(1);
  });

  it('pushState still moves the address bar and keeps its state', () => {
    watchNavigation(location.href, () => {});
    history.pushState({ step: 2 }, '', '/checkout');
    expect([location.pathname, history.state]).toEqual(['/checkout', { step: 2 }]);
  });
});

describe('a new page of a single-page app gets its own display call', () => {
  /** A site whose home page has a pop-up after 5 s and whose pricing page one after 2 s. */
  function site() {
    const network = fakeNetwork();
    network.on(displayPath, (call) =>
      allowed(
        pathOf(call) === '/pricing'
          ? [record(2, { display_after_sec_active: 2 })]
          : [record(1, { display_after_sec_active: 5 }), record(3, { poptin_type: 'bar' })],
      ),
    );
    return network;
  }

  it('an app that navigates while the first display call is under way gets the new page too', async () => {
    const network = site();
    let navigated = false;
    network.on(displayPath, (call) => {
      if (!navigated) {
        navigated = true;
        history.pushState(null, '', '/pricing');
      }
      return allowed(pathOf(call) === '/pricing' ? [record(2, { display_after_sec_active: 2 })] : [record(1, { display_after_sec_active: 5 })]);
    });
    await boot(embed);
    await settle();
    expect(network.to(displayPath).map(pathOf)).toEqual(['/', '/pricing']);
  });

  it("pushState: asked for the new page, which the visitor's pages now include", async () => {
    const network = site();
    await boot(embed);
    history.pushState(null, '', '/pricing');
    await settle();
    const calls = network.to(displayPath);
    expect(calls.map(pathOf)).toEqual(['/', '/pricing']);
    expect(calls[1]!.body).toMatchObject({ previous_url: `${location.origin}/`, all_visited_pages: [`${location.origin}/`, `${location.origin}/pricing`] });
  });

  it("the old page's pop-ups go and its triggers are disarmed; the new page's are armed", async () => {
    site();
    await boot(embed);
    await settle();
    expect(onScreen()).toEqual([popupId(3)]);
    await vi.advanceTimersByTimeAsync(1_000);
    history.pushState(null, '', '/pricing');
    await settle();
    expect(onScreen()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(onScreen()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(onScreen()).toEqual([popupId(2)]);
    // the home page's 5 s would have run out by now
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onScreen()).toEqual([popupId(2)]);
  });

  it('back to the first page (popstate) re-arms its triggers from the start', async () => {
    const network = site();
    await boot(embed);
    history.pushState(null, '', '/pricing');
    await settle();
    goBackTo('/');
    await settle();
    expect(network.to(displayPath).map(pathOf)).toEqual(['/', '/pricing', '/']);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(onScreen()).toEqual([popupId(3)]);
    await vi.advanceTimersByTimeAsync(1);
    expect(onScreen()).toEqual([popupId(1), popupId(3)]);
  });

  it('a hash-only change keeps the page, its pop-ups and its armed triggers', async () => {
    const network = site();
    await boot(embed);
    await settle();
    history.pushState(null, '', '#reviews');
    goBackTo('/');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(network.to(displayPath)).toHaveLength(1);
    expect(onScreen()).toEqual([popupId(1), popupId(3)]);
  });
});

describe('a pop-up id in the hash opens it (click display without the widget)', () => {
  it.each([
    ['alone', `#beckon-open=${popupId(3)}`, popupId(3)],
    ['after another parameter', `#tab=2&beckon-open=${popupId(3)}`, popupId(3)],
    ['not a pop-up id', '#beckon-open=short', null],
    ['a plain anchor', '#reviews', null],
    ['none', '', null],
  ])('%s', (_name, hash, id) => {
    moveAddressBar(null, '', `/${hash}`);
    expect(popupIdFromHash()).toBe(id);
  });

  it.each([
    ["one of the page's on-click pop-ups: opened from the page's answer", [record(3, { on_click: 1 })], 0],
    ["a pop-up not on the page's list: fetched by the click-display call", [], 1],
  ])('%s', async (_name, records, clickCalls) => {
    const network = fakeNetwork();
    network.on(displayPath, allowed(records));
    network.on(`/api/display/click/${popupId(3)}`, allowed([record(3, { on_click: 1 })]));
    moveAddressBar(null, '', `/#beckon-open=${popupId(3)}`);
    await boot(embed);
    await settle();
    expect(onScreen()).toEqual([popupId(3)]);
    expect(network.to('/api/display/click/')).toHaveLength(clickCalls);
    expect(network.to('/api/display/viewed/').map((c) => c.body.trigger)).toEqual(['on_click']);
  });
});

describe('click display: links and buttons that open a pop-up (SPEC §1)', () => {
  /** Clicks `selector`; says whether the widget kept the browser from following it. */
  function click(selector: string): boolean {
    let prevented = false;
    const record = (event: Event) => {
      prevented = event.defaultPrevented;
      // the test page itself never navigates
      event.preventDefault();
    };
    document.addEventListener('click', record);
    document.querySelector(selector)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    document.removeEventListener('click', record);
    return prevented;
  }

  it.each([
    [`an element with ${OPEN_ATTRIBUTE}`, `<button ${OPEN_ATTRIBUTE}="${popupId(3)}">Open</button>`, 'button'],
    ['something inside that element', `<div ${OPEN_ATTRIBUTE}="${popupId(3)}"><span>Open</span></div>`, 'span'],
    ['a link to the click-display path', `<a href="https://beckon.test/click/${popupId(3)}">Open</a>`, 'a'],
  ])('%s opens the pop-up instead of navigating', async (_name, html, selector) => {
    const network = fakeNetwork();
    network.on(displayPath, allowed([record(3, { on_click: 1 })]));
    await boot(embed);
    await settle(); // the click listener comes with the chunk after boot
    document.body.insertAdjacentHTML('beforeend', html);
    expect(click(selector)).toBe(true);
    await settle();
    expect(onScreen()).toEqual([popupId(3)]);
    expect(network.to('/api/display/viewed/').map((c) => c.body.trigger)).toEqual(['on_click']);
  });

  it.each([
    ['an attribute that is no pop-up id', `<button ${OPEN_ATTRIBUTE}="nope">Open</button>`, 'button'],
    ['an ordinary link', '<a href="/pricing">Pricing</a>', 'a'],
  ])('%s is left alone', async (_name, html, selector) => {
    const network = fakeNetwork();
    network.on(displayPath, allowed([record(3, { on_click: 1 })]));
    await boot(embed);
    await settle(); // the click listener comes with the chunk after boot
    document.body.insertAdjacentHTML('beforeend', html);
    expect(click(selector)).toBe(false);
    await settle();
    expect([onScreen(), network.to('/api/display/click/')]).toEqual([[], []]);
  });

  it('opens again after the visitor closed it', async () => {
    const network = fakeNetwork();
    network.on(displayPath, allowed([record(3, { on_click: 1 })]));
    await boot(embed);
    await settle(); // the click listener comes with the chunk after boot
    document.body.insertAdjacentHTML('beforeend', `<button ${OPEN_ATTRIBUTE}="${popupId(3)}">Open</button>`);
    click('button');
    closePopup(popupId(3));
    click('button');
    expect(onScreen()).toEqual([popupId(3)]);
  });
});
