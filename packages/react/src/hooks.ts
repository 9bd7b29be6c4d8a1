import { CONSENT_COMMAND, isPopupId, visitorConsentOf, type VisitorConsent } from '@beckon/core';
import { useCallback, useContext, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { BeckonContext } from './context.js';
import { onBeckonEvent, type BeckonEventHandler, type BeckonEventName } from './events.js';
import { loadWidget, sendCommand, subscribeToWidgetStart, widgetStarted } from './loader.js';

export interface Beckon {
  /** widget.js has loaded and run; commands sent before are queued and carried out all the same */
  ready: boolean;
  /** opens a pop-up by its 13-character id (`Beckon('open', id)`) */
  open(poptinId: string): void;
  /** listens to a pop-up event; call the returned function to stop */
  on<N extends BeckonEventName>(name: N, handler: BeckonEventHandler<N>): () => void;
  /** tells the widget the visitor's consent (`Beckon('consent', state)`), e.g. from the app's own cookie banner */
  consent(state: VisitorConsent): void;
}

const notStartedOnServer = () => false;

/** Whether widget.js has run; false while rendering on a server and during hydration's first pass. */
export function useBeckonReady(): boolean {
  return useSyncExternalStore(subscribeToWidgetStart, widgetStarted, notStartedOnServer);
}

/**
 * The widget's commands and events. Inside a BeckonProvider, `open` loads the widget if the
 * provider's effect has not run yet (a child's effect runs first); outside one, it talks to a
 * snippet pasted in the page.
 */
export function useBeckon(): Beckon {
  const options = useContext(BeckonContext);
  const ready = useBeckonReady();
  const open = useCallback(
    (poptinId: string) => {
      if (!isPopupId(poptinId)) return console.warn(`[beckon] open: ${JSON.stringify(poptinId)} is not a 13-character pop-up id`);
      if (options) loadWidget(options);
      if (!sendCommand('open', poptinId)) console.warn('[beckon] open: no widget on this page; wrap the app in <BeckonProvider> or paste the snippet');
    },
    [options],
  );
  const consent = useCallback(
    (state: VisitorConsent) => {
      if (visitorConsentOf(state) === null) return console.warn(`[beckon] consent: ${JSON.stringify(state)} is not 'pending', 'granted' or 'denied'`);
      if (options) loadWidget(options);
      if (!sendCommand(CONSENT_COMMAND, state)) console.warn('[beckon] consent: no widget on this page; wrap the app in <BeckonProvider> or paste the snippet');
    },
    [options],
  );
  return useMemo(() => ({ ready, open, on: onBeckonEvent, consent }), [ready, open, consent]);
}

/** Listens to one pop-up event while the component is mounted; the newest handler is called, with no re-subscription. */
export function useBeckonEvent<N extends BeckonEventName>(name: N, handler: BeckonEventHandler<N>): void {
  const latest = useRef(handler);
  // Kept in an effect, not during render, so the React Compiler and concurrent renders stay sound.
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onBeckonEvent(name, (detail, event) => latest.current(detail, event)), [name]);
}
