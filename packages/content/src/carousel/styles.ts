/**
 * The carousel's default look. Every rule sits under :where(), so any selector of the
 * publisher's wins; logical properties and a mirrored move keep a right-to-left page right. The
 * slides are a row whose width follows the number in view (--beckon-carousel-in-view, set by the
 * kit) and the gap (--beckon-carousel-gap, the publisher's to set). The row slides over 350 ms,
 * and jumps when the visitor prefers reduced motion. The arrows point the way the slides come
 * from, so they mirror in right to left.
 */
export const carouselCss = `
:where(.beckon-carousel){--beckon-carousel-gap:16px}
:where(.beckon-carousel__viewport){overflow:hidden;padding-block:4px;margin-block:-4px;touch-action:pan-y}
:where(.beckon-carousel__list){display:flex;gap:var(--beckon-carousel-gap);margin:0;padding:0;list-style:none;transition:transform .35s ease}
:where(.beckon-carousel__slide){flex:0 0 calc((100% - (var(--beckon-carousel-in-view) - 1) * var(--beckon-carousel-gap)) / var(--beckon-carousel-in-view));min-width:0;box-sizing:border-box;margin:0}
:where(.beckon-carousel__group){height:100%}
:where(.beckon-carousel__controls){display:flex;justify-content:flex-end;align-items:center;gap:8px;margin-block-end:12px}
:where(.beckon-carousel__button){display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;margin:0;padding:0;border:1px solid #8a8a8a;border-radius:50%;background:#fff;color:#1f1f1f;cursor:pointer}
:where(.beckon-carousel__button[aria-disabled=true]){opacity:.4;cursor:default}
:where(.beckon-carousel__button:focus-visible){outline:2px solid #4338ca;outline-offset:2px}
:where(.beckon-carousel__arrow){display:inline-block;width:.55em;height:.55em;border-top:2px solid currentColor;border-inline-start:2px solid currentColor;transform:rotate(-45deg);margin-inline-start:.2em}
:where(.beckon-carousel__next) :where(.beckon-carousel__arrow){transform:rotate(135deg);margin-inline-start:-.2em}
:where([dir=rtl] .beckon-carousel,.beckon-carousel[dir=rtl]) :where(.beckon-carousel__arrow){transform:rotate(45deg)}
:where([dir=rtl] .beckon-carousel,.beckon-carousel[dir=rtl]) :where(.beckon-carousel__next .beckon-carousel__arrow){transform:rotate(-135deg)}
:where(.beckon-carousel__pause-icon){display:inline-block;width:.6em;height:.7em;border-inline:3px solid currentColor;box-sizing:border-box}
:where(.beckon-carousel--stopped) :where(.beckon-carousel__pause-icon){width:0;height:0;border-inline-end:0;border-inline-start:.6em solid currentColor;border-block:.4em solid transparent}
:where(.beckon-carousel__status){position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
@media (prefers-reduced-motion:reduce){:where(.beckon-carousel__list){transition:none}}
`;
