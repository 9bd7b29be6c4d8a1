import { normaliseDomain } from '@beckon/core';

export interface ParsedDomains {
  domains: string[];
  invalid: string[];
}

/**
 * The allowed domains an owner typed, one per line or separated by commas or spaces, normalised
 * and without repeats; what is not a host name is returned in `invalid`, to be said.
 */
export function parseDomains(text: string): ParsedDomains {
  const domains: string[] = [];
  const invalid: string[] = [];
  for (const raw of text.split(/[\s,;]+/)) {
    if (!raw) continue;
    const host = normaliseDomain(raw);
    if (host === null) invalid.push(raw);
    else if (!domains.includes(host)) domains.push(host);
  }
  return { domains, invalid };
}
