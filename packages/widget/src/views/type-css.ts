import { blockKindsOf, type PopupRecord, type PopupType } from '@beckon/core';
import { BLOCK_PARTS } from './block-css.js';

/**
 * What only some types need, apart from the lightbox's stylesheet (styles.ts), so the first
 * lightbox downloads none of it (issue 23, the 14 KB first round trip). The server sends a
 * pop-up's own part with its record (`poptin_css`, render/popup-html.ts), and the widget adopts
 * it with the base sheet before the first paint: the layout is right from the first frame.
 * Adopted after the base sheet, so a rule here wins a tie of specificity.
 */

/** Corner boxes: slide-in, social and browsing sit over a corner or an edge of the page. */
const CORNER = `
.bk-type-sside,.bk-type-social,.bk-type-browsing{position:fixed;margin:0;z-index:2147483647;max-height:calc(100vh - 32px);overflow-y:auto}
.bk-type-sside.bk-v-top,.bk-type-social.bk-v-top,.bk-type-browsing.bk-v-top{top:16px}
.bk-type-sside.bk-v-bottom,.bk-type-social.bk-v-bottom,.bk-type-browsing.bk-v-bottom{bottom:16px}
.bk-type-sside.bk-v-middle,.bk-type-social.bk-v-middle,.bk-type-browsing.bk-v-middle{top:50%;translate:0 -50%}
.bk-type-sside.bk-h-left,.bk-type-social.bk-h-left,.bk-type-browsing.bk-h-left{left:16px}
.bk-type-sside.bk-h-right,.bk-type-social.bk-h-right,.bk-type-browsing.bk-h-right{right:16px}
.bk-type-sside.bk-h-center,.bk-type-social.bk-h-center,.bk-type-browsing.bk-h-center{left:50%;translate:-50% 0}
`;

const BROWSING = `
.bk-type-browsing{padding:32px 20px 20px;font-size:14px}
.bk-type-browsing .bk-heading{font-size:18px}
.bk-type-browsing.bk-media-top .bk-media{margin:-32px -20px 16px}
.bk-type-browsing.bk-media-bottom .bk-media{margin:16px -20px -20px}
`;

/**
 * A bar spans the page. From 1024 px its blocks sit on one line (a grid of one row: heading,
 * text, form, button), a vertical format with its heading over its text; below that they wrap,
 * and on a phone they stack. Product cards and a ticker take a row of their own at every
 * width: squeezed into the one line, cards stacked over the text and a ticker into a column. A picture beside the content shows as a thumbnail where there is
 * room for it (not on a phone, nor on a one-line bar under 1200 px). The X sits in
 * the padding at the inline end, so nothing runs under it.
 */
const BAR = `
.bk-popup.bk-type-bar{position:fixed;left:0;right:0;z-index:2147483647;display:flex;flex-direction:row;align-items:safe center;gap:16px;width:auto;max-width:none;min-height:min(var(--bk-height),40vh);max-height:100vh;overflow-y:auto;margin:0;padding-block:12px;padding-inline:24px 60px;border-radius:0;text-align:center;box-shadow:0 2px 14px rgba(15,18,30,.18)}
.bk-type-bar.bk-v-top{top:0}
.bk-type-bar.bk-v-bottom{bottom:0}
.bk-popup.bk-type-bar .bk-screen{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:8px 16px;flex:1 1 auto;min-width:0;max-width:1200px;margin:0 auto;padding:0}
.bk-type-bar.bk-align-start .bk-screen{justify-content:flex-start}
.bk-type-bar .bk-heading{flex:0 1 auto;margin:0;font-size:20px;text-wrap:balance}
.bk-type-bar .bk-text{flex:0 1 auto;margin:0;text-wrap:pretty}
.bk-type-bar .bk-fields{flex:0 1 300px;margin:0}
.bk-type-bar.bk-fields-inline .bk-fields{flex-direction:row;flex-basis:auto}
.bk-type-bar.bk-fields-inline .bk-field{width:min(240px,40vw)}
.bk-type-bar .bk-button{flex:none;width:auto;white-space:nowrap}
.bk-type-bar .bk-form-error{flex-basis:100%;margin:0}
.bk-type-bar .bk-media{display:none}
.bk-type-bar.bk-media-background .bk-media{display:block}
.bk-type-bar .bk-image{max-height:56px;margin:0 auto}
.bk-type-bar .bk-credit{position:absolute;bottom:0;inset-inline-end:64px;margin:0;font-size:11px}
.bk-type-bar .bk-field:has(>.bk-input[placeholder]:not([placeholder=""]))>label.bk-label{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.bk-type-bar .bk-close{top:50%;translate:0 -50%}
.bk-type-bar.bk-v-top .bk-close-note{top:calc(100% + 6px)}
.bk-type-bar.bk-v-bottom .bk-close-note{top:auto;bottom:calc(100% + 6px)}
.bk-type-bar .bk-products{margin:0}
.bk-type-bar .bk-screen>:is(.bk-products,.bk-ticker){flex:1 1 100%}
.bk-type-bar .bk-product{flex-direction:row;align-items:center;min-width:0;padding:6px}
.bk-type-bar .bk-product img{width:48px}
.bk-type-bar .bk-product-info{flex-flow:row wrap;align-items:center;column-gap:10px}
.bk-type-bar .bk-product h3{flex-basis:100%;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
@media (min-width:560px) and (max-width:1023.98px),(min-width:1200px){
.bk-type-bar:is(.bk-media-left,.bk-media-right,.bk-media-top,.bk-media-bottom) .bk-media{display:block;flex:none;order:0;width:96px;height:min(72px,calc(var(--bk-height) - 16px));min-height:48px;margin:0;border-radius:8px;overflow:hidden}
.bk-type-bar:is(.bk-media-right,.bk-media-bottom) .bk-media{order:2}
}
@media (min-width:560px) and (max-width:1023.98px){
.bk-type-bar .bk-heading,.bk-type-bar .bk-text{flex-basis:100%}
}
@media (min-width:1024px){
.bk-popup.bk-type-bar .bk-screen{display:grid;grid-auto-flow:column;grid-auto-columns:auto;column-gap:20px;row-gap:2px}
.bk-popup.bk-type-bar .bk-screen:has(>:is(.bk-products,.bk-ticker)){display:flex}
.bk-type-bar .bk-screen>*{grid-row:1}
.bk-type-bar.bk-vertical .bk-screen>*{grid-row:1/span 2}
.bk-type-bar.bk-vertical .bk-screen>.bk-heading{grid-row:1;align-self:end}
.bk-type-bar.bk-vertical .bk-screen>.bk-text{grid-row:2;align-self:start}
.bk-type-bar .bk-screen>.bk-error.bk-form-error{grid-row:3}
.bk-type-bar .bk-fields{width:min(280px,22vw)}
.bk-type-bar.bk-fields-inline .bk-fields{width:auto}
.bk-type-bar.bk-fields-inline .bk-field{width:min(240px,18vw)}
}
@media (max-width:559.98px){
.bk-popup.bk-type-bar{padding:44px 16px 16px}
.bk-popup.bk-type-bar .bk-screen{flex-direction:column;align-items:stretch}
.bk-type-bar .bk-heading{font-size:18px}
.bk-type-bar .bk-fields,.bk-type-bar.bk-fields-inline .bk-field{flex:none;width:100%}
.bk-type-bar.bk-fields-inline .bk-fields{flex-direction:column}
.bk-type-bar .bk-button{width:100%;white-space:normal}
.bk-type-bar .bk-close{top:0;translate:none}
}
`;

const BSIDE = `
.bk-type-bside{position:fixed;margin:0;z-index:2147483647;top:0;bottom:0;width:min(var(--bk-width),100vw);max-width:none;border-radius:0;overflow-y:auto;display:flex;flex-direction:column;justify-content:center}
.bk-type-bside.bk-media-top{justify-content:flex-start}
.bk-type-bside .bk-media{border-radius:0}
.bk-type-bside.bk-h-right{right:0}
.bk-type-bside.bk-h-left{left:0}
.bk-popup.bk-type-bside{max-width:none}
`;

const MOBILE = `
.bk-type-mobile{position:fixed;z-index:2147483647;left:0;right:0;bottom:0;width:min(var(--bk-width),100vw);max-width:none;max-height:80vh;overflow-y:auto;margin:0 auto;padding:36px 20px 20px;border-radius:var(--bk-radius) var(--bk-radius) 0 0}
.bk-popup.bk-type-mobile{max-width:none}
.bk-type-mobile .bk-image{max-height:56px;margin:0 auto}
.bk-type-mobile.bk-media-top .bk-media{margin:-36px -20px 16px}
.bk-type-mobile.bk-media-bottom .bk-media{margin:16px -20px -20px}
`;

const FULLPAGE = `
.bk-type-fullpage{width:100vw;max-width:none;min-height:100vh;border-radius:0;display:flex;flex-direction:column;justify-content:center}
.bk-type-fullpage.bk-horizontal:not(.bk-media-none){display:grid}
.bk-type-fullpage .bk-screen{width:100%;max-width:560px;margin:0 auto;padding:32px}
.bk-overlay:has(.bk-type-fullpage){padding:0}
.bk-popup.bk-type-fullpage{max-width:none}
`;

const INLINE = `
.bk-type-embedded,.bk-type-content{width:100%;max-width:none;box-shadow:none;border:1px solid rgba(15,18,30,.14)}
.bk-popup:is(.bk-type-embedded,.bk-type-content){max-width:none}
`;

const PARTS: Readonly<Partial<Record<PopupType, readonly string[]>>> = {
  bar: [BAR],
  sside: [CORNER],
  social: [CORNER],
  browsing: [CORNER, BROWSING],
  bside: [BSIDE],
  mobile: [MOBILE],
  fullpage: [FULLPAGE],
  embedded: [INLINE],
  content: [INLINE],
};

/** One line per rule is for whoever edits this file; the wire needs none of the line breaks. */
const tight = (parts: readonly string[]) => parts.join('').replace(/\n/g, '');

/** The CSS a type needs beyond the base stylesheet: empty for the lightbox and the games. */
export const typeCssOf = (type: PopupType | string): string => tight(PARTS[type as PopupType] ?? []);

/**
 * What one pop-up needs beyond the base stylesheet, as its record carries it (`poptin_css`): the
 * parts of the blocks its design shows (block-css.ts), then its type's, so a type's rule wins a tie.
 */
export function recordCssOf(record: Pick<PopupRecord, 'poptin_type' | 'design'>): string {
  const kinds = blockKindsOf(record.design);
  const blocks = Object.entries(BLOCK_PARTS).flatMap(([kind, css]) => (kinds.has(kind as keyof typeof BLOCK_PARTS) ? [css] : []));
  return tight([...blocks, ...(PARTS[record.poptin_type as PopupType] ?? [])]);
}

/** A stylesheet with every block's and every type's part once, for a page that shows any pop-up (the editor's preview, the gallery). */
export const withEveryType = (base: string): string => base + tight([...Object.values(BLOCK_PARTS), ...new Set(Object.values(PARTS).flat())]);
