import { createHash } from 'node:crypto';
import {
  effectiveFieldMap,
  MAILCHIMP_DEFAULT_FIELD_MAP,
  mailchimpDataCenter,
  mappedValues,
  parseMailchimpSettings,
  type LeadEvent,
  type MailchimpSettings,
} from '@beckon/core';
import { endpoint, failure, send, stringAt, success, withoutEmail, type Answer } from './http.js';
import type { Connector, ConnectorContext, ConnectorOutcome } from './types.js';

/**
 * Issue 21: Mailchimp Marketing API 3.0.
 * - Host: the data centre at the end of the key (`…-us21` → https://us21.api.mailchimp.com/3.0).
 * - Auth: HTTP Basic with any user name and the key as the password.
 * - Add or update: PUT /lists/{list_id}/members/{subscriber_hash}, the hash being the MD5 of the
 *   lower-cased address: an upsert, so a retried or repeated lead stays one member.
 *   `status_if_new` applies to new members only: `pending` makes Mailchimp send its confirmation
 *   email (double opt-in), `subscribed` adds them at once. An existing member's status is left as
 *   it is, so a lead never resubscribes someone who unsubscribed in Mailchimp.
 * - Tags: POST /lists/{list_id}/members/{subscriber_hash}/tags with `{ tags: [{ name, status: 'active' }] }`
 *   (the member PUT does not take tags). Tags that already exist on the member stay as they are.
 * - Unsubscribe: the same PUT with `status: 'unsubscribed'` (and `status_if_new` too, so an address
 *   Mailchimp never had is kept as unsubscribed rather than missed).
 * - Errors are RFC 7807 problem documents: `{ type, title, status, detail, instance, errors? }`.
 */

const SERVICE = 'Mailchimp';

export function subscriberHash(email: string): string {
  return createHash('md5').update(email.trim().toLowerCase()).digest('hex');
}

/** Mailchimp's words: "Invalid Resource: … looks fake or invalid …", with each field error its `errors` list names. */
function mailchimpWords(answer: Answer): string | null {
  const title = stringAt(answer.json, 'title');
  const detail = stringAt(answer.json, 'detail');
  if (title === null && detail === null) return null;
  const errors = (answer.json as { errors?: unknown }).errors;
  const fields = Array.isArray(errors) ? errors.map((e) => [stringAt(e, 'field'), stringAt(e, 'message')].filter(Boolean).join(': ')).filter(Boolean) : [];
  return [[title, detail].filter(Boolean).join(': '), ...fields].join(' ');
}

function memberBody(event: LeadEvent, email: string, settings: MailchimpSettings): Record<string, unknown> {
  if (event.event === 'subscription.unsubscribed') return { email_address: email, status: 'unsubscribed', status_if_new: 'unsubscribed' };
  const mergeFields = mappedValues(event.lead, effectiveFieldMap(MAILCHIMP_DEFAULT_FIELD_MAP, settings.fieldMap));
  return { email_address: email, status_if_new: settings.doubleOptIn ? 'pending' : 'subscribed', merge_fields: mergeFields };
}

async function deliver(event: LeadEvent, settings: MailchimpSettings, context: ConnectorContext): Promise<ConnectorOutcome> {
  const email = event.lead.email?.trim();
  if (!email) return withoutEmail(SERVICE);
  const dataCenter = mailchimpDataCenter(settings.apiKey) ?? 'us1';
  const member = endpoint(
    context,
    `https://${dataCenter}.api.mailchimp.com`,
    `/3.0/lists/${encodeURIComponent(settings.listId)}/members/${subscriberHash(email)}`,
  );
  const headers = {
    authorization: `Basic ${Buffer.from(`beckon:${settings.apiKey}`).toString('base64')}`,
    'content-type': 'application/json',
    accept: 'application/json',
  };
  const put = await send(context, member, { method: 'PUT', headers, body: JSON.stringify(memberBody(event, email, settings)) });
  if (!put.ok) return put.outcome;
  if (put.answer.status !== 200) return failure(put.answer, mailchimpWords(put.answer), SERVICE);
  const status = stringAt(put.answer.json, 'status') ?? 'updated';
  if (event.event === 'subscription.unsubscribed') return success(200, `Unsubscribed ${email} from audience ${settings.listId}.`);
  if (settings.tags.length > 0) {
    const tags = await send(context, `${member}/tags`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ tags: settings.tags.map((name) => ({ name, status: 'active' })) }),
    });
    if (!tags.ok) return tags.outcome;
    if (tags.answer.status !== 204 && tags.answer.status !== 200) return failure(tags.answer, mailchimpWords(tags.answer), SERVICE);
  }
  const tagged = settings.tags.length > 0 ? `, tagged ${settings.tags.join(', ')}` : '';
  return success(200, `${email} is in audience ${settings.listId} (${status}${tagged}).`);
}

export const mailchimpConnector: Connector<MailchimpSettings> = { kind: 'mailchimp', parseSettings: parseMailchimpSettings, deliver };
