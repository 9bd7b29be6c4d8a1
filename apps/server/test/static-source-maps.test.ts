import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_API_VERSION } from '@beckon/core';
import { defaultPaths } from '../src/config.js';
import { isServedSourceMap } from '../src/plugins/static.js';
import { startTestApp, type TestApp } from './support/app.js';

const SDK = `/sdk/v${WIDGET_API_VERSION}`;

/** Every bundle folder the server serves, each built with its source map beside it. */
function builtBundles(root: string) {
  const folder = (name: string, files: Record<string, string>) => {
    const dir = join(root, name);
    mkdirSync(dir, { recursive: true });
    for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
    return dir;
  };
  const map = '{"version":3,"sources":["secret-source.ts"],"sourcesContent":["// the owner never sees this"]}';
  return {
    ...defaultPaths(),
    widgetDist: folder('widget', { 'widget.js': 'void 0;', 'widget.js.map': map, 'chunk-1.js': 'void 1;', 'chunk-1.js.map': map }),
    chatDist: folder('chat', { 'chat.js': 'void 0;', 'chat.js.map': map }),
    signupDist: folder('signup', { 'signup.js': 'void 0;', 'signup.js.map': map }),
    dashboardDist: folder('dashboard', { 'index.html': '<!doctype html><title>Beckon</title>', 'app.js': 'void 0;', 'app.js.map': map }),
    galleryDist: folder('gallery', { 'gallery.js': 'void 0;', 'gallery.js.map': map }),
  };
}

describe('source maps are not served', () => {
  let root: string;
  let t: TestApp;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'beckon-bundles-'));
    t = await startTestApp('sqlite', { paths: builtBundles(root) });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    [`${SDK}/widget.js.map`],
    [`${SDK}/chunk-1.js.map`],
    ['/sdk/chat.js.map'],
    ['/sdk/signup.js.map'],
    ['/app/app.js.map'],
    ['/demo-assets/gallery.js.map'],
    // Not a file: the dashboard's catch-all would otherwise answer with its page.
    ['/app/missing.js.map'],
    [`${SDK}/widget.js.map?v=2`],
    [`${SDK}/widget.js%2Emap`],
    [`${SDK}/WIDGET.JS.MAP`],
  ])('answers %s with 404', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('sourcesContent');
  });

  it.each([[`${SDK}/widget.js`], [`${SDK}/chunk-1.js`], ['/sdk/chat.js'], ['/sdk/signup.js'], ['/app/app.js'], ['/demo-assets/gallery.js']])(
    'still serves the bundle %s',
    async (url) => {
      expect((await t.app.inject({ url })).statusCode).toBe(200);
    },
  );

  it.each([
    ['/sdk/v1/widget.js.map', true],
    ['/app/x.map', true],
    ['/demo-assets/a.js.map?x=1', true],
    ['/sdk/v1/%E0%A4%A.map', true],
    ['/sdk/v1/widget.js', false],
    ['/api/display/template/map', false],
    ['/demo/mapping', false],
  ])('%s is a served source map: %s', (url, expected) => {
    expect(isServedSourceMap(url)).toBe(expected);
  });
});
