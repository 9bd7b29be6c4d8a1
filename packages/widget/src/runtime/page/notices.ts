import type { Language, PopupRecord } from '@beckon/core';
import { freeEdgeOf } from '../../views/layout.js';
import { PreviewBanner } from '../../views/PreviewBanner.js';
import { UpgradeNotice } from '../../views/UpgradeNotice.js';
import { noticeCss } from '../../views/notice-css.js';
import { mountView } from '../render/render-view.js';

export function showPreviewBanner(record: PopupRecord | undefined, nonce: string | undefined): void {
  const lang = record?.design.lang ?? 'en';
  mountView(PreviewBanner, { lang, edge: record ? freeEdgeOf(record) : 'top' }, { css: noticeCss, nonce });
}

/** SPEC §6 upgrade prompt; what the visitor does with it goes to limitLogs (§7). */
export function showUpgradeNotice(
  message: string,
  lang: Language,
  options: { api: string; upgradeUrl: unknown; clientId: string; nonce: string | undefined },
): void {
  // The operator's upgrade page, when set, is the one link the notice may carry: an http(s) one only.
  const upgradeUrl = typeof options.upgradeUrl === 'string' && /^https?:\/\//i.test(options.upgradeUrl) ? options.upgradeUrl : undefined;
  const log = (status: string) => {
    fetch(`${options.api}/limitLogs/${encodeURIComponent(options.clientId)}?status=${status}&id=${encodeURIComponent(message)}`, {
      credentials: 'omit',
      keepalive: true,
    }).catch(() => {});
  };
  const mounted = mountView(
    UpgradeNotice,
    {
      message,
      lang,
      upgradeUrl,
      onUpgrade: () => log('clicked'),
      onDismiss: () => {
        log('closed');
        mounted.unmount();
      },
    },
    { css: noticeCss, nonce: options.nonce },
  );
  log('viewed');
}
