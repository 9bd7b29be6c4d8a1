import { readPageGlobal, setPageGlobal } from '@beckon/embed-kit';
import { consentModeOf, EMBED_GLOBAL, type ConsentMode } from '@beckon/core';

export interface Embed {
  /** the server the widget came from; every call goes back there */
  origin: string;
  clientId: string;
  /** CSP nonce of the script tag, reused for the styles we add */
  nonce: string | undefined;
}

/** The script tag as found: the embed, and its consent mode (issue 21: data-consent, data-consent-popups). */
export type FoundEmbed = Embed & { consent: ConsentMode };

/** A script's URL without its query and fragment: the one URL widget.js's chunks import it by. */
export function plainScriptUrl(url: string): string {
  return url.replace(/[?#].*$/, '');
}

/**
 * Finds the script tag that loaded us (the snippet's, with data-client). A module script has no
 * document.currentScript, so it is found by its own URL, a query on the tag's src aside.
 */
export function findEmbed(selfUrl: string): FoundEmbed | null {
  const scripts = Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-client]'));
  const script = scripts.find((s) => plainScriptUrl(s.src) === selfUrl) ?? scripts.find((s) => s.src.includes('/sdk/v'));
  const clientId = script?.dataset.client;
  if (!script || !clientId) return null;
  return { origin: new URL(selfUrl).origin, clientId, nonce: script.nonce || undefined, consent: consentModeOf(script.dataset) };
}

type QueueFunction = ((...args: unknown[]) => void) & { q?: unknown[][] };

/** Replays what the page queued before we loaded, then takes calls directly. */
export function drainQueue(handle: (command: string, args: unknown[]) => void): void {
  const page = readPageGlobal(EMBED_GLOBAL) as QueueFunction | undefined;
  const queued = Array.isArray(page?.q) ? page.q : [];
  const live: QueueFunction = (...args) => handle(String(args[0]), args.slice(1));
  live.q = [];
  setPageGlobal(EMBED_GLOBAL, live);
  for (const args of queued) handle(String(args[0]), Array.from(args).slice(1));
}
