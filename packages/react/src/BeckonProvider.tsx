import { useEffect, useMemo, type ReactNode } from 'react';
import { BeckonContext } from './context.js';
import { loadWidget } from './loader.js';
import type { ConsentPopups } from '@beckon/core';

export interface BeckonProviderProps {
  /** the Beckon server's origin, e.g. https://beckon.example.com */
  server: string;
  /** the site's client id, as in its snippet */
  clientId: string;
  /** the page's CSP nonce, for the widget's script tag and its styles */
  nonce?: string;
  /**
   * Consent mode: the widget writes no cookie or storage item and sends no beacon until the
   * visitor grants (tell it with useBeckon().consent, or let it read the consent platform).
   */
  consentRequired?: boolean;
  /** with consentRequired, 'wait' shows no pop-up before the grant; 'show' (the default) shows them */
  consentPopups?: ConsentPopups;
  children?: ReactNode;
}

/**
 * Loads the widget for the whole app, once: the same queue function and module script as the
 * snippet. The load happens in an effect, so rendering on a server never touches window; a second
 * provider, StrictMode's second effect and the owner's pasted snippet all find the queue function
 * and insert nothing.
 */
export function BeckonProvider({ server, clientId, nonce, consentRequired, consentPopups, children }: BeckonProviderProps) {
  const options = useMemo(() => ({ server, clientId, nonce, consentRequired, consentPopups }), [server, clientId, nonce, consentRequired, consentPopups]);
  useEffect(() => {
    loadWidget(options);
  }, [options]);
  return <BeckonContext.Provider value={options}>{children}</BeckonContext.Provider>;
}
