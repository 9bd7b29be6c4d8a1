import { CLOSE_ICON_ENLARGED_PX, ENTRY_ANIMATION_MS, EXIT_ANIMATION_MS } from '@beckon/core';

/**
 * The pop-up's own stylesheet, adopted inside its shadow root: nothing here reaches the host
 * page (the host element's inline style stops the page's inherited styles reaching in).
 */
export const popupCss = `
*,*::before,*::after{box-sizing:border-box}
.bk-overlay{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;padding:16px;background:var(--bk-overlay);z-index:2147483647;overflow-y:auto}
.bk-popup{position:relative;width:100%;max-width:480px;margin:auto;padding:44px 36px 32px;background:var(--bk-bg);color:var(--bk-text);font-family:var(--bk-font);font-size:16px;line-height:1.5;text-align:center;border-radius:var(--bk-radius);box-shadow:0 24px 64px rgba(15,18,30,.28),0 2px 8px rgba(15,18,30,.12);outline:none}
.bk-popup.bk-mobile{padding:40px 20px 24px}
.bk-heading{margin:0 0 8px;font-size:26px;line-height:1.25;font-weight:750;letter-spacing:-.01em}
.bk-text{margin:0 0 20px;opacity:.86}
.bk-image{display:block;max-width:100%;height:auto;margin:0 auto 16px;border-radius:calc(var(--bk-radius) - 4px)}
.bk-fields{display:flex;flex-direction:column;gap:12px;margin:0 0 14px;text-align:start}
.bk-field{display:flex;flex-direction:column;gap:4px}
.bk-label{font-size:14px;font-weight:600}
.bk-input{width:100%;height:48px;padding:0 14px;font:inherit;color:var(--bk-text);background:#fff;border:1px solid #6b7080;border-radius:8px;outline:none}
.bk-input::placeholder{color:#6b7080}
.bk-input:focus{border-color:var(--bk-accent);box-shadow:0 0 0 3px color-mix(in srgb,var(--bk-accent) 30%,transparent)}
.bk-input[aria-invalid=true]{border-color:#b42318;box-shadow:0 0 0 3px rgba(180,35,24,.18)}
.bk-error{margin:2px 0 0;color:#b42318;font-size:14px;line-height:1.4;text-align:start}
.bk-form-error{margin-top:10px}
.bk-button{display:inline-flex;align-items:center;justify-content:center;width:100%;min-height:48px;padding:10px 18px;font:inherit;font-weight:700;color:var(--bk-accent-text);background:var(--bk-accent);border:0;border-radius:8px;cursor:pointer;text-decoration:none;transition:filter .15s}
.bk-button:hover{filter:brightness(.92)}
.bk-button:disabled{cursor:progress;filter:saturate(.6)}
.bk-button-secondary{color:var(--bk-text);background:transparent;border:1px solid #6b7080}
.bk-button:focus-visible,.bk-close:focus-visible{outline:3px solid var(--bk-accent);outline-offset:2px}
.bk-close{position:absolute;top:6px;inset-inline-end:6px;display:flex;align-items:center;justify-content:center;width:${CLOSE_ICON_ENLARGED_PX}px;height:${CLOSE_ICON_ENLARGED_PX}px;padding:0;color:var(--bk-text);background:transparent;border:0;border-radius:50%;cursor:pointer;opacity:.75}
.bk-close path{fill:none;stroke:currentColor;stroke-width:2.2;stroke-linecap:round}
.bk-close:hover{opacity:1;background:rgba(15,18,30,.06)}
.bk-overlay-enter{animation:bk-fade ${ENTRY_ANIMATION_MS}ms ease-out both}
.bk-overlay-leave{animation:bk-fade ${EXIT_ANIMATION_MS}ms ease-in reverse both}
.bk-enter{animation:bk-fade ${ENTRY_ANIMATION_MS}ms ease-out both}
.bk-enter-fade_in_up{animation-name:bk-fade-up}
.bk-enter-zoom_in{animation-name:bk-zoom}
.bk-leave{animation:bk-fade-up ${EXIT_ANIMATION_MS}ms ease-in reverse both}
.bk-shake{animation:bk-shake .45s ease-in-out}
@keyframes bk-fade{from{opacity:0}to{opacity:1}}
@keyframes bk-fade-up{from{opacity:0;transform:translateY(16px)}to{opacity:1;transform:none}}
@keyframes bk-zoom{from{opacity:0;transform:scale(.92)}to{opacity:1;transform:none}}
@keyframes bk-shake{0%,100%{transform:none}20%,60%{transform:translateX(-8px)}40%,80%{transform:translateX(8px)}}
@media (prefers-reduced-motion:reduce){.bk-overlay,.bk-popup{animation-duration:1ms!important}}
`;
