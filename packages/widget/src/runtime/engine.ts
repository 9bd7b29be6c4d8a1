import {
  activeTriggers, displaySlotOf, EMBEDDED_RECHECK_MS, TRIGGER_FIELDS, frequencyAllows, isInlineType, isModalType, isOn, markClosed, markSeen, pageCountGate, POPUP_EVENTS,
  timeTriggerRemainingMs,
  type ActiveTrigger, type CaptchaConfig, type CloseTrigger, type DisplayRequest, type DisplayResponse, type PopupEventDetail, type PopupRecord, type SubmittedField, type ViewResponse,
} from '@beckon/core';
import type { Device, SubmitGuard, SubmitOutcome } from '../views/types.js';
import { dispatchPopupEvent } from './events.js';
import { warn } from './log.js';
import { mountPopup, type Mounted } from './mount.js';
import { slotQueue } from './queue.js';
import { beacon, postJson } from './send.js';
import { popupMemory, saveState, type VisitorState } from './visitor-state.js';

export interface EngineContext {
  api: string;
  clientId: string;
  nonce: string | undefined;
  visitor: string;
  referrer: string;
  device: Device;
  state: VisitorState;
  /** SPEC §1 preview mode: the pop-up id from ppt-preview; nothing is recorded */
  previewId: string | null;
  /** the display payload for this page, for the click-display call */
  requestPayload: () => DisplayRequest;
}

/** Triggers other than time are chunks: a page loads only the ones its pop-ups use. */
const LAZY_TRIGGERS = {
  scroll: () => import('./triggers/scroll.js'),
  clicks: () => import('./triggers/clicks.js'),
  inactive: () => import('./triggers/inactive.js'),
  exit: () => import('./triggers/exit.js'),
  adblock: () => import('./triggers/adblock.js'),
} as const;

/** Containers for embedded and content pop-ups are a chunk too: most pages have none. */
const containers = () => import('./embed-containers.js');

function hasFilters(record: PopupRecord): boolean {
  return Boolean(record.js_filter?.display_if_specific_js?.length || record.cookie_filter?.length || record.engagement_with_other_poptin_filter || isOn(record.source_code_target_active));
}

export interface Engine {
  /** the display response's pop-ups, and the server's human check when it has one */
  run(records: PopupRecord[], captcha?: CaptchaConfig | null): void;
  open(poptinId: string, trigger?: string): Promise<void>;
  /** SPEC §1 single-page apps: everything on screen and every armed trigger goes */
  teardown(): void;
}

export function createEngine(ctx: EngineContext): Engine {
  let records: PopupRecord[] = [];
  let generation = 0;
  let disarms: Array<() => void> = [];
  const onScreen = new Map<string, Mounted>();
  let captcha: CaptchaConfig | null = null;
  const embeddedMounts: Mounted[] = [];
  const queue = slotQueue();
  const preview = ctx.previewId !== null;
  const teasers = new Map<string, { hide: () => void; popupClosed: () => void; popupShown: () => void }>();

  const detailOf = (record: PopupRecord, extra: Partial<PopupEventDetail>): PopupEventDetail => ({
    poptin_id: record.poptin_id, poptin_type: record.poptin_type, poptin_name: record.poptin_name, ...extra,
  });

  function activity(record: PopupRecord, kind: 'viewed' | 'closed'): void {
    if (preview || !ctx.state.convertedEmail) return;
    void import('./activities.js').then((m) => m.reportActivity(ctx.api, ctx.clientId, ctx.state.convertedEmail, record.poptin_id, kind));
  }

  /** Puts a pop-up on screen (or into its embed container) and records the view. */
  function present(record: PopupRecord, trigger: string, container?: HTMLElement): void {
    const id = record.poptin_id;
    const exclusive = isModalType(record.poptin_type);
    const slot = container ? null : displaySlotOf(record);
    const memory = popupMemory(ctx.state, id, record.poptin_type);
    Object.assign(memory, markSeen(memory, { number: ctx.state.visit, now: Date.now() }));
    if (record.display_after_visit_page_active) memory.pageCountFiredVisit = ctx.state.visit;
    saveState();
    teasers.get(id)?.popupShown();

    const viewId = preview
      ? Promise.resolve('')
      : postJson<ViewResponse>(`${ctx.api}/viewed/${id}`, {
        viewer_id: record.viewer_id, trigger, client_id: ctx.clientId, type: ctx.device, url: location.href,
        converted_email: ctx.state.convertedEmail, visitor: ctx.visitor,
      }).then((r) => String(r.poptin_view_id ?? ''), (error: unknown) => {
        warn('view not recorded', error);
        return '';
      });

    const onSubmit = async (fields: SubmittedField[], guard: SubmitGuard): Promise<SubmitOutcome> => {
      const { submitLead } = await import('./submit.js');
      return submitLead(record, fields, { api: ctx.api, clientId: ctx.clientId, visitor: ctx.visitor, referrer: ctx.referrer, trigger, viewId, state: ctx.state, preview, guard });
    };

    const onClosed = (closeTrigger: CloseTrigger) => {
      mounted.unmount();
      if (!container) onScreen.delete(id);
      // SPEC §4: a pop-up that went away because it was submitted fires no poptinClose.
      if (closeTrigger !== 'submit') {
        Object.assign(memory, markClosed(memory, Date.now()));
        saveState();
        dispatchPopupEvent(POPUP_EVENTS.close, detailOf(record, { trigger, close_trigger: closeTrigger }));
        if (!preview) beacon(`${ctx.api}/closed/${id}`, { client_id: ctx.clientId, url: location.href, converted_email: ctx.state.convertedEmail, visitor: ctx.visitor, close_trigger: closeTrigger });
        activity(record, 'closed');
      }
      teasers.get(id)?.popupClosed();
      if (slot) queue.release(slot);
    };

    const onCouponCopy = (code: string) => dispatchPopupEvent(POPUP_EVENTS.couponCopy, detailOf(record, { trigger, coupon: code }));
    // SPEC §1: in preview, submitting does nothing beyond the pop-up, so it sends nobody anywhere.
    const onRedirect = preview ? undefined : (url: string) => location.assign(url);
    const loadBlockedDomains = () => import('./email-domains.js').then((m) => m.blockedEmailDomains(ctx.api));
    const mounted = mountPopup({ record, device: ctx.device, onSubmit, onClosed, onCouponCopy, onRedirect, loadBlockedDomains, captcha }, { modal: exclusive && !container, nonce: ctx.nonce, container });
    if (container) embeddedMounts.push(mounted);
    else onScreen.set(id, mounted);
    dispatchPopupEvent(POPUP_EVENTS.view, detailOf(record, { trigger }));
    activity(record, 'viewed');
  }

  function show(record: PopupRecord, trigger: string): void {
    if (onScreen.has(record.poptin_id)) return;
    const slot = displaySlotOf(record);
    if (slot) queue.request(slot, record.poptin_id, () => present(record, trigger));
    else present(record, trigger);
  }

  /** SPEC §1: embedded pop-ups fill their containers, re-checked every 5 s for late ones. */
  async function placeEmbedded(record: PopupRecord, gen: number): Promise<void> {
    const { checkReservation, emptyContainersOf } = await containers();
    if (gen !== generation) return;
    for (const container of emptyContainersOf(record.poptin_id)) {
      container.dataset.beckonFilled = '1';
      present(record, 'embedded', container);
      checkReservation(container, record.field_poptin_height);
    }
  }

  async function arm(record: PopupRecord, gen: number): Promise<void> {
    // Auto-pilot replaces the editor's triggers; its rule is fetched only by pages that use it.
    const pilot = isOn(record.auto_pilot_trigger) ? await import('./triggers/auto-pilot.js') : null;
    if (gen !== generation) return;
    const triggers = pilot ? pilot.autoPilotTriggers(ctx.device) : activeTriggers(record);
    if (triggers.length === 0) return show(record, 'page_load');
    let fired = false;
    const own: Array<() => void> = [];
    disarms.push(() => own.forEach((d) => d()));
    const fire = (trigger: ActiveTrigger['kind']) => () => {
      if (fired || gen !== generation) return;
      fired = true;
      own.forEach((d) => d());
      show(record, pilot ? pilot.AUTO_PILOT_TRIGGER_NAME : TRIGGER_FIELDS[trigger]);
    };
    // SPEC §3 triggers are OR-combined (core's activeTriggers): the first to fire shows it.
    for (const trigger of triggers) {
      if (trigger.kind === 'time') {
        const timer = setTimeout(fire('time'), timeTriggerRemainingMs(trigger, ctx.state.secondsOnSite));
        own.push(() => clearTimeout(timer));
        continue;
      }
      try {
        const module = await LAZY_TRIGGERS[trigger.kind]();
        if (fired || gen !== generation) return;
        const disarm = (module.arm as (t: ActiveTrigger, f: () => void) => () => void)(trigger, fire(trigger.kind));
        if (fired) disarm();
        else own.push(disarm);
      } catch (error) {
        warn(`the ${trigger.kind} trigger could not load`, error);
      }
    }
  }

  async function consider(record: PopupRecord, gen: number): Promise<void> {
    if (preview) {
      if (record.poptin_id !== ctx.previewId) return;
      if (!isInlineType(record.poptin_type)) return show(record, 'preview');
      (await containers()).previewContainer(record.poptin_id);
      return placeEmbedded(record, gen);
    }
    if (isInlineType(record.poptin_type)) return placeEmbedded(record, gen);
    // On-click pop-ups wait for their link or button.
    if (isOn(record.on_click)) return;
    const memory = ctx.state.popups[record.poptin_id];
    if (!frequencyAllows(record, memory, { number: ctx.state.visit, now: Date.now() })) return;
    if (!pageCountGate(record, { pagesViewed: ctx.state.sessionPages.length, firedThisSession: memory?.pageCountFiredVisit === ctx.state.visit })) return;
    if (hasFilters(record)) {
      const { recordPassesFilters } = await import('./filter-environment.js');
      if (gen !== generation || !recordPassesFilters(record, ctx.state)) return;
    }
    if (isOn(record.is_teasers_on) && record.design.teaser) {
      const { showTeaser } = await import('./teaser.js');
      if (gen !== generation) return;
      teasers.set(record.poptin_id, showTeaser(record, { nonce: ctx.nonce, open: () => show(record, 'teaser') }));
    }
    await arm(record, gen);
  }

  let embedTimer: ReturnType<typeof setInterval> | undefined;

  return {
    run(next, check) {
      records = next;
      captcha = check ?? null;
      const gen = generation;
      for (const record of records) {
        consider(record, gen).catch((error: unknown) => warn(`pop-up ${record.poptin_id} could not start`, error));
      }
      if (preview) return;
      if (document.querySelector('[data-beckon-embed]')) {
        containers().then((m) => gen === generation && m.releaseUnused(records), (error: unknown) => warn('embed containers could not load', error));
      }
      const embedded = records.filter((r) => isInlineType(r.poptin_type));
      if (embedded.length > 0) {
        embedTimer = setInterval(() => embedded.forEach((r) => placeEmbedded(r, gen).catch((error: unknown) => warn(`pop-up ${r.poptin_id} could not start`, error))), EMBEDDED_RECHECK_MS);
      }
    },

    async open(poptinId, trigger = 'on_click') {
      let record = records.find((r) => r.poptin_id === poptinId);
      if (!record) {
        // Not among this page's pop-ups: ask the click-display path for it (SPEC §7).
        try {
          const response = await postJson<DisplayResponse>(`${ctx.api}/click/${poptinId}`, ctx.requestPayload());
          record = response.poptins?.find((r) => r.poptin_id === poptinId);
        } catch (error) {
          warn(`pop-up ${poptinId} could not be fetched`, error);
        }
      }
      if (record) show(record, trigger);
      else warn(`no pop-up ${poptinId} for this page`);
    },

    teardown() {
      generation += 1;
      disarms.forEach((d) => d());
      disarms = [];
      clearInterval(embedTimer);
      queue.clear();
      for (const mounted of [...onScreen.values(), ...embeddedMounts.splice(0)]) mounted.unmount();
      onScreen.clear();
      teasers.forEach((teaser) => teaser.hide());
      teasers.clear();
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('[data-beckon-filled]'))) delete el.dataset.beckonFilled;
    },
  };
}
