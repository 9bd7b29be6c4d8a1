import { vi } from 'vitest';
import { EMBED_GLOBAL } from '@beckon/core';
import { allowed, CLIENT_ID, fakeNetwork, record, settle, type FakeNetwork } from './runtime-page.js';

/**
 * A page in consent mode for the runtime tests: the snippet's queue, the script tag with the
 * loader's consent attributes, widget.js arriving, and what the device and the network hold.
 * Use with cleanPageEachTest() and the fakeMount mock (support/runtime-page.ts).
 */

type Command = ((...args: unknown[]) => void) & { q?: unknown[][] };
export const beckon = (...args: unknown[]) => (window as unknown as Record<string, Command>)[EMBED_GLOBAL]!(...args);

/** What the pasted snippet leaves before widget.js arrives: a queueing global. */
export function pasteSnippetQueue(): void {
  const queue: Command = Object.assign((...args: unknown[]) => void queue.q!.push(args), { q: [] as unknown[][] });
  (window as unknown as Record<string, Command>)[EMBED_GLOBAL] = queue;
}

/** The snippet's script tag, with the owner's consent options. */
export function addScriptTag(attributes: Record<string, string> = {}): void {
  const extra = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  document.body.insertAdjacentHTML(
    'beforeend',
    `<script type="module" data-client="${CLIENT_ID}" src="https://beckon.test/sdk/v1/widget.js"${extra}></script>`,
  );
}

/** widget.js arriving: a fresh copy of the runtime, with the chunks it fetches on the way loaded first (fake clocks never wait for a module). */
export async function loadWidget(): Promise<void> {
  vi.resetModules();
  await import('../../src/runtime/consent/consent-chunk.js');
  await import('../../src/runtime/engine/view-record.js');
  await import('../../src/index.js');
  await settle();
  await vi.dynamicImportSettled();
  await settle();
}

export interface ConsentPage {
  network: FakeNetwork;
  sendBeacon: ReturnType<typeof vi.fn>;
}

/** A page whose display answer holds lightbox 1 (shown on page load), with the beacon transport watched. */
export function consentPage(): ConsentPage {
  const network = fakeNetwork();
  network.on(`/api/display/${CLIENT_ID}`, allowed([record(1)]));
  // fakeNetwork's sendBeacon refuses so that beacons show up as fetches; this one also counts its calls.
  const sendBeacon = vi.fn(() => false);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  return { network, sendBeacon };
}

/** Every call that tracks the visitor (SPEC §7 viewed, closed, activities, session beats). */
export const TRACKING = ['/viewed/', '/closed/', '/conversion-activities/', '/total-website-session/'];
export const trackingCalls = (network: FakeNetwork) => network.calls.filter((c) => TRACKING.some((path) => c.path.includes(path)));

export const ownCookies = () =>
  document.cookie
    .split(/;\s*/)
    .filter((c) => c.startsWith('beckon_'))
    .map((c) => c.split('=')[0]);
export const storedKeys = () => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].sort();

/** Lets consent changes and the chunks they start run to the end. */
export async function settleConsent(): Promise<void> {
  await settle();
  await vi.dynamicImportSettled();
  await settle();
}
