import { WIDGET_API_VERSION } from './constants.js';

/** The global the snippet defines: a queue function the widget replays when it boots. */
export const EMBED_GLOBAL = 'Beckon';

export function widgetPath(): string {
  return `/sdk/v${WIDGET_API_VERSION}/widget.js`;
}

/** JSON is valid JS; `<` is escaped so a value can never close the surrounding script tag. */
function jsString(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The inline loader snippet an owner pastes. It defines the queue function and inserts the
 * versioned widget module once; a second paste finds the global and does nothing.
 */
export function embedSnippet(serverOrigin: string, clientId: string): string {
  const origin = serverOrigin.replace(/\/+$/, '');
  return (
    '<script>(function(w,d,s,c){if(w.' +
    EMBED_GLOBAL +
    ')return;' +
    'var b=w.' +
    EMBED_GLOBAL +
    '=function(){b.q.push(arguments)};b.q=[];' +
    'var e=d.createElement("script");e.type="module";e.async=true;e.src=s+' +
    jsString(widgetPath()) +
    ';' +
    'e.setAttribute("data-client",c);(d.head||d.body).appendChild(e)})' +
    '(window,document,' +
    jsString(origin) +
    ',' +
    jsString(clientId) +
    ');</script>'
  );
}

/**
 * The container an owner places where an embedded or content pop-up goes. With the pop-up's
 * height (field_poptin_height) it reserves the space from the page's first paint, so nothing
 * moves when the pop-up arrives.
 */
export function embedContainerHtml(poptinId: string, reservedHeightPx?: number): string {
  const id = poptinId.replace(/[^A-Za-z0-9_-]/g, '');
  const height = Math.round(Number(reservedHeightPx));
  const style = height > 0 ? ` style="min-height:${height}px"` : '';
  return `<div data-beckon-embed="${id}"${style}></div>`;
}
