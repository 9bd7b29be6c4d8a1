import { describe, expect, it, vi } from 'vitest';
import { CLIENT_ID, cleanPageEachTest, closePopup, onScreen, popupId } from './support/runtime-page.js';
import {
  addScriptTag,
  beckon,
  consentPage,
  loadWidget,
  ownCookies,
  pasteSnippetQueue,
  settleConsent,
  storedKeys,
  trackingCalls,
} from './support/consent-page.js';

vi.mock('../src/runtime/render/mount.js', () => import('./support/runtime-page.js').then((m) => m.fakeMount));

cleanPageEachTest();

const displayPath = `/api/display/${CLIENT_ID}`;
const required = { 'data-consent': 'required' };

describe('consent mode: pending (data-consent="required")', () => {
  it('shows the pop-up, writes no cookie or storage item, and sends no beacon, even on a close', async () => {
    const { network, sendBeacon } = consentPage();
    addScriptTag(required);
    await loadWidget();
    expect(onScreen()).toEqual([popupId(1)]);
    await vi.advanceTimersByTimeAsync(120_000); // the 60 s cookie refresh and 20 s session record ran meanwhile
    closePopup(popupId(1));
    await settleConsent();
    expect(document.cookie).toBe('');
    expect(storedKeys()).toEqual([]);
    expect(trackingCalls(network)).toEqual([]);
    expect(sendBeacon).not.toHaveBeenCalled();
    // the display call itself went: it is how the pop-up is known
    expect(network.to(displayPath)).toHaveLength(1);
  });

  it('on grant, what was kept in memory is written through, and beacons go from then on (none from before)', async () => {
    const { network } = consentPage();
    addScriptTag(required);
    await loadWidget();
    const visitor = network.to(displayPath)[0]!.body.visitor as string;
    beckon('consent', 'granted');
    await settleConsent();
    expect(document.cookie).toContain(`beckon_cid=${visitor}`);
    const stored = JSON.parse(localStorage.getItem('beckon_state')!) as { popups: Record<string, { lastSeenAt?: number }> };
    expect(stored.popups[popupId(1)]?.lastSeenAt).toBeTypeOf('number');
    // the view happened before consent: it is not sent now
    expect(trackingCalls(network)).toEqual([]);
    closePopup(popupId(1));
    await settleConsent();
    // (the embed's origin is the test module's, so only the path's end is Beckon's)
    expect(trackingCalls(network).map((c) => c.path.slice(c.path.indexOf('/api/')))).toEqual([`/api/display/closed/${popupId(1)}`]);
  });

  it('on denial after a grant, writing stops and Beckon’s own cookies and storage items go; the page’s stay', async () => {
    const { network } = consentPage();
    document.cookie = 'host_session=keep; path=/';
    addScriptTag(required);
    await loadWidget();
    beckon('consent', 'granted');
    await settleConsent();
    expect(ownCookies()).toEqual(['beckon_cid']);
    beckon('consent', 'denied');
    await settleConsent();
    expect(ownCookies()).toEqual([]);
    expect(document.cookie).toBe('host_session=keep');
    expect(storedKeys()).toEqual([]);
    closePopup(popupId(1));
    await vi.advanceTimersByTimeAsync(120_000);
    expect([ownCookies(), storedKeys(), trackingCalls(network)]).toEqual([[], [], []]);
  });

  it('a known visitor (a converted email from an earlier grant) gets no session beats and no activities while pending', async () => {
    const { network, sendBeacon } = consentPage();
    localStorage.setItem('beckon_state', JSON.stringify({ convertedEmail: 'ada@example.com', convertedEmailAt: Date.now() }));
    addScriptTag(required);
    await loadWidget();
    await vi.advanceTimersByTimeAsync(60_000);
    closePopup(popupId(1));
    await settleConsent();
    expect([trackingCalls(network), sendBeacon.mock.calls]).toEqual([[], []]);
    // what was stored before stays as it was: consent mode writes nothing, it does not erase on its own
    expect(JSON.parse(localStorage.getItem('beckon_state')!)).toEqual({ convertedEmail: 'ada@example.com', convertedEmailAt: expect.any(Number) });
  });

  it('a denial erases what an earlier page or visit left, even without a grant on this page', async () => {
    consentPage();
    document.cookie = 'beckon_cid=from-last-week; path=/';
    localStorage.setItem('beckon_state', '{"visit":3}');
    addScriptTag(required);
    await loadWidget();
    beckon('consent', 'denied');
    await settleConsent();
    expect([ownCookies(), storedKeys()]).toEqual([[], []]);
  });

  it('a grant queued before widget.js arrived: the page runs as without consent mode', async () => {
    const { network } = consentPage();
    pasteSnippetQueue();
    beckon('consent', 'granted');
    addScriptTag(required);
    await loadWidget();
    expect(ownCookies()).toEqual(['beckon_cid']);
    expect(storedKeys()).toEqual(['beckon_state']);
    expect(network.to('/api/display/viewed/')).toHaveLength(1);
  });

  it("without the attribute, the page's own Beckon('consent', 'pending') queued before load turns consent mode on", async () => {
    const { network, sendBeacon } = consentPage();
    pasteSnippetQueue();
    beckon('consent', 'pending');
    addScriptTag();
    await loadWidget();
    expect(onScreen()).toEqual([popupId(1)]);
    expect([document.cookie, storedKeys(), trackingCalls(network), sendBeacon.mock.calls]).toEqual(['', [], [], []]);
  });

  it('hostile values are refused with a warning and change nothing', async () => {
    const { network } = consentPage();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    addScriptTag(required);
    await loadWidget();
    for (const value of ['GRANTED', true, 1, undefined, { toString: () => 'granted' }]) beckon('consent', value);
    await settleConsent();
    expect([document.cookie, storedKeys(), trackingCalls(network)]).toEqual(['', [], []]);
    expect(warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('unknown consent'))).toHaveLength(5);
  });

  it('without consent mode nothing changes: the cookie, the record and the view as always', async () => {
    const { network } = consentPage();
    addScriptTag();
    await loadWidget();
    expect(ownCookies()).toEqual(['beckon_cid']);
    expect(storedKeys()).toEqual(['beckon_state']);
    expect(network.to('/api/display/viewed/')).toHaveLength(1);
  });
});

describe('consent mode with data-consent-popups="wait"', () => {
  const waiting = { ...required, 'data-consent-popups': 'wait' };

  it('shows nothing and asks nothing until the visitor grants; then the page runs in full', async () => {
    const { network } = consentPage();
    addScriptTag(waiting);
    await loadWidget();
    expect([onScreen(), network.calls]).toEqual([[], []]);
    beckon('consent', 'granted');
    await settleConsent();
    expect(onScreen()).toEqual([popupId(1)]);
    expect(network.to(displayPath)).toHaveLength(1);
    expect(network.to('/api/display/viewed/')).toHaveLength(1);
    expect(ownCookies()).toEqual(['beckon_cid']);
  });

  it('a denial keeps it that way', async () => {
    const { network } = consentPage();
    addScriptTag(waiting);
    await loadWidget();
    beckon('consent', 'denied');
    await settleConsent();
    expect([onScreen(), network.calls, ownCookies(), storedKeys()]).toEqual([[], [], [], []]);
  });
});

describe('what the visitor does while consent is pending', () => {
  it('a lead is still sent, but the converted email and marker stay in memory until consent', async () => {
    const { network } = consentPage();
    network.on('/api/display/conversion/', () => new Response('{"success":true}') as never);
    addScriptTag(required);
    await loadWidget();
    const { submitLead } = await import('../src/runtime/leads/submit.js');
    const { loadState } = await import('../src/runtime/visitor/visitor-state.js');
    const { record } = await import('./support/runtime-page.js');
    const state = loadState();
    const outcome = await submitLead(record(1), [{ field_key: 'email', type: 'email', value: 'Ada@Example.com', name: 'Email' } as never], {
      api: 'https://beckon.test/api/display',
      clientId: CLIENT_ID,
      visitor: 'v',
      referrer: '',
      trigger: 'page_load',
      viewId: Promise.resolve(''),
      state,
      preview: false,
      guard: { honeypot: '', fillMs: 5000 },
    });
    expect(outcome).toEqual({ ok: true });
    expect(network.to('/api/display/conversion/')).toHaveLength(1);
    expect(state.convertedEmail).toBe('ada@example.com');
    expect(storedKeys()).toEqual([]);
    beckon('consent', 'granted');
    await settleConsent();
    expect(JSON.parse(localStorage.getItem('beckon_state')!)).toMatchObject({ convertedEmail: 'ada@example.com' });
  });
});
