import type { PopupRecord } from '@beckon/core';
import { TeaserTab } from '../../views/TeaserTab.js';
import { teaserCss } from '../../views/teaser-css.js';
import type { Mounted } from '../render/mount.js';
import { mountView } from '../render/render-view.js';

let tabsOnPage = 0;

export interface Teaser {
  hide(): void;
  popupShown(): void;
  popupClosed(): void;
}

/**
 * SPEC §2 teaser modes: `always` — the tab stays; `before_show` — until the pop-up first shows;
 * `after_close` — from the moment the pop-up is closed.
 */
export function showTeaser(record: PopupRecord, options: { nonce: string | undefined; open: () => void }): Teaser {
  const mode = record.design.teaser!.mode;
  const index = tabsOnPage++;
  let mounted: Mounted | null = null;
  const show = () => {
    mounted ??= mountView(TeaserTab, { record, index, onOpen: options.open }, { css: teaserCss, nonce: options.nonce });
  };
  const hide = () => {
    mounted?.unmount();
    mounted = null;
  };
  if (mode !== 'after_close') show();
  return {
    hide() {
      hide();
      tabsOnPage = Math.max(0, tabsOnPage - 1);
    },
    popupShown: () => mode === 'before_show' && hide(),
    popupClosed: () => mode !== 'before_show' && show(),
  };
}
