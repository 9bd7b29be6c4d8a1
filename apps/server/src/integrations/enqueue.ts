import type { Transaction } from 'kysely';
import type { IntegrationEventName, LeadEvent } from '@beckon/core';
import type { Database } from '../db/schema.js';
import { after, type After, type Follower } from '../ingest/write-buffer.js';
import type { ActiveIntegration } from '../repositories/integrations.js';
import { enqueueDeliveries, type DeliveryToQueue } from '../repositories/integration-deliveries.js';
import { conversionEvent, newEventId, type ConversionFacts } from './lead-events.js';

/** The integrations an event goes to: enabled (the compiled list holds only those), asking for it, and for a conversion, its pop-up. */
export function integrationsFor(integrations: readonly ActiveIntegration[], event: IntegrationEventName, poptinId?: string): ActiveIntegration[] {
  return integrations.filter(
    (i) => i.events.includes(event) && (event !== 'conversion' || i.popups.length === 0 || (poptinId !== undefined && i.popups.includes(poptinId))),
  );
}

interface ConversionDeliveries {
  accountId: number;
  integrationIds: number[];
  facts: ConversionFacts;
}

/** Every lead of a batch that has somewhere to go: their deliveries in one insert, in the batch's transaction. */
const conversionFollower: Follower<ConversionDeliveries> = {
  async run(tx, rows) {
    const items: DeliveryToQueue[] = [];
    for (const { id, item } of rows) {
      const payload = JSON.stringify(conversionEvent(item.facts, id));
      for (const integrationId of item.integrationIds)
        items.push({ accountId: item.accountId, integrationId, eventId: item.facts.eventId, event: 'conversion', payload, now: item.facts.now });
    }
    await enqueueDeliveries(tx, items);
  },
};

export interface ConversionToSend {
  accountId: number;
  integrations: readonly ActiveIntegration[];
  /** null for a person's lead; a lead marked automated is sent nowhere */
  spam: string | null;
  facts: Omit<ConversionFacts, 'eventId'>;
}

/** The follow-up that queues a new lead's deliveries with it; undefined when it goes nowhere (no integration, or spam). */
export function conversionDeliveries(lead: ConversionToSend): After | undefined {
  if (lead.spam !== null) return undefined;
  const targets = integrationsFor(lead.integrations, 'conversion', lead.facts.popup.poptin_id);
  if (targets.length === 0) return undefined;
  return after(conversionFollower, { accountId: lead.accountId, integrationIds: targets.map((i) => i.id), facts: { ...lead.facts, eventId: newEventId() } });
}

/** Queues one event to each of these integrations in the caller's transaction (subscription changes). */
export async function enqueueEvent(trx: Transaction<Database>, accountId: number, integrationIds: number[], event: LeadEvent, now: number): Promise<void> {
  const payload = JSON.stringify(event);
  await enqueueDeliveries(
    trx,
    integrationIds.map((integrationId) => ({ accountId, integrationId, eventId: event.id, event: event.event, payload, now })),
  );
}
