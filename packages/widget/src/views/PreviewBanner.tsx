import { directionOf, t, texts, type Language } from '@beckon/core';

/** SPEC §1: preview mode says it is a preview and that submitting will not work. */
export function PreviewBanner({ lang }: { lang: Language }) {
  return (
    <div className="bk-preview" role="status" dir={directionOf(lang)} lang={lang}>
      {t(lang, texts.previewBanner)}
    </div>
  );
}
