/**
 * The domains an owner allows a site on (the dashboard's site form and the admin API): the
 * browser's own rules for host names, RFC 1123 labels with international names in punycode.
 */
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const MAX_HOST_LENGTH = 253;
export const MAX_SITE_DOMAINS = 50;

/**
 * One allowed domain as the owner typed it, reduced to a lowercase host name: a scheme, path,
 * query, port or trailing dot is dropped ("https://Shop.Example.com/cart" is
 * "shop.example.com"); "*.example.com" covers its subdomains; an international name is kept
 * in its punycode form, as browsers send it. Null when it is no host name at all.
 */
export function normaliseDomain(raw: string): string | null {
  let text = raw.trim().toLowerCase();
  if (text === '') return null;
  const wildcard = text.startsWith('*.');
  if (wildcard) text = text.slice(2);
  if (!/^[a-z][a-z0-9+.-]*:\/\//.test(text)) text = `http://${text}`;
  let host: string;
  try {
    const url = new URL(text);
    if (url.username || url.password) return null;
    host = url.hostname.replace(/\.$/, '');
  } catch {
    return null;
  }
  if (host.startsWith('[')) return wildcard ? null : host;
  if (host === '' || host.length > MAX_HOST_LENGTH || !host.split('.').every((label) => LABEL.test(label))) return null;
  return wildcard ? `*.${host}` : host;
}

/** The domains normalised and de-duplicated, or a message naming the first one that is not a domain. */
export function normaliseDomains(raw: readonly string[]): { domains: string[] } | { error: string } {
  const domains: string[] = [];
  for (const entry of raw) {
    if (entry.trim() === '') continue;
    const domain = normaliseDomain(entry);
    if (domain === null) return { error: `"${entry.trim().slice(0, 80)}" is not a domain. Enter host names like example.com or shop.example.com.` };
    if (!domains.includes(domain)) domains.push(domain);
  }
  if (domains.length > MAX_SITE_DOMAINS) return { error: `A site lists at most ${MAX_SITE_DOMAINS} domains.` };
  return { domains };
}

/**
 * Whether a page on `host` may show a site's pop-ups. A site that lists no domains shows
 * anywhere; "example.com" also covers "www.example.com"; "*.example.com" covers the domain and
 * every subdomain.
 */
export function hostAllowed(host: string, domains: readonly string[]): boolean {
  if (domains.length === 0) return true;
  const name = host.trim().toLowerCase().replace(/\.$/, '');
  return domains.some((domain) =>
    domain.startsWith('*.') ? name === domain.slice(2) || name.endsWith(domain.slice(1)) : name === domain || name === `www.${domain}`,
  );
}

/** The host of an origin or a page address ("https://Shop.example:8443/x" is "shop.example"); null when there is none. */
export function hostOf(address: string | undefined | null): string | null {
  if (!address) return null;
  try {
    const { protocol, hostname } = new URL(address);
    return protocol === 'http:' || protocol === 'https:' ? hostname.replace(/\.$/, '') || null : null;
  } catch {
    return null;
  }
}

/**
 * The host a visitor call comes from, for a site's allowed domains: the Origin the browser set
 * (a page cannot forge it), else the first page address the call names; null when none tells.
 */
export function pageHost(origin: string | undefined | null, ...addresses: Array<string | undefined | null>): string | null {
  for (const address of [origin, ...addresses]) {
    const host = hostOf(address);
    if (host !== null) return host;
  }
  return null;
}
