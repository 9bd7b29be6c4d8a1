import sanitizeHtml from 'sanitize-html';
import { sanitizeProductsBlock, type Block, type PopupDesign, type PopupSettings } from '@beckon/core';

/**
 * Owner-authored markup (the design's `html` blocks) is cleaned before it is stored, so every
 * later reader — the widget, the server's first paint, the dashboard preview — gets safe HTML.
 * Text formatting, lists, headings, links and images pass; scripts, handlers, styles, forms and
 * frames do not, and links may only go to http(s), mailto and tel.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'mark', 'sub', 'sup', 'span', 'div', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'code', 'a', 'img'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], '*': ['class', 'lang', 'dir'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: true,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }, true) },
};

export function sanitizeOwnerHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

function cleanBlock(block: Block): Block {
  if (block.kind === 'html') return { ...block, html: sanitizeOwnerHtml(block.html) };
  // Product cards: known fields only, capped strings, images only http(s) or data:image.
  if (block.kind === 'products') return sanitizeProductsBlock(block as unknown as Record<string, unknown>);
  return block;
}

function cleanBlocks(blocks: Block[] | undefined): Block[] | undefined {
  // The schema admits only lists here; anything else is dropped rather than trusted.
  return Array.isArray(blocks) ? blocks.map(cleanBlock) : undefined;
}

function cleanScreens(screens: PopupDesign['screens']): PopupDesign['screens'] {
  return Object.fromEntries(Object.entries(screens).map(([name, blocks]) => [name, cleanBlocks(blocks)]));
}

/** The settings with every html and products block of every screen (desktop and mobile) sanitised. */
export function sanitizeSettings(settings: PopupSettings): PopupSettings {
  const { design } = settings;
  return {
    ...settings,
    design: { ...design, screens: cleanScreens(design.screens), ...(design.mobile ? { mobile: { screens: cleanScreens(design.mobile.screens) } } : {}) },
  };
}
