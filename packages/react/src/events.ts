/**
 * The DOM events the widget dispatches on `document` (SPEC §4), with what each one's `detail`
 * carries. Written out here rather than imported so that the published types stand alone; the
 * tests tie them to core's PopupEventName and PopupEventDetail, so a change there fails here.
 */
export interface BeckonEventBase {
  /** the 13-character pop-up id */
  poptin_id: string;
  /** lightbox, bar, embedded, gamified… */
  poptin_type: string;
  poptin_name: string;
  /** what showed the pop-up: on_click, embedded, display_after_sec_active… */
  trigger: string;
}

export interface BeckonEvents {
  poptinView: BeckonEventBase;
  /** a lead was sent: `fields` by field key (email, first_name…) */
  poptinSubmit: BeckonEventBase & { fields: Record<string, string> };
  /** closed by the visitor or a timer, never by a submit */
  poptinClose: BeckonEventBase & { close_trigger: string };
  couponCopy: BeckonEventBase & { coupon: string };
}

export type BeckonEventName = keyof BeckonEvents;

export type BeckonEventHandler<N extends BeckonEventName> = (detail: BeckonEvents[N], event: CustomEvent<BeckonEvents[N]>) => void;

/** Listens to one pop-up event until the returned function is called; on a server, does nothing. */
export function onBeckonEvent<N extends BeckonEventName>(name: N, handler: BeckonEventHandler<N>): () => void {
  if (typeof document === 'undefined') return () => {};
  const listener = (event: Event) => {
    const custom = event as CustomEvent<BeckonEvents[N]>;
    handler(custom.detail, custom);
  };
  document.addEventListener(name, listener);
  return () => document.removeEventListener(name, listener);
}
