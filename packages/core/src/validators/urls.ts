/**
 * SPEC §5 redirect URLs: an address without a scheme gets http:// prepended; tel:, sms: and
 * mailto: are kept; digits alone (a phone number) become tel:. Any other scheme (javascript:,
 * data:) is not a place to send a visitor: the result is null.
 */
export function redirectUrl(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return null;
  if (/^(tel|sms|mailto):/i.test(value)) return value;
  if (/^\+?[\d\s().-]+$/.test(value) && /\d/.test(value)) return `tel:${value.replace(/[^\d+]/g, '')}`;
  if (/^https?:\/\//i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^:/]+:\d+/.test(value)) return null;
  return `http://${value.replace(/^\/+/, '')}`;
}

/**
 * An http(s) address a visitor can be sent to, as SPEC §5 reads it (a missing scheme is http):
 * the editor's check of a product page and the widget's store buttons both use it, so what the
 * editor accepts is what runs. javascript:, data: and the like give null.
 */
export function webAddress(raw: unknown): string | null {
  const url = typeof raw === 'string' ? redirectUrl(raw) : null;
  if (url === null || !/^https?:\/\//i.test(url)) return null;
  try {
    const host = new URL(url).hostname;
    return host.includes('.') || host === 'localhost' ? url : null;
  } catch {
    return null;
  }
}

/** SPEC §5: a button's URL without http(s) gets // prepended (the page's own scheme). */
export function buttonUrl(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return null;
  if (/^https?:\/\//i.test(value) || value.startsWith('//')) return value;
  // Before the host:port reading below, which would take tel:0501234567 for a host and a port.
  if (/^(tel|sms|mailto):/i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^:/]+:\d+/.test(value)) return null;
  return `//${value}`;
}

/** SPEC §7: submitted form data travels on a redirect as ?key=value pairs. */
export function withFormData(url: string, fields: ReadonlyArray<{ field_key: string; value: string }>): string {
  if (!/^(https?:)?\/\//i.test(url) || fields.length === 0) return url;
  const [base, hash = ''] = url.split('#', 2) as [string, string?];
  const query = fields.map((f) => `${encodeURIComponent(f.field_key)}=${encodeURIComponent(f.value)}`).join('&');
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash ? `#${hash}` : ''}`;
}
