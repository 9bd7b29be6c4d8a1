const added = new Set<string>();

/** The nonce of the script tag that loaded the kit, for a page whose CSP asks for one. */
function scriptNonce(): string | undefined {
  const script = document.querySelector<HTMLScriptElement>('script[nonce][src*="/sdk/content"]');
  return script?.nonce || undefined;
}

/**
 * A part's stylesheet, once per page, only when that part is used. A constructed sheet adopted
 * by the document adds no element to the page and needs no CSP style-src; where that is missing,
 * a <style> in the head carries the page's nonce. Every rule sits under a beckon- class, inside
 * :where(), so it weighs nothing against the publisher's own CSS.
 */
export function addPageStyles(css: string): void {
  if (added.has(css)) return;
  added.add(css);
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    const style = document.createElement('style');
    const nonce = scriptNonce();
    if (nonce) style.nonce = nonce;
    style.textContent = css;
    document.head.appendChild(style);
  }
}
