import { consented } from './consent-gate.js';

/**
 * Views, closes and activities are fire-and-forget text/plain JSON: no CORS preflight, and it
 * survives the page unloading. sendBeacon when the browser has it and accepts the payload (it
 * refuses over its queue limit), else a keepalive fetch. Nothing at all while the visitor's
 * consent is awaited or refused (consent-gate.ts): such a beacon is dropped, never sent later.
 */
export function beacon<T>(url: string, body: T): void {
  if (!consented()) return;
  const payload = JSON.stringify(body);
  try {
    if (navigator.sendBeacon?.(url, new Blob([payload], { type: 'text/plain' }))) return;
  } catch {
    // fall through to fetch
  }
  fetch(url, { method: 'POST', body: payload, headers: { 'Content-Type': 'text/plain' }, keepalive: true, credentials: 'omit' }).catch(() => {});
}

/** An answered call (display, view): text/plain JSON too, so still no preflight; a non-2xx answer throws. */
export async function postJson<Reply, Body = unknown>(url: string, body: Body): Promise<Reply> {
  const response = await fetch(url, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'text/plain' },
    credentials: 'omit',
    keepalive: true,
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Reply;
}
