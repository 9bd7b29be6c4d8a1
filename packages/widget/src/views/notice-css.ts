export const noticeCss = `
*{box-sizing:border-box}
button{font:inherit}
.bk-preview{position:fixed;left:0;right:0;z-index:2147483647;padding:10px 16px;font:700 14px/1.4 system-ui,sans-serif;text-align:center;color:#1f2330;background:#fde68a;box-shadow:0 2px 8px rgba(0,0,0,.15)}
.bk-preview-top{top:0}
.bk-preview-bottom{bottom:0}
.bk-upgrade{position:fixed;right:16px;bottom:16px;z-index:2147483647;width:min(340px,calc(100vw - 32px));padding:18px 44px 18px 18px;font:14px/1.45 system-ui,sans-serif;color:#1f2330;background:#fff;border-radius:12px;box-shadow:0 12px 32px rgba(15,18,30,.25)}
.bk-upgrade p{margin:0 0 10px}
.bk-upgrade-title{font-weight:700}
.bk-upgrade-link{display:inline-block;padding:8px 14px;font-weight:700;color:#fff;background:#4338ca;border-radius:8px;text-decoration:none}
.bk-upgrade-close{position:absolute;top:4px;right:4px;width:44px;height:44px;font-size:22px;color:#1f2330;background:none;border:0;cursor:pointer}
.bk-upgrade-link:focus-visible,.bk-upgrade-close:focus-visible{outline:3px solid #4338ca;outline-offset:2px}
`;
