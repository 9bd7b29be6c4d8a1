// @vitest-environment happy-dom
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMBED_GLOBAL, embedContainerHtml, embedSnippet, SHOPIFY_SHOP_LIQUID, shopEmbedSnippet, widgetPath } from '../src/index.js';
import { pasteHtml } from './support/paste-html.js';

function runSnippet(html: string): void {
  const code = html.replace(/^<script>/, '').replace(/<\/script>$/, '');
  new Function(code)();
}

describe('embed snippet', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    delete (window as unknown as Record<string, unknown>)[EMBED_GLOBAL];
  });

  type Queue = ((...a: unknown[]) => void) & { q: unknown[][] };
  const queue = () => (window as unknown as Record<string, Queue>)[EMBED_GLOBAL]!;

  it('is the queue function inline and the widget as one async module tag, with the client id, from the versioned path', () => {
    const html = embedSnippet('https://beckon.example/', 'client123');
    // A plain tag: the browser's preload scanner fetches it while the page parses (issue 22).
    expect(html).toContain(`<script type="module" async src="https://beckon.example${widgetPath()}" data-client="client123"></script>`);
    pasteHtml(html);
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    const script = scripts[0]!;
    expect(script.getAttribute('src')).toBe(`https://beckon.example${widgetPath()}`);
    expect(widgetPath()).toMatch(/^\/sdk\/v\d+\/widget\.js$/);
    expect(script.type).toBe('module');
    expect(script.async).toBe(true);
    expect(script.dataset.client).toBe('client123');
    expect(typeof queue()).toBe('function');
  });

  it('is harmless when pasted twice: one queue, kept, and one module URL (a module runs once a page)', () => {
    pasteHtml(embedSnippet('https://beckon.example', 'client123'));
    const first = queue();
    first('open', 'abcdefghijklm');
    pasteHtml(embedSnippet('https://beckon.example', 'client123'));
    expect(queue()).toBe(first);
    expect(first.q).toHaveLength(1);
    expect(new Set(Array.from(document.querySelectorAll('script'), (s) => s.getAttribute('src')))).toEqual(new Set([`https://beckon.example${widgetPath()}`]));
  });

  it('queues calls made before the widget arrives', () => {
    pasteHtml(embedSnippet('https://beckon.example', 'client123'));
    queue()('open', 'abcdefghijklm');
    expect(queue().q.map((args) => Array.from(args))).toEqual([['open', 'abcdefghijklm']]);
  });

  it.each([
    ['client id', 'https://beckon.example', '</script><img src=x onerror=alert(1)>'],
    ['client id with quotes', 'https://beckon.example', '" onload="alert(1)'],
    ['server address', 'https://beckon.example/"><img src=x onerror=alert(1)>', 'client123'],
  ])('cannot be broken out of by a hostile %s', (_what, origin, clientId) => {
    const html = embedSnippet(origin, clientId);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('<img');
    pasteHtml(html);
    expect(document.querySelector('img')).toBeNull();
    const script = document.querySelector('script')!;
    expect(script.dataset.client).toBe(clientId);
    expect(script.getAttribute('src')).toBe(`${origin.replace(/\/+$/, '')}${widgetPath()}`);
    expect(script.getAttributeNames().sort()).toEqual(['async', 'data-client', 'src', 'type']);
  });

  it('stays far under 1 KB gzip', () => {
    expect(gzipSync(embedSnippet('https://beckon.example.com', 'abcdefghijklmnop')).length).toBeLessThan(1024);
  });
});

describe('embed container', () => {
  it.each([
    ['abcdefghijklm', 420, '<div data-beckon-embed="abcdefghijklm" style="min-height:420px"></div>'],
    ['abcdefghijklm', 419.6, '<div data-beckon-embed="abcdefghijklm" style="min-height:420px"></div>'],
    ['abcdefghijklm', undefined, '<div data-beckon-embed="abcdefghijklm"></div>'],
    ['abcdefghijklm', 0, '<div data-beckon-embed="abcdefghijklm"></div>'],
    ['abcdefghijklm', Number.NaN, '<div data-beckon-embed="abcdefghijklm"></div>'],
    ['abc"><script>x', 300, '<div data-beckon-embed="abcscriptx" style="min-height:300px"></div>'],
  ])('%s reserving %s px', (id, height, html) => {
    expect(embedContainerHtml(id, height)).toBe(html);
  });
});

describe('the Shopify theme snippet (SPEC §7 get-client-id/{shop})', () => {
  const asked: string[] = [];
  const answers = new Map<string, Response>();
  beforeEach(() => {
    document.head.innerHTML = '';
    asked.length = 0;
    answers.clear();
    delete (window as unknown as Record<string, unknown>)[EMBED_GLOBAL];
    delete (window as unknown as Record<string, unknown>).Shopify;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      asked.push(url);
      expect(init?.credentials).toBe('omit');
      return answers.get(url) ?? new Response('{"statusCode":404}', { status: 404 });
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const lookup = (shop: string) => `https://beckon.example/api/display/shopify/get-client-id/${shop}`;
  /** What the theme serves: Liquid puts the shop's permanent domain where the tag was. */
  const rendered = (shop: string | null) => {
    const liquid = shopEmbedSnippet('https://beckon.example/');
    return shop === null ? liquid : liquid.replace(SHOPIFY_SHOP_LIQUID, shop);
  };
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('asks which site the shop is and loads the widget for it', async () => {
    answers.set(lookup('harbour-and-pine.myshopify.com'), Response.json({ client_id: 'client123' }));
    runSnippet(rendered('Harbour-and-Pine.myshopify.com'));
    await vi.waitFor(() => expect(document.querySelector('script')).not.toBeNull());
    const script = document.querySelector('script')!;
    expect(asked).toEqual([lookup('harbour-and-pine.myshopify.com')]);
    expect(script.getAttribute('src')).toBe(`https://beckon.example${widgetPath()}`);
    expect(script.type).toBe('module');
    expect(script.dataset.client).toBe('client123');
  });

  it('where no Liquid ran, the storefront names the shop', async () => {
    (window as unknown as { Shopify: { shop: string } }).Shopify = { shop: 'harbour-and-pine.myshopify.com' };
    answers.set(lookup('harbour-and-pine.myshopify.com'), Response.json({ client_id: 'client123' }));
    runSnippet(rendered(null));
    await vi.waitFor(() => expect(document.querySelector('script')?.dataset.client).toBe('client123'));
  });

  it('queues calls made while the lookup runs, and is harmless when pasted twice', async () => {
    answers.set(lookup('a-shop.myshopify.com'), Response.json({ client_id: 'client123' }));
    runSnippet(rendered('a-shop.myshopify.com'));
    runSnippet(rendered('a-shop.myshopify.com'));
    const queue = (window as unknown as Record<string, ((...a: unknown[]) => void) & { q: unknown[][] }>)[EMBED_GLOBAL]!;
    queue('open', 'abcdefghijklm');
    await vi.waitFor(() => expect(document.querySelectorAll('script')).toHaveLength(1));
    expect(asked).toHaveLength(1);
    expect(queue.q).toHaveLength(1);
  });

  const refused: [string, string | null, Response | null, string][] = [
    ['a shop connected to no site (404)', 'stranger.myshopify.com', null, 'no site is connected to the shop stranger.myshopify.com'],
    ['an answer without a client id', 'odd.myshopify.com', Response.json({ client_id: '' }), 'no site is connected to the shop odd.myshopify.com'],
    ['a shop value that is no host name: nothing asked', 'evil.example/../../api/admin?x=', null, 'no Shopify shop is named'],
    ['no Liquid and no storefront', null, null, 'no Shopify shop is named'],
  ];
  it.each(refused)('%s: no widget, one warning', async (_name, shop, answer, warning) => {
    if (shop && answer) answers.set(lookup(shop), answer);
    runSnippet(rendered(shop));
    await settled();
    await settled();
    expect(document.querySelector('script')).toBeNull();
    expect(vi.mocked(console.warn).mock.calls.map((c) => c[0])).toEqual([`[beckon] ${warning}; nothing to show`]);
    if (!shop || shop.includes('/')) expect(asked).toEqual([]);
  });

  it('cannot be broken out of, and stays far under 1 KB gzip', () => {
    const html = shopEmbedSnippet('https://beckon.example');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(gzipSync(html).length).toBeLessThan(1024);
  });
});
