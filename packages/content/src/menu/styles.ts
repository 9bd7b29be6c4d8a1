/**
 * The menu's default look. Every rule sits under :where(), so any selector of the publisher's
 * wins, except that a folded list and a hidden toggle stay hidden whatever display the page gives
 * them. Folded, the open list drops below the toggle over the page (it moves nothing), at the
 * inline end, so a right-to-left header mirrors it. It fades in, unless the visitor prefers
 * reduced motion.
 */
export const menuCss = `
:where(.beckon-menu__toggle[hidden],.beckon-menu__list[hidden]){display:none!important}
:where(.beckon-menu--folded){position:relative}
:where(.beckon-menu__toggle){display:inline-flex;align-items:center;gap:.5em;min-height:44px;margin:0;padding:.4em .8em;border:1px solid currentColor;border-radius:6px;background:none;color:inherit;font:inherit;cursor:pointer}
:where(.beckon-menu__toggle:focus-visible){outline:2px solid #4338ca;outline-offset:2px}
:where(.beckon-menu__bars){position:relative;display:inline-block;width:1.1em;height:2px;background:currentColor}
:where(.beckon-menu__bars)::before,:where(.beckon-menu__bars)::after{content:"";position:absolute;inset-inline-start:0;width:100%;height:2px;background:currentColor}
:where(.beckon-menu__bars)::before{top:-.35em}
:where(.beckon-menu__bars)::after{top:.35em}
:where(.beckon-menu--open) :where(.beckon-menu__bars){background:transparent}
:where(.beckon-menu--open) :where(.beckon-menu__bars)::before{top:0;transform:rotate(45deg)}
:where(.beckon-menu--open) :where(.beckon-menu__bars)::after{top:0;transform:rotate(-45deg)}
:where(.beckon-menu--folded) :where(.beckon-menu__list){position:absolute;top:calc(100% + 8px);inset-inline-end:0;z-index:1000;display:flex;flex-direction:column;gap:0;min-width:14em;max-height:calc(100vh - 6em);overflow-y:auto;margin:0;padding:.4em 0;list-style:none;background:#fff;color:#1f1f1f;border:1px solid #ddd;border-radius:8px;box-shadow:0 8px 24px rgba(0,0,0,.15);animation:beckon-menu-in .15s ease-out}
:where(.beckon-menu--folded) :where(.beckon-menu__list a){display:block;padding:.7em 1.2em}
:where(.beckon-menu--folded) :where(.beckon-menu__list a:focus-visible){outline:2px solid #4338ca;outline-offset:-2px}
@keyframes beckon-menu-in{from{opacity:0;transform:translateY(-4px)}to{opacity:1;transform:none}}
@media (prefers-reduced-motion:reduce){:where(.beckon-menu--folded) :where(.beckon-menu__list){animation:none}}
`;
