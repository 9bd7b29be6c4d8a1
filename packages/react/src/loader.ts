import { CONSENT_ATTRIBUTE, CONSENT_POPUPS_ATTRIBUTE, CONSENT_REQUIRED, EMBED_GLOBAL, widgetPath, type ConsentPopups } from '@beckon/core';

export interface BeckonOptions {
  /** the Beckon server's origin, e.g. https://beckon.example.com */
  server: string;
  /** the site's client id, as in its snippet */
  clientId: string;
  /** the page's CSP nonce, given to the widget's script tag (the widget reuses it for its styles) */
  nonce?: string | undefined;
  /** consent mode (the snippet's data-consent="required"): nothing written and no beacon until the visitor grants */
  consentRequired?: boolean | undefined;
  /** with consent required, 'wait' shows no pop-up before the grant (data-consent-popups) */
  consentPopups?: ConsentPopups | undefined;
}

type QueueFunction = ((...args: unknown[]) => void) & { q?: unknown[][] };

/**
 * What widget.js leaves on window once it has run (embed-kit's boot sentinel, set in the
 * widget's entry). The tests tie this name to embed-kit's BootFlag.
 */
export const WIDGET_STARTED_FLAG = '__beckonBooted';

const log = (message: string) => console.warn(`[beckon] ${message}`);

/** The widget's address, written as the snippet writes it. */
export function widgetUrl(server: string): string {
  return server.replace(/\/+$/, '') + widgetPath();
}

function pageQueue(): QueueFunction | undefined {
  const value: unknown = Reflect.get(window, EMBED_GLOBAL);
  return typeof value === 'function' ? (value as QueueFunction) : undefined;
}

function validOptions({ server, clientId }: BeckonOptions): boolean {
  if (!/^https?:\/\/[^/\s]+\/*$/i.test(server)) {
    log(`server must be an origin such as https://beckon.example.com, got ${JSON.stringify(server)}; the widget is not loaded`);
    return false;
  }
  if (!clientId) {
    log('clientId is empty; the widget is not loaded');
    return false;
  }
  return true;
}

/** A widget script already in the page for another site: this page keeps the one it has. */
function warnIfOtherSite(clientId: string): void {
  const script = document.querySelector<HTMLScriptElement>('script[data-client][src*="/sdk/v"]');
  const loaded = script?.dataset.client;
  if (loaded && loaded !== clientId) log(`the widget is already loaded for client ${loaded}; ${clientId} is ignored`);
}

/**
 * Does what the snippet does: defines the queue function and adds the widget's module script,
 * unless the queue function is already there (the owner's own snippet, another provider, a
 * StrictMode re-run), in which case whoever defined it loads the widget. True when it inserted.
 */
export function loadWidget(options: BeckonOptions): boolean {
  if (pageQueue()) {
    warnIfOtherSite(options.clientId);
    return false;
  }
  if (!validOptions(options)) return false;
  const queue: QueueFunction = (...args) => void queue.q?.push(args);
  queue.q = [];
  Reflect.set(window, EMBED_GLOBAL, queue);
  const script = document.createElement('script');
  script.type = 'module';
  script.async = true;
  script.src = widgetUrl(options.server);
  script.setAttribute('data-client', options.clientId);
  if (options.nonce) script.setAttribute('nonce', options.nonce);
  if (options.consentRequired) {
    script.setAttribute(CONSENT_ATTRIBUTE, CONSENT_REQUIRED);
    if (options.consentPopups === 'wait') script.setAttribute(CONSENT_POPUPS_ATTRIBUTE, 'wait');
  }
  (document.head ?? document.body).appendChild(script);
  return true;
}

/** Hands a command to the widget (queued until it has started). False when no widget is on the page. */
export function sendCommand(command: string, ...args: unknown[]): boolean {
  const queue = pageQueue();
  if (!queue) return false;
  queue(command, ...args);
  return true;
}

export function widgetStarted(): boolean {
  return typeof window !== 'undefined' && Reflect.get(window, WIDGET_STARTED_FLAG) === true;
}

/**
 * Calls back when a script finishes loading (load events do not bubble, but the document sees
 * them while capturing); a module script's load comes after it ran, so the widget's flag is set
 * by then. Whoever inserted the script, this hears it.
 */
export function subscribeToWidgetStart(callback: () => void): () => void {
  const onLoad = (event: Event) => {
    if (event.target instanceof HTMLScriptElement && widgetStarted()) callback();
  };
  document.addEventListener('load', onLoad, true);
  return () => document.removeEventListener('load', onLoad, true);
}
