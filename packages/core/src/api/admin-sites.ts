import { Type } from 'typebox';

const SiteName = Type.String({ minLength: 1, maxLength: 120 });
/** as the owner types them; normalised to host names by the route */
const Domains = Type.Array(Type.String({ maxLength: 2048 }), { maxItems: 200 });
export const NewSiteBody = Type.Object({ name: SiteName, domains: Type.Optional(Domains) });
export const SitePatchBody = Type.Object({ name: Type.Optional(SiteName), domains: Type.Optional(Domains) });

export const SiteSeenReply = Type.Object({ at: Type.Number(), url: Type.String() });

export const SiteReply = Type.Object({
  client_id: Type.String(),
  name: Type.String(),
  domains: Type.Array(Type.String()),
  /** the script tag to paste into the site's pages */
  snippet: Type.String(),
  created_at: Type.Number(),
  /** the last page where the widget asked for this site's pop-ups (at most once a minute); null until then */
  seen: Type.Union([SiteSeenReply, Type.Null()]),
});
export const SitesReply = Type.Array(SiteReply);
