import { boundedMessage, CONNECTOR_MESSAGE_MAX_LENGTH, type ConnectorKind, type IntegrationKind, type LeadEvent } from '@beckon/core';
import { connectors, deliverTo, type Connector, type ConnectorContext } from './connectors/index.js';
import { createGenericConnector } from './connectors/generic.js';
import type { ConnectorBaseUrls } from './connector-base-urls.js';
import { resolveEndpoint, type EndpointRules } from './endpoint-guard.js';
import type { DeliveryOutcome } from './outcome.js';
import { sendWebhook } from './webhook.js';

/** Tests may stand in their own connector for a kind; the others stay the real ones. */
export type ConnectorTable = Partial<Record<ConnectorKind, Connector<unknown>>>;

/** The generic connector when loopback is allowed (BECKON_WEBHOOKS_ALLOW_LOOPBACK): a receiver on this machine may be named. */
const localGenericConnector = createGenericConnector({ allowPrivateAddresses: true }) as Connector<unknown>;

/**
 * The connector of a kind as this server runs it: a test's own when it gave one; the generic
 * one that may name this machine when loopback is allowed (the fetch below still refuses
 * private networks); else the connector itself.
 */
export function connectorFor(kind: ConnectorKind, rules: EndpointRules, table?: ConnectorTable): Connector<unknown> {
  const given = table?.[kind];
  if (given) return given;
  if (kind === 'generic' && rules.allowLoopback) return localGenericConnector;
  return connectors[kind] as Connector<unknown>;
}

/** One integration as a send needs it, its secrets and settings already opened. */
export interface DeliveryTarget {
  kind: IntegrationKind;
  url: string;
  secrets: string[];
  /** a connector's settings, parsed from the stored JSON */
  settings: unknown;
}

export interface DispatchContext {
  rules: EndpointRules;
  signal: AbortSignal;
  now: number;
  /** tests only (BECKON_CONNECTOR_BASE_URLS): where each connector kind sends instead of its service */
  connectorBaseUrls?: ConnectorBaseUrls | undefined;
  connectors?: ConnectorTable | undefined;
}

/** What deliverTo does, for a connector other than the module's own (a test's, or the local generic one). */
async function deliverWith(connector: Connector<unknown>, settings: unknown, event: LeadEvent, context: ConnectorContext): Promise<DeliveryOutcome> {
  try {
    const parsed = connector.parseSettings(settings);
    if (!parsed.ok) return { ok: false, retry: false, status: null, message: `Settings: ${parsed.error}` };
    return await connector.deliver(event, parsed.value, context);
  } catch (error) {
    const words = `Beckon failed while sending: ${error instanceof Error ? error.message : String(error)}`;
    return { ok: false, retry: true, status: null, message: boundedMessage(words, CONNECTOR_MESSAGE_MAX_LENGTH) };
  }
}

/** Sends one event by its integration's kind: the webhook here, the email services through their connector. */
export async function dispatch(event: LeadEvent, target: DeliveryTarget, context: DispatchContext): Promise<DeliveryOutcome> {
  if (target.kind === 'webhook') return sendWebhook(event, { url: target.url, secrets: target.secrets }, context.rules, context.signal, context.now);
  const kind = target.kind;
  const baseUrl = context.connectorBaseUrls?.[kind];
  const connectorContext: ConnectorContext = { fetch: guardedFetch(context.rules, baseUrl), signal: context.signal, baseUrl };
  const connector = connectorFor(kind, context.rules, context.connectors);
  if (connector === connectors[kind]) return deliverTo(kind, target.settings, event, connectorContext);
  return deliverWith(connector, target.settings, event, connectorContext);
}

/**
 * fetch for connectors: the same address rule as webhooks (a generic connector's URL is the
 * owner's), and no redirects. A stand-in's base URL is the operator's own (loopback only,
 * connector-base-urls.ts), so requests to it skip the rule.
 */
function guardedFetch(rules: EndpointRules, baseUrl: string | undefined): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const standin = baseUrl !== undefined && url.origin === new URL(baseUrl).origin;
    if (!standin) {
      if (url.protocol !== 'https:' && !(rules.allowLoopback && url.protocol === 'http:')) throw new Error('only https addresses are called');
      const checked = await resolveEndpoint(url, rules);
      if (!checked.ok) throw new Error(checked.reason);
    }
    return fetch(input, { ...init, redirect: 'manual' });
  };
}
