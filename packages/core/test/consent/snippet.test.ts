// @vitest-environment happy-dom
import { gzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMBED_GLOBAL, embedSnippet, withEmbedOptions, type EmbedOptions } from '../../src/index.js';
import { pasteHtml } from '../support/paste-html.js';

function runSnippet(html: string): HTMLScriptElement {
  pasteHtml(html);
  return document.querySelector('script')!;
}

beforeEach(() => {
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[EMBED_GLOBAL];
});

describe('the snippet with consent mode (issue 21)', () => {
  const cases: [string, EmbedOptions, Record<string, string | undefined>][] = [
    ['no options: the snippet as sites carry it', {}, { client: 'client123', consent: undefined, consentPopups: undefined }],
    ['consent, pop-ups shown meanwhile', { consent: { popups: 'show' } }, { client: 'client123', consent: 'required', consentPopups: undefined }],
    ['consent, pop-ups wait too', { consent: { popups: 'wait' } }, { client: 'client123', consent: 'required', consentPopups: 'wait' }],
  ];
  it.each(cases)('%s', (_name, options, dataset) => {
    const script = runSnippet(embedSnippet('https://beckon.example', 'client123', options));
    expect({ client: script.dataset.client, consent: script.dataset.consent, consentPopups: script.dataset.consentPopups }).toEqual(dataset);
  });

  it('without options, the snippet is byte for byte the one the server writes', () => {
    expect(embedSnippet('https://beckon.example', 'c1', {})).toBe(embedSnippet('https://beckon.example', 'c1'));
    expect(embedSnippet('https://beckon.example', 'c1')).not.toContain('data-consent');
  });

  it.each([[{ consent: { popups: 'show' } }], [{ consent: { popups: 'wait' } }], [{}]] as [EmbedOptions][])(
    "withEmbedOptions turns the server's snippet into the one with options: %j",
    (options) => {
      expect(withEmbedOptions(embedSnippet('https://beckon.example', 'c1'), options)).toBe(embedSnippet('https://beckon.example', 'c1', options));
    },
  );

  it('withEmbedOptions leaves alone what it does not recognise, and never adds twice', () => {
    const consent: EmbedOptions = { consent: { popups: 'wait' } };
    expect(withEmbedOptions('<script>something else</script>', consent)).toBe('<script>something else</script>');
    const twoTags = embedSnippet('https://beckon.example', 'c1') + embedSnippet('https://beckon.example', 'c2');
    expect(withEmbedOptions(twoTags, consent)).toBe(twoTags);
    const once = embedSnippet('https://beckon.example', 'c1', consent);
    expect(withEmbedOptions(once, consent)).toBe(once);
  });

  it('a hostile client id still cannot break out, and the snippet stays far under 1 KB gzip', () => {
    const html = embedSnippet('https://beckon.example', '</script><img src=x onerror=alert(1)>', { consent: { popups: 'wait' } });
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<img');
    expect(withEmbedOptions(embedSnippet('https://beckon.example', '" data-consent="x'), { consent: { popups: 'wait' } })).not.toContain('data-consent="x');
    expect(gzipSync(html).length).toBeLessThan(1024);
  });
});
