import { SUBMIT_CALLBACK_GLOBAL, type PopupEventDetail, type PopupEventName } from '@beckon/core';
import { warn, readPageGlobal } from '@beckon/embed-kit';

/** SPEC §4 events: dispatched on document and bubbling, so window listeners hear them too. */
export function dispatchPopupEvent(name: PopupEventName, detail: PopupEventDetail): void {
  try {
    document.dispatchEvent(new CustomEvent(name, { detail, bubbles: true }));
  } catch (error) {
    warn(`a ${name} listener failed`, error);
  }
}

/** SPEC §4: the optional global onpoptinSubmit callback; a failing callback must not stop the flow. */
export function callSubmitCallback(detail: PopupEventDetail): void {
  const callback = readPageGlobal(SUBMIT_CALLBACK_GLOBAL);
  if (typeof callback !== 'function') return;
  try {
    callback(detail);
  } catch (error) {
    warn(`${SUBMIT_CALLBACK_GLOBAL} failed`, error);
  }
}
