import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_API_VERSION } from '@beckon/core';
import { defaultPaths } from '../src/config.js';
import { isHashedWidgetChunk } from '../src/plugins/static.js';
import { startTestApp, type TestApp } from './support/app.js';

const SDK = `/sdk/v${WIDGET_API_VERSION}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const BRIEF = 'public, max-age=300';

/** A widget build as Vite writes it: widget.js, hashed chunks, each with its .gz beside it. */
function widgetBuild(root: string): string {
  const dir = join(root, 'widget');
  mkdirSync(join(dir, 'chunks'), { recursive: true });
  const files: Record<string, string> = {
    'widget.js': 'export const a = 1;',
    'chunks/live-DQo3px94.js': 'export const b = 2;',
    'chunks/consent-chunk-Ck-rHAV1.js': 'export const c = 3;',
    // Not named by the bundler's hash pattern: no promise that it never changes.
    'chunks/notes.js': 'void 0;',
  };
  for (const [file, text] of Object.entries(files)) {
    writeFileSync(join(dir, file), text);
    writeFileSync(join(dir, `${file}.gz`), gzipSync(text));
  }
  return dir;
}

describe('widget bundle caching', () => {
  let root: string;
  let t: TestApp;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'beckon-widget-cache-'));
    t = await startTestApp('sqlite', { paths: { ...defaultPaths(), widgetDist: widgetBuild(root) } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    [`${SDK}/widget.js`, BRIEF],
    [`${SDK}/chunks/live-DQo3px94.js`, IMMUTABLE],
    [`${SDK}/chunks/consent-chunk-Ck-rHAV1.js`, IMMUTABLE],
    [`${SDK}/chunks/notes.js`, BRIEF],
  ])('%s is cached as %s, plain and gzipped, and open to every host page', async (url, cacheControl) => {
    for (const headers of [{}, { 'accept-encoding': 'gzip' }]) {
      const response = await t.app.inject({ url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(cacheControl);
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('revalidates widget.js by its ETag once its short lifetime is over', async () => {
    const first = await t.app.inject({ url: `${SDK}/widget.js` });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ url: `${SDK}/widget.js`, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it.each([
    ['/srv/widget/dist/chunks/live-DQo3px94.js', true],
    ['/srv/widget/dist/chunks/live-DQo3px94.js.gz', true],
    ['/srv/widget/dist/chunks/live-DQo3px94.js.br', true],
    ['C:\\beckon\\widget\\dist\\chunks\\store-BLHqBiVD.js', true],
    ['/srv/widget/dist/chunks/consent-chunk-Ck-rHAV1.js', true],
    ['/srv/widget/dist/widget.js', false],
    ['/srv/widget/dist/widget.js.gz', false],
    ['/srv/widget/dist/chunks/notes.js', false],
    ['/srv/widget/dist/chunks/live-DQo3px94.js.map', false],
    ['/srv/widget/dist/other/live-DQo3px94.js', false],
  ])('%s is a hashed widget chunk: %s', (path, expected) => {
    expect(isHashedWidgetChunk(path)).toBe(expected);
  });
});
