import { embedSnippet, EMBED_GLOBAL } from '@beckon/core';
import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BeckonProvider } from '../src/index.js';
import { pasteHtml } from '../../core/test/support/paste-html.js';
import { widgetScripts } from './support/widget-stand-in.js';

const SERVER = 'https://beckon.example.com';
const CLIENT = 'client_7fK2';

/** Puts the owner's snippet in the page as the browser would. */
function pasteSnippet(clientId: string): void {
  pasteHtml(embedSnippet(SERVER, clientId));
}

const provider = (children?: ReactNode) => (
  <BeckonProvider server={SERVER} clientId={CLIENT}>
    {children}
  </BeckonProvider>
);

afterEach(() => vi.restoreAllMocks());

describe('BeckonProvider loads the widget once', () => {
  const cases: Array<{ name: string; before?: () => void; tree: () => ReactNode }> = [
    { name: 'one provider', tree: () => provider() },
    { name: 'under StrictMode (effects run twice)', tree: () => <StrictMode>{provider()}</StrictMode> },
    { name: 'two providers, one inside the other', tree: () => provider(provider()) },
    {
      name: 'two providers side by side',
      tree: () => (
        <>
          {provider()}
          {provider()}
        </>
      ),
    },
    { name: 'with the owner’s snippet already pasted', before: () => pasteSnippet(CLIENT), tree: () => <StrictMode>{provider()}</StrictMode> },
  ];
  for (const { name, before, tree } of cases) {
    it(name, () => {
      before?.();
      const view = render(<>{tree()}</>);
      view.rerender(<>{tree()}</>);
      const scripts = widgetScripts();
      expect(scripts).toHaveLength(1);
      expect(scripts[0]!.src).toBe(`${SERVER}/sdk/v1/widget.js`);
      expect(scripts[0]!.type).toBe('module');
      expect(scripts[0]!.dataset.client).toBe(CLIENT);
      expect(typeof Reflect.get(window, EMBED_GLOBAL)).toBe('function');
    });
  }

  it('inserts the same tag as the snippet', () => {
    pasteSnippet(CLIENT);
    const snippetTag = widgetScripts()[0]!;
    const pasted = { src: snippetTag.src, type: snippetTag.type, async: snippetTag.async, client: snippetTag.dataset.client };
    document.head.innerHTML = '';
    Reflect.deleteProperty(window, EMBED_GLOBAL);
    render(provider());
    const ours = widgetScripts()[0]!;
    expect({ src: ours.src, type: ours.type, async: ours.async, client: ours.dataset.client }).toEqual(pasted);
  });

  it('gives the CSP nonce to the script tag', () => {
    render(
      <BeckonProvider server={`${SERVER}/`} clientId={CLIENT} nonce="r4nd0m">
        {null}
      </BeckonProvider>,
    );
    // The attribute, which sets the element's nonce in a browser (happy-dom has no nonce property).
    expect(widgetScripts()[0]!.getAttribute('nonce')).toBe('r4nd0m');
    expect(widgetScripts()[0]!.src).toBe(`${SERVER}/sdk/v1/widget.js`);
  });
});

describe('BeckonProvider refuses what would not work', () => {
  const cases = [
    { name: 'a javascript: server', server: 'javascript:alert(1)//', clientId: CLIENT, warning: /server must be an origin/ },
    { name: 'a server with a path', server: `${SERVER}/beckon`, clientId: CLIENT, warning: /server must be an origin/ },
    { name: 'a relative server', server: '/beckon', clientId: CLIENT, warning: /server must be an origin/ },
    { name: 'an empty client id', server: SERVER, clientId: '', warning: /clientId is empty/ },
  ];
  for (const { name, server, clientId, warning } of cases) {
    it(`${name}: nothing is loaded, and the console says why`, () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      render(<BeckonProvider server={server} clientId={clientId} />);
      expect(widgetScripts()).toHaveLength(0);
      expect(Reflect.get(window, EMBED_GLOBAL)).toBeUndefined();
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(warning));
    });
  }

  it('a snippet already pasted for another site wins, and the console says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    pasteSnippet('other_site');
    render(provider());
    expect(widgetScripts().map((s) => s.dataset.client)).toEqual(['other_site']);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/already loaded for client other_site; client_7fK2 is ignored/));
  });
});
