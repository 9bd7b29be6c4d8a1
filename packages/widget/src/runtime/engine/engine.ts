import { EMBEDDED_RECHECK_MS, isInlineType, type CaptchaConfig, type DisplayRequest, type DisplayResponse, type PopupRecord } from '@beckon/core';
import { warn } from '@beckon/embed-kit';
import { consider } from './consider.js';
import { containers, type EngineContext } from './engine-context.js';
import { popupScreen } from './popup-screen.js';
import { postJson } from '../network/send.js';

export type { EngineContext } from './engine-context.js';

export interface Engine {
  /** the display response's pop-ups, and the server's human check when it has one */
  run(records: PopupRecord[], captcha?: CaptchaConfig | null): void;
  open(poptinId: string, trigger?: string): Promise<void>;
  /** SPEC §1 single-page apps: everything on screen and every armed trigger goes */
  teardown(): void;
}

const couldNotStart = (record: PopupRecord) => (error: unknown) => warn(`pop-up ${record.poptin_id} could not start`, error);

/** The pop-ups of one page view: decided, armed, shown and recorded; boot feeds it display responses. */
export function createEngine(ctx: EngineContext): Engine {
  const screen = popupScreen(ctx);
  let records: PopupRecord[] = [];
  let generation = 0;
  let disarms: Array<() => void> = [];
  let embedTimer: ReturnType<typeof setInterval> | undefined;

  return {
    run(next, check) {
      records = next;
      screen.useCaptcha(check ?? null);
      const gen = generation;
      const current = () => gen === generation;
      for (const record of records) consider(ctx, record, current, screen, disarms).catch(couldNotStart(record));
      if (ctx.previewId !== null) return;
      if (document.querySelector('[data-beckon-embed]')) {
        containers().then(
          (m) => current() && m.releaseUnused(records),
          (error: unknown) => warn('embed containers could not load', error),
        );
      }
      const embedded = records.filter((r) => isInlineType(r.poptin_type));
      if (embedded.length > 0) {
        embedTimer = setInterval(() => embedded.forEach((r) => screen.placeEmbedded(r, current).catch(couldNotStart(r))), EMBEDDED_RECHECK_MS);
      }
    },

    async open(poptinId, trigger = 'on_click') {
      let record = records.find((r) => r.poptin_id === poptinId);
      if (!record) {
        // Not among this page's pop-ups: ask the click-display path for it (SPEC §7).
        try {
          const response = await postJson<DisplayResponse, DisplayRequest>(`${ctx.api}/click/${poptinId}`, ctx.requestPayload());
          record = response.poptins?.find((r) => r.poptin_id === poptinId);
        } catch (error) {
          warn(`pop-up ${poptinId} could not be fetched`, error);
        }
      }
      if (record) screen.show(record, trigger);
      else warn(`no pop-up ${poptinId} for this page`);
    },

    teardown() {
      generation += 1;
      disarms.forEach((d) => d());
      disarms = [];
      clearInterval(embedTimer);
      screen.clear();
    },
  };
}
