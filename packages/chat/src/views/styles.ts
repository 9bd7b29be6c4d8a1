import { CHAT_BACK_REVERT_MS, CHAT_CLOSE_ANIMATION_MS, CHAT_CONSENT_HIDE_MS, SYSTEM_FONT_STACK } from '@beckon/core';

/**
 * The chat widget's stylesheet, adopted in each widget's shadow root. The :host reset carries
 * !important: inside a shadow root that beats even the page's !important rules on the .qlwapp
 * element, so nothing the page inherits or forces reaches the widget.
 *
 * Colours: the messaging app's green (#25d366) carries dark ink, as on the app's own site
 * (white on it would be 2:1); its teal (#008069) carries white (4.9:1).
 *
 * Type: the system's interface font in two weights (400, 700) and four sizes (12, 14, 16, 20 px;
 * the message field at 16, under which iOS zooms the page on focus). Each face the widget
 * paints in that the page has not used is a blocking ask of the system for a font in the task
 * that opens the box (issue 22); the button's own faces (16 and 12 px) are the box's too. The
 * message field's caret stays still: blinking, it is a frame of the page every 500 ms.
 */
export const chatCss = `
:host{all:initial!important;display:contents!important}
*{box-sizing:border-box}
[hidden]{display:none!important}
.qlwapp{--green:#25d366;--teal:#008069;--ink:#111b21;--muted:#54656f;--line:#e9edef;--panel:#f0f2f5;--mine:#d9fdd3;--size:60px;
position:fixed;z-index:2147483000;font:14px/1.4 ${SYSTEM_FONT_STACK};color:var(--ink);text-align:left;-webkit-font-smoothing:antialiased}
.qlwapp--layout-button{--size:54px}
.qlwapp--bottom-right,.qlwapp--middle-right{right:24px;bottom:24px}
.qlwapp--bottom-left,.qlwapp--middle-left{left:24px;bottom:24px}
.qlwapp--desktop.qlwapp--middle-right,.qlwapp--desktop.qlwapp--middle-left{bottom:calc(50% - var(--size)/2)}
.qlwapp--mobile{bottom:16px}
button{font:inherit;color:inherit;margin:0;padding:0;border:0;background:none;cursor:pointer}
button:focus-visible,.qlwapp__messages:focus-visible{outline:3px solid var(--ink);outline-offset:2px}

/* glyphs: shapes in the markup, paint here */
.qlwapp__glyph{display:block;width:24px;height:24px;flex:none}
.qlwapp__fill{fill:currentColor}
.qlwapp__stroke{fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}

/* the floating button; the bubble layout is a round disc with its text in a speech bubble beside it */
.qlwapp__button{position:relative;display:flex;align-items:center;gap:12px;min-height:var(--size);padding:0 22px 0 8px;border-radius:10px;background:var(--green);box-shadow:0 8px 24px rgba(17,27,33,.2),0 2px 6px rgba(17,27,33,.12);transition:transform .2s}
.qlwapp__button--rounded{border-radius:99px}
.qlwapp__button--disabled{filter:grayscale(.8)}
.qlwapp__disc{position:relative;display:flex;align-items:center;justify-content:center;width:40px;height:40px;flex:none}
.qlwapp__icon .qlwapp__glyph{width:30px;height:30px}
img.qlwapp__icon{width:32px;height:32px;object-fit:contain}
.qlwapp__label{display:flex;flex-direction:column;line-height:1.2}
.qlwapp__text{font-size:16px;font-weight:700;white-space:nowrap}
.qlwapp__button .qlwapp__time{font-size:12px}
.qlwapp__bubble{position:absolute;top:-6px;right:-4px;min-width:20px;height:20px;padding:0 6px;border-radius:10px;background:#d92d20;color:#fff;font-size:12px;font-weight:700;line-height:20px;text-align:center;box-shadow:0 0 0 2px #fff}
.qlwapp__button--pulse .qlwapp__bubble{animation:qlwapp-pulse 1.6s infinite}
.qlwapp__button--bounce{animation:qlwapp-bounce 2.4s infinite}
.qlwapp__button--bubble{gap:14px;padding:0;background:none;box-shadow:none}
.qlwapp__button--bubble .qlwapp__disc{width:var(--size);height:var(--size);border-radius:50%;background:var(--green);box-shadow:0 8px 24px rgba(17,27,33,.2),0 2px 6px rgba(17,27,33,.12)}
.qlwapp__button--bubble.qlwapp__button--square .qlwapp__disc{border-radius:14px}
.qlwapp__button--bubble .qlwapp__glyph{width:34px;height:34px}
.qlwapp__button--bubble .qlwapp__label{order:-1;padding:9px 14px;border-radius:12px;background:#fff;box-shadow:0 6px 20px rgba(17,27,33,.15)}
.qlwapp__button--bubble .qlwapp__text{font-size:14px}
[class*=-left] .qlwapp__button--bubble .qlwapp__label{order:1}
/* the bubble's text stays the button's name when it is not shown: with the box open, and on phones */
.qlwapp__sr-only,.qlwapp__button--bubble.qlwapp__button--open .qlwapp__label,.qlwapp--mobile .qlwapp__button--bubble .qlwapp__label{position:absolute;width:1px;height:1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;box-shadow:none}
.qlwapp__button--open .qlwapp__glyph--close{width:26px;height:26px}

/* the box: above the button, or beside it in the middle positions; across the screen on mobile */
.qlwapp__box{position:absolute;bottom:calc(100% + 16px);right:0;display:flex;flex-direction:column;width:370px;max-height:min(600px,calc(100vh - var(--size) - 72px));overflow:hidden;border-radius:18px;background:#fff;box-shadow:0 20px 60px rgba(11,20,26,.25),0 4px 14px rgba(11,20,26,.12);transform-origin:bottom right}
[class*=-left] .qlwapp__box{right:auto;left:0;transform-origin:bottom left}
.qlwapp--desktop[class*=middle] .qlwapp__box{bottom:auto;top:calc(var(--size)/2);translate:0 -50%;right:calc(100% + 16px)}
.qlwapp--desktop.qlwapp--middle-left .qlwapp__box{right:auto;left:calc(100% + 16px)}
.qlwapp--mobile .qlwapp__box{position:fixed;left:10px;right:10px;bottom:calc(var(--size) + 28px);width:auto;max-height:none}
.qlwapp__box--open{animation:qlwapp-in ${CHAT_CLOSE_ANIMATION_MS}ms cubic-bezier(.2,.8,.2,1) both}
.qlwapp__box--closing{animation:qlwapp-in ${CHAT_CLOSE_ANIMATION_MS}ms ease-in reverse both;pointer-events:none}
.qlwapp__header{position:relative;flex:none;padding:22px 60px 22px 22px;background:linear-gradient(135deg,#075e54,var(--teal));color:#fff}
.qlwapp__box--conversation .qlwapp__header{padding:12px 56px 12px 8px}
.qlwapp__description{font-size:14px;color:#e6f4f1}
.qlwapp__description :is(h1,h2,h3,h4){margin:0 0 6px;color:#fff;font-size:20px;line-height:1.25}
.qlwapp__description p,.qlwapp__footer p{margin:0}
.qlwapp a{color:inherit}
.qlwapp__icon-button{display:flex;align-items:center;justify-content:center;width:40px;height:40px;flex:none;border-radius:50%;color:#fff}
.qlwapp__close{position:absolute;top:12px;right:12px}
.qlwapp__box--conversation .qlwapp__close{top:calc(50% - 20px)}
.qlwapp__header-contact,.qlwapp__contact{display:flex;align-items:center;gap:10px;min-width:0}
.qlwapp__header-info,.qlwapp__info{display:flex;flex:1;flex-direction:column;min-width:0;line-height:1.3}
.qlwapp__header-name,.qlwapp__name{font-size:16px;font-weight:700;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.qlwapp__header-info span+span{font-size:12px;color:#d5efe9}

/* contact list */
.qlwapp__body{flex:1;min-height:0;overflow-y:auto}
.qlwapp__contacts{margin:0;padding:6px 0;list-style:none}
.qlwapp__contact{position:relative;gap:14px;width:100%;padding:12px 18px;text-align:left}
li+li .qlwapp__contact::before{content:"";position:absolute;top:0;left:80px;right:16px;border-top:1px solid var(--line)}
.qlwapp__contact--disabled{cursor:not-allowed;opacity:.55;filter:grayscale(1)}
/* hover only where there is a pointer that hovers: a tap would leave it stuck on */
@media (hover:hover){.qlwapp__button:hover{transform:translateY(-2px)}.qlwapp__icon-button:hover{background:rgba(255,255,255,.16)}.qlwapp__contact:not(.qlwapp__contact--disabled):hover{background:#f5f6f6}}
.qlwapp__contact-label{font-size:12px;font-weight:700;letter-spacing:.04em;text-transform:uppercase;color:var(--teal)}
.qlwapp__contact .qlwapp__time{font-size:12px;color:var(--muted)}
.qlwapp__status{font-weight:700}
.qlwapp__status--online{color:var(--teal)}
.qlwapp__contact>.qlwapp__glyph{color:var(--teal)}
.qlwapp__empty{margin:0;padding:36px 24px;text-align:center;color:var(--muted)}
.qlwapp__avatar{position:relative;width:48px;height:48px;flex:none}
.qlwapp__avatar--small{width:40px;height:40px}
.qlwapp__avatar-image{display:flex;align-items:center;justify-content:center;width:100%;height:100%;border-radius:50%;object-fit:cover;background:#dcf2e7;color:#0b5c3e;font-weight:700}
.qlwapp__presence{position:absolute;right:0;bottom:0;width:13px;height:13px;border:2px solid #fff;border-radius:50%;background:#aebac1}
.qlwapp__presence--online{background:var(--green)}

/* conversation */
.qlwapp__conversation{display:flex;flex:1;flex-direction:column;min-height:0}
.qlwapp__messages{flex:1;min-height:180px;max-height:320px;overflow-y:auto;display:flex;flex-direction:column;gap:6px;padding:18px 16px;background:#efeae2 radial-gradient(rgba(17,27,33,.06) 1px,transparent 1.2px) 0 0/18px 18px}
.qlwapp--mobile .qlwapp__messages{max-height:none}
.qlwapp__message{position:relative;align-self:flex-end;max-width:85%;padding:7px 11px 8px;border-radius:10px 0 10px 10px;background:var(--mine);overflow-wrap:anywhere;box-shadow:0 1px .5px rgba(11,20,26,.13)}
.qlwapp__message::after{content:"";position:absolute;top:0;right:-8px;border-top:10px solid var(--mine);border-right:8px solid transparent}
.qlwapp__message+.qlwapp__message{border-top-right-radius:10px}
.qlwapp__message+.qlwapp__message::after{display:none}
.qlwapp__spinner{display:inline-block;width:12px;height:12px;margin-left:8px;border:2px solid var(--muted);border-right-color:transparent;border-radius:50%;animation:qlwapp-spin .8s linear infinite}
.qlwapp__footer{padding:8px 18px;background:#efeae2;color:var(--muted);font-size:12px;text-align:center}

/* reply area */
.qlwapp__reply-area{background:var(--panel);border-top:1px solid var(--line)}
.qlwapp__consent{display:flex;align-items:flex-start;gap:10px;padding:10px 16px;background:#fff;border-bottom:1px solid var(--line)}
.qlwapp__consent--accepted{background:#e7f8ee;color:#075e54;animation:qlwapp-fade ${CHAT_CONSENT_HIDE_MS}ms ease-in both}
.qlwapp__consent input{width:18px;height:18px;margin:1px 0 0;font:inherit;accent-color:var(--teal)}
.qlwapp__consent span{flex:1}
.qlwapp__consent .qlwapp__glyph{width:18px;height:18px;color:var(--teal)}
.qlwapp__reply{display:flex;align-items:flex-end;gap:6px;padding:10px 10px 10px 6px}
.qlwapp__textarea{flex:1;min-width:0;height:44px;max-height:120px;padding:11px 16px;border:0;border-radius:22px;background:#fff;color:var(--ink);font:inherit;font-size:16px;line-height:22px;caret-animation:manual;resize:none;outline:none;box-shadow:inset 0 0 0 1px #dfe3e5}
.qlwapp__textarea::placeholder{color:#667781}
.qlwapp__textarea:focus{box-shadow:inset 0 0 0 2px var(--teal)}
.qlwapp__emoji,.qlwapp__send{display:flex;align-items:center;justify-content:center;width:44px;height:44px;flex:none;border-radius:50%}
.qlwapp__emoji{width:38px;color:var(--muted)}
.qlwapp__emoji:disabled{opacity:.5;cursor:default}
.qlwapp__send{padding-left:3px;background:var(--teal);color:#fff}
.qlwapp__send:disabled{background:#c5ccd0;cursor:default}
.qlwapp__send .qlwapp__glyph{width:21px;height:21px}

/* the back arrow's 300 ms: the conversation slides in, and away again */
.qlwapp__slide-in{animation:qlwapp-slide ${CHAT_BACK_REVERT_MS}ms cubic-bezier(.2,.8,.2,1) both}
.qlwapp__slide-out{animation:qlwapp-slide ${CHAT_BACK_REVERT_MS}ms ease-in reverse both}
@keyframes qlwapp-in{from{opacity:0;transform:translateY(14px) scale(.97)}}
@keyframes qlwapp-slide{from{opacity:0;transform:translateX(24px)}}
@keyframes qlwapp-pulse{50%{transform:scale(1.18)}}
@keyframes qlwapp-bounce{40%{transform:translateY(-8px)}60%{transform:translateY(-4px)}}
@keyframes qlwapp-spin{to{transform:rotate(360deg)}}
@keyframes qlwapp-fade{to{opacity:.4}}
@media (prefers-reduced-motion:reduce){.qlwapp *{animation-duration:1ms!important;animation-iteration-count:1!important;transition:none!important}}
`;
