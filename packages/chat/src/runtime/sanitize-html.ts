import { OWNER_HTML_ATTRIBUTES, OWNER_HTML_DROPPED_WITH_CONTENT, OWNER_HTML_IMAGE_SCHEMES, OWNER_HTML_LINK_SCHEMES, OWNER_HTML_TAGS } from '@beckon/core';

/**
 * The owner-authored HTML of the box (header, footer, consent message) reduced to an allow-list
 * of harmless tags and attributes before it is set as inner HTML.
 *
 * A small sanitiser of our own rather than a library (DOMPurify is ~20 KB, more than the whole
 * chat script): chat.js must stay one small self-contained file, and what it has to let through
 * is little: core's owner-HTML allow-list, the one the server applies to pop-up HTML. It parses
 * with DOMParser, whose documents run no scripts and load nothing, then copies only allowed nodes.
 */
const KEEP = new Set<string>(OWNER_HTML_TAGS);
const DROP = new Set<string>(OWNER_HTML_DROPPED_WITH_CONTENT);
type AttributeList = readonly string[];
const ATTRIBUTES: Record<string, AttributeList | undefined> = OWNER_HTML_ATTRIBUTES;
const attributesOf = (tag: string): AttributeList => [...(ATTRIBUTES[tag] ?? []), ...OWNER_HTML_ATTRIBUTES['*']];

/**
 * An address with one of `schemes`, or relative (no scheme at all). Browsers ignore control
 * characters and spaces in a scheme ('java\tscript:'), so those go before it is read.
 */
function safeUrl(value: string, schemes: readonly string[]): boolean {
  // eslint-disable-next-line no-control-regex -- the control characters are exactly what goes
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\u0000-\u0020\u007f]/g, ''))?.[1];
  return scheme === undefined || schemes.includes(scheme.toLowerCase());
}

/** The attribute as it may be copied, or null when it goes. */
function allowedValue(name: string, value: string): string | null {
  if (name === 'href') return safeUrl(value, OWNER_HTML_LINK_SCHEMES) ? value : null;
  if (name === 'src') return safeUrl(value, OWNER_HTML_IMAGE_SCHEMES) ? value : null;
  if (name === 'target') return value === '_blank' ? value : null;
  return value;
}

function copyAttributes(element: Element, copy: Element, tag: string): void {
  for (const name of attributesOf(tag)) {
    const raw = element.getAttribute(name);
    const value = raw === null ? null : allowedValue(name, raw);
    // A new tab gets no handle on this page: its rel is ours, whatever the owner wrote.
    if (value === null || (name === 'rel' && copy.hasAttribute('rel'))) continue;
    if (name === 'target') copy.setAttribute('rel', 'noopener noreferrer');
    copy.setAttribute(name, value);
  }
}

function copyAllowed(from: Node, to: Node, doc: Document): void {
  from.childNodes.forEach((child) => {
    if (child.nodeType === 3) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
      return;
    }
    if (child.nodeType !== 1) return; // comments, processing instructions
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROP.has(tag)) return;
    if (!KEEP.has(tag)) {
      copyAllowed(element, to, doc);
      return;
    }
    const copy = doc.createElement(tag);
    copyAttributes(element, copy, tag);
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
