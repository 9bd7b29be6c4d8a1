/** SPEC §4 DOM events the widget dispatches (on document, bubbling to window). */
export const POPUP_EVENTS = {
  view: 'poptinView',
  close: 'poptinClose',
  couponCopy: 'couponCopy',
  submit: 'poptinSubmit',
} as const;
export type PopupEventName = (typeof POPUP_EVENTS)[keyof typeof POPUP_EVENTS];

/** SPEC §4: the optional global callback called after a submit. */
export const SUBMIT_CALLBACK_GLOBAL = 'onpoptinSubmit';

/** What every pop-up event carries in `detail`. */
export interface PopupEventDetail {
  poptin_id: string;
  poptin_type: string;
  poptin_name: string;
  trigger?: string;
  close_trigger?: string;
  fields?: Record<string, string>;
  /** the code a couponCopy event is about */
  coupon?: string;
}

/**
 * Issue 5: a form field's focus and blur, pushed to the page's tag-manager data layer
 * (`window.dataLayer`) when the page has one, so owners can measure where visitors drop off.
 */
export const DATA_LAYER_EVENTS = { focus: 'poptinFieldFocus', blur: 'poptinFieldBlur' } as const;
export const DATA_LAYER_GLOBAL = 'dataLayer';
