import { MESSAGE_FADE_MS } from '@beckon/core';

/** How long a message takes to fade out before it goes at MESSAGE_FADE_MS. */
const FADE_OUT_MS = 400;

/**
 * Inside the shadow roots (message area, loader, country dropdown): the host page's CSS cannot
 * reach them, so these rules are all they get. Colours keep 4.5:1 contrast on white.
 */
export const shadowCss = `
:host{all:initial;display:block;font:inherit;color:inherit}
*{box-sizing:border-box}
.area{font:inherit;font-size:.95em;line-height:1.4;margin-top:.5em}
.loader{display:flex;align-items:center;gap:.5em;color:#374151}
.loader[hidden],.popup[hidden],.note[hidden]{display:none}
.spin{width:1.1em;height:1.1em;border:.18em solid #d1d5db;border-top-color:#4338ca;border-radius:50%;animation:spin .8s linear infinite}
@keyframes spin{to{transform:rotate(360deg)}}
.msg:not(:empty){padding:.6em .8em;border-radius:.4em;border:1px solid;animation:out ${FADE_OUT_MS}ms ease-in ${MESSAGE_FADE_MS - FADE_OUT_MS}ms forwards}
@keyframes out{to{opacity:0}}
.success{background:#ecfdf5;border-color:#10b981;color:#065f46}
.warning{background:#fffbeb;border-color:#f59e0b;color:#78350f}
.error{background:#fef2f2;border-color:#ef4444;color:#991b1b}
.picker{position:relative;display:inline-block;font:inherit}
.toggle{display:inline-flex;align-items:center;gap:.3em;height:100%;min-height:2.2em;padding:.3em .5em;font:inherit;color:#111827;background:#f9fafb;border:1px solid #9ca3af;border-radius:.35em;cursor:pointer}
.toggle:focus-visible,.search:focus-visible{outline:2px solid #4338ca;outline-offset:1px}
.caret{font-size:.7em;color:#4b5563}
.popup{position:absolute;z-index:2147483000;top:calc(100% + .25em);inset-inline-start:0;width:18em;max-width:90vw;background:#fff;color:#111827;border:1px solid #9ca3af;border-radius:.4em;box-shadow:0 8px 24px rgba(0,0,0,.18);padding:.4em}
.search{width:100%;font:inherit;caret-animation:manual;padding:.4em .5em;border:1px solid #9ca3af;border-radius:.3em;color:#111827;background:#fff}
.list{list-style:none;margin:.4em 0 0;padding:0;max-height:15em;overflow-y:auto}
.option{display:flex;align-items:center;gap:.5em;padding:.35em .5em;border-radius:.3em;cursor:pointer}
.option[hidden]{display:none}
.option.active{background:#e0e7ff;outline:1px solid #4338ca}
.option[aria-selected=true]{font-weight:700}
.name{flex:1}
.dial{color:#4b5563;direction:ltr;unicode-bidi:isolate}
.note{margin:.4em .5em 0;color:#4b5563}
@media (prefers-reduced-motion:reduce){.spin,.msg:not(:empty){animation:none}}
`;

/**
 * The generated form's default look (class beckon-signup). Every rule sits under :where(), so it
 * weighs nothing against the owner's own CSS: any selector of theirs wins.
 */
export const formCss = `
:where(.beckon-signup){display:grid;gap:.75em;max-width:28em;font:inherit}
:where(.beckon-signup) :where(.beckon-signup-field){margin:0;display:flex;flex-wrap:wrap;gap:.3em .35em;align-items:stretch}
:where(.beckon-signup) :where(.beckon-signup-field>label){flex:1 0 100%}
:where(.beckon-signup) :where(.beckon-signup-field>input,.beckon-signup-field>select,.beckon-signup-field>textarea){flex:1 1 12em}
:where(.beckon-signup) :where(input:not([type=checkbox]):not([type=radio]),select,textarea){font:inherit;padding:.5em .6em;border:1px solid #9ca3af;border-radius:.35em;min-width:0}
:where(.beckon-signup) :where(.beckon-signup-check>label,[data-beckon-lists] label){display:flex;gap:.5em;align-items:center}
:where(.beckon-signup) :where([data-beckon-lists]){border:0;margin:0;padding:0;display:grid;gap:.35em}
:where(.beckon-signup) :where([aria-invalid=true]){border-color:#dc2626}
:where(.beckon-signup) :where(button[type=submit],button:not([type])){justify-self:start;font:inherit;padding:.6em 1.2em;border:0;border-radius:.35em;background:#4338ca;color:#fff;cursor:pointer}
:where(.beckon-signup) :where(button[disabled]){opacity:.6;cursor:progress}
:where(.beckon-signup-error){flex:1 0 100%;display:block;color:#b91c1c;font-size:.9em}
`;
