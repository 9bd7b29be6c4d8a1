export { PopupView } from './PopupView.js';
import { popupCss as baseCss } from './styles.js';
import { withEveryType } from './type-css.js';
export { recordCssOf, typeCssOf, withEveryType } from './type-css.js';
/** The whole stylesheet, every block's and type's part included, for pages that render any pop-up (the editor's preview). */
export const popupCss = /* @__PURE__ */ withEveryType(baseCss);
export { TeaserTab, type TeaserTabProps } from './TeaserTab.js';
export { teaserCss } from './teaser-css.js';
export type { PopupViewProps, SubmitOutcome, Device } from './types.js';
