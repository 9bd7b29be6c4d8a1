export { PopupView } from './PopupView.js';
export { popupCss } from './styles.js';
export { TeaserTab, type TeaserTabProps } from './TeaserTab.js';
export { teaserCss } from './teaser-css.js';
export type { PopupViewProps, SubmitOutcome, Device } from './types.js';
