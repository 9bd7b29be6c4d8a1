/**
 * The page links' default look. Every rule sits under :where(), so any selector of the
 * publisher's wins, except that a hidden page stays hidden whatever display the page gives its
 * grid. Links are 44 px targets in a row that wraps and follows the page's direction; the grid
 * fades while its next page loads (no fade when the visitor prefers reduced motion); the status
 * is heard, not seen.
 */
export const paginationCss = `
:where(.beckon-pagination__grid[hidden]){display:none!important}
:where(.beckon-pagination__list){display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:8px;margin:0;padding:0;list-style:none}
:where(.beckon-pagination__link){display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-width:44px;min-height:44px;padding:0 12px;border:1px solid #8a8a8a;border-radius:6px;color:inherit;text-decoration:none}
:where(.beckon-pagination__link[aria-current=page]){background:#1f1f1f;border-color:#1f1f1f;color:#fff;font-weight:700}
:where(.beckon-pagination__link:focus-visible){outline:2px solid #4338ca;outline-offset:2px}
:where(.beckon-pagination__grid--loading){opacity:.55;transition:opacity .2s}
:where(.beckon-pagination__status){position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;border:0}
@media (prefers-reduced-motion:reduce){:where(.beckon-pagination__grid--loading){transition:none}}
`;
