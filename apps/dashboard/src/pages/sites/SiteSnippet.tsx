import { useId, useState } from 'react';
import { withEmbedOptions } from '@beckon/core';
import { CopyBox } from '../../components/CopyBox.js';
import { embedOptionsOf, loadConsentChoice, saveConsentChoice, type ConsentChoice } from './consent-choice.js';

interface SiteSnippetProps {
  clientId: string;
  siteName: string;
  /** the snippet as the server makes it */
  snippet: string;
}

/** The site's snippet to paste, with the owner's option to make the widget wait for the visitor's consent. */
export function SiteSnippet({ clientId, siteName, snippet }: SiteSnippetProps) {
  const id = useId();
  const [choice, setChoice] = useState<ConsentChoice>(() => loadConsentChoice(clientId));
  const choose = (next: ConsentChoice) => {
    setChoice(next);
    saveConsentChoice(clientId, next);
  };

  return (
    <>
      <label className="check">
        <input type="checkbox" checked={choice !== 'off'} onChange={(e) => choose(e.target.checked ? 'show' : 'off')} aria-describedby={`${id}-about`} />
        Wait for the visitor&apos;s consent
      </label>
      <p id={`${id}-about`} className="hint">
        Until the visitor consents, Beckon writes no cookie or storage item and counts no views. It reads Google Consent Mode, IAB TCF, OneTrust and Cookiebot
        by itself; with another consent banner, call <code>Beckon(&apos;consent&apos;, &apos;granted&apos;)</code> or{' '}
        <code>Beckon(&apos;consent&apos;, &apos;denied&apos;)</code> when the visitor answers.
      </p>
      {choice !== 'off' && (
        <fieldset className="days">
          <legend>Until the visitor consents, pop-ups</legend>
          {(['show', 'wait'] as const).map((popups) => (
            <label key={popups} className="check">
              <input type="radio" name={`${id}-popups`} checked={choice === popups} onChange={() => choose(popups)} />
              {popups === 'show' ? 'show as usual (nothing is stored or counted)' : 'do not show'}
            </label>
          ))}
        </fieldset>
      )}
      <CopyBox
        label={`Paste this into the <head> of every page of ${siteName}`}
        text={withEmbedOptions(snippet, embedOptionsOf(choice))}
        buttonLabel="Copy snippet"
        rows={4}
      />
    </>
  );
}
