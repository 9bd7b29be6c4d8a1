import type { Language, ShareConfig, SharedPage, ShareServiceKey } from '@beckon/core';

/** What a bar's controls share, and what they do when shared. */
export interface BarContext {
  config: ShareConfig;
  lang: Language;
  dir: 'ltr' | 'rtl';
  page: SharedPage;
  /** the id of the bar's hidden 'Opens in a new window' note (aria-describedby) */
  newWindowNote: string;
  /** says a result in the bar's live region */
  say(message: string): void;
  /** a share made through the bar: counted, when counts are on */
  shared(service: ShareServiceKey): void;
}

/** The device's own share dialog, where it has one. */
export function nativeShareAvailable(): boolean {
  return typeof navigator.share === 'function';
}
