import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hostAllowed, pageHost, t, texts } from '@beckon/core';
import type { CompiledPopup } from '../../display/site-config.js';

export type ShownPopup = { ok: true; popup: CompiledPopup } | { ok: false; statusCode: 403 | 404; message: string };

const UNKNOWN = 'Unknown pop-up for this client.';
/** A draft is still in the compiled site (the owner's preview shows it) but takes nothing in (issue 15). */
const NOT_PUBLISHED = 'This pop-up is not published; it takes no views or leads.';

/**
 * Whether a view or a lead may be recorded for this pop-up: it exists in the named site, is
 * published, and the page is on the site's allowed domains, the rule the display call applies
 * (issue 15: a lead counts only where the pop-up could really have shown).
 */
export async function shownPopup(app: FastifyInstance, request: FastifyRequest, clientId: string, poptinId: string, pageUrl: string): Promise<ShownPopup> {
  const site = await app.siteConfig.site(clientId);
  const popup = site?.byId.get(poptinId);
  if (!site || !popup) return { ok: false, statusCode: 404, message: UNKNOWN };
  if (popup.status !== 'published') return { ok: false, statusCode: 403, message: NOT_PUBLISHED };
  if (site.domains.length > 0) {
    const host = pageHost(request.headers.origin, pageUrl);
    // As on the display call, a call that tells no host is not refused.
    if (host !== null && !hostAllowed(host, site.domains)) return { ok: false, statusCode: 403, message: t('en', texts.domainNotAllowed) };
  }
  return { ok: true, popup };
}

export function refuse(reply: FastifyReply, refusal: Extract<ShownPopup, { ok: false }>) {
  return refusal.statusCode === 404 ? reply.notFound(refusal.message) : reply.forbidden(refusal.message);
}
