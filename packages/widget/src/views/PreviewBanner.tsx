import { directionOf, t, texts, type Language } from '@beckon/core';

/** SPEC §1: preview mode says it is a preview and that submitting will not work. */
export function PreviewBanner({ lang, edge }: { lang: Language; edge: 'top' | 'bottom' }) {
  // It sits on the edge the pop-up leaves free, so it never covers a top bar or a close button.
  return (
    <div className={`bk-preview bk-preview-${edge}`} role="status" dir={directionOf(lang)} lang={lang}>
      {t(lang, texts.previewBanner)}
    </div>
  );
}
