export { PopupView } from './PopupView.js';
export { popupCss } from './styles.js';
export type { PopupViewProps, SubmitOutcome, Device } from './types.js';
