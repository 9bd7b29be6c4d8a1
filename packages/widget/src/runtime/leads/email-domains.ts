import { warn } from '@beckon/embed-kit';

let pending: Promise<ReadonlySet<string>> | null = null;

/**
 * The server's blocked free-mail domains (SPEC §5 business-only email fields), fetched once per
 * page and only by pages whose form asks for business emails. A failed fetch lets the server,
 * which checks again, have the last word.
 */
export function blockedEmailDomains(api: string): Promise<ReadonlySet<string>> {
  pending ??= fetch(`${api}/blocked-email-domains`, { credentials: 'omit' })
    .then((r) => (r.ok ? (r.json() as Promise<{ domains?: unknown }>) : Promise.reject(new Error(`HTTP ${r.status}`))))
    .then((body) => new Set(Array.isArray(body.domains) ? body.domains.filter((d): d is string => typeof d === 'string') : []))
    .catch((error: unknown) => {
      warn('the blocked email domains could not be fetched', error);
      pending = null;
      return new Set<string>();
    });
  return pending;
}
