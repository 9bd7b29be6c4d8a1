import { SYSTEM_FONT_STACK } from '@beckon/core';

/**
 * The share bar's default look. Every rule sits under :where(), so any selector of the
 * publisher's wins; logical properties, so a right-to-left page mirrors it. Counts and the
 * 'Link copied.' note float over the bar, and the total's box is there from the start, so
 * nothing the kit shows later moves a line. Words on colour keep 4.5:1: names in the 'more'
 * list are dark on light, the brand colour is only behind the white icon.
 *
 * Type: the system's interface font in two weights (400, 700) at 12, 14 and 16 px, and 16 px in
 * the dialog's fields (under it iOS zooms the page on focus). Each new face is a blocking ask of
 * the system for a font in the frame that first paints it (issue 22), and the bar paints at load.
 * The dialog's fields keep a still caret: blinking, it is a frame of the page every 500 ms.
 */
export const shareCss = `
:where(.beckon-share){font:14px/1.2 ${SYSTEM_FONT_STACK}}
:where(.beckon-share--horizontal){position:relative;display:flex;flex-wrap:wrap;align-items:center;gap:8px}
:where(.beckon-share) :where(.beckon-share__button){position:relative;display:inline-flex;flex:none;align-items:center;justify-content:center;box-sizing:border-box;width:40px;height:40px;margin:0;padding:0;border:0;border-radius:8px;background:var(--beckon-share-colour,#4B5563);color:#fff;font:inherit;text-decoration:none;cursor:pointer;-webkit-tap-highlight-color:transparent}
:where(.beckon-share) :where(.beckon-share__button[hidden]){display:none!important}
:where(.beckon-share) :where(.beckon-share__link){position:relative}
:where(.beckon-share) :where(.beckon-share__button:hover){filter:brightness(1.12)}
:where(.beckon-share,.beckon-share-dialog) :where(button:focus-visible,a:focus-visible,input:focus-visible){outline:3px solid #4338ca;outline-offset:2px}
:where(.beckon-share) :where(.beckon-share__icon){width:20px;height:20px}
:where(.beckon-share) :where(.beckon-share__count){position:absolute;top:-8px;inset-inline-end:-8px;box-sizing:border-box;min-width:20px;height:18px;padding:0 4px;border:1px solid #d1d5db;border-radius:9px;background:#fff;color:#1f2937;font-weight:700;font-size:12px;line-height:16px;text-align:center;pointer-events:none}
:where(.beckon-share) :where(.beckon-share__total){display:inline-flex;flex-direction:column;align-items:center;justify-content:center;box-sizing:border-box;min-width:3.6em;height:40px;color:#374151;visibility:hidden}
:where(.beckon-share) :where(.beckon-share__total--shown){visibility:visible}
:where(.beckon-share) :where(.beckon-share__total-count){font-weight:700;font-size:16px}
:where(.beckon-share) :where(.beckon-share__total-words){font-size:12px;letter-spacing:.04em;text-transform:uppercase}
:where(.beckon-share) :where(.beckon-share__status){position:absolute;top:100%;inset-inline-start:0;z-index:2;margin-top:6px;padding:6px 10px;border-radius:6px;background:#111827;color:#fff;line-height:1.3;white-space:nowrap;opacity:0;pointer-events:none;transition:opacity .2s}
:where(.beckon-share) :where(.beckon-share__status--shown){opacity:1}
:where(.beckon-share--vertical){position:fixed;top:50%;inset-inline-start:var(--beckon-share-offset,-10px);z-index:9990;display:flex;flex-direction:column;align-items:flex-start;gap:8px;transform:translateY(-50%)}
:where(.beckon-share--vertical) :where(.beckon-share__list){display:flex;flex-direction:column;align-items:center;gap:8px;padding-block:10px;padding-inline:20px 10px;border:1px solid #e5e7eb;border-inline-start:0;border-start-end-radius:12px;border-end-end-radius:12px;background:#fff;box-shadow:0 6px 20px rgba(17,24,39,.12);transition:transform .4s ease,visibility 0s linear 0s}
:where(.beckon-share--vertical) :where(.beckon-share__total){height:auto;min-width:0}
:where(.beckon-share--vertical) :where(.beckon-share__status){top:auto;bottom:0;inset-inline-start:100%;margin:0 0 0 8px}
:where(.beckon-share--slid) :where(.beckon-share__list){transform:translateX(calc(-100% - 24px));visibility:hidden;transition:transform .4s ease,visibility 0s linear .4s}
:where([dir=rtl] .beckon-share--slid,.beckon-share--slid[dir=rtl]) :where(.beckon-share__list){transform:translateX(calc(100% + 24px))}
:where(.beckon-share) :where(.beckon-share__slider){display:inline-flex;align-items:center;gap:6px;margin-inline-start:calc(10px - var(--beckon-share-offset,-10px));padding:6px 12px;border:1px solid #d1d5db;border-radius:999px;background:#fff;color:#1f2937;font:inherit;font-weight:700;font-size:12px;line-height:1;box-shadow:0 2px 8px rgba(17,24,39,.1);cursor:pointer}
:where(.beckon-share) :where(.beckon-share__arrow){display:inline-block;width:.5em;height:.5em;border-inline-start:2px solid currentColor;border-bottom:2px solid currentColor;transform:rotate(45deg);transition:transform .4s}
:where([dir=rtl] .beckon-share,.beckon-share[dir=rtl]) :where(.beckon-share__arrow){transform:rotate(-45deg)}
:where(.beckon-share--slid) :where(.beckon-share__arrow){transform:rotate(-135deg)}
:where([dir=rtl] .beckon-share--slid,.beckon-share--slid[dir=rtl]) :where(.beckon-share__arrow){transform:rotate(135deg)}
:where(.beckon-share-dialog){position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;box-sizing:border-box;padding:16px;background:rgba(17,24,39,.55);color:#111827;font:14px/1.4 ${SYSTEM_FONT_STACK};text-align:start}
:where(.beckon-share-dialog) :where(.beckon-share-dialog__panel){display:flex;flex-direction:column;gap:12px;box-sizing:border-box;width:min(32rem,100%);max-height:min(38rem,calc(100vh - 32px));padding:16px;border-radius:14px;background:#fff;box-shadow:0 24px 60px rgba(0,0,0,.3)}
:where(.beckon-share-dialog) :where(.beckon-share-dialog__head){display:flex;align-items:center;justify-content:space-between;gap:12px}
:where(.beckon-share-dialog) :where(.beckon-share-dialog__title){margin:0;font-weight:700;font-size:16px}
:where(.beckon-share-dialog) :where(.beckon-share-dialog__close){width:36px;height:36px;margin:0;padding:0;border:0;border-radius:8px;background:none;color:#374151;font:inherit;font-size:26px;line-height:1;cursor:pointer}
:where(.beckon-share-dialog) :where(.beckon-share-dialog__close:hover){background:#f3f4f6}
:where(.beckon-share-dialog) :where(.beckon-share-dialog__input){display:block;box-sizing:border-box;width:100%;margin:0;padding:10px 12px;border:1px solid #6b7280;border-radius:8px;background:#fff;color:#111827;font:inherit;font-size:16px;caret-animation:manual}
:where(.beckon-share-dialog) :where(.beckon-share-dialog__list){display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:6px;margin:0;padding:2px;overflow-y:auto;list-style:none}
:where(.beckon-share-dialog) :where(.beckon-share__button){display:flex;align-items:center;gap:10px;box-sizing:border-box;width:100%;min-height:44px;margin:0;padding:6px 10px;border:0;border-radius:8px;background:#f3f4f6;color:#111827;font:inherit;text-align:start;text-decoration:none;cursor:pointer}
:where(.beckon-share-dialog) :where(.beckon-share__button:hover){background:#e5e7eb}
:where(.beckon-share-dialog) :where(.beckon-share__icon){flex:none;box-sizing:border-box;width:32px;height:32px;padding:7px;border-radius:8px;background:var(--beckon-share-colour,#4B5563);color:#fff}
:where(.beckon-share-dialog) :where(.beckon-share-dialog__empty){margin:0;color:#4b5563}
:where(.beckon-share-dialog) :where(.beckon-share-dialog__empty:empty){display:none}
:where(.beckon-share-dialog) :where(.beckon-share-dialog__form){display:flex;flex-direction:column;gap:8px}
:where(.beckon-share-dialog) :where(.beckon-share-dialog__form label){font-weight:700}
:where(.beckon-share-dialog) :where(.beckon-share-dialog__hint){margin:0;color:#4b5563;font-size:12px}
:where(.beckon-share-dialog) :where(.beckon-share-dialog__actions){display:flex;justify-content:flex-end;gap:8px;margin-top:4px}
:where(.beckon-share-dialog) :where(.beckon-share-dialog__actions button){min-height:40px;padding:8px 16px;border:1px solid #6b7280;border-radius:8px;background:#fff;color:#111827;font:inherit;font-weight:700;cursor:pointer}
:where(.beckon-share-dialog) :where(.beckon-share-dialog__actions .beckon-share-dialog__primary){border-color:#4338ca;background:#4338ca;color:#fff}
@media (prefers-reduced-motion:reduce){:where(.beckon-share) :where(.beckon-share__list,.beckon-share__arrow,.beckon-share__status){transition:none}}
`;
