import { boundedText, type StorePlatform } from '@beckon/core';
import { shopifyCustomer } from './page-reading.js';

/** Wix's current-member call on the site's origin: 404 when nobody is logged in. */
export const WIX_MEMBER_PATH = '/_api/members/v1/members/my';
const MEMBER_TIMEOUT_MS = 4000;

/** The logged-in customer (Shopify) or member (Wix); '' for a guest or when the store cannot say. */
export async function readCustomer(platform: StorePlatform): Promise<string> {
  if (platform === 'shopify') return boundedText(shopifyCustomer(), 256);
  try {
    const response = await fetch(WIX_MEMBER_PATH, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(MEMBER_TIMEOUT_MS),
    });
    if (!response.ok) return '';
    const body = (await response.json()) as { member?: { id?: unknown } } | null;
    return boundedText(body?.member?.id, 256);
  } catch {
    return '';
  }
}
