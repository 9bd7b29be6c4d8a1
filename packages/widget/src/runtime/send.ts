/**
 * Views, closes and activities are fire-and-forget text/plain JSON (no CORS preflight,
 * survives page unload). Display and conversion are answered requests.
 */
export function beacon(url: string, body: object): void {
  const payload = JSON.stringify(body);
  try {
    if (navigator.sendBeacon?.(url, new Blob([payload], { type: 'text/plain' }))) return;
  } catch {
    // fall through to fetch
  }
  fetch(url, { method: 'POST', body: payload, headers: { 'Content-Type': 'text/plain' }, keepalive: true, credentials: 'omit' }).catch(() => {});
}

export async function postJson<T>(url: string, body: object): Promise<T> {
  const response = await fetch(url, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'text/plain' }, credentials: 'omit', keepalive: true });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}
