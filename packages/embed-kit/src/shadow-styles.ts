/** One constructed sheet per stylesheet text, shared by every shadow root that adopts it. */
const sheets = new Map<string, CSSStyleSheet>();

/**
 * An open shadow root on `element`, or, when that element cannot host one (an <a>, or one that
 * already has a shadow root of someone else's), on a new child of it.
 */
export function attachOpenShadow(element: HTMLElement): ShadowRoot {
  try {
    return element.attachShadow({ mode: 'open' });
  } catch {
    const inner = document.createElement('div');
    element.appendChild(inner);
    return inner.attachShadow({ mode: 'open' });
  }
}

/**
 * Styles for a shadow root: a constructable stylesheet where the browser has them (no CSP
 * style-src question arises), else a <style> carrying the page's CSP nonce (older Safari).
 */
export function adoptStyles(shadow: ShadowRoot, css: string, nonce: string | undefined): void {
  try {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    shadow.adoptedStyleSheets = [sheet];
  } catch {
    const style = document.createElement('style');
    if (nonce) style.nonce = nonce;
    style.textContent = css;
    shadow.appendChild(style);
  }
}
