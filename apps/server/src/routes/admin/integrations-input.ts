import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import { INTEGRATION_LIMITS, type IntegrationReply, type NewIntegrationBody } from '@beckon/core/api';
import type { ConnectorKind, IntegrationKind } from '@beckon/core';
import type { Database } from '../../db/schema.js';
import { checkEndpointUrl, type EndpointRules } from '../../integrations/endpoint-guard.js';
import { connectorFor, type ConnectorTable } from '../../integrations/dispatch.js';
import { redactSettings } from '../../integrations/connectors/index.js';
import { maskSecret } from '../../integrations/connectors/redact.js';
import type { SecretBox } from '../../integrations/secrets.js';
import { parseJsonList, type OwnedIntegration } from '../../repositories/integrations.js';

/** A 400 about one field. */
export type Refusal = { ok: false; message: string; field: string };

/** The endpoint as it is stored: a webhook's checked URL; a connector has none. */
export function checkUrl(kind: IntegrationKind, url: string | undefined, rules: EndpointRules): { ok: true; url: string | undefined } | Refusal {
  if (kind !== 'webhook') return url === undefined ? { ok: true, url: undefined } : { ok: false, message: 'Only a webhook has an address.', field: 'url' };
  if (url === undefined) return { ok: true, url: undefined };
  const checked = checkEndpointUrl(url.trim(), rules);
  return checked.ok ? { ok: true, url: checked.url.toString() } : { ok: false, message: checked.reason, field: 'url' };
}

/** Only pop-ups of this site may limit its integrations. */
export async function checkPopups(db: Kysely<Database>, siteId: number, popups: string[] | undefined): Promise<{ ok: true } | Refusal> {
  if (popups === undefined || popups.length === 0) return { ok: true };
  const found = await db.selectFrom('poptins').select('id').where('site_id', '=', siteId).where('id', 'in', popups).execute();
  if (found.length === popups.length) return { ok: true };
  const known = new Set(found.map((p) => p.id));
  return { ok: false, message: `No such pop-up on this site: ${popups.find((p) => !known.has(p))}.`, field: 'popups' };
}

/** The settings a connector has stored, opened; undefined when there are none or they cannot be opened (another key). */
export function openSettings(sealed: string, box: SecretBox): Record<string, unknown> | undefined {
  if (!sealed) return undefined;
  try {
    const value: unknown = JSON.parse(box.open(sealed));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * On update, the owner sends the settings back as the reply showed them: an API key (or a
 * generic header value) that is exactly its masked form, or an API key left out, keeps the stored
 * secret; anything else replaces it. So the dashboard never holds a key in clear to keep one.
 */
export function keepStoredSecrets(given: Record<string, unknown>, stored: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!stored) return given;
  const merged: Record<string, unknown> = { ...given };
  const storedKey = stored['apiKey'];
  if (typeof storedKey === 'string' && (given['apiKey'] === undefined || given['apiKey'] === maskSecret(storedKey))) merged['apiKey'] = storedKey;
  const storedHeaders = stored['headers'];
  if (isRecord(given['headers']) && isRecord(storedHeaders)) {
    const headers = Object.entries(given['headers']).map(([name, value]): [string, unknown] => {
      const kept = storedHeaders[name];
      return [name, typeof kept === 'string' && value === maskSecret(kept) ? kept : value];
    });
    merged['headers'] = Object.fromEntries(headers);
  }
  return merged;
}

/** A connector's settings checked by the connector itself and sealed; a webhook takes none. `stored`: the settings an update starts from. */
export function sealSettings(
  kind: IntegrationKind,
  settings: Static<typeof NewIntegrationBody>['settings'],
  box: SecretBox,
  rules: EndpointRules,
  given?: ConnectorTable,
  stored?: Record<string, unknown>,
): { ok: true; sealed: string | undefined } | Refusal {
  if (kind === 'webhook')
    return settings === undefined ? { ok: true, sealed: undefined } : { ok: false, message: 'A webhook has no settings.', field: 'settings' };
  if (settings === undefined) return { ok: true, sealed: undefined };
  if (Buffer.byteLength(JSON.stringify(settings)) > INTEGRATION_LIMITS.settingsBytes)
    return { ok: false, message: `The settings must stay under ${INTEGRATION_LIMITS.settingsBytes} bytes.`, field: 'settings' };
  const parsed = connectorFor(kind, rules, given).parseSettings(keepStoredSecrets(settings, stored));
  if (!parsed.ok) return { ok: false, message: parsed.error, field: settingField(parsed.error) };
  return { ok: true, sealed: box.seal(JSON.stringify(parsed.value)) };
}

/** The parsers start their words with the setting's name ("apiKey must …"): settings.apiKey, for the form to point at. */
function settingField(error: string): string {
  const name = /^([a-z][\w.]*)/.exec(error)?.[1];
  return name === undefined ? 'settings' : `settings.${name}`;
}

/** A connector's settings as the owner may see them: secrets masked (redactSettings). A webhook's: none. */
function shownSettings(row: OwnedIntegration, box: SecretBox): Record<string, unknown> {
  return row.kind === 'webhook' ? {} : redactSettings(row.kind as ConnectorKind, openSettings(row.settings, box) ?? {});
}

export function toIntegrationReply(row: OwnedIntegration, now: number, box: SecretBox): Static<typeof IntegrationReply> {
  const until = row.previous_secret_until === null ? null : Number(row.previous_secret_until);
  return {
    id: String(row.id),
    client_id: row.client_id,
    kind: row.kind,
    name: row.name,
    url: row.url,
    enabled: row.enabled === 1,
    events: parseJsonList(row.events) as Static<typeof IntegrationReply>['events'],
    popups: parseJsonList(row.popups),
    disabled_reason: row.disabled_reason,
    secret_hint: row.secret_hint,
    settings: shownSettings(row, box),
    previous_secret_until: until !== null && until > now ? until : null,
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
  };
}
