import { isPopupId, PREVIEW_QUERY_PARAM, type DisplayResponse, type Language } from '@beckon/core';
import { displayRequest, type PageContext } from './display-request.js';
import type { Embed } from './embed.js';
import { startCookieRefresh } from './cookie-refresh.js';
import { createEngine, type Engine } from './engine.js';
import { warn } from './log.js';
import { listenForClickDisplay, popupIdFromHash, watchNavigation } from './navigation.js';
import { startSessionTimer } from './session-timer.js';
import { postJson } from './send.js';
import { externalReferrer, loadState, recordPageView, visitorId } from './visitor-state.js';

function isMobileDevice(): boolean {
  const coarse = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  return /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent) || (coarse && innerWidth <= 767);
}

function previewIdFromUrl(): string | null {
  const id = new URLSearchParams(location.search).get(PREVIEW_QUERY_PARAM);
  return isPopupId(id) ? id : null;
}

const languageOf = (lang: string): Language => (lang.toLowerCase().startsWith('he') ? 'he' : 'en');

/** Builds the visitor context, asks which pop-ups this page may show, and hands them to the engine. */
export async function boot(embed: Embed): Promise<Engine> {
  const state = loadState();
  recordPageView(state, location.href);
  const previewId = previewIdFromUrl();
  const page: PageContext = { visitor: visitorId(), mobile: isMobileDevice(), referrer: externalReferrer(), previewId };
  const api = `${embed.origin}/api/display`;
  const engine = createEngine({
    api, clientId: embed.clientId, nonce: embed.nonce, visitor: page.visitor, referrer: page.referrer,
    device: page.mobile ? 'mobile' : 'desktop', state, previewId, requestPayload: () => displayRequest(page, state),
  });

  startCookieRefresh(page.visitor);
  startSessionTimer(state, () => {
    if (state.convertedEmail && !previewId) void import('./activities.js').then((m) => m.reportSession(api, embed.clientId, state.convertedEmail));
  });

  const load = async () => {
    let response: DisplayResponse;
    try {
      response = await postJson<DisplayResponse>(`${api}/${encodeURIComponent(embed.clientId)}`, displayRequest(page, state));
    } catch (error) {
      // SPEC §8: a failed display request shows nothing and says nothing to the visitor.
      warn('display request failed', error);
      return;
    }
    if (response.display === 'not_allowed') {
      // Only a real plan limit answers not_allowed (a foreign domain gets an empty 'allowed').
      void import('./notices.js').then((m) => m.showUpgradeNotice(response.message, languageOf(response.lang ?? ''), { api, upgradeUrl: response.upgrade_url, clientId: embed.clientId, nonce: embed.nonce }));
      return;
    }
    const records = Array.isArray(response.poptins) ? response.poptins : [];
    if (previewId) {
      const previewed = records.find((r) => r.poptin_id === previewId);
      void import('./notices.js').then((m) => m.showPreviewBanner(previewed, embed.nonce));
    }
    engine.run(records, response.captcha);
    const fromLink = popupIdFromHash();
    if (fromLink) void engine.open(fromLink, 'on_click');
  };

  await load();
  watchNavigation(() => {
    engine.teardown();
    recordPageView(state, location.href);
    void load();
  });
  listenForClickDisplay((id) => void engine.open(id));
  return engine;
}
