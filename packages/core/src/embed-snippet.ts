import { WIDGET_API_VERSION } from './constants.js';
import { CONSENT_ATTRIBUTE, CONSENT_POPUPS_ATTRIBUTE, CONSENT_REQUIRED, type ConsentPopups } from './consent/states.js';
import { escapeHtml } from './html-escape.js';
import { SHOP_HOST_MAX_LENGTH, SHOP_HOST_PATTERN } from './store/ids.js';

/** The global the snippet defines: a queue function the widget replays when it boots. */
export const EMBED_GLOBAL = 'Beckon';

export function widgetPath(): string {
  return `/sdk/v${WIDGET_API_VERSION}/widget.js`;
}

/** JSON is valid JS; `<` is escaped so a value can never close the surrounding script tag. */
function jsString(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Defines the queue function, once: a second paste finds the global and stops there. */
const QUEUE = `if(w.${EMBED_GLOBAL})return;var b=w.${EMBED_GLOBAL}=function(){b.q.push(arguments)};b.q=[];`;

/** What the owner chose for the snippet on the dashboard's Sites page. */
export interface EmbedOptions {
  /** consent mode (issue 21): the widget waits for the visitor's consent; its pop-ups show meanwhile, or wait too */
  consent?: { popups: ConsentPopups } | undefined;
}

/** The owner's options as [attribute, value] pairs on the widget's tag. */
function optionAttributePairs(options: EmbedOptions): Array<[string, string]> {
  if (!options.consent) return [];
  const pairs: Array<[string, string]> = [[CONSENT_ATTRIBUTE, CONSENT_REQUIRED]];
  if (options.consent.popups === 'wait') pairs.push([CONSENT_POPUPS_ATTRIBUTE, 'wait']);
  return pairs;
}

/** Inserts the versioned widget module for the client id `c`, from the server `s`: for a snippet that learns its client id as it runs. */
function insertWidget(): string {
  return (
    'var e=d.createElement("script");e.type="module";e.async=true;e.src=s+' +
    jsString(widgetPath()) +
    ';e.setAttribute("data-client",c);(d.head||d.body).appendChild(e)'
  );
}

/** How the client id stands on the widget's tag: the options go right after it. */
const clientAttribute = (clientId: string) => ` data-client="${escapeHtml(clientId)}"`;

const tagAttributes = (options: EmbedOptions) =>
  optionAttributePairs(options)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');

/**
 * The snippet an owner pastes: an inline script that defines the queue function, and the
 * versioned widget module as a plain tag. The tag, unlike a script inserting it, is found by the
 * browser's preload scanner: fetched while the page parses, and without the 10–16 ms of main
 * thread at 4× CPU that a request started from script costs the host page (issue 22). Pasted twice,
 * the queue is defined once and the module, one URL, runs once. Two lines, one per tag, for the
 * owner to read.
 */
export function embedSnippet(serverOrigin: string, clientId: string, options: EmbedOptions = {}): string {
  const origin = serverOrigin.replace(/\/+$/, '');
  return (
    `<script>(function(w){${QUEUE}})(window);</script>\n` +
    `<script type="module" async src="${escapeHtml(origin + widgetPath())}"${clientAttribute(clientId)}${tagAttributes(options)}></script>`
  );
}

/**
 * A snippet as the server made it (embedSnippet without options), with the owner's options
 * added: the dashboard shows the choice without the server having to store it. A snippet this
 * function does not recognise, or one that carries options already, comes back as it was.
 */
export function withEmbedOptions(snippet: string, options: EmbedOptions): string {
  const attributes = tagAttributes(options);
  const client = / data-client="[^"]*"/.exec(snippet);
  if (!attributes || !client || snippet.split(' data-client="').length !== 2 || snippet.includes(CONSENT_ATTRIBUTE)) return snippet;
  const at = client.index + client[0].length;
  return snippet.slice(0, at) + attributes + snippet.slice(at);
}

/** What a Shopify theme renders as its shop's own domain (Liquid), whichever shop installs the theme. */
export const SHOPIFY_SHOP_LIQUID = '{{ shop.permanent_domain }}';

/**
 * The snippet for a Shopify theme (theme.liquid). It names the shop, not the site: it asks the
 * server which site the shop is proven to be (SPEC §7 get-client-id/{shop}) and loads the widget
 * for that site, so the widget itself never needs to know Shopify. Where no Liquid ran, the tag
 * still reads {{ … }}, and the storefront's window.Shopify.shop names the shop instead.
 */
export function shopEmbedSnippet(serverOrigin: string): string {
  const origin = serverOrigin.replace(/\/+$/, '');
  const warn = (why: string) => `console.warn("[beckon] "+${why}+"; nothing to show")`;
  return (
    `<script>(function(w,d,s,h){${QUEUE}` +
    `var p=new RegExp(${jsString(SHOP_HOST_PATTERN)}),n=function(v){v=String(v||"").toLowerCase();return v.length<=${SHOP_HOST_MAX_LENGTH}&&p.test(v)?v:""};` +
    `h=n(h)||n((w.Shopify||{}).shop);if(!h)return ${warn('"no Shopify shop is named"')};` +
    `fetch(s+"/api/display/shopify/get-client-id/"+encodeURIComponent(h),{credentials:"omit"})` +
    '.then(function(r){if(!r.ok)throw r.status;return r.json()})' +
    `.then(function(j){var c=j.client_id;if(typeof c!="string"||!c)throw 0;${insertWidget()}})` +
    `.catch(function(){${warn('"no site is connected to the shop "+h')}})` +
    `})(window,document,${jsString(origin)},${jsString(SHOPIFY_SHOP_LIQUID)});</script>`
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
