import { HONEYPOT_FIELD, t, texts, type Language } from '@beckon/core';

/** Invisible to people and to assistive technology; bots that fill every field fill it. */
export function Honeypot({ lang }: { lang: Language }) {
  return (
    <div className="bk-hp" aria-hidden="true">
      <label>
        {t(lang, texts.honeypotLabel)}
        <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
