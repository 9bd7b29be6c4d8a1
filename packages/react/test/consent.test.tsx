import { CONSENT_ATTRIBUTE, CONSENT_POPUPS_ATTRIBUTE, embedSnippet, EMBED_GLOBAL, type ConsentPopups, type VisitorConsent } from '@beckon/core';
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BeckonProvider, useBeckon } from '../src/index.js';
import { pasteHtml } from '../../core/test/support/paste-html.js';
import { widgetScripts } from './support/widget-stand-in.js';

const SERVER = 'https://beckon.example.com';
const CLIENT = 'client_7fK2';
const queued = () => (Reflect.get(window, EMBED_GLOBAL) as { q?: unknown[][] }).q;
const consentAttributes = (script: HTMLScriptElement) => [script.getAttribute(CONSENT_ATTRIBUTE), script.getAttribute(CONSENT_POPUPS_ATTRIBUTE)];

/** The attributes the dashboard's snippet gives the widget's tag for the same choice (issue 21). */
function snippetAttributes(popups: ConsentPopups): Array<string | null> {
  pasteHtml(embedSnippet(SERVER, CLIENT, { consent: { popups } }));
  const tag = widgetScripts()[0]!;
  const attributes = consentAttributes(tag);
  document.head.innerHTML = '';
  Reflect.deleteProperty(window, EMBED_GLOBAL);
  return attributes;
}

afterEach(() => vi.restoreAllMocks());

describe('BeckonProvider in consent mode tags the widget as the snippet does', () => {
  it.each<ConsentPopups>(['show', 'wait'])('pop-ups %s until the grant', (popups) => {
    const expected = snippetAttributes(popups);
    render(<BeckonProvider server={SERVER} clientId={CLIENT} consentRequired consentPopups={popups} />);
    expect(consentAttributes(widgetScripts()[0]!)).toEqual(expected);
    expect(expected[0]).toBe('required');
  });

  it('without consentRequired the tag carries no consent attribute (consentPopups alone means nothing)', () => {
    render(<BeckonProvider server={SERVER} clientId={CLIENT} consentPopups="wait" />);
    expect(consentAttributes(widgetScripts()[0]!)).toEqual([null, null]);
  });
});

function Tells({ state }: { state: VisitorConsent }) {
  const { consent } = useBeckon();
  useEffect(() => consent(state), [consent, state]);
  return null;
}

describe("useBeckon().consent tells the widget the visitor's answer", () => {
  it.each<VisitorConsent>(['granted', 'denied', 'pending'])('%s is queued for the widget, even before the provider loaded it', (state) => {
    render(
      <BeckonProvider server={SERVER} clientId={CLIENT} consentRequired>
        <Tells state={state} />
      </BeckonProvider>,
    );
    expect(queued()).toEqual([['consent', state]]);
    expect(widgetScripts()).toHaveLength(1);
  });

  it.each([['GRANTED'], ['yes'], [true]])('%j is no answer: nothing is sent, and the console says why', (state) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <BeckonProvider server={SERVER} clientId={CLIENT} consentRequired>
        <Tells state={state as VisitorConsent} />
      </BeckonProvider>,
    );
    expect(queued()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/is not 'pending', 'granted' or 'denied'/));
  });
});
