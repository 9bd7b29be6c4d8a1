import type { ConsentPopups, EmbedOptions } from '@beckon/core';

/**
 * The owner's consent choice for a site's snippet (issue 21). The snippet on the site's pages is
 * what the widget reads, so the server keeps no copy: the dashboard remembers the choice in this
 * browser, per site, only to show the same snippet again.
 */
export type ConsentChoice = 'off' | ConsentPopups;

const KEY_PREFIX = 'beckon-dashboard:snippet-consent:';

export function embedOptionsOf(choice: ConsentChoice): EmbedOptions {
  return choice === 'off' ? {} : { consent: { popups: choice } };
}

export function loadConsentChoice(clientId: string): ConsentChoice {
  try {
    const stored = localStorage.getItem(KEY_PREFIX + clientId);
    return stored === 'show' || stored === 'wait' ? stored : 'off';
  } catch {
    return 'off';
  }
}

export function saveConsentChoice(clientId: string, choice: ConsentChoice): void {
  try {
    if (choice === 'off') localStorage.removeItem(KEY_PREFIX + clientId);
    else localStorage.setItem(KEY_PREFIX + clientId, choice);
  } catch {
    // a browser without storage shows the choice until the page is left
  }
}
