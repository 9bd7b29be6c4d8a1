import { createServer, type AddressInfo } from 'node:net';
import type { LeadEvent, LeadEventField } from '@beckon/core';
import type { ConnectorContext } from '../../src/integrations/connectors/types.js';

/** A lead event as the queue hands it to a connector: a conversion from a pop-up unless told otherwise. */
export function leadEvent(lead: Partial<LeadEvent['lead']> = {}, event: Partial<Omit<LeadEvent, 'lead'>> = {}): LeadEvent {
  return {
    id: 'evt_01',
    event: 'conversion',
    occurred_at: '2026-11-27T12:00:00.000Z',
    site: { client_id: 'c0ffee12', name: 'Ann’s shop' },
    popup: { poptin_id: 'p1234567890ab', name: 'Spring lightbox', type: 'lightbox' },
    ...event,
    lead: { id: 'lead_1', email: 'ann@shop.org', phone: null, fields: [], url: 'https://shop.org/spring', tag: null, consent: null, ...lead },
  };
}

export function fields(values: Record<string, string>): LeadEventField[] {
  return Object.entries(values).map(([field_key, value]) => ({ field_key, label: field_key, type: 'text', value }));
}

/** The context the queue gives, pointed at a stand-in; `signal` is the queue's timeout. */
export function contextFor(baseUrl: string, signal: AbortSignal = new AbortController().signal): ConnectorContext {
  return { fetch: globalThis.fetch, signal, baseUrl };
}

/** An origin nothing listens on: a port taken and released again. */
export async function closedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
