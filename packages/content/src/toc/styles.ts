/**
 * The table's default look. Every rule sits under :where(), so any selector of the publisher's
 * wins; logical properties, so a right-to-left page mirrors it. Link colours keep 4.5:1 on white.
 * Everything the kit changes while the visitor reads (active link, toggle) keeps its box size:
 * highlighting never moves a line. The chevron points down when open, and to the reading
 * direction when collapsed.
 */
export const tocCss = `
:where(.beckon-toc) :where(.beckon-toc__title){display:flex;align-items:center}
:where(.beckon-toc) :where(.beckon-toc__toggle){display:inline-flex;align-items:center;gap:.4em;margin:0;padding:0;border:0;background:none;color:inherit;font:inherit;letter-spacing:inherit;text-transform:inherit;text-align:start;cursor:pointer;line-height:inherit}
:where(.beckon-toc) :where(.beckon-toc__chevron){display:inline-block;width:.45em;height:.45em;border-right:2px solid currentColor;border-bottom:2px solid currentColor;transform:translateY(-25%) rotate(45deg);transition:transform .2s}
:where(.beckon-toc--collapsed) :where(.beckon-toc__chevron){transform:rotate(-45deg)}
:where([dir=rtl] .beckon-toc--collapsed,.beckon-toc--collapsed[dir=rtl]) :where(.beckon-toc__chevron){transform:rotate(135deg)}
:where(.beckon-toc) :where(.beckon-toc__toggle:focus-visible,.beckon-toc__more:focus-visible,.beckon-toc__link:focus-visible){outline:2px solid #4338ca;outline-offset:2px}
:where(.beckon-toc) :where(.beckon-toc__link){display:block;padding-inline-start:.6em;border-inline-start:3px solid transparent}
:where(.beckon-toc) :where(.beckon-toc__link--active){border-inline-start-color:currentColor;background:rgba(67,56,202,.08)}
:where(.beckon-toc) :where(.beckon-toc__more){margin-block-start:.4em;padding:.2em 0;border:0;background:none;color:#3730a3;font:inherit;font-size:.9em;text-decoration:underline;cursor:pointer}
:where(.beckon-toc--fixed,.beckon-toc--bottomed){box-sizing:border-box}
:where(.beckon-toc--fixed){position:fixed;z-index:10;max-height:calc(100vh - 2em);overflow-y:auto}
:where(.beckon-toc--bottomed){position:absolute;bottom:0}
@media (prefers-reduced-motion:reduce){:where(.beckon-toc) :where(.beckon-toc__chevron){transition:none}}
`;
