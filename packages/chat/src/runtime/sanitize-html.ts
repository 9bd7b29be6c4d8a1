/**
 * The owner-authored HTML of the box (header, footer, consent message) reduced to an allow-list
 * of harmless tags and attributes before it is set as inner HTML.
 *
 * A small sanitiser of our own rather than a library (DOMPurify is ~20 KB, more than the whole
 * chat script): chat.js must stay one small self-contained file, and what it has to let through
 * is little — text formatting, headings, lists, links and images. It parses with DOMParser,
 * whose documents run no scripts and load nothing, then copies only allowed nodes across.
 */
const KEEP = /^(A|B|STRONG|I|EM|U|S|SMALL|MARK|SUB|SUP|BR|HR|P|SPAN|DIV|H[1-6]|UL|OL|LI|BLOCKQUOTE|CODE|IMG)$/;
/** Dropped with everything inside; any other element is unwrapped to its content. */
const DROP = /^(SCRIPT|STYLE|IFRAME|FRAME|OBJECT|EMBED|TEMPLATE|NOSCRIPT|SVG|MATH|FORM|INPUT|TEXTAREA|SELECT|BUTTON|OPTION|LINK|META|TITLE|BASE)$/;
const ATTRIBUTES = ['href', 'src', 'alt', 'title', 'target', 'width', 'height'];
/** Link and image addresses: http(s), mailto and tel, or relative. Browsers ignore control characters and spaces in a scheme ('java\tscript:'). */
const SAFE_URL = /^(?![a-z][a-z0-9+.-]*:)|^(https?|mailto|tel):/i;

function copyAllowed(from: Node, to: Node, doc: Document): void {
  from.childNodes.forEach((child) => {
    if (child.nodeType === 3) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
      return;
    }
    if (child.nodeType !== 1) return; // comments, processing instructions
    const element = child as Element;
    const tag = element.tagName.toUpperCase();
    if (DROP.test(tag)) return;
    if (!KEEP.test(tag)) {
      copyAllowed(element, to, doc);
      return;
    }
    const copy = doc.createElement(tag);
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value === null || ((name === 'href' || name === 'src') && !SAFE_URL.test(value.replace(/[\u0000-\u0020\u007f]/g, '')))) continue;
      if (name === 'target') {
        if (value !== '_blank') continue;
        copy.setAttribute('rel', 'noopener noreferrer');
      }
      copy.setAttribute(name, value);
    }
    to.appendChild(copy);
    copyAllowed(element, copy, doc);
  });
}

export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const out = parsed.createElement('div');
  copyAllowed(parsed.body, out, parsed);
  return out.innerHTML;
}
