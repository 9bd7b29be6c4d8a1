/** What every Beckon embed shares. Each part is its own module, so a bundle keeps only what it uses. */
export { setLogPrefix, warn, warnOnce } from './log.js';
export { deleteCookie, listCookies, readCookie, writeCookie, type Cookie } from './cookies.js';
export { readLocal, readSession, removeLocal, removeSession, writeLocal, writeSession } from './web-storage.js';
export { adoptStyles, attachOpenShadow } from './shadow-styles.js';
export { firstBoot, type BootFlag } from './boot-sentinel.js';
export { nextTask } from './next-task.js';
export { beacon, postJson } from './beacon.js';
export { consented, gatedWrite, setConsented } from './consent-gate.js';
export { eraseOwnItems } from './erase.js';
export { readPageGlobal, setPageGlobal } from './page-globals.js';
