import sanitizeHtml from 'sanitize-html';
import {
  OWNER_HTML_ATTRIBUTES,
  OWNER_HTML_DROPPED_WITH_CONTENT,
  OWNER_HTML_IMAGE_SCHEMES,
  OWNER_HTML_LINK_SCHEMES,
  OWNER_HTML_TAGS,
  sanitizeProductsBlock,
  type Block,
  type PopupDesign,
  type PopupSettings,
} from '@beckon/core';

/**
 * Owner-authored markup (the design's `html` blocks) is cleaned before it is stored, so every
 * later reader — the widget, the server's first paint, the dashboard preview — gets safe HTML.
 * The allow-list is core's (design/owner-html.ts), the one the chat's own cleaner reads too.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...OWNER_HTML_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(OWNER_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...OWNER_HTML_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...OWNER_HTML_IMAGE_SCHEMES] },
  allowProtocolRelative: true,
  nonTextTags: [...OWNER_HTML_DROPPED_WITH_CONTENT],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }, true) },
};

export function sanitizeOwnerHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

function cleanBlock(block: Block): Block {
  if (block.kind === 'html') return { ...block, html: sanitizeOwnerHtml(block.html) };
  // Product cards: known fields only, capped strings, images only http(s) or data:image.
  if (block.kind === 'products') return sanitizeProductsBlock({ ...block });
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
