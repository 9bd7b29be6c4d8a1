import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPaths } from '../src/config.js';
import { startTestApp, type TestApp } from './support/app.js';

/** An example with a blog of its own pages, and a page outside the examples that must never be served. */
function examplesWithBlog(root: string): string {
  const page = (path: string[], text: string) => {
    mkdirSync(join(root, ...path), { recursive: true });
    writeFileSync(join(root, ...path, 'index.html'), `<!doctype html><title>${text}</title><!-- BECKON_SNIPPET -->`);
  };
  page(['examples', 'site-a'], 'the article');
  page(['examples', 'site-a', 'blog'], 'blog page 1');
  page(['examples', 'site-a', 'blog', 'page', '2'], 'blog page 2');
  page(['secret'], 'SECRET');
  page(['examples', 'site-b'], 'another example');
  return join(root, 'examples');
}

describe('an example’s own nested pages (/demo/{name}/…, issue 20: the article example’s blog)', () => {
  let root: string;
  let t: TestApp;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'beckon-examples-'));
    t = await startTestApp('sqlite', { paths: { ...defaultPaths(), examples: examplesWithBlog(root) } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['/demo/site-a', 'the article'],
    ['/demo/site-a/blog/', 'blog page 1'],
    ['/demo/site-a/blog', 'blog page 1'],
    ['/demo/site-a/blog/page/2/', 'blog page 2'],
    ['/demo/site-a/blog/page/2/?utm=x', 'blog page 2'],
    // Not a page of the example: its index.html serves the path, as for a single-page app's routes.
    ['/demo/site-a/blog/page/9/', 'the article'],
    ['/demo/site-a/Blog/', 'the article'],
    ['/demo/site-a/blog/page/2/index.html', 'the article'],
    ['/demo/site-a/..%2F..%2Fsecret/', 'the article'],
    ['/demo/site-a/..%5C..%5Csecret/', 'the article'],
  ])('%s → %s', async (url, title) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${title}</title>`);
    expect(response.body).not.toContain('SECRET');
    // Each page carries the site's snippet, as the example's own page does.
    expect(response.body).not.toContain('<!-- BECKON_SNIPPET -->');
  });

  it('dot segments are resolved before routing, never on disk', async () => {
    // %2e%2e is "..": the path is /secret/, which no route serves …
    const outside = await t.app.inject({ url: '/demo/site-a/%2e%2e/%2e%2e/secret/' });
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('SECRET');
    // … and this one is /demo/site-b/, another example's own page.
    expect((await t.app.inject({ url: '/demo/site-a/blog/%2e%2e/%2e%2e/site-b/' })).body).toContain('<title>another example</title>');
  });

  it('still refuses an example name that is not one', async () => {
    for (const url of ['/demo/..%2Fsecret/', '/demo/%2e%2e/secret/', '/demo/shopify-store/blog/']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('SECRET');
    }
  });
});
