import { createHash } from 'node:crypto';
import { directionOf, t, texts, type Language } from '@beckon/core';
import { escapeHtml } from './html.js';

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#222}' +
  'h1{font-size:1.4rem}button{font:inherit;padding:.5rem 1.2rem;cursor:pointer}';

/**
 * The pages' own policy: nothing loads, no script runs, the one style is allowed by its hash, and
 * the unsubscribe form may post only here. The token is in the address: no Referer carries it on.
 */
export const LINK_PAGE_HEADERS = {
  'content-security-policy': `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
} as const;

/** A small self-contained page in the list's language; every text is escaped. */
function page(lang: Language, title: string, body: string): string {
  return [
    '<!doctype html>',
    `<html lang="${lang}" dir="${directionOf(lang)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  ].join('\n');
}

export function confirmedPage(lang: Language, listName: string): string {
  return page(lang, t(lang, texts.subscriptionConfirmedTitle), `<p>${escapeHtml(t(lang, texts.subscriptionConfirmed, { list: listName }))}</p>`);
}

/** A link that is not ours, was changed, or has expired: said plainly, with what to do. */
export function badLinkPage(lang: Language, reason: 'invalid' | 'expired'): string {
  return page(lang, t(lang, texts.linkInvalidTitle), `<p>${escapeHtml(t(lang, reason === 'expired' ? texts.linkExpired : texts.linkInvalid))}</p>`);
}

/** The question a GET answers with: only the button's POST unsubscribes (mail scanners follow links). */
export function unsubscribeQuestionPage(lang: Language, listName: string, action: string): string {
  const form = `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t(lang, texts.unsubscribeButton))}</button></form>`;
  return page(lang, t(lang, texts.unsubscribeTitle), `<p>${escapeHtml(t(lang, texts.unsubscribeQuestion, { list: listName }))}</p>${form}`);
}

export function unsubscribedPage(lang: Language, listName: string): string {
  return page(lang, t(lang, texts.unsubscribeTitle), `<p>${escapeHtml(t(lang, texts.unsubscribeDone, { list: listName }))}</p>`);
}
