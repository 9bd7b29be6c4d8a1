import {
  boundedMessage,
  CONNECTOR_MESSAGE_MAX_LENGTH,
  type BrevoSettings,
  type ConnectorKind,
  type GenericSettings,
  type KlaviyoSettings,
  type LeadEvent,
  type MailchimpSettings,
} from '@beckon/core';
import { brevoConnector } from './brevo.js';
import { genericConnector } from './generic.js';
import { klaviyoConnector } from './klaviyo.js';
import { mailchimpConnector } from './mailchimp.js';
import type { Connector, ConnectorContext, ConnectorOutcome } from './types.js';

export type { Connector, ConnectorContext, ConnectorOutcome } from './types.js';
export { redactSettings } from './redact.js';

/** Each kind's settings, so `connectors[kind]` is typed for a known kind. */
export interface ConnectorSettingsByKind {
  mailchimp: MailchimpSettings;
  brevo: BrevoSettings;
  klaviyo: KlaviyoSettings;
  generic: GenericSettings;
}

export const connectors: { [K in ConnectorKind]: Connector<ConnectorSettingsByKind[K]> } = {
  mailchimp: mailchimpConnector,
  brevo: brevoConnector,
  klaviyo: klaviyoConnector,
  generic: genericConnector,
};

/**
 * For the queue, which holds a kind and stored settings: parses them with the kind's own rules
 * and delivers. Settings that no longer parse (a rule tightened since they were saved) are a
 * failure no retry can fix, named as the parser names it. Never throws.
 */
export async function deliverTo(kind: ConnectorKind, settings: unknown, event: LeadEvent, context: ConnectorContext): Promise<ConnectorOutcome> {
  // Parse and deliver come from the same connector, so its settings type matches by construction.
  const connector = connectors[kind] as Connector<unknown>;
  try {
    const parsed = connector.parseSettings(settings);
    if (!parsed.ok) return { ok: false, retry: false, status: null, message: `Settings: ${parsed.error}` };
    return await connector.deliver(event, parsed.value, context);
  } catch (error) {
    return {
      ok: false,
      retry: true,
      status: null,
      message: boundedMessage(`Beckon failed while sending: ${error instanceof Error ? error.message : String(error)}`, CONNECTOR_MESSAGE_MAX_LENGTH),
    };
  }
}
