// @vitest-environment happy-dom
import { gzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMBED_GLOBAL, embedContainerHtml, embedSnippet, widgetPath } from '../src/index.js';

function runSnippet(html: string): void {
  const code = html.replace(/^<script>/, '').replace(/<\/script>$/, '');
  new Function(code)();
}

describe('embed snippet', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    delete (window as unknown as Record<string, unknown>)[EMBED_GLOBAL];
  });

  it('inserts one async module script with the client id, from the versioned path', () => {
    runSnippet(embedSnippet('https://beckon.example/', 'client123'));
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    const script = scripts[0]!;
    expect(script.getAttribute('src')).toBe(`https://beckon.example${widgetPath()}`);
    expect(widgetPath()).toMatch(/^\/sdk\/v\d+\/widget\.js$/);
    expect(script.type).toBe('module');
    expect(script.async).toBe(true);
    expect(script.dataset.client).toBe('client123');
  });

  it('is harmless when pasted twice', () => {
    runSnippet(embedSnippet('https://beckon.example', 'client123'));
    runSnippet(embedSnippet('https://beckon.example', 'client123'));
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('queues calls made before the widget arrives', () => {
    runSnippet(embedSnippet('https://beckon.example', 'client123'));
    const queue = (window as unknown as Record<string, ((...a: unknown[]) => void) & { q: unknown[][] }>)[EMBED_GLOBAL]!;
    queue('open', 'abcdefghijklm');
    expect(queue.q.map((args) => Array.from(args))).toEqual([['open', 'abcdefghijklm']]);
  });

  it('cannot be broken out of by a hostile client id', () => {
    const html = embedSnippet('https://beckon.example', '</script><img src=x onerror=alert(1)>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.endsWith('</script>')).toBe(true);
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
