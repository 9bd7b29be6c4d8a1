import type { BlockKind } from '@beckon/core';

/**
 * What only some blocks need (issue 22): coupons, countdowns, tickers and product cards are
 * rare in a first pop-up, and their rules cost the first download (widget.js, the 14 KB first
 * round trip) about 530 bytes gzip. The server sends a pop-up's block parts with its record,
 * with its type's part (`poptin_css`, recordCssOf in type-css.ts), for every screen it may show.
 */

const COUPON = `
.bk-coupon{position:relative;display:flex;align-items:center;justify-content:center;gap:8px;margin:0 0 16px;padding:10px;border:2px dashed var(--bk-accent);border-radius:8px}
.bk-coupon-code{font:700 20px/1.2 ui-monospace,Menlo,Consolas,monospace;letter-spacing:.08em}
.bk-coupon-copy{padding:6px 12px;font:inherit;font-size:14px;font-weight:700;color:var(--bk-accent-text);background:var(--bk-accent);border:0;border-radius:6px;cursor:pointer}
.bk-coupon-copy:focus-visible{outline:3px solid var(--bk-accent);outline-offset:2px}
.bk-coupon-tip:not(:empty){position:absolute;top:-30px;left:50%;translate:-50% 0;padding:4px 8px;font-size:12px;color:#fff;background:#1f2330;border-radius:4px}
`;

/** The timer styles (timer_ver) of the countdown block: boxes, inline digits, circles. */
const COUNTDOWN = `
.bk-countdown{display:flex;justify-content:center;gap:10px;margin:0 0 16px}
.bk-countdown-part{display:flex;flex-direction:column;align-items:center;min-width:56px;padding:8px 6px;background:color-mix(in srgb,var(--bk-accent) 10%,transparent);border-radius:8px}
.bk-countdown-value{font-weight:700;font-size:24px;line-height:1.1;font-variant-numeric:tabular-nums}
.bk-countdown-unit{font-size:12px;opacity:.86}
.bk-countdown-sep,.bk-timer-inline .bk-countdown-value{font-weight:700;font-size:30px;line-height:1.1;font-variant-numeric:tabular-nums}
.bk-countdown-sep{opacity:.5}
.bk-timer-inline{gap:6px}
.bk-timer-inline .bk-countdown-part{min-width:0;padding:0;background:none}
.bk-timer-circles{align-items:center}
.bk-timer-circles .bk-countdown-part{flex:0 1 68px;min-width:0;aspect-ratio:1;justify-content:center;padding:0;border-radius:50%;background:radial-gradient(closest-side,var(--bk-bg,#fff) 88%,#0000 90%),conic-gradient(var(--bk-accent) calc(var(--bk-p,1)*100%),color-mix(in srgb,var(--bk-accent) 15%,transparent) 0)}
.bk-timer-circles .bk-countdown-value{font-size:20px}
.bk-timer-circles .bk-countdown-unit{font-size:11px}
`;

/** A ticker runs its messages past once their copy is in; with reduced motion they stand still. */
const TICKER = `
.bk-ticker{overflow:hidden;margin:0 0 14px;padding:8px 0;border-block:1px solid rgba(15,18,30,.12);font-size:14px}
.bk-ticker-list{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);margin:0;padding:0}
.bk-ticker-track{display:flex;gap:40px;width:max-content;animation:bk-ticker var(--bk-ticker-seconds,17.5s) linear infinite;white-space:nowrap}
@keyframes bk-ticker{to{transform:translateX(-50%)}}
@media (prefers-reduced-motion:reduce){.bk-ticker-track{animation:none;flex-wrap:wrap;justify-content:center;gap:4px 24px;white-space:normal;width:auto}.bk-ticker-again{display:none}}
`;

/** Product cards (SPEC §1 recommendations): a row of up to three, one under another in a narrow pop-up. */
const PRODUCTS = `
.bk-products{container-type:inline-size;display:flex;flex-wrap:wrap;justify-content:center;gap:12px;width:100%;margin:0 0 16px;padding:0;list-style:none}
.bk-product{flex:1 1 0;max-width:240px;display:flex;flex-direction:column;gap:8px;padding:10px;text-align:start;border:1px solid rgba(15,18,30,.14);border-radius:10px}
.bk-product img{flex:none;width:100%;aspect-ratio:1;object-fit:cover;border-radius:6px}
.bk-product-info{display:flex;flex:1;flex-direction:column;gap:4px;min-width:0}
.bk-product h3{margin:0;font-size:14px;line-height:1.3;overflow-wrap:anywhere}
.bk-product p{margin:0;font-size:14px;font-weight:700}
.bk-product s{margin-inline-start:6px;font-weight:400;opacity:.75}
.bk-product-sold-out{color:#b42318}
.bk-product .bk-button{width:auto;margin-top:auto;min-height:44px;padding:8px 12px;font-size:14px}
@container (max-width:360px){.bk-product{flex-basis:100%;max-width:none;flex-direction:row;align-items:center}.bk-product img{width:72px}}
`;

export const BLOCK_PARTS: Readonly<Partial<Record<BlockKind, string>>> = {
  coupon: COUPON,
  countdown: COUNTDOWN,
  ticker: TICKER,
  products: PRODUCTS,
};
