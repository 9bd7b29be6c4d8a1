import { boundedMessage, CONNECTOR_MESSAGE_MAX_LENGTH, DELIVERY_GIVE_UP_MS } from '@beckon/core';
import type { ConnectorContext, ConnectorOutcome } from './types.js';

/**
 * What every connector does with HTTP: one request with the queue's signal, an answer read up to
 * a bound (a hostile or broken endpoint cannot fill the server's memory), and the outcome rules
 * the queue relies on: 429, 408 and 5xx, network errors and timeouts are retried; other 4xx are
 * not, since sending the same request again cannot change the answer.
 */

/** Bytes of an answer read; error bodies of the services are a few hundred bytes. */
export const CONNECTOR_ANSWER_MAX_BYTES = 64 * 1024;

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** the body parsed as JSON, or undefined when it is not JSON */
  json: unknown;
}

export type Sent = { ok: true; answer: Answer } | { ok: false; outcome: ConnectorOutcome };

export interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers: Record<string, string>;
  body?: string | undefined;
}

async function readBounded(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value.subarray(0, CONNECTOR_ANSWER_MAX_BYTES - size));
    size += value.length;
    if (size >= CONNECTOR_ANSWER_MAX_BYTES) {
      await reader.cancel().catch(() => undefined);
      break;
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

function unreachable(url: string, error: unknown, signal: AbortSignal): ConnectorOutcome {
  const name = error instanceof Error ? error.name : '';
  if (signal.aborted || name === 'AbortError' || name === 'TimeoutError')
    return { ok: false, retry: true, status: null, message: `${new URL(url).host} did not answer in time.` };
  // undici puts the system's reason (ECONNREFUSED, ENOTFOUND) in the cause of its "fetch failed".
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
  return { ok: false, retry: true, status: null, message: boundedMessage(`Could not reach ${new URL(url).host}: ${cause}`, CONNECTOR_MESSAGE_MAX_LENGTH) };
}

/** One request; never throws. Redirects are not followed: a service's API does not redirect, and a receiver's redirect could lead anywhere. */
export async function send(context: ConnectorContext, url: string, request: Request): Promise<Sent> {
  try {
    const response = await context.fetch(url, { ...request, signal: context.signal, redirect: 'manual' });
    const text = await readBounded(response);
    return { ok: true, answer: { status: response.status, headers: response.headers, text, json: parseJson(text) } };
  } catch (error) {
    return { ok: false, outcome: unreachable(url, error, context.signal) };
  }
}

/** Retry-After in seconds or as an HTTP date (RFC 9110 §10.2.3), as a wait in ms; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const trimmed = value.trim();
  const wait = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now;
  if (!Number.isFinite(wait)) return undefined;
  return Math.min(Math.max(0, wait), DELIVERY_GIVE_UP_MS);
}

export function isRetryable(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/**
 * The outcome of an answer that is not a success: the service's own words when it gave some,
 * else what happened in ours, bounded for the delivery log.
 */
export function failure(answer: Answer, serviceWords: string | null, service: string, retryAfter?: number): ConnectorOutcome {
  const redirect = answer.status >= 300 && answer.status < 400 ? answer.headers.get('location') : null;
  const words =
    serviceWords ??
    (redirect !== null ? `${service} answered ${answer.status}, a redirect to ${redirect}; give the final address.` : `${service} answered ${answer.status}.`);
  const retry = isRetryable(answer.status);
  const wait = retry ? (retryAfterMs(answer.headers.get('retry-after')) ?? retryAfter) : undefined;
  return {
    ok: false,
    retry,
    status: answer.status,
    message: boundedMessage(words, CONNECTOR_MESSAGE_MAX_LENGTH),
    ...(wait !== undefined ? { retryAfterMs: wait } : {}),
  };
}

export function success(status: number, message: string): ConnectorOutcome {
  return { ok: true, retry: false, status, message: boundedMessage(message, CONNECTOR_MESSAGE_MAX_LENGTH) };
}

/** A lead the service cannot hold: no retry will give it an email address. */
export function withoutEmail(service: string): ConnectorOutcome {
  return { ok: false, retry: false, status: null, message: `This lead has no email address, so it was not sent to ${service}.` };
}

/** A string property of an object, when the value is one. */
export function stringAt(value: unknown, key: string): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === 'string' && found.trim() !== '' ? found : null;
}

/** Joins the base (the service's origin, or a stand-in's) and an API path. */
export function endpoint(context: ConnectorContext, origin: string, path: string): string {
  return `${(context.baseUrl ?? origin).replace(/\/+$/, '')}${path}`;
}
