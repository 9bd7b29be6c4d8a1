export const teaserCss = `
.bk-teaser{position:fixed;display:block;max-width:220px;padding:12px 18px;font-weight:700;font-size:16px;line-height:1.3;font-family:var(--bk-font);color:var(--bk-accent-text);background:var(--bk-accent);border:0;box-shadow:0 8px 24px rgba(15,18,30,.25);cursor:pointer;z-index:2147483000}
.bk-teaser-left{left:0;border-radius:0 12px 12px 0}
.bk-teaser-right{right:0;border-radius:12px 0 0 12px}
.bk-teaser:focus-visible{outline:3px solid #1f2330;outline-offset:2px}
.bk-teaser-nudge{animation:bk-nudge .6s ease-in-out}
@keyframes bk-nudge{0%,100%{transform:none}30%{transform:translateY(-6px)}60%{transform:translateY(2px)}}
@media (prefers-reduced-motion:reduce){.bk-teaser-nudge{animation:none}}
`;
