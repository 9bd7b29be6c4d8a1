import { directionOf, t, texts, type Language } from '@beckon/core';

export interface UpgradeNoticeProps {
  /** the server's reason (SPEC §6 messages) */
  message: string;
  lang: Language;
  /** the operator's upgrade page (BECKON_UPGRADE_URL); without one the notice only says why */
  upgradeUrl: string | undefined;
  onUpgrade: () => void;
  onDismiss: () => void;
}

/** SPEC §6: a plan limit's not_allowed answer stops display and shows this prompt instead; it never blocks the page. */
export function UpgradeNotice({ message, lang, upgradeUrl, onUpgrade, onDismiss }: UpgradeNoticeProps) {
  return (
    <aside className="bk-upgrade" role="status" aria-label={message} dir={directionOf(lang)} lang={lang}>
      <p className="bk-upgrade-title">{message}</p>
      {upgradeUrl && <p>{t(lang, texts.upgradePrompt)}</p>}
      {upgradeUrl && (
        <a className="bk-upgrade-link" href={upgradeUrl} target="_blank" rel="noopener" onClick={onUpgrade}>
          {t(lang, texts.upgrade)}
        </a>
      )}
      <button type="button" className="bk-upgrade-close" aria-label={t(lang, texts.close)} onClick={onDismiss}>
        ×
      </button>
    </aside>
  );
}
