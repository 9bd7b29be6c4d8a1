import { isPopupId, PREVIEW_QUERY_PARAM, type DisplayRequest, type DisplayResponse } from '@beckon/core';
import { nextTask, warn } from '@beckon/embed-kit';
import { displayRequest, ownCookies, type PageContext } from './display-request.js';
import type { Embed } from './embed.js';
import { createEngine, type Engine } from '../engine/engine.js';
import { popupIdFromHash } from '../page/hash-link.js';
import { postJson } from '../network/send.js';
import { externalReferrer, loadState, recordPageView, visitorId } from '../visitor/visitor-state.js';
import { pageStore, storePlatformOnPage, usePageStore } from '../store/page-store.js';
import { startVisitorTimers } from '../visitor/visitor-timers.js';
import { listenForClickDisplay, watchNavigation } from '../page/navigation.js';

/** The user agent first: a phone says so there, and matchMedia costs the page a style query. */
function isMobileDevice(): boolean {
  return (
    /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent) || (innerWidth <= 767 && typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches)
  );
}

function previewIdFromUrl(): string | null {
  const id = new URLSearchParams(location.search).get(PREVIEW_QUERY_PARAM);
  return isPopupId(id) ? id : null;
}

/** Builds the visitor context, asks which pop-ups this page may show, and hands them to the engine. */
export async function boot(embed: Embed): Promise<Engine> {
  const state = loadState();
  recordPageView(state, location.href);
  const previewId = previewIdFromUrl();
  const page: PageContext = { visitor: visitorId(), mobile: isMobileDevice(), referrer: externalReferrer(), previewId };
  const api = `${embed.origin}/api/display`;
  const engine = createEngine({
    api,
    clientId: embed.clientId,
    nonce: embed.nonce,
    visitor: page.visitor,
    referrer: page.referrer,
    device: page.mobile ? 'mobile' : 'desktop',
    state,
    previewId,
    requestPayload: () => displayRequest(page, state),
  });

  // A Shopify or Wix page starts its store first: the display call carries its cart (SPEC §7).
  const platform = storePlatformOnPage();
  if (platform) {
    await import('../store/store.js')
      .then((m) => m.startStore(platform, embed, state, previewId))
      .then(usePageStore, (error: unknown) => warn('the store could not start', error));
  }
  // The visitor's clocks (SPEC §9) are timed from now.
  const since = Date.now();

  const load = async (cookies?: string) => {
    let response: DisplayResponse;
    try {
      response = await postJson<DisplayResponse, DisplayRequest>(`${api}/${encodeURIComponent(embed.clientId)}`, displayRequest(page, state, cookies));
    } catch (error) {
      // SPEC §8: a failed display request shows nothing and says nothing to the visitor.
      warn('display request failed', error);
      return;
    }
    if (response.display === 'not_allowed') {
      // Only a real plan limit answers not_allowed (a foreign domain gets an empty 'allowed').
      void import('../page/notices.js').then((m) => m.showUpgradeNotice(response, { api, clientId: embed.clientId, nonce: embed.nonce }));
      return;
    }
    const records = Array.isArray(response.poptins) ? response.poptins : [];
    if (previewId) void import('../page/notices.js').then((m) => m.showPreviewBanner(records, previewId, embed.nonce));
    engine.run(records, response.captcha);
    const fromLink = popupIdFromHash();
    if (fromLink) void engine.open(fromLink, 'on_click');
  };

  // The page the first display call is for: an app that navigates while it is on its way has
  // changed page all the same.
  const firstPage = location.href;
  // Our cookies as this task read them: the next task would ask the browser again (1.2 ms at 4×
  // CPU, issue 22). The server decides nothing by them (cookie filters are read when they run).
  const cookies = ownCookies();
  // The display call from a task after the visitor's memory was read (cookies, storage): each
  // half stays a short task on a slow phone (issue 22).
  await nextTask();
  const firstDisplay = load(cookies);
  // The clocks start in a task of their own once the display call is on its way. They are in
  // widget.js, not a chunk: asking for a chunk costs the page about as much as a small request.
  void nextTask().then(() =>
    startVisitorTimers(state, page.visitor, since, () => {
      if (state.convertedEmail && !previewId) void import('../visitor/activities.js').then((a) => a.reportSession(api, embed.clientId, state.convertedEmail));
    }),
  );
  await firstDisplay;
  // Page changes and click-display links matter only after the first display; a change of page
  // made before it came is seen as one all the same (firstPage).
  watchNavigation(firstPage, () => {
    engine.teardown();
    recordPageView(state, location.href);
    pageStore()?.pageChanged();
    void load();
  });
  listenForClickDisplay((id) => void engine.open(id));
  return engine;
}
