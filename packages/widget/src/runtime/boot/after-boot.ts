/**
 * What boot needs a moment after the page, in one chunk: each request a script starts costs the
 * host page's main thread 7–15 ms at 4× CPU (issue 22), so the visitor's clocks (started beside
 * the display call) and the navigation watch (needed once the first display is done) come
 * together.
 */
export { startVisitorTimers } from '../visitor/visitor-timers.js';
export { listenForClickDisplay, watchNavigation } from '../page/navigation.js';
