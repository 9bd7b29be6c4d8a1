// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BeckonEmbed, BeckonProvider, useBeckon, useBeckonEvent } from '../src/index.js';

function Page() {
  const { ready, open } = useBeckon();
  useBeckonEvent('poptinSubmit', () => {});
  return (
    <main>
      <button onClick={() => open('a1b2c3d4e5f6g')}>{ready ? 'Offer' : 'Offer (loading)'}</button>
      <BeckonEmbed id="a1b2c3d4e5f6g" minHeight={380} />
    </main>
  );
}

describe('server rendering', () => {
  it('renders to a string where there is no window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <BeckonProvider server="https://beckon.example.com" clientId="c1" nonce="n0nce">
        <Page />
      </BeckonProvider>,
    );
    expect(html).toContain('<div data-beckon-embed="a1b2c3d4e5f6g" style="min-height:380px"></div>');
    // Not ready on the server, so the first client render matches it.
    expect(html).toContain('Offer (loading)');
    expect(html).not.toContain('<script');
  });
});
