import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { DELIVERY_RESPONSE_KEEP_BYTES, type LeadEvent } from '@beckon/core';
import { resolveEndpoint, type EndpointRules } from './endpoint-guard.js';
import { judgeStatus, retryAfterMs, type DeliveryOutcome } from './outcome.js';
import { SIGNATURE_HEADER, signatureHeader } from './signature.js';

export const WEBHOOK_USER_AGENT = 'Beckon-Webhooks/1';

export interface WebhookTarget {
  url: string;
  /** the secrets to sign with: the current one, and the previous one during a rotation */
  secrets: string[];
}

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: string;
}

/** One POST to the address already checked (never a second lookup a hostile DNS could answer otherwise), no redirect followed. */
function post(url: URL, address: { address: string; family: number }, headers: Record<string, string>, body: string, signal: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const request = (secure ? httpsRequest : httpRequest)(
      {
        host: address.address,
        family: address.family,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: { ...headers, host: url.host, 'content-length': String(Buffer.byteLength(body)) },
        ...(secure ? { servername: url.hostname } : {}),
        signal,
      },
      (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
            body: Buffer.concat(chunks).subarray(0, DELIVERY_RESPONSE_KEEP_BYTES).toString('utf8'),
          });
        response.on('data', (chunk: Buffer) => {
          if (size < DELIVERY_RESPONSE_KEEP_BYTES) chunks.push(chunk);
          size += chunk.length;
          // The rest of a long answer is not worth reading: the status says what it came to.
          if (size >= DELIVERY_RESPONSE_KEEP_BYTES) {
            response.destroy();
            done();
          }
        });
        response.on('end', done);
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The request a receiver gets: its body and headers, signed now. */
export function webhookRequest(event: LeadEvent, secrets: readonly string[], nowMs: number): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(event);
  const timestamp = Math.floor(nowMs / 1000);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': WEBHOOK_USER_AGENT,
      [SIGNATURE_HEADER.toLowerCase()]: signatureHeader(secrets, timestamp, body),
      'beckon-event': event.event,
      'beckon-delivery': event.id,
      'idempotency-key': event.id,
    },
  };
}

/** Delivers one event to one endpoint: what it came to, never a throw. */
export async function sendWebhook(event: LeadEvent, target: WebhookTarget, rules: EndpointRules, signal: AbortSignal, nowMs: number): Promise<DeliveryOutcome> {
  let url: URL;
  try {
    url = new URL(target.url);
  } catch {
    return { ok: false, retry: false, status: null, message: 'The endpoint address is not valid.' };
  }
  const address = await resolveEndpoint(url, rules);
  // A name that does not resolve now may tomorrow; one pointing somewhere forbidden is refused for good.
  if (!address.ok) return { ok: false, retry: address.reason.includes('could not be resolved'), status: null, message: address.reason };
  const { body, headers } = webhookRequest(event, target.secrets, nowMs);
  try {
    const answer = await post(url, address, headers, body, signal);
    return judgeStatus(answer.status, retryAfterMs(answer.retryAfter, nowMs), answer.body);
  } catch (error) {
    const message = signal.aborted ? 'No answer in time (timeout).' : `Could not reach the endpoint: ${error instanceof Error ? error.message : String(error)}`;
    return { ok: false, retry: true, status: null, message };
  }
}
