import { ENTRY_ANIMATION_MS, WHEEL_SPIN_MS } from '@beckon/core';
import { GIFT_OPEN_MS } from './GiftBox.js';

/**
 * The games' stylesheet, adopted next to popupCss when a pop-up is gamified (the variables are
 * the pop-up's: --bk-accent, --bk-bg...). Only .bk-game* classes: the games chunk must not
 * restyle the pop-up it sits in, apart from freeing the media place's fixed height.
 */
export const gameCss = `
.bk-game-stage{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:52px 16px 24px;background:color-mix(in srgb,var(--bk-accent) 8%,var(--bk-bg))}
.bk-media-top .bk-media.bk-game-stage,.bk-media-bottom .bk-media.bk-game-stage{height:auto;min-height:0;overflow:visible}
.bk-game-hub:focus-visible,.bk-game-box:focus-visible,.bk-game-reveal:focus-visible{outline:3px solid var(--bk-accent);outline-offset:2px}
.bk-game-prize{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px;margin:0;text-align:center}
.bk-game-prize-label{font-weight:700;font-size:22px;line-height:1.2;overflow-wrap:anywhere}
.bk-game-code{padding:4px 10px;font:700 18px/1.2 ui-monospace,Menlo,Consolas,monospace;letter-spacing:.08em;border:2px dashed var(--bk-accent);border-radius:6px}
.bk-game-fade{animation:bk-game-fade ${ENTRY_ANIMATION_MS}ms ease-out both}
/* spin wheel */
.bk-game-dial{position:relative;width:min(320px,100%);aspect-ratio:1}
.bk-game-face{display:block;width:100%;height:100%;filter:drop-shadow(0 4px 10px rgba(15,18,30,.2))}
.bk-game-spinning{transition:transform ${WHEEL_SPIN_MS}ms cubic-bezier(.12,.7,.1,1)}
.bk-game-label{font-family:var(--bk-font);font-weight:700;text-anchor:end;dominant-baseline:central}
.bk-game-flip{text-anchor:start}
.bk-game-dial[dir=rtl] .bk-game-label{direction:rtl;text-anchor:start}
.bk-game-dial[dir=rtl] .bk-game-flip{text-anchor:end}
.bk-game-rim{fill:none;stroke:var(--bk-text);stroke-opacity:.25;stroke-width:2}
.bk-game-halo{fill:none;stroke:var(--bk-text);stroke-width:4;stroke-linejoin:round}
.bk-game-off{opacity:.5;transition:opacity ${ENTRY_ANIMATION_MS}ms}
.bk-game-pointer{position:absolute;top:-6px;left:50%;width:30px;height:30px;translate:-50% 0;fill:var(--bk-text);stroke:var(--bk-bg);stroke-width:2;stroke-linejoin:round}
.bk-game-hub{position:absolute;top:50%;left:50%;display:flex;align-items:center;justify-content:center;width:27%;aspect-ratio:1;padding:4px;translate:-50% -50%;font-weight:700;font-size:12px;line-height:1.15;font-family:var(--bk-font);color:var(--bk-accent-text);background:var(--bk-accent);border:3px solid var(--bk-bg);border-radius:50%;box-shadow:0 2px 8px rgba(15,18,30,.3);cursor:pointer}
.bk-game-hub[aria-disabled=true],span.bk-game-hub{cursor:default}
/* scratch card */
.bk-game-scratchcard{display:flex;flex-direction:column;align-items:center;gap:12px;width:min(300px,100%)}
.bk-game-card{position:relative;width:100%;aspect-ratio:5/3;overflow:hidden;color:var(--bk-text);background:var(--bk-bg);border-radius:12px;box-shadow:0 4px 14px rgba(15,18,30,.18)}
.bk-game-card .bk-game-prize{position:absolute;inset:0;padding:12px}
.bk-game-cover{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;background:linear-gradient(135deg,#b9bdc6,#eceef2 45%,#dfe2e7 55%,#a9aeb8);touch-action:none;cursor:crosshair;user-select:none;-webkit-user-select:none;transition:opacity ${ENTRY_ANIMATION_MS}ms ease-out,visibility 0s ${ENTRY_ANIMATION_MS}ms}
.bk-game-cover canvas{position:absolute;inset:0;width:100%;height:100%;touch-action:none}
.bk-game-cover-word{position:relative;font-weight:700;font-size:20px;line-height:1.2;color:#474c57;pointer-events:none}
.bk-game-painted{background:none}
.bk-game-painted .bk-game-cover-word{display:none}
.bk-game-gone{opacity:0;visibility:hidden;pointer-events:none}
.bk-game-instant{transition:none}
.bk-button.bk-game-reveal{width:auto;min-width:140px}
.bk-game-reveal[aria-disabled=true]{cursor:default;opacity:.5}
/* gift boxes */
.bk-game-gifts{display:flex;flex-direction:column;align-items:center;gap:12px;width:100%}
.bk-game-boxes{display:flex;flex-wrap:wrap;justify-content:center;gap:12px}
.bk-game-box{width:90px;height:90px;padding:4px;background:none;border:0;border-radius:12px;cursor:pointer;transition:transform .15s,opacity ${ENTRY_ANIMATION_MS}ms}
.bk-game-box:not(:disabled,[aria-disabled=true]):hover{transform:translateY(-3px)}
.bk-game-box:disabled,.bk-game-box[aria-disabled=true]{cursor:default}
.bk-game-dim{opacity:.45}
.bk-game-gift{display:block;width:100%;height:100%;overflow:visible}
.bk-game-gift .bk-game-rim{stroke-width:1.5}
.bk-game-lid{transform-box:fill-box;transform-origin:0 100%;transition:transform ${GIFT_OPEN_MS}ms cubic-bezier(.3,1.3,.5,1),opacity ${GIFT_OPEN_MS}ms}
.bk-game-open .bk-game-lid{transform:translate(-4px,-24px) rotate(-22deg)}
.bk-game-gifts .bk-game-prize{animation:bk-game-fade ${GIFT_OPEN_MS / 2}ms ease-out ${GIFT_OPEN_MS / 2}ms both}
.bk-game-calm .bk-game-lid{transition:opacity ${ENTRY_ANIMATION_MS}ms}
.bk-game-calm .bk-game-open .bk-game-lid{transform:none;opacity:0}
.bk-game-calm .bk-game-prize{animation-duration:${ENTRY_ANIMATION_MS}ms;animation-delay:0s}
.bk-game-still .bk-game-prize{animation:none}
.bk-game-still .bk-game-lid{transition:none}
@media (max-width:560px){
.bk-media.bk-game-stage,.bk-horizontal.bk-media-left .bk-media.bk-game-stage,.bk-horizontal.bk-media-right .bk-media.bk-game-stage{height:auto;min-height:0;overflow:visible}
.bk-game-stage{padding:52px 12px 16px}
.bk-game-dial{width:min(220px,100%)}
.bk-game-scratchcard{width:min(250px,100%)}
.bk-game-box{width:76px;height:76px}
}
@media (prefers-reduced-motion:reduce){.bk-game-spinning,.bk-game-lid,.bk-game-cover,.bk-game-box,.bk-game-off{transition-duration:1ms!important}.bk-game-prize,.bk-game-fade{animation-duration:1ms!important;animation-delay:0s!important}}
@keyframes bk-game-fade{from{opacity:0}to{opacity:1}}
`;
