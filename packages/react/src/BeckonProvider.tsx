import { useEffect, useMemo, type ReactNode } from 'react';
import { BeckonContext } from './context.js';
import { loadWidget } from './loader.js';

export interface BeckonProviderProps {
  /** the Beckon server's origin, e.g. https://beckon.example.com */
  server: string;
  /** the site's client id, as in its snippet */
  clientId: string;
  /** the page's CSP nonce, for the widget's script tag and its styles */
  nonce?: string;
  children?: ReactNode;
}

/**
 * Loads the widget for the whole app, once: the same queue function and module script as the
 * snippet. The load happens in an effect, so rendering on a server never touches window; a second
 * provider, StrictMode's second effect and the owner's pasted snippet all find the queue function
 * and insert nothing.
 */
export function BeckonProvider({ server, clientId, nonce, children }: BeckonProviderProps) {
  const options = useMemo(() => ({ server, clientId, nonce }), [server, clientId, nonce]);
  useEffect(() => {
    loadWidget(options);
  }, [options]);
  return <BeckonContext.Provider value={options}>{children}</BeckonContext.Provider>;
}
