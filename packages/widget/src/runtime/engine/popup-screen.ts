import { displaySlotOf, isModalType, markSeen, POPUP_EVENTS, type CaptchaConfig, type CloseTrigger, type PopupRecord, type SubmittedField } from '@beckon/core';
import type { SubmitGuard, SubmitOutcome } from '../../views/types.js';
import { containers, type EngineContext, type StillCurrent } from './engine-context.js';
import { dispatchPopupEvent } from './events.js';
import { mountPopup, type Mounted } from '../render/mount.js';
import { detailOf, reportActivity, reportClosed } from './popup-reports.js';
import { popupMemory, saveState } from '../visitor/visitor-state.js';
import { slotQueue } from './queue.js';
import { recordView } from './view-record.js';
import type { Teaser } from '../page/teaser.js';
import type { GameViews } from '../../views/games/types.js';

/** What is on the page: pop-ups on screen and in containers, their teasers, and whose turn is next. */
export interface PopupScreen {
  /** shows a pop-up once it is its screen slot's turn (issue 15); one already on screen stays */
  show(record: PopupRecord, trigger: string): void;
  /** SPEC §1: embedded pop-ups fill their empty containers */
  placeEmbedded(record: PopupRecord, current: StillCurrent): Promise<void>;
  addTeaser(poptinId: string, teaser: Teaser): void;
  /** the server's human check, for the forms shown from now on */
  useCaptcha(captcha: CaptchaConfig | null): void;
  /** everything goes: pop-ups, teasers, waiting turns, container marks */
  clear(): void;
}

/** Sends a lead of this pop-up (the submit path is a chunk of its own). */
function leadSender(ctx: EngineContext, record: PopupRecord, trigger: string, viewId: Promise<string>, preview: boolean) {
  return async (fields: SubmittedField[], guard: SubmitGuard): Promise<SubmitOutcome> => {
    const { submitLead } = await import('../leads/submit.js');
    return submitLead(record, fields, {
      api: ctx.api,
      clientId: ctx.clientId,
      visitor: ctx.visitor,
      referrer: ctx.referrer,
      trigger,
      viewId,
      state: ctx.state,
      preview,
      guard,
    });
  };
}

export function popupScreen(ctx: EngineContext): PopupScreen {
  const onScreen = new Map<string, Mounted>();
  const embeddedMounts: Mounted[] = [];
  const queue = slotQueue();
  const teasers = new Map<string, Teaser>();
  let captcha: CaptchaConfig | null = null;

  /** Puts a pop-up on screen (or into its embed container) and records the view. */
  function present(record: PopupRecord, trigger: string, container?: HTMLElement, games?: GameViews): void {
    const id = record.poptin_id;
    const preview = ctx.previewId !== null;
    const slot = container ? null : displaySlotOf(record);
    // Remembered as seen on this visit: the frequency and page-count rules read it.
    const memory = popupMemory(ctx.state, id, record.poptin_type);
    Object.assign(memory, markSeen(memory, { number: ctx.state.visit, now: Date.now() }));
    if (record.display_after_visit_page_active) memory.pageCountFiredVisit = ctx.state.visit;
    saveState();
    teasers.get(id)?.popupShown();
    const viewId = recordView(ctx, record, trigger);
    const onSubmit = leadSender(ctx, record, trigger, viewId, preview);
    const onClosed = (closeTrigger: CloseTrigger) => {
      mounted.unmount();
      if (!container) onScreen.delete(id);
      if (closeTrigger !== 'submit') reportClosed(ctx, record, memory, trigger, closeTrigger);
      teasers.get(id)?.popupClosed();
      if (slot) queue.release(slot);
    };
    const onCouponCopy = (code: string) => dispatchPopupEvent(POPUP_EVENTS.couponCopy, detailOf(record, { trigger, coupon: code }));
    // SPEC §1: in preview, submitting does nothing beyond the pop-up, so it sends nobody anywhere.
    const onRedirect = preview ? undefined : (url: string) => location.assign(url);
    const loadBlockedDomains = () => import('../leads/email-domains.js').then((m) => m.blockedEmailDomains(ctx.api));
    // SPEC §1 preview records nothing: the view draws a prize of its own (views/games/local-draw.ts).
    const onPlay = record.poptin_type === 'gamified' && !preview ? () => import('./game-play.js').then((m) => m.playGame(ctx, record, viewId)) : undefined;
    const mounted = mountPopup(
      { record, api: ctx.api, device: ctx.device, onSubmit, onClosed, onCouponCopy, onRedirect, loadBlockedDomains, captcha, games, onPlay },
      { modal: isModalType(record.poptin_type) && !container, nonce: ctx.nonce, container },
    );
    if (container) embeddedMounts.push(mounted);
    else onScreen.set(id, mounted);
    dispatchPopupEvent(POPUP_EVENTS.view, detailOf(record, { trigger }));
    reportActivity(ctx, record, 'viewed');
  }

  // Games load first (game-play.ts); a page changed meanwhile (clear) drops what was asked before.
  let epoch = 0;
  const withGames = (record: PopupRecord, go: (games?: GameViews) => void): void => {
    if (record.poptin_type !== 'gamified') return go();
    const asked = epoch;
    void import('./game-play.js').then((m) => m.loadGames()).then((games) => asked === epoch && go(games));
  };

  return {
    show(record, trigger) {
      if (onScreen.has(record.poptin_id)) return;
      const slot = displaySlotOf(record);
      if (slot) queue.request(slot, record.poptin_id, () => withGames(record, (games) => present(record, trigger, undefined, games)));
      else withGames(record, (games) => present(record, trigger, undefined, games));
    },
    async placeEmbedded(record, current) {
      const { checkReservation, emptyContainersOf } = await containers();
      if (!current()) return;
      for (const container of emptyContainersOf(record.poptin_id)) {
        container.dataset.beckonFilled = '1';
        present(record, 'embedded', container);
        checkReservation(container, record.field_poptin_height);
      }
    },
    addTeaser: (poptinId, teaser) => teasers.set(poptinId, teaser),
    useCaptcha(next) {
      captcha = next;
    },
    clear() {
      epoch += 1;
      queue.clear();
      for (const mounted of [...onScreen.values(), ...embeddedMounts.splice(0)]) mounted.unmount();
      onScreen.clear();
      teasers.forEach((teaser) => teaser.hide());
      teasers.clear();
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('[data-beckon-filled]'))) delete el.dataset.beckonFilled;
    },
  };
}
