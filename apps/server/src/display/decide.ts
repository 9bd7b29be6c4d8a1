import type { Kysely } from 'kysely';
import { abVariant, hostAllowed, isOn, scheduleAllows, t, targetingAllows, texts, type PopupRecord } from '@beckon/core';
import type { Database } from '../db/schema.js';
import type { CompiledPopup, CompiledSite } from './site-config.js';
import { viewsThisMonth, viewsThisMonthKept } from './view-cap.js';

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

/**
 * SPEC §6 account limits: a restricted client or an account past its monthly views sees nothing.
 * `views` is this month's count, or undefined when the site has no cap (or is restricted anyway).
 */
function accountLimit(site: CompiledSite['site'], views: number | undefined): string | null {
  if (site.restricted) return t('en', texts.clientRestricted);
  if (site.max_monthly_views !== null && views !== undefined && views >= site.max_monthly_views) return t('en', texts.maxViewsReached);
  return null;
}

/** Whether the account limit needs this month's view count (a query, unless one is kept). */
function needsViewCount(site: CompiledSite['site']): boolean {
  return !site.restricted && site.max_monthly_views !== null;
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

/** Whether any of a compiled site's pop-ups is in an A/B group; most are not, and then no split is made. */
const splits = new WeakMap<CompiledSite, boolean>();
function hasSplits(compiled: CompiledSite): boolean {
  let found = splits.get(compiled);
  if (found === undefined) splits.set(compiled, (found = compiled.popups.some((p) => Boolean(p.record.ab_test_parent_id) || isOn(p.record.ab_test))));
  return found;
}

/** The decision once the month's view count is known (undefined: not needed). */
function decideWith(compiled: CompiledSite, visitor: VisitorContext, views: number | undefined): Decision {
  // A page whose host cannot be told (no Origin, no address) is not refused: the widget always says.
  if (visitor.host !== null && !hostAllowed(visitor.host, compiled.domains)) return { verdict: 'foreign_domain' };
  const limit = accountLimit(compiled.site, views);
  if (limit) return { verdict: 'not_allowed', message: limit };
  // Published pop-ups, and the owner's preview whatever its status, schedule or targeting.
  const page = { url: visitor.url, device: visitor.device, referrer: visitor.referrer, country: visitor.country };
  const eligible = compiled.popups.filter(
    (p) =>
      p.id === visitor.previewId || (p.status === 'published' && scheduleAllows(p.record.schedule, visitor.now) && targetingAllows(p.record.targeting, page)),
  );
  if (eligible.length === 0 || !hasSplits(compiled)) return { verdict: 'allowed', popups: eligible };
  const chosen = new Set(
    pickVariants(
      eligible.map((p) => p.record),
      visitor.visitor,
    ).map((r) => r.poptin_id),
  );
  return { verdict: 'allowed', popups: eligible.filter((p) => chosen.has(p.id)) };
}

/**
 * The decision without waiting, when nothing needs the database: no view cap, or this month's
 * count still kept (view-cap.ts). Undefined when the count must be read: `decideDisplay` then.
 */
export function decideDisplayNow(compiled: CompiledSite, visitor: VisitorContext): Decision | undefined {
  if (!needsViewCount(compiled.site) || (visitor.host !== null && !hostAllowed(visitor.host, compiled.domains)))
    return decideWith(compiled, visitor, undefined);
  const views = viewsThisMonthKept(compiled.site.account_id, visitor.now);
  return views === undefined ? undefined : decideWith(compiled, visitor, views);
}

/** Which pop-ups this page view may show: the site's domains, limits, then schedule and targeting, then the A/B split. */
export async function decideDisplay(db: Kysely<Database>, compiled: CompiledSite, visitor: VisitorContext): Promise<Decision> {
  const now = decideDisplayNow(compiled, visitor);
  if (now !== undefined) return now;
  return decideWith(compiled, visitor, await viewsThisMonth(db, compiled.site.account_id, visitor.now));
}
