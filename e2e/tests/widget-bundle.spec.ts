import { WIDGET_API_VERSION } from '@beckon/core';
import { expect, test } from '../support/fixtures.js';

/**
 * The scripts as the server sends them (issue 22): V8's compile hint on the first line of
 * widget.js (in every encoding the server has a file for), chat.js, signup.js, content.js and the
 * content kit's part chunks, so Chromium compiles them while they stream instead of on the host page's
 * main thread. The widget's chunks load one path's code among several and have none.
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

for (const acceptEncoding of ['identity', 'gzip', 'br']) {
  test(`widget.js sent as ${acceptEncoding} starts with the compile hint; its chunks do not`, async ({ request }) => {
    const response = await request.get(`/sdk/v${WIDGET_API_VERSION}/widget.js`, { headers: { 'accept-encoding': acceptEncoding } });
    expect(response.status()).toBe(200);
    const encoding = response.headers()['content-encoding'];
    if (acceptEncoding !== 'identity') expect(encoding).toBe(acceptEncoding);
    // Playwright's client decodes what it was sent: the text read is the .gz or .br file's, decoded.
    const source = await response.text();
    expect(source.startsWith(HINT)).toBe(true);

    const chunk = /["`]\.\/(chunks\/[\w-]+\.js)["`]/.exec(source)?.[1];
    expect(chunk).toBeDefined();
    const chunkResponse = await request.get(`/sdk/v${WIDGET_API_VERSION}/${chunk}`, { headers: { 'accept-encoding': acceptEncoding } });
    expect(chunkResponse.status()).toBe(200);
    expect(await chunkResponse.text()).not.toContain('allFunctionsCalledOnLoad');
  });
}

for (const script of ['chat.js', 'signup.js']) {
  test(`${script} starts with the compile hint too`, async ({ request }) => {
    const response = await request.get(`/sdk/${script}`);
    expect(response.status()).toBe(200);
    expect((await response.text()).startsWith(HINT)).toBe(true);
  });
}

test('content.js and the chunk of each part start with the compile hint', async ({ request }) => {
  const entry = await request.get('/sdk/content.js');
  expect(entry.status()).toBe(200);
  const source = await entry.text();
  expect(source.startsWith(HINT)).toBe(true);
  const chunks = [...source.matchAll(/["`]\.\/(content\/chunks\/[\w-]+\.js)["`]/g)].map((m) => m[1]);
  expect(chunks.length).toBeGreaterThanOrEqual(5);
  for (const chunk of chunks) {
    const response = await request.get(`/sdk/${chunk}`);
    expect(response.status()).toBe(200);
    expect((await response.text()).startsWith(HINT), chunk).toBe(true);
  }
});
