import type { ConnectorKind, LeadEvent } from '@beckon/core';

/**
 * Issue 21: what the delivery queue hands a connector and what it gets back. A connector is pure
 * apart from the `fetch` it is given: the queue owns retries, timeouts (through `signal`) and the
 * delivery log; `baseUrl` points a connector at a local stand-in of its service, for tests only.
 */
export interface ConnectorContext {
  fetch: typeof fetch;
  signal: AbortSignal;
  baseUrl?: string | undefined;
}
export interface ConnectorOutcome {
  ok: boolean;
  retry: boolean;
  status: number | null;
  message: string;
  retryAfterMs?: number | undefined;
}
export interface Connector<S> {
  kind: ConnectorKind;
  parseSettings(input: unknown): { ok: true; value: S } | { ok: false; error: string };
  deliver(event: LeadEvent, settings: S, context: ConnectorContext): Promise<ConnectorOutcome>;
}
