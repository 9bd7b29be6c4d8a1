import { CLOSE_ICON_ENLARGED_PX, ENTRY_ANIMATION_MS, EXIT_ANIMATION_MS, SINGLE_COLUMN_MAX_PX } from '@beckon/core';

/**
 * The pop-up's own stylesheet, adopted inside its shadow root: nothing here reaches the host
 * page (the host element's inline style stops the page's inherited styles reaching in). It holds
 * what a lightbox (and a game) needs; what only other types need is type-css.ts, which the server
 * sends with those pop-ups (issue 23), so the first lightbox downloads none of it.
 *
 * Every face is a font the browser must find at the first paint, on Linux by a blocking call to
 * its browser process (issue 22: most of a lightbox's first frame), so the type scale keeps to two
 * weights, 400 and 700, and form controls take the pop-up's font instead of the browser's own.
 * A field's caret stays still: the pop-up gives its first field the focus, and a blinking caret
 * is a frame of the host page's main thread every 500 ms for as long as the pop-up is open.
 */
export const popupCss = `
*,*::before,*::after{box-sizing:border-box}
button,input,select,textarea{font:inherit}
input,textarea{caret-animation:manual}
.bk-overlay{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;padding:16px;background:var(--bk-overlay);z-index:2147483647;overflow-y:auto}
.bk-popup{position:relative;width:min(var(--bk-width,480px),calc(100vw - 32px));margin:auto;padding:44px 36px 32px;background:var(--bk-bg);color:var(--bk-text);font-family:var(--bk-font);font-size:16px;line-height:1.5;text-align:center;border-radius:var(--bk-radius);box-shadow:0 24px 64px rgba(15,18,30,.28),0 2px 8px rgba(15,18,30,.12);outline:none}
.bk-popup.bk-mobile{padding:40px 20px 24px}
.bk-heading{margin:0 0 8px;font-size:26px;line-height:1.25;font-weight:700;letter-spacing:-.01em}
.bk-text{margin:0 0 20px;opacity:.86}
.bk-image{display:block;max-width:100%;max-height:160px;width:auto;height:auto;object-fit:cover;margin:0 auto 16px;border-radius:calc(var(--bk-radius) - 4px)}
.bk-fields{display:flex;flex-direction:column;gap:12px;margin:0 0 14px;text-align:start}
.bk-field{display:flex;flex-direction:column;gap:4px}
.bk-label{font-size:14px;font-weight:700}
.bk-input{width:100%;height:48px;padding:0 14px;font:inherit;color:#1f2330;background:#fff;border:1px solid #6b7080;border-radius:8px;outline:none}
.bk-input::placeholder{color:#6b7080}
.bk-group{margin:0;padding:0;border:0;min-width:0}
.bk-group .bk-label{padding:0;margin-bottom:2px}
.bk-choice{display:flex;align-items:center;gap:10px;min-height:32px;font-size:15px;cursor:pointer}
.bk-choice input{flex:none;width:20px;height:20px;margin:0;accent-color:var(--bk-accent)}
.bk-choice input:focus-visible{outline:3px solid var(--bk-accent);outline-offset:2px}
.bk-select{appearance:none;background:#fff url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%231f2330' stroke-width='2'/%3E%3C/svg%3E") no-repeat right 14px center;padding-inline-end:36px}
[dir=rtl] .bk-select{background-position:left 14px center}
.bk-group[aria-invalid=true] .bk-choice input{outline:2px solid #b42318;outline-offset:1px}
.bk-input:focus{border-color:var(--bk-accent);box-shadow:0 0 0 3px color-mix(in srgb,var(--bk-accent) 30%,transparent)}
.bk-input[aria-invalid=true]{border-color:#b42318;box-shadow:0 0 0 3px rgba(180,35,24,.18)}
.bk-error{margin:2px 0 0;color:#b42318;font-size:14px;line-height:1.4;text-align:start}
.bk-form-error{margin-top:10px}
.bk-captcha{display:flex;justify-content:center;min-height:65px;margin:0 0 12px}
.bk-hp{position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden}
.bk-hint{margin:2px 0 0;font-size:14px;text-align:start}
.bk-hint-fix{padding:0;font:inherit;font-weight:700;color:var(--bk-accent);background:none;border:0;text-decoration:underline;cursor:pointer}
.bk-hint-fix:focus-visible{outline:3px solid var(--bk-accent);outline-offset:2px}
.bk-button{display:inline-flex;align-items:center;justify-content:center;width:100%;min-height:48px;padding:10px 18px;font:inherit;font-weight:700;color:var(--bk-accent-text);background:var(--bk-accent);border:0;border-radius:8px;cursor:pointer;text-decoration:none;transition:filter .15s}
.bk-button:hover{filter:brightness(.92)}
.bk-button:disabled{cursor:progress;filter:saturate(.6)}
.bk-button-secondary{color:var(--bk-text);background:transparent;border:1px solid #6b7080}
.bk-button:focus-visible,.bk-close:focus-visible{outline:3px solid var(--bk-accent);outline-offset:2px}
.bk-close{position:absolute;top:6px;inset-inline-end:6px;z-index:2;display:flex;align-items:center;justify-content:center;width:${CLOSE_ICON_ENLARGED_PX}px;height:${CLOSE_ICON_ENLARGED_PX}px;padding:0;color:var(--bk-text);background:transparent;border:0;border-radius:50%;cursor:pointer;opacity:.75}
.bk-close svg{width:var(--bk-close-icon,16px);height:var(--bk-close-icon,16px)}
.bk-close path{fill:none;stroke:currentColor;stroke-width:2.2;stroke-linecap:round}
.bk-close:disabled{cursor:default;opacity:.6}
.bk-close-count{font-weight:700;font-size:13px;line-height:1;font-family:var(--bk-font)}
.bk-close-note{display:none;position:absolute;top:48px;inset-inline-end:8px;max-width:220px;padding:6px 10px;font-size:13px;line-height:1.35;color:#fff;background:#1f2330;border-radius:6px;z-index:3;pointer-events:none}
.bk-close:hover+.bk-close-note,.bk-close:focus-visible+.bk-close-note{display:block}
.bk-skip{display:block;margin:10px auto 0;padding:8px 14px;font:inherit;font-size:14px;color:var(--bk-text);background:none;border:0;text-decoration:underline;cursor:pointer}
.bk-skip:disabled{cursor:default;text-decoration:none;opacity:.7}
.bk-skip:focus-visible{outline:3px solid var(--bk-accent);outline-offset:2px}
.bk-credit{margin:8px 0 0;text-align:center;font-size:12px;line-height:1.4;opacity:.75}
.bk-html{margin:0 0 14px;text-align:start}
.bk-html img{max-width:100%;height:auto}
.bk-html a{color:var(--bk-accent)}
.bk-close:hover{opacity:1;background:rgba(15,18,30,.06)}
.bk-overlay-enter{animation:bk-fade ${ENTRY_ANIMATION_MS}ms ease-out both}
.bk-overlay-leave{animation:bk-fade ${EXIT_ANIMATION_MS}ms ease-in reverse both}
.bk-enter{animation:bk-fade ${ENTRY_ANIMATION_MS}ms ease-out both}
.bk-enter-fade_in_up{animation-name:bk-fade-up}
.bk-enter-zoom_in{animation-name:bk-zoom}
.bk-leave{animation:bk-fade-up ${EXIT_ANIMATION_MS}ms ease-in reverse both}
.bk-shake{animation:bk-shake .45s ease-in-out}
/* format catalogue: media, alignment, fields (core formats/catalogue.ts) */
.bk-media-none.bk-vertical,.bk-media-top,.bk-media-bottom,.bk-media-background{max-width:${SINGLE_COLUMN_MAX_PX}px}
.bk-align-start{text-align:start}
.bk-media img{display:block;width:100%;height:100%;object-fit:cover}
.bk-horizontal.bk-media-left,.bk-horizontal.bk-media-right{display:grid;grid-template-columns:minmax(0,2fr) minmax(0,3fr);padding:0;text-align:start;overflow:hidden}
.bk-horizontal.bk-media-right{grid-template-columns:minmax(0,3fr) minmax(0,2fr)}
.bk-horizontal.bk-media-right .bk-media{order:2}
.bk-horizontal.bk-media-left .bk-screen,.bk-horizontal.bk-media-right .bk-screen{padding:44px 32px 32px;align-self:center}
.bk-media-top .bk-media,.bk-media-bottom .bk-media{height:180px;margin:-44px -36px 24px;overflow:hidden;border-radius:var(--bk-radius) var(--bk-radius) 0 0}
.bk-media-bottom{display:flex;flex-direction:column}
.bk-media-bottom .bk-media{order:2;margin:24px -36px -32px;border-radius:0 0 var(--bk-radius) var(--bk-radius)}
.bk-media-background{overflow:hidden}
.bk-media-background .bk-media{position:absolute;inset:0;opacity:.16}
.bk-media-background .bk-screen{position:relative}
.bk-fields-inline .bk-screen{display:flex;flex-wrap:wrap;align-items:flex-end;justify-content:center;gap:12px}
.bk-fields-inline .bk-heading,.bk-fields-inline .bk-text,.bk-fields-inline .bk-form-error{flex-basis:100%;margin-bottom:0}
.bk-fields-inline .bk-fields{flex:1 1 220px;margin:0}
.bk-fields-inline .bk-button{width:auto;flex:0 0 auto}
@media (max-width:560px){
.bk-horizontal.bk-media-left,.bk-horizontal.bk-media-right{display:block;text-align:center}
.bk-horizontal.bk-media-left .bk-media,.bk-horizontal.bk-media-right .bk-media{height:140px}
.bk-horizontal.bk-media-left .bk-screen,.bk-horizontal.bk-media-right .bk-screen{padding:24px 20px 24px}
}
@keyframes bk-fade{from{opacity:0}to{opacity:1}}
@keyframes bk-fade-up{from{opacity:0;transform:translateY(16px)}to{opacity:1;transform:none}}
@keyframes bk-zoom{from{opacity:0;transform:scale(.92)}to{opacity:1;transform:none}}
@keyframes bk-shake{0%,100%{transform:none}20%,60%{transform:translateX(-8px)}40%,80%{transform:translateX(8px)}}
@media (prefers-reduced-motion:reduce){.bk-overlay,.bk-popup{animation-duration:1ms!important}}
/* entry and exit effects */
.bk-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.bk-enter-none{animation:none}
.bk-enter-fade_in_down,.bk-leave-fade_out_up{animation-name:bk-fade-down}
.bk-enter-slide_in_left,.bk-leave-slide_out_left{animation-name:bk-slide-l}
.bk-enter-slide_in_right,.bk-leave-slide_out_right{animation-name:bk-slide-r}
.bk-enter-bounce_in{animation-name:bk-bounce}
.bk-leave-fade_out{animation-name:bk-fade}
.bk-leave-zoom_out{animation-name:bk-zoom}
.bk-leave-none{animation:none;visibility:hidden}
div:has(>.bk-popup){overflow-x:clip}
@keyframes bk-fade-down{from{opacity:0;transform:translateY(-16px)}}
@keyframes bk-slide-l{from{opacity:0;transform:translateX(-100%)}}
@keyframes bk-slide-r{from{opacity:0;transform:translateX(100%)}}
@keyframes bk-bounce{from{opacity:0;transform:scale(.6)}60%{opacity:1;transform:scale(1.04)}}
`;
