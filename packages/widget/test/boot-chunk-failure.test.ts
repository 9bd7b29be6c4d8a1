import { describe, expect, it, vi } from 'vitest';
import { allowed, cleanPageEachTest, CLIENT_ID, fakeNetwork, onScreen, popupId, record, settle } from './support/runtime-page.js';

vi.mock('../src/runtime/render/mount.js', () => import('./support/runtime-page.js').then((m) => m.fakeMount));
// The chunk after boot (the visitor's clocks, the page-change watch) cannot be fetched: a deploy
// replaced it, or the network dropped between the two downloads.
vi.mock('../src/runtime/boot/after-boot.js', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const { boot } = await import('../src/runtime/boot/boot.js');

cleanPageEachTest();

describe('the chunk after boot cannot be fetched (SPEC §8: a quiet skip)', () => {
  it("the page's pop-ups still show and their views are recorded; one warning, nothing thrown", async () => {
    const network = fakeNetwork();
    network.on(`/api/display/${CLIENT_ID}`, allowed([record(1)]));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // An unhandled rejection would fail the run: Vitest reports it as an error of this file.
    await expect(boot({ origin: 'https://beckon.test', clientId: CLIENT_ID, nonce: undefined })).resolves.toBeDefined();
    await settle();
    expect(onScreen()).toEqual([popupId(1)]);
    expect(network.to('/api/display/viewed/')).toHaveLength(1);
    expect(warn.mock.calls.map((c) => c.join(' ')).filter((m) => m.includes('visitor clocks could not load'))).toHaveLength(1);
  });
});
