import type { DisplayResponse, Language, PopupRecord } from '@beckon/core';
import { freeEdgeOf } from '../../views/layout.js';
import { PreviewBanner } from '../../views/PreviewBanner.js';
import { UpgradeNotice } from '../../views/UpgradeNotice.js';
import { noticeCss } from '../../views/notice-css.js';
import { mountView } from '../render/render-view.js';

/** SPEC §1 preview banner, placed clear of the previewed pop-up when the display answer holds it. */
export function showPreviewBanner(records: PopupRecord[], previewId: string, nonce: string | undefined): void {
  const record = records.find((r) => r.poptin_id === previewId);
  const lang = record?.design.lang ?? 'en';
  mountView(PreviewBanner, { lang, edge: record ? freeEdgeOf(record) : 'top' }, { css: noticeCss, nonce });
}

const languageOf = (lang: string): Language => (lang.toLowerCase().startsWith('he') ? 'he' : 'en');

/** SPEC §6 upgrade prompt, from a display answer of not_allowed; what the visitor does with it goes to limitLogs (§7). */
export function showUpgradeNotice(
  response: Pick<DisplayResponse, 'message' | 'lang' | 'upgrade_url'>,
  options: { api: string; clientId: string; nonce: string | undefined },
): void {
  const { message } = response;
  const lang = languageOf(response.lang ?? '');
  // The operator's upgrade page, when set, is the one link the notice may carry: an http(s) one only.
  const upgradeUrl = typeof response.upgrade_url === 'string' && /^https?:\/\//i.test(response.upgrade_url) ? response.upgrade_url : undefined;
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
