import { expect, it, vi } from 'vitest';
import { cleanPageEachTest, onScreen, popupId, settle } from './support/runtime-page.js';
import { addScriptTag, consentPage, ownCookies, settleConsent } from './support/consent-page.js';

vi.mock('../src/runtime/render/mount.js', () => import('./support/runtime-page.js').then((m) => m.fakeMount));

// The consent chunk arrives when the test says: a slow network, where the display answer comes first.
let arrive!: () => void;
const arrived = new Promise<void>((resolve) => (arrive = resolve));
vi.mock('../src/runtime/consent/consent-chunk.js', async (importOriginal) => {
  await arrived;
  return importOriginal();
});

cleanPageEachTest();

it("on a page in consent mode nothing shows before the platforms are read: a visitor's stored grant counts this page's view", async () => {
  const page = window as unknown as { dataLayer?: unknown[] };
  page.dataLayer = [
    ['consent', 'default', { analytics_storage: 'denied' }],
    ['consent', 'update', { analytics_storage: 'granted' }],
  ];
  const { network } = consentPage();
  addScriptTag({ 'data-consent': 'required' });
  vi.resetModules();
  await import('../src/runtime/engine/view-record.js');
  await import('../src/index.js');
  await settle();
  expect([onScreen(), network.calls]).toEqual([[], []]);
  arrive();
  await settleConsent();
  await settleConsent();
  expect(onScreen()).toEqual([popupId(1)]);
  expect(network.to('/api/display/viewed/')).toHaveLength(1);
  expect(ownCookies()).toEqual(['beckon_cid']);
  delete page.dataLayer;
});
