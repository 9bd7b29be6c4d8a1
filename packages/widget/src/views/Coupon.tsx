import { useEffect, useRef, useState } from 'react';
import { COUPON_TOOLTIP_MS, t, texts, type Language } from '@beckon/core';

interface CouponProps {
  code: string;
  lang: Language;
  onCopy: ((code: string) => void) | undefined;
}

/** A coupon code with a Copy button; 'Copied' shows for COUPON_TOOLTIP_MS (SPEC §9). */
export function Coupon({ code, lang, onCopy }: CouponProps) {
  const [copied, setCopied] = useState(false);
  const codeRef = useRef<HTMLElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      // No clipboard permission: select the code so the visitor can copy it themselves.
      const range = document.createRange();
      if (codeRef.current) range.selectNodeContents(codeRef.current);
      const selection = getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
    setCopied(true);
    onCopy?.(code);
    clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COUPON_TOOLTIP_MS);
  };

  return (
    <div className="bk-coupon">
      <code ref={codeRef} className="bk-coupon-code">
        {code}
      </code>
      <button type="button" className="bk-coupon-copy" onClick={() => void copy()}>
        {t(lang, texts.copyCode)}
      </button>
      <span className="bk-coupon-tip" role="status">
        {copied ? t(lang, texts.copied) : ''}
      </span>
    </div>
  );
}
