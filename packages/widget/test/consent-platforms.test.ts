import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { cleanPageEachTest, onScreen, popupId } from './support/runtime-page.js';
import { addScriptTag, beckon, consentPage, loadWidget, ownCookies, settleConsent, storedKeys, trackingCalls } from './support/consent-page.js';

vi.mock('../src/runtime/render/mount.js', () => import('./support/runtime-page.js').then((m) => m.fakeMount));

cleanPageEachTest();

type Page = Record<string, unknown>;
const page = window as unknown as Page;
const PLATFORM_GLOBALS = ['dataLayer', '__tcfapi', 'OneTrust', 'OnetrustActiveGroups', 'Cookiebot'];
const required = { 'data-consent': 'required' };

/** The page's consent platform stands in for itself; each test removes it again. */
function platform(globals: Page): void {
  Object.assign(page, globals);
  onTestFinished(() => PLATFORM_GLOBALS.forEach((name) => delete page[name]));
}

/** What gtag() pushes: its `arguments` object. */
const gtag = function (): IArguments {
  // eslint-disable-next-line prefer-rest-params -- gtag() pushes exactly this object
  return arguments;
} as (...args: unknown[]) => IArguments;

const nothingStored = () => [ownCookies(), storedKeys()];

describe('the consent platforms, read on a page in consent mode', () => {
  it('Google Consent Mode: a default denial is pending; an update grants, and is seen by the next read', async () => {
    const dataLayer: unknown[] = [gtag('consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied' })];
    platform({ dataLayer });
    const { network } = consentPage();
    addScriptTag(required);
    await loadWidget();
    expect(onScreen()).toEqual([popupId(1)]);
    expect(nothingStored()).toEqual([[], []]);
    dataLayer.push(gtag('consent', 'update', { analytics_storage: 'granted' }));
    await vi.advanceTimersByTimeAsync(1000);
    await settleConsent();
    expect(ownCookies()).toEqual(['beckon_cid']);
    expect(trackingCalls(network)).toEqual([]);
    dataLayer.push(gtag('consent', 'update', { analytics_storage: 'denied' }));
    await vi.advanceTimersByTimeAsync(1000);
    await settleConsent();
    expect(nothingStored()).toEqual([[], []]);
  });

  it('IAB TCF v2: purpose 1 in a stored decision grants; the visitor withdrawing it denies and erases', async () => {
    let listener: ((tcData: unknown, success: boolean) => void) | undefined;
    const tcfapi = vi.fn((command: string, version: number, callback: (tcData: unknown, success: boolean) => void) => {
      if (command === 'addEventListener' && version === 2) listener = callback;
    });
    platform({ __tcfapi: tcfapi });
    consentPage();
    addScriptTag(required);
    await loadWidget();
    expect(listener).toBeTypeOf('function');
    listener!({ eventStatus: 'cmpuishown', gdprApplies: true, purpose: { consents: {} } }, true);
    await settleConsent();
    expect(nothingStored()).toEqual([[], []]);
    listener!({ eventStatus: 'useractioncomplete', gdprApplies: true, purpose: { consents: { 1: true } } }, true);
    await settleConsent();
    expect(ownCookies()).toEqual(['beckon_cid']);
    expect(storedKeys()).toEqual(['beckon_state']);
    listener!({ eventStatus: 'useractioncomplete', gdprApplies: true, purpose: { consents: { 1: false } } }, true);
    await settleConsent();
    expect(nothingStored()).toEqual([[], []]);
    expect(tcfapi).toHaveBeenCalledTimes(1);
  });

  it('OneTrust: the performance group arriving through OnConsentChanged grants', async () => {
    let changed: (() => void) | undefined;
    platform({
      OnetrustActiveGroups: ',C0001,',
      OneTrust: { IsAlertBoxClosed: () => false, OnConsentChanged: (callback: () => void) => (changed = callback) },
    });
    consentPage();
    addScriptTag(required);
    await loadWidget();
    expect(nothingStored()).toEqual([[], []]);
    page.OnetrustActiveGroups = ',C0001,C0002,';
    changed!();
    await settleConsent();
    expect(ownCookies()).toEqual(['beckon_cid']);
  });

  it('Cookiebot: accepting statistics grants at its event; declining denies and erases', async () => {
    const cookiebot = { consent: { necessary: true, statistics: false }, hasResponse: false };
    platform({ Cookiebot: cookiebot });
    consentPage();
    addScriptTag(required);
    await loadWidget();
    expect(nothingStored()).toEqual([[], []]);
    Object.assign(cookiebot, { consent: { necessary: true, statistics: true }, hasResponse: true });
    window.dispatchEvent(new Event('CookiebotOnAccept'));
    await settleConsent();
    expect(ownCookies()).toEqual(['beckon_cid']);
    Object.assign(cookiebot, { consent: { necessary: true, statistics: false } });
    window.dispatchEvent(new Event('CookiebotOnDecline'));
    await settleConsent();
    expect(nothingStored()).toEqual([[], []]);
  });

  it("a visitor who consented on an earlier page: the platform's stored answer is read before the pop-up shows, so its view counts", async () => {
    platform({ dataLayer: [gtag('consent', 'default', { analytics_storage: 'denied' }), gtag('consent', 'update', { analytics_storage: 'granted' })] });
    const { network } = consentPage();
    addScriptTag(required);
    await loadWidget();
    expect(onScreen()).toEqual([popupId(1)]);
    expect(network.to('/api/display/viewed/')).toHaveLength(1);
  });

  it('a platform that arrives after the widget is read on the next check', async () => {
    consentPage();
    addScriptTag(required);
    await loadWidget();
    platform({ Cookiebot: { consent: { statistics: true }, hasResponse: true } });
    await vi.advanceTimersByTimeAsync(1000);
    await settleConsent();
    expect(ownCookies()).toEqual(['beckon_cid']);
  });

  it("the page's own command has the last word until a platform changes its answer", async () => {
    platform({ Cookiebot: { consent: { statistics: true }, hasResponse: true } });
    consentPage();
    addScriptTag(required);
    await loadWidget();
    expect(ownCookies()).toEqual(['beckon_cid']);
    beckon('consent', 'denied');
    await vi.advanceTimersByTimeAsync(5000);
    await settleConsent();
    expect(nothingStored()).toEqual([[], []]);
  });

  it('hostile platforms (a throwing TCF API, OneTrust without functions, a getter that throws) break nothing', async () => {
    platform({
      __tcfapi: () => {
        throw new Error('cmp broken');
      },
      OneTrust: { IsAlertBoxClosed: 'yes', OnConsentChanged: 42 },
      OnetrustActiveGroups: 12,
    });
    Object.defineProperty(page, 'Cookiebot', {
      configurable: true,
      get() {
        throw new Error('no');
      },
    });
    const errors: unknown[] = [];
    window.addEventListener('error', (e) => errors.push(e));
    consentPage();
    addScriptTag(required);
    await loadWidget();
    await vi.advanceTimersByTimeAsync(3000);
    await settleConsent();
    expect(onScreen()).toEqual([popupId(1)]);
    expect([nothingStored(), errors]).toEqual([[[], []], []]);
  });

  it('without consent mode, no platform is read', async () => {
    const tcfapi = vi.fn();
    platform({ __tcfapi: tcfapi, dataLayer: [gtag('consent', 'update', { analytics_storage: 'denied' })] });
    consentPage();
    addScriptTag();
    await loadWidget();
    await vi.advanceTimersByTimeAsync(3000);
    expect(tcfapi).not.toHaveBeenCalled();
    expect(ownCookies()).toEqual(['beckon_cid']);
  });
});
