import { BREVO_DEFAULT_FIELD_MAP, e164Phone, effectiveFieldMap, mappedValues, parseBrevoSettings, type BrevoSettings, type LeadEvent } from '@beckon/core';
import { endpoint, failure, retryAfterMs, send, stringAt, success, withoutEmail, type Answer } from './http.js';
import type { Connector, ConnectorContext, ConnectorOutcome } from './types.js';

/**
 * Issue 21: Brevo API v3 (https://api.brevo.com/v3), key in the `api-key` header.
 * - Add or update: POST /v3/contacts with `updateEnabled: true`: 201 with the new id, or 204
 *   when the address existed and was updated (so a repeated lead stays one contact).
 * - Double opt-in: POST /v3/contacts/doubleOptinConfirmation with `includeListIds`, `templateId`
 *   (a template made for double opt-in) and `redirectionUrl`: Brevo emails the visitor and adds
 *   them to the lists once they confirm.
 * - Unsubscribe: PUT /v3/contacts/{identifier} (the address), 204. By default `unlinkListIds`
 *   takes the contact out of this integration's lists: the visitor left one sign-up, and a
 *   blocklisting (`emailBlacklisted: true`) would stop every campaign of the owner's account to
 *   them. Owners who want that choose `unsubscribe: 'blacklist'`. A contact Brevo does not hold
 *   (404) has nothing to leave, which is a success.
 * - Errors are `{ code, message }`; 429 carries `x-sib-ratelimit-reset` (seconds) besides Retry-After.
 * - SMS must be E.164 (`+` and the country code); a number without one is left out, not refused.
 */

const SERVICE = 'Brevo';
const ORIGIN = 'https://api.brevo.com';

function brevoWords(answer: Answer): string | null {
  return stringAt(answer.json, 'message') ?? stringAt(answer.json, 'code');
}

function brevoFailure(answer: Answer): ConnectorOutcome {
  return failure(answer, brevoWords(answer), SERVICE, retryAfterMs(answer.headers.get('x-sib-ratelimit-reset')));
}

function attributes(event: LeadEvent, settings: BrevoSettings): Record<string, string> {
  const mapped = mappedValues(event.lead, effectiveFieldMap(BREVO_DEFAULT_FIELD_MAP, settings.fieldMap));
  if (mapped['SMS'] !== undefined) {
    const phone = e164Phone(mapped['SMS']);
    if (phone === null) delete mapped['SMS'];
    else mapped['SMS'] = phone;
  }
  return mapped;
}

async function unsubscribe(email: string, settings: BrevoSettings, context: ConnectorContext, headers: Record<string, string>): Promise<ConnectorOutcome> {
  const body = settings.unsubscribe === 'blacklist' ? { emailBlacklisted: true } : { unlinkListIds: settings.listIds };
  const sent = await send(context, endpoint(context, ORIGIN, `/v3/contacts/${encodeURIComponent(email)}`), {
    method: 'PUT',
    headers,
    body: JSON.stringify(body),
  });
  if (!sent.ok) return sent.outcome;
  if (sent.answer.status === 404) return success(404, `${email} is not a Brevo contact: nothing to unsubscribe.`);
  if (sent.answer.status !== 204 && sent.answer.status !== 200) return brevoFailure(sent.answer);
  return success(
    sent.answer.status,
    settings.unsubscribe === 'blacklist' ? `${email} is blocklisted in Brevo.` : `${email} left lists ${settings.listIds.join(', ')}.`,
  );
}

async function deliver(event: LeadEvent, settings: BrevoSettings, context: ConnectorContext): Promise<ConnectorOutcome> {
  const email = event.lead.email?.trim();
  if (!email) return withoutEmail(SERVICE);
  const headers = { 'api-key': settings.apiKey, 'content-type': 'application/json', accept: 'application/json' };
  if (event.event === 'subscription.unsubscribed') return unsubscribe(email, settings, context, headers);
  const doubleOptIn = settings.doubleOptIn && settings.templateId !== null && settings.redirectionUrl !== null;
  const [path, body] = doubleOptIn
    ? [
        '/v3/contacts/doubleOptinConfirmation',
        {
          email,
          attributes: attributes(event, settings),
          includeListIds: settings.listIds,
          templateId: settings.templateId,
          redirectionUrl: settings.redirectionUrl,
        },
      ]
    : ['/v3/contacts', { email, attributes: attributes(event, settings), listIds: settings.listIds, updateEnabled: true }];
  const sent = await send(context, endpoint(context, ORIGIN, path), { method: 'POST', headers, body: JSON.stringify(body) });
  if (!sent.ok) return sent.outcome;
  const { status } = sent.answer;
  if (status !== 201 && status !== 204 && status !== 200) return brevoFailure(sent.answer);
  if (doubleOptIn) return success(status, `Brevo is sending ${email} its confirmation email (template ${settings.templateId}).`);
  return success(status, `${email} is ${status === 201 ? 'a new Brevo contact' : 'updated in Brevo'}, in lists ${settings.listIds.join(', ')}.`);
}

export const brevoConnector: Connector<BrevoSettings> = { kind: 'brevo', parseSettings: parseBrevoSettings, deliver };
