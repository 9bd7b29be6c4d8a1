import type { IntegrationRow } from '../repositories/integrations.js';
import type { DeliveryTarget } from './dispatch.js';
import type { SecretBox } from './secrets.js';

/**
 * An integration as a send needs it: its secrets opened (the previous one while its overlap
 * runs) and a connector's settings parsed. Throws when they were sealed under another key.
 */
export function openTarget(
  row: Pick<IntegrationRow, 'kind' | 'url' | 'secret' | 'previous_secret' | 'previous_secret_until' | 'settings'>,
  box: SecretBox,
  now: number,
): DeliveryTarget {
  const secrets: string[] = [];
  if (row.secret) secrets.push(box.open(row.secret));
  if (row.previous_secret && row.previous_secret_until !== null && Number(row.previous_secret_until) > now) secrets.push(box.open(row.previous_secret));
  const settings: unknown = row.settings ? JSON.parse(box.open(row.settings)) : {};
  return { kind: row.kind, url: row.url, secrets, settings };
}
