import { EMBED_GLOBAL } from '@beckon/core';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BeckonProvider, useBeckon } from '../src/index.js';
import { runWidget, widgetScripts } from './support/widget-stand-in.js';

const POPUP = 'a1b2c3d4e5f6g';
const OTHER = 'zz9yy8xx7ww6v';

/** Opens a pop-up from its own effect, which React runs before the provider's. */
function OpensOnMount({ id }: { id: string }) {
  const { ready, open } = useBeckon();
  useEffect(() => open(id), [open, id]);
  return (
    <>
      <p>{ready ? 'ready' : 'loading'}</p>
      <button onClick={() => open(OTHER)}>Open the other</button>
    </>
  );
}

const queued = () => (Reflect.get(window, EMBED_GLOBAL) as { q?: unknown[][] }).q;

afterEach(() => vi.restoreAllMocks());

describe('open before the widget is ready', () => {
  it('is queued, replayed when widget.js runs, and later opens go straight through', async () => {
    render(
      <BeckonProvider server="https://beckon.example.com" clientId="c1">
        <OpensOnMount id={POPUP} />
      </BeckonProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(queued()).toEqual([['open', POPUP]]);
    expect(widgetScripts()).toHaveLength(1);

    let handled: Array<[string, unknown[]]> = [];
    act(() => {
      handled = runWidget(widgetScripts()[0]!);
    });
    expect(handled).toEqual([['open', [POPUP]]]);
    expect(await screen.findByText('ready')).toBeTruthy();

    act(() => screen.getByRole('button', { name: 'Open the other' }).click());
    expect(handled).toEqual([
      ['open', [POPUP]],
      ['open', [OTHER]],
    ]);
  });

  it('is ready at once when the widget already ran (a later mount, a pasted snippet)', () => {
    render(<BeckonProvider server="https://beckon.example.com" clientId="c1" />);
    runWidget(widgetScripts()[0]!);
    render(
      <BeckonProvider server="https://beckon.example.com" clientId="c1">
        <OpensOnMount id={POPUP} />
      </BeckonProvider>,
    );
    expect(screen.getByText('ready')).toBeTruthy();
    expect(widgetScripts()).toHaveLength(1);
  });

  it('another script loading does not make it ready', () => {
    render(
      <BeckonProvider server="https://beckon.example.com" clientId="c1">
        <OpensOnMount id={POPUP} />
      </BeckonProvider>,
    );
    const other = document.createElement('script');
    document.body.append(other);
    act(() => void other.dispatchEvent(new Event('load')));
    expect(screen.getByText('loading')).toBeTruthy();
  });
});

describe('open refuses what the widget could not open', () => {
  const cases = [
    { name: 'too short', id: 'abc' },
    { name: 'capitals', id: 'A1B2C3D4E5F6G' },
    { name: 'markup', id: '<img onerror>' },
    { name: 'fourteen characters', id: 'a1b2c3d4e5f6gh' },
  ];
  for (const { name, id } of cases) {
    it(`${name}: nothing is queued, the console says why`, () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      render(
        <BeckonProvider server="https://beckon.example.com" clientId="c1">
          <OpensOnMount id={id} />
        </BeckonProvider>,
      );
      expect(queued()).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/is not a 13-character pop-up id/));
    });
  }

  it('outside a provider with no snippet: nothing is defined, the console says why', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<OpensOnMount id={POPUP} />);
    expect(Reflect.get(window, EMBED_GLOBAL)).toBeUndefined();
    expect(widgetScripts()).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/no widget on this page/));
  });

  it('outside a provider with a pasted queue: the command goes to it', () => {
    const calls: unknown[][] = [];
    Reflect.set(window, EMBED_GLOBAL, (...args: unknown[]) => calls.push(args));
    render(<OpensOnMount id={POPUP} />);
    expect(calls).toEqual([['open', POPUP]]);
  });
});
