import type { Kysely } from 'kysely';
import { abVariant, hostAllowed, isOn, scheduleAllows, t, targetingAllows, texts, type PopupRecord } from '@beckon/core';
import type { Database } from '../db/schema.js';
import type { CompiledPopup, CompiledSite } from './site-config.js';
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
  /** the page's host (its Origin, else its address), for the site's allowed domains; null when unknown */
  host: string | null;
}

export type Decision =
  | { verdict: 'allowed'; popups: CompiledPopup[] }
  | { verdict: 'not_allowed'; message: string }
  /**
   * A page outside the site's domains: someone else's page carrying this snippet. Its visitors see
   * nothing at all; a plan notice there would be false, and would tell strangers about the account.
   */
  | { verdict: 'foreign_domain' };

/** SPEC §6 account limits: a restricted client or an account past its monthly views sees nothing. */
async function accountLimit(db: Kysely<Database>, site: CompiledSite['site'], now: number): Promise<string | null> {
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
    const chosen = abVariant(
      visitor,
      parent,
      members.map((m) => m.poptin_id),
    );
    for (const m of members) if (m.poptin_id !== chosen) dropped.add(m.poptin_id);
  }
  return records.filter((r) => !dropped.has(r.poptin_id));
}

/** Which pop-ups this page view may show: the site's domains, limits, then schedule and targeting, then the A/B split. */
export async function decideDisplay(db: Kysely<Database>, compiled: CompiledSite, visitor: VisitorContext): Promise<Decision> {
  // A page whose host cannot be told (no Origin, no address) is not refused: the widget always says.
  if (visitor.host !== null && !hostAllowed(visitor.host, compiled.domains)) return { verdict: 'foreign_domain' };
  const limit = await accountLimit(db, compiled.site, visitor.now);
  if (limit) return { verdict: 'not_allowed', message: limit };
  // Published pop-ups, and the owner's preview whatever its status, schedule or targeting.
  const eligible = compiled.popups.filter(
    (p) =>
      p.id === visitor.previewId ||
      (p.status === 'published' &&
        scheduleAllows(p.record.schedule, visitor.now) &&
        targetingAllows(p.record.targeting, { url: visitor.url, device: visitor.device, referrer: visitor.referrer, country: visitor.country })),
  );
  const chosen = new Set(
    pickVariants(
      eligible.map((p) => p.record),
      visitor.visitor,
    ).map((r) => r.poptin_id),
  );
  return { verdict: 'allowed', popups: eligible.filter((p) => chosen.has(p.id)) };
}
