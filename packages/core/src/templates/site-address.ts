/**
 * Where a template's links to the owner's pages point: the site's first allowed domain (a
 * wildcard's own domain) over https; null when the owner has listed none. Only what the owner
 * typed counts: the page the widget was last seen on is reported by whoever calls the display
 * API, so it could send a new pop-up's buttons to a stranger's site.
 */
export function siteAddressOf(site: { domains: readonly string[] }): string | null {
  const domain = site.domains.map((d) => d.trim().replace(/^\*\./, '')).find((d) => /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(d));
  return domain ? `https://${domain.toLowerCase()}` : null;
}
