/**
 * The one allow-list for owner-authored HTML: a pop-up's `html` blocks (cleaned by the server on
 * save) and the chat box's header, footer and consent text (cleaned in the visitor's browser).
 * Text formatting, headings, lists, links and images pass; anything that runs, styles, loads a
 * frame or takes input does not.
 */
export const OWNER_HTML_TAGS = [
  'p',
  'br',
  'hr',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'mark',
  'sub',
  'sup',
  'span',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'a',
  'img',
] as const;
export type OwnerHtmlTag = (typeof OWNER_HTML_TAGS)[number];

/** Attributes kept per tag; `*` applies to every allowed tag. Links get rel="noopener noreferrer". */
export const OWNER_HTML_ATTRIBUTES = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  '*': ['class', 'lang', 'dir'],
} as const satisfies Partial<Record<OwnerHtmlTag | '*', readonly string[]>>;

/** Elements dropped together with everything inside them; any other unknown element is unwrapped. */
export const OWNER_HTML_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
  'input',
  'textarea',
  'select',
  'button',
  'option',
  'link',
  'meta',
  'title',
  'base',
] as const;

/** Where a link may go (or a relative address). */
export const OWNER_HTML_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
/** Where an image may load from (or a relative address). */
export const OWNER_HTML_IMAGE_SCHEMES = ['http', 'https', 'data'] as const;
