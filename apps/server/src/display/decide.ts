import type { Kysely } from 'kysely';
import { abVariant, isOn, scheduleAllows, t, targetingAllows, texts, type PopupRecord } from '@beckon/core';
import type { Database } from '../db/schema.js';
import { popupsForDisplay, toPopupRecord } from '../repositories/poptins.js';
import type { DisplaySite } from '../repositories/sites.js';
import { popupHtml } from '../render/popup-html.js';
import { viewsThisMonth } from './view-cap.js';

export interface VisitorContext {
  /** the visitor's id, so an A/B split is stable; the IP when the widget sent none */
  visitor: string;
  url: string;
  referrer: string;
  device: 'desktop' | 'mobile';
  country: string | null;
  previewId: string | undefined;
  now: number;
}

export type Decision =
  | { verdict: 'allowed'; records: PopupRecord[] }
  | { verdict: 'not_allowed'; message: string };

/** SPEC §6 account limits: a restricted client or an account past its monthly views sees nothing. */
async function accountLimit(db: Kysely<Database>, site: DisplaySite, now: number): Promise<string | null> {
  if (site.restricted) return t('en', texts.clientRestricted);
  if (site.max_monthly_views !== null && (await viewsThisMonth(db, site.account_id, now)) >= site.max_monthly_views) {
    return t('en', texts.maxViewsReached);
  }
  return null;
}

/**
 * A/B tests: the parent and its variants (ab_test_parent_id) form one group; each visitor gets
 * exactly one of them, always the same one (core's abVariant).
 */
function pickVariants(records: PopupRecord[], visitor: string): PopupRecord[] {
  const groups = new Map<string, PopupRecord[]>();
  for (const record of records) {
    const parent = record.ab_test_parent_id || (isOn(record.ab_test) ? record.poptin_id : null);
    if (!parent) continue;
    groups.set(parent, [...(groups.get(parent) ?? []), record]);
  }
  const dropped = new Set<string>();
  for (const [parent, members] of groups) {
    if (members.length < 2) continue;
    const chosen = abVariant(visitor, parent, members.map((m) => m.poptin_id));
    for (const m of members) if (m.poptin_id !== chosen) dropped.add(m.poptin_id);
  }
  return records.filter((r) => !dropped.has(r.poptin_id));
}

/** Which pop-ups this page view may show: limits, then schedule and targeting, then the A/B split. */
export async function decideDisplay(db: Kysely<Database>, site: DisplaySite, visitor: VisitorContext): Promise<Decision> {
  const limit = await accountLimit(db, site, visitor.now);
  if (limit) return { verdict: 'not_allowed', message: limit };
  const rows = await popupsForDisplay(db, site.id, visitor.previewId);
  const versions = new Map(rows.map((row) => [row.id, row.updated_at]));
  const records = rows.map((row) => toPopupRecord(row, site.viewer_id));
  // The owner's preview shows the previewed pop-up whatever its schedule or targeting.
  const eligible = records.filter((r) => r.poptin_id === visitor.previewId || (
    scheduleAllows(r.schedule, visitor.now) &&
    targetingAllows(r.targeting, { url: visitor.url, device: visitor.device, referrer: visitor.referrer, country: visitor.country })
  ));
  const chosen = pickVariants(eligible, visitor.visitor);
  return { verdict: 'allowed', records: chosen.map((r) => ({ ...r, poptin: popupHtml(r, visitor.device, versions.get(r.poptin_id) ?? 0) })) };
}
